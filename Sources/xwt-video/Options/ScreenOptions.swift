import ArgumentParser
import XWTPresets
import XWTVideo

/// `--device`, `--appearance`, `--status-bar` and screenshots (`--from`, `--to`, `--fit`,
/// `--screens-have-status-bar`): the preset's screen settings replaced from the command line.
struct ScreenOptions: ParsableArguments {
    @Option(name: .long, help: "Lay the screens out for this iPhone instead of the preset's device (xwt-video devices lists them).")
    var device: String?

    @Option(name: .long, help: "Mock screens in light or dark appearance (default: the preset's \"appearance\").")
    var appearance: String?

    @Option(name: .customLong("status-bar"), help: "fixed, in-screen or none (default: the preset's \"statusBar\").")
    var statusBar: String?

    @Option(name: .long, help: "A screenshot (PNG/JPEG) in place of the preset's from screen.")
    var from: String?

    @Option(name: .long, help: "A screenshot (PNG/JPEG) in place of the preset's to screen.")
    var to: String?

    @Option(name: .long, help: "How a screenshot of another size is placed: fill (cover, top-aligned; default), fit (inside, centred) or stretch.")
    var fit: String?

    @Flag(name: .customLong("screens-have-status-bar"), inversion: .prefixedNo,
          help: "The screenshots show their own status bar, so none is drawn over them (default: detected from a device's screenshot size).")
    var screensHaveStatusBar: Bool?

    func validate() throws {
        _ = try overrides()
    }

    /// The overrides these options ask for; a bad value names the option, the expected and the found.
    func overrides() throws -> PresetOverrides {
        var result = PresetOverrides()
        if let device {
            guard let named = Device.named(device) else {
                throw InputError.unknown("--device", expected: "a device id", found: device, candidates: Device.all.map(\.id),
                                         listing: "one of " + Device.all.map(\.id).joined(separator: ", "))
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
        result.from = try from.map { try Self.screenshot($0, option: "--from") }
        result.to = try to.map { try Self.screenshot($0, option: "--to") }
        if let fit {
            guard let value = ScreenFit(rawValue: fit) else { throw ValidationError("--fit: expected fill, fit or stretch; found \"\(fit)\"") }
            result.fit = value
        }
        result.screensHaveStatusBar = screensHaveStatusBar
        return result
    }

    /// A screenshot path as a screen source: a .png/.jpg/.jpeg file.
    static func screenshot(_ path: String, option: String) throws -> ScreenSource {
        let lower = path.lowercased()
        guard lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") else {
            throw ValidationError("\(option): expected a .png, .jpg or .jpeg screenshot; found \"\(path)\"")
        }
        return .file(path)
    }
}
