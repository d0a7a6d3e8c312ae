import XWTPresets
import XWTVideo

/// What `xwt-video preview` was started with: the preset file and the command line's settings.
public struct PreviewSettings: Sendable {
    /// The preset file watched and rendered.
    public var file: String
    /// `--device`, `--appearance`, `--status-bar`, screenshots from the command line.
    public var overrides: PresetOverrides
    /// `--touches` / `--no-touches`, else the preset's.
    public var touches: Bool?
    /// `--device-frame` with its style, or nil.
    public var deviceFrame: DeviceFrameStyle?

    public init(file: String, overrides: PresetOverrides = .none, touches: Bool? = nil, deviceFrame: DeviceFrameStyle? = nil) {
        self.file = file
        self.overrides = overrides
        self.touches = touches
        self.deviceFrame = deviceFrame
    }
}
