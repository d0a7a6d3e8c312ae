import XWTEffects
import XWTEngine
import XWTSuggestions
import XWTVideo

/// A command-line input that cannot be used, as one line naming the option, what was expected and
/// what was found.
struct InputError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description.singleLine }

    /// An unknown id or name: "OPTION: expected EXPECTED; found "NAME"; did you mean A or B?" (the
    /// nearest of `candidates`, `NameSuggestions`), or "…; found "NAME" (LISTING)" when none is near.
    static func unknown(_ option: String, expected: String, found name: String, candidates: [String], listing: String) -> InputError {
        let hint = NameSuggestions.hint(for: name, in: candidates)
        return InputError("\(option): expected \(expected); found \"\(name)\"" + (hint.isEmpty ? " (\(listing))" : hint))
    }

    /// A library `SettingError` in the CLI's terms: "--flag: message". `flags` names the options of
    /// a command whose flag differs from the usual one (e.g. `time` is `--poster-time` in export).
    init(_ error: SettingError, flags: [SettingError.Setting: String] = [:]) {
        self.init("\(flags[error.setting] ?? Self.flag(for: error.setting)): \(error.message)")
    }

    /// Runs `body`, turning any `SettingError` it throws into an `InputError` naming the flag.
    @discardableResult
    static func mapping<T>(_ flags: [SettingError.Setting: String] = [:], _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as SettingError {
            throw InputError(error, flags: flags)
        }
    }

    /// The usual flag of a setting (or its name, for settings that come from a preset file).
    static func flag(for setting: SettingError.Setting) -> String {
        switch setting {
        case .width, .cellWidth: return "--width"
        case .size: return "--size"
        case .fps: return "fps"
        case .jobs: return "--jobs"
        case .bands: return "--bands"
        case .clips: return "--clips"
        case .crf: return "--crf"
        case .x264Preset: return "--x264-preset"
        case .deadline: return "--deadline"
        case .cpuUsed: return "cpu-used"
        case .encoderOptions: return "--encoder-option"
        case .alpha: return "--alpha"
        case .lossless: return "--lossless"
        case .dither: return "--dither"
        case .frame: return "--frame"
        case .time: return "--time"
        case .formats: return "--format"
        case .compareScale: return "--compare"
        case .parameter: return "--param"
        case .frames, .segment: return "--frames"
        case .shard: return "--shard"
        case .columns: return "--columns"
        case .steps: return "steps"
        }
    }
}
