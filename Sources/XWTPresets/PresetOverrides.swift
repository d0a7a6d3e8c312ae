import XWTScreens

/// Screen settings given on the command line that replace the preset's own (`--device`,
/// `--appearance`, `--status-bar`); nil keeps the preset's. Applied while parsing, so the script is
/// laid out on the overriding device.
public struct PresetOverrides: Sendable {
    public var device: Device?
    public var appearance: Appearance?
    public var statusBar: StatusBarMode?

    public init(device: Device? = nil, appearance: Appearance? = nil, statusBar: StatusBarMode? = nil) {
        self.device = device; self.appearance = appearance; self.statusBar = statusBar
    }

    /// No overrides.
    public static let none = PresetOverrides()
}
