import XWTEngine

/// A value a library call cannot use, in the library's own terms: which setting, and why in one
/// line ("expected 2…16384 pixels; found 1"). Front ends map `setting` to their own names (the CLI
/// to its flags: "--width: expected 2…16384 pixels; found 1").
public struct SettingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The settings of `Export`, `BatchExport`, `Gallery`, `CompareJob` and the docs outputs.
    public enum Setting: String, Sendable, CaseIterable {
        case width, size, fps, jobs, bands, clips, crf, x264Preset, deadline, cpuUsed, encoderOptions, alpha, lossless, dither
        case frame, time, formats, compareScale, parameter, frames, columns, cellWidth, steps, segment, shard

        /// The setting's name in messages.
        public var name: String {
            switch self {
            case .x264Preset: return "x264 preset"
            case .cpuUsed: return "cpu-used"
            case .encoderOptions: return "encoder option"
            case .compareScale: return "compare scale"
            case .cellWidth: return "cell width"
            default: return rawValue
            }
        }
    }

    public let setting: Setting
    /// Why, in one line, without the setting's name.
    public let message: String

    public init(_ setting: Setting, _ message: String) {
        self.setting = setting
        self.message = message
    }

    public var description: String { "\(setting.name): \(message)".singleLine }
}
