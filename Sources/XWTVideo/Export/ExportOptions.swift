import Foundation
import XWTMedia

/// How `Export` renders and encodes; nil knobs take the target's defaults.
public struct ExportOptions: Sendable {
    /// Output width in pixels (height in proportion); nil: `ExportTarget.defaultWidth` (320 for gif).
    public var width: Int?
    /// Frames rendered at once (≥ 1); clamped by `renderJobs(width:height:)`.
    public var jobs: Int
    /// Row bands each frame is split into across cores (≥ 1); the pixels never depend on it.
    public var bands = 1
    /// Constant rate factor (mp4 0…51, default 20; webm 0…63, default 30).
    public var crf: Int?
    /// x264 preset (mp4; default veryfast).
    public var x264Preset: String?
    /// VP9 deadline (webm; default realtime).
    public var deadline: String?
    /// VP9 cpu-used (webm; default 8).
    public var cpuUsed: Int?
    /// Extra encoder options (`key=value`) for the encoded formats; unknown ones are an error.
    public var encoderOptions: [String: String] = [:]
    /// Keep alpha (webm, apng, webp, still; mkv, raw and manifests always do); refused by mp4 and gif.
    public var alpha = false
    /// Lossless WebP.
    public var lossless = false
    /// GIF dithering (gif only; default sierra2_4a).
    public var dither: GIFDither?
    /// Render only these source frames (a segment, `FrameSegment`); nil: the whole clip.
    public var segment: ClosedRange<Int>?

    public init(width: Int? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.width = width
        self.jobs = jobs
    }

    /// The most frames rendered at once: a larger `jobs` is clamped (workers beyond the cores buy
    /// nothing, and each holds a frame).
    public static let maxJobs = 64

    /// Bytes the frames in flight may take: each of `jobs + 2` pipeline slots holds a picture and its
    /// product (≤ 8 bytes per pixel: RGBA plus a converted frame or scratch copy).
    public static let inFlightBytes = 256 << 20

    /// The workers an export of width×height frames uses: `jobs`, at most `maxJobs`, and at most as
    /// many as keep the frames in flight within `inFlightBytes` (at least 1). Outputs never depend on it.
    public func renderJobs(width: Int, height: Int) -> Int {
        let slots = Self.inFlightBytes / max(1, 8 * width * height)
        return max(1, min(jobs, Self.maxJobs, slots - 2))
    }

    /// These options without the settings that do not apply to `format` (crf, x264 preset,
    /// deadline, cpu-used, lossless, dither): one set of options for a batch of several formats.
    /// Alpha and encoder options stay, so a format that cannot honour them still refuses.
    public func fitted(to format: ExportFormat) -> ExportOptions {
        var fitted = self
        if format != .mp4 && format != .webm { fitted.crf = nil }
        if format != .mp4 { fitted.x264Preset = nil }
        if format != .webm { fitted.deadline = nil; fitted.cpuUsed = nil }
        if format != .webp { fitted.lossless = false }
        if format != .gif { fitted.dither = nil }
        return fitted
    }

    /// Throws `SettingError` for the first setting `target` cannot use. Checks everything that does
    /// not depend on the source; `Export.run` checks the rest (the frame size, the still's frame).
    public func validate(for target: ExportTarget) throws {
        if jobs < 1 { throw SettingError(.jobs, "expected a whole number ≥ 1; found \(jobs)") }
        if bands < 1 { throw SettingError(.bands, "expected a whole number ≥ 1; found \(bands)") }
        if let width, width < 2 || width > 16384 { throw SettingError(.width, "expected 2…16384 pixels; found \(width)") }
        let name: String
        switch target {
        case let .file(format, _): name = format.rawValue
        case .manifest: name = "a manifest"
        case .still: name = "a still"
        }
        if lossless, target.format != .webp { throw Self.losslessRefusal }
        if dither != nil, target.format != .gif { throw Self.ditherRefusal }
        if alpha, let refusal = target.format?.alphaRefusal { throw SettingError(.alpha, refusal) }
        if let format = target.format?.videoFormat {
            if let width, format.needsEvenSize, width % 2 != 0 {
                throw SettingError(.width, "\(format.rawValue) stores 4:2:0 chroma (one sample per 2×2 pixels), which needs an even width; found \(width)")
            }
            if let problem = encoderSettings(format, width: 2, height: 2, fps: 1).optionProblem() {
                throw SettingError(Self.setting(problem.setting), problem.message)
            }
            return
        }
        for (knob, setting) in [
            (crf != nil, SettingError.Setting.crf), (x264Preset != nil, .x264Preset),
            (deadline != nil, .deadline), (cpuUsed != nil, .cpuUsed),
        ] where knob {
            throw SettingError(setting, "does not apply to \(name)")
        }
        if !encoderOptions.isEmpty, target.format != .gif {
            throw SettingError(.encoderOptions, "does not apply to \(name) (nothing is encoded)")
        }
    }

    /// `lossless` without webp.
    static let losslessRefusal = SettingError(.lossless, "applies to webp only (mkv and apng are always lossless)")
    /// `dither` without gif.
    static let ditherRefusal = SettingError(.dither, "applies to gif only")

    /// The encoder settings for `format` at a frame size and rate.
    func encoderSettings(_ format: VideoFormat, width: Int, height: Int, fps: Int) -> EncoderSettings {
        EncoderSettings(
            format: format, width: width, height: height, fps: fps, crf: crf, preset: x264Preset,
            deadline: deadline, cpuUsed: cpuUsed, options: encoderOptions, alpha: alpha, lossless: lossless)
    }

    /// The export setting behind an encoder setting (the frame size follows from the width).
    static func setting(_ encoder: EncoderSettings.Problem.Setting) -> SettingError.Setting {
        switch encoder {
        case .size: return .width
        case .fps: return .fps
        case .crf: return .crf
        case .preset: return .x264Preset
        case .deadline: return .deadline
        case .cpuUsed: return .cpuUsed
        case .alpha: return .alpha
        case .lossless: return .lossless
        }
    }
}
