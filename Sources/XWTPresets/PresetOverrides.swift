import XWTScreens

/// Screen settings that replace the preset's own (the CLI's `--device`, `--appearance`, `--status-bar`,
/// `--from`, `--to`, `--fit`); nil keeps the preset's. Applied while parsing, so the script is laid
/// out on the overriding device.
public struct PresetOverrides: Sendable {
    public var device: Device?
    public var appearance: Appearance?
    public var statusBar: StatusBarMode?
    /// Screenshots in place of the preset's screens; errors about them name `screenOrigins`.
    public var from: ScreenSource?
    public var to: ScreenSource?
    /// What errors about `from` and `to` call them (default "from screen", "to screen"; the CLI: its options).
    public var screenOrigins = (from: ValueOrigin.override("from screen"), to: ValueOrigin.override("to screen"))
    /// How screenshots of another size are placed (`--fit`).
    public var fit: ScreenFit?
    /// Whether the screenshots show their own status bar (`--screens-have-status-bar`).
    public var screensHaveStatusBar: Bool?
    /// The navigation bar's and tab bar's heights in image screens (`--nav-bar`, `--tab-bar`; points).
    public var navigationBar: Double?
    public var tabBar: Double?

    public init(device: Device? = nil, appearance: Appearance? = nil, statusBar: StatusBarMode? = nil) {
        self.device = device; self.appearance = appearance; self.statusBar = statusBar
    }

    /// No overrides.
    public static let none = PresetOverrides()

    /// The overrides given, one `name=value` per setting in a fixed order (empty when none): equal
    /// texts render equal pixels from equal presets, so a batch compares it to tell stale clips.
    public var settings: String {
        var parts: [String] = []
        if let device { parts.append("device=\(device.id)") }
        if let appearance { parts.append("appearance=\(appearance.rawValue)") }
        if let statusBar { parts.append("status-bar=\(statusBar.rawValue)") }
        if let from { parts.append("from=\(from)") }
        if let to { parts.append("to=\(to)") }
        if let fit { parts.append("fit=\(fit.rawValue)") }
        if let screensHaveStatusBar { parts.append("screens-have-status-bar=\(screensHaveStatusBar)") }
        if let navigationBar { parts.append("nav-bar=\(navigationBar)") }
        if let tabBar { parts.append("tab-bar=\(tabBar)") }
        return parts.joined(separator: "\n")
    }
}
