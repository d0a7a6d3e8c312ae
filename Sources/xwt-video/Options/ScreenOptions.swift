import ArgumentParser
import XWTPresets
import XWTVideo

/// `--device`, `--appearance`, `--status-bar` and screenshots (`--from`, `--to`, `--fit`,
/// `--screens-have-status-bar`): the preset's screen settings replaced from the command line.
struct ScreenOptions: OptionChecking {
    @Option(
        name: .long,
        help:
            "Lay the screens out for this iPhone instead of the preset's device (xwt-video devices lists them); still and sheet --effect also take a size WxH in points (default 375x667)."
    )
    var device: String?

    @Option(name: .long, help: "Mock screens in light or dark appearance (default: the preset's \"appearance\").")
    var appearance: String?

    @Option(name: .customLong("status-bar"), help: "fixed, in-screen or none (default: the preset's \"statusBar\").")
    var statusBar: String?

    @Option(
        name: .long,
        help: "A screenshot (PNG/JPEG) or a built-in screen's name in place of the preset's from screen (with --effect: of the built-in list screen).")
    var from: String?

    @Option(
        name: .long,
        help: "A screenshot (PNG/JPEG) or a built-in screen's name in place of the preset's to screen (with --effect: of the built-in detail screen).")
    var to: String?

    @Option(name: .long, help: "How a screenshot of another size is placed: fill (cover, top-aligned; default), fit (inside, centred) or stretch.")
    var fit: String?

    @Flag(
        name: .customLong("screens-have-status-bar"), inversion: .prefixedNo,
        help: "The screenshots show their own status bar, so none is drawn over them (default: detected from a device's screenshot size).")
    var screensHaveStatusBar: Bool?

    @Option(
        name: .customLong("nav-bar"),
        help:
            "Points at the top of each screenshot that are its navigation bar (status bar area included), kept still in a navigation container; 0 = none (default: the preset's \"navigationBar\")."
    )
    var navBar: Double?

    @Option(
        name: .customLong("tab-bar"),
        help: "Points at the bottom of each screenshot that are its tab bar (home indicator area included); 0 = none (default: the preset's \"tabBar\").")
    var tabBar: Double?

    /// Checks every value; a device may also be a size here (`effectScreens` takes one, `overrides` does not).
    func check() throws {
        if let device, Device.named(device) == nil, Self.size(device) == nil { throw Self.unknownDevice(device) }
        _ = try screenSettings()
    }

    /// The overrides these options ask for; a bad value names the option, the expected and the found.
    func overrides() throws -> PresetOverrides {
        var result = try screenSettings()
        if let device {
            guard let named = Device.named(device) else { throw Self.unknownDevice(device) }
            result.device = named
        }
        return result
    }

    /// The screens for a lone effect (`still`/`sheet --effect`): the screenshots, else the built-in
    /// list (A) and detail (B) screens, on the named device or a WxH-point screen at `scale`.
    func effectScreens(scale: Double) throws -> TransitionScreens {
        let name = device ?? "375x667"
        let named = Device.named(name)
        guard let points = named.map({ (width: $0.width, height: $0.height) }) ?? Self.size(name), scale > 0, scale <= 4 else {
            throw InputError("--device/--scale: expected a named device or WxH points (e.g. 375x667) and a scale in (0, 4]; found \(name) @\(scale)")
        }
        let canvas = Canvas(width: points.width, height: points.height, scale: scale)
        guard Canvas.fitsBudget(width: canvas.pixelWidth, height: canvas.pixelHeight) else {
            throw InputError("--device/--scale: " + Canvas.budgetProblem(width: canvas.pixelWidth, height: canvas.pixelHeight))
        }
        let settings = try screenSettings()
        return try TransitionScreens(
            from: settings.from ?? .mock(.list), to: settings.to ?? .mock(.detail),
            canvas: canvas, device: named,
            appearance: settings.appearance ?? .light, statusBar: settings.statusBar ?? .fixed,
            fit: settings.fit ?? .fill, screensHaveStatusBar: settings.screensHaveStatusBar,
            seed: 1, origins: (.option("--from"), .option("--to")))
    }

    /// Every override but the device.
    private func screenSettings() throws -> PresetOverrides {
        var result = PresetOverrides()
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
        result.from = try from.map { try Self.screen($0, option: "--from") }
        result.to = try to.map { try Self.screen($0, option: "--to") }
        if let fit {
            guard let value = ScreenFit(rawValue: fit) else { throw ValidationError("--fit: expected fill, fit or stretch; found \"\(fit)\"") }
            result.fit = value
        }
        result.screensHaveStatusBar = screensHaveStatusBar
        for case let (option, height?) in [("--nav-bar", navBar), ("--tab-bar", tabBar)] where !(0...1000).contains(height) {
            throw ValidationError("\(option): expected a height in 0…1000 pt; found \(height)")
        }
        result.navigationBar = navBar
        result.tabBar = tabBar
        return result
    }

    private static func unknownDevice(_ name: String) -> InputError {
        InputError.unknown(
            "--device", expected: "a device id", found: name, candidates: Device.all.map(\.id),
            listing: "one of " + Device.all.map(\.id).joined(separator: ", "))
    }

    /// `WxH` as a size in points, each side in 50…4000.
    static func size(_ text: String) -> (width: Double, height: Double)? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
        guard parts.count == 2, let w = parts[0], let h = parts[1], (50...4000).contains(w), (50...4000).contains(h) else { return nil }
        return (w, h)
    }

    /// A screen given on the command line: a built-in screen's name (`xwt-video screens`), else a
    /// .png/.jpg/.jpeg screenshot.
    static func screen(_ text: String, option: String) throws -> ScreenSource {
        if let mock = MockScreen(rawValue: text) { return .mock(mock) }
        let lower = text.lowercased()
        guard lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") else {
            throw ValidationError("\(option): expected a built-in screen (xwt-video screens) or a .png, .jpg or .jpeg screenshot; found \"\(text)\"")
        }
        return .file(text)
    }
}
