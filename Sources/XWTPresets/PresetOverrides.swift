import XWTScreens

/// Screen settings given on the command line that replace the preset's own (`--device`,
/// `--appearance`, `--status-bar`, `--from`, `--to`, `--fit`); nil keeps the preset's. Applied while parsing, so the script is
/// laid out on the overriding device.
public struct PresetOverrides: Sendable {
    public var device: Device?
    public var appearance: Appearance?
    public var statusBar: StatusBarMode?
    /// Screenshots in place of the preset's screens (`--from`, `--to`).
    public var from: ScreenSource?
    public var to: ScreenSource?
    /// How screenshots of another size are placed (`--fit`).
    public var fit: ScreenFit?
    /// Whether the screenshots show their own status bar (`--screens-have-status-bar`).
    public var screensHaveStatusBar: Bool?

    public init(device: Device? = nil, appearance: Appearance? = nil, statusBar: StatusBarMode? = nil) {
        self.device = device; self.appearance = appearance; self.statusBar = statusBar
    }

    /// No overrides.
    public static let none = PresetOverrides()
}
