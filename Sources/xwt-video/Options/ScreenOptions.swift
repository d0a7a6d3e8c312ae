import ArgumentParser
import XWTEffects
import XWTEngine
import XWTPresets
import XWTScreens
import XWTVideo

/// `--device`, `--appearance`, `--status-bar` and screenshots (`--from`, `--to`, `--fit`,
/// `--screens-have-status-bar`): the preset's screen settings replaced from the command line.
struct ScreenOptions: OptionChecking {
    @Option(
        name: .long,
        help:
            "Lay the screens out for this iPhone instead of the preset's device (xwt-video devices lists them); still and sheet --effect also take a size WxH in points (default 375x667; width 100 to 2000, height 100 to 3000)."
    )
    var device: String?

    @Option(name: .long, help: "Mock screens in light or dark appearance (default: the preset's \"appearance\").")
    var appearance: String?

    @Option(name: .customLong("status-bar"), help: "fixed, in-screen or none (default: the preset's \"statusBar\").")
    var statusBar: String?

    @Option(
        name: .long,
        help:
            "A screenshot (PNG/JPEG) or a built-in screen's name in place of the preset's from screen (with --effect: of the effect's default from screen, the built-in list for most)."
    )
    var from: String?

    @Option(
        name: .long,
        help:
            "A screenshot (PNG/JPEG) or a built-in screen's name in place of the preset's to screen (with --effect: of the effect's default to screen, the built-in detail for most)."
    )
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
        if let device, Device.named(device) == nil, Device.customSize(device) == nil { throw Self.unknownDevice(device) }
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
    /// screens `defaults` names (list and detail for most effects), on the named device or a
    /// WxH-point screen at `scale`.
    func effectScreens(scale: Double, defaults: DefaultScreens) throws -> TransitionScreens {
        let name = device ?? "375x667"
        let named = Device.named(name)
        guard let points = named.map({ (width: $0.width, height: $0.height) }) ?? Device.customSize(name), Device.customScales.contains(scale) else {
            throw InputError(
                "--device/--scale: expected a named device or WxH points in \(Self.customSizes) (e.g. 375x667) and a scale in \(Self.range(Device.customScales)); found \(name) @\(scale)"
            )
        }
        let canvas = Canvas(width: points.width, height: points.height, scale: scale)
        guard Canvas.fitsBudget(width: canvas.pixelWidth, height: canvas.pixelHeight) else {
            throw InputError("--device/--scale: " + Canvas.budgetProblem(width: canvas.pixelWidth, height: canvas.pixelHeight))
        }
        let settings = try screenSettings()
        return try TransitionScreens(
            from: settings.from ?? .mock(try Self.builtIn(defaults.from)), to: settings.to ?? .mock(try Self.builtIn(defaults.to)),
            canvas: canvas, device: named,
            appearance: settings.appearance ?? .light, statusBar: settings.statusBar ?? .fixed,
            fit: settings.fit ?? .fill, screensHaveStatusBar: settings.screensHaveStatusBar,
            seed: 1, origins: (.override("--from"), .override("--to")))
    }

    /// The built-in screen an effect's descriptor names (`DefaultScreens`; the registry's tests
    /// check every name).
    static func builtIn(_ name: String) throws -> MockScreen {
        guard let screen = MockScreen(rawValue: name) else { throw InputError("internal: no built-in screen \"\(name)\"") }
        return screen
    }

    /// Every override but the device.
    func screenSettings() throws -> PresetOverrides {
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
        result.screenOrigins = (.override("--from"), .override("--to"))
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

    /// "100…2000 × 100…3000": the sizes `--device WxH` takes.
    static var customSizes: String { range(Device.customWidths) + " × " + range(Device.customHeights) }

    /// "0.25…4": a range as the errors write it.
    static func range(_ range: ClosedRange<Double>) -> String {
        String(format: "%g…%g", range.lowerBound, range.upperBound)
    }

    /// A screen given on the command line (`ScreenSource(parsing:)`, as presets read theirs).
    static func screen(_ text: String, option: String) throws -> ScreenSource {
        guard let source = ScreenSource(parsing: text) else {
            throw InputError("\(option): expected \(ScreenSource.expectation); found \"\(text)\"" + ScreenSource.hint(for: text))
        }
        return source
    }
}
