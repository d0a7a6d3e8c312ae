import ArgumentParser
import XWTPresets
import XWTVideo

/// `--device`, `--appearance` and `--status-bar`: the preset's screen settings replaced from the command line.
struct ScreenOptions: ParsableArguments {
    @Option(name: .long, help: "Lay the screens out for this iPhone instead of the preset's device (xwt-video devices lists them).")
    var device: String?

    @Option(name: .long, help: "Mock screens in light or dark appearance (default: the preset's \"appearance\").")
    var appearance: String?

    @Option(name: .customLong("status-bar"), help: "fixed, in-screen or none (default: the preset's \"statusBar\").")
    var statusBar: String?

    func validate() throws {
        _ = try overrides()
    }

    /// The overrides these options ask for; a bad value names the option, the expected and the found.
    func overrides() throws -> PresetOverrides {
        var result = PresetOverrides()
        if let device {
            guard let named = Device.named(device) else {
                throw ValidationError("--device: expected one of " + Device.all.map(\.id).joined(separator: ", ") + "; found \"\(device)\"")
            }
            result.device = named
        }
        if let appearance {
            guard let value = Appearance(rawValue: appearance) else {
                throw ValidationError("--appearance: expected light or dark; found \"\(appearance)\"")
            }
            result.appearance = value
        }
        if let statusBar {
            guard let value = StatusBarMode(rawValue: statusBar) else {
                throw ValidationError("--status-bar: expected fixed, in-screen or none; found \"\(statusBar)\"")
            }
            result.statusBar = value
        }
        return result
    }
}
