import ArgumentParser
import XWTScreens
import XWTVideo

/// `xwt-video devices`: the named iPhones a preset's `"device"` or `--device` can choose.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices", abstract: "List the named devices: id, screen in points, native and render scale, safe areas, cutout, corner radius.")

    func run() throws {
        let width = Device.all.map(\.id.count).max() ?? 0
        for device in Device.all { print(device.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + device.summary) }
    }
}
