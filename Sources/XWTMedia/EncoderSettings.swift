/// The container + codec pairs XWTMedia writes.
public enum VideoFormat: String, CaseIterable, Sendable {
    /// MP4, H.264 (libx264), yuv420p, BT.709 limited range.
    case mp4
    /// WebM, VP9 (libvpx-vp9), yuv420p, BT.709 limited range.
    case webm
    /// Matroska, FFV1 lossless of the exact RGBA bytes (for verification with `ffmpeg -f framemd5`).
    case mkv
    /// Animated PNG, lossless, every frame at the clip's rate; RGB, or straight-alpha RGBA with `alpha`.
    /// Loops forever.
    case apng
    /// Animated WebP (libwebp_anim), lossy or `lossless`; straight alpha with `alpha`. Loops forever.
    /// libwebp merges consecutive identical frames into one longer frame and stores durations in
    /// milliseconds, so the file may hold fewer frames than were appended; the total duration is kept.
    case webp

    /// The file extension, without a dot.
    public var fileExtension: String { rawValue }

    /// True when frames are stored 4:2:0 (yuv420p, yuva420p: one chroma sample per 2×2 pixels), so
    /// width and height must be even.
    public var needsEvenSize: Bool { self == .mp4 || self == .webm }
}

/// How to encode: format, frame size in pixels, frame rate, and the codec knobs.
///
/// A `nil` knob means the format's default: CRF 20 (mp4) / 30 (webm), x264 preset "veryfast",
/// VP9 deadline "realtime", VP9 cpu-used 8, WebP quality 75 (lossy). Knobs that do not apply to the
/// format are an error, as are unknown `options` (libav private or generic codec options, e.g.
/// `["tune": "animation"]`, `["quality": "90"]` for webp).
///
/// Alpha: frames are premultiplied RGBA. Without `alpha` every format stores the colour over black
/// (alpha dropped). With `alpha`, webm stores yuva420p (VP9 alpha plane), apng and webp straight
/// (unpremultiplied) RGBA; mkv always keeps the exact premultiplied bytes; mp4 cannot carry alpha.
public struct EncoderSettings: Sendable, Hashable {
    public var format: VideoFormat
    /// Frame width in pixels; mp4 and webm need it even (yuv420p).
    public var width: Int
    /// Frame height in pixels; mp4 and webm need it even (yuv420p).
    public var height: Int
    /// Frames per second; every frame lasts exactly 1/fps s.
    public var fps: Int
    /// Constant rate factor (x264 0…51, VP9 0…63); lower is better quality.
    public var crf: Int?
    /// x264 preset name (ultrafast … placebo).
    public var preset: String?
    /// VP9 deadline: "realtime", "good" or "best".
    public var deadline: String?
    /// VP9 cpu-used (-8…8); higher is faster.
    public var cpuUsed: Int?
    /// Extra encoder options passed to `avcodec_open2`; any the encoder does not consume is an error.
    public var options: [String: String]
    /// Keep the frames' alpha (webm, apng, webp; mkv always does); an error for mp4.
    public var alpha: Bool
    /// Lossless WebP instead of lossy (webp only; mkv and apng are always lossless).
    public var lossless: Bool

    public init(
        format: VideoFormat, width: Int, height: Int, fps: Int,
        crf: Int? = nil, preset: String? = nil, deadline: String? = nil, cpuUsed: Int? = nil,
        options: [String: String] = [:], alpha: Bool = false, lossless: Bool = false
    ) {
        self.format = format
        self.width = width
        self.height = height
        self.fps = fps
        self.crf = crf
        self.preset = preset
        self.deadline = deadline
        self.cpuUsed = cpuUsed
        self.options = options
        self.alpha = alpha
        self.lossless = lossless
    }

    /// A setting these settings cannot be used with, and why, in the encoder's own terms.
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        /// The setting at fault (`size` covers width and height).
        public enum Setting: String, Sendable { case size, fps, crf, preset, deadline, cpuUsed, alpha, lossless }
        public let setting: Setting
        /// One line, e.g. "crf must be 0…51 for mp4 (got 70)".
        public let message: String
        public var description: String { message }
    }

    /// The first problem with these settings, or nil when they are usable.
    public func validationError() -> Problem? { frameProblem() ?? optionProblem() }

    /// The largest mkv frame: half the general frame budget, because libavcodec's FFV1 encoder
    /// reserves a worst-case packet of ≈150 bytes a pixel per frame (the ffmpeg CLI peaks at 1.4 GB
    /// on 2170×3860 frames too); at 2²² pixels the worst accepted export peaks at ≈870 MB.
    public static let mkvPixelBudget = 1 << 22

    /// The first problem with the frame size or rate for this format, or nil.
    public func frameProblem() -> Problem? {
        func problem(_ setting: Problem.Setting, _ message: String) -> Problem { Problem(setting: setting, message: message) }
        if width <= 0 || height <= 0 { return problem(.size, "frame size must be positive (got \(width)×\(height))") }
        if width > 16384 || height > 16384 { return problem(.size, "frame size must be at most 16384×16384 (got \(width)×\(height))") }
        if fps <= 0 || fps > 1000 { return problem(.fps, "fps must be 1…1000 (got \(fps))") }
        if format.needsEvenSize, width % 2 != 0 || height % 2 != 0 {
            return problem(
                .size,
                "\(format.rawValue) stores 4:2:0 chroma (one sample per 2×2 pixels), which needs an even width and height (got \(width)×\(height)); use an even size or mkv"
            )
        }
        if format == .webp, width > 16383 || height > 16383 {
            return problem(.size, "webp frames must be at most 16383×16383 (got \(width)×\(height))")
        }
        if format == .mkv, width * height > Self.mkvPixelBudget {
            return problem(
                .size,
                "mkv (FFV1) frames must be at most \(Self.mkvPixelBudget) pixels (2²², e.g. 1534×2728): FFV1 reserves ≈150 bytes a pixel for each frame it codes (got \(width)×\(height))"
            )
        }
        return nil
    }

    /// The first problem with the codec knobs (crf, preset, deadline, cpu-used, alpha, lossless) for
    /// this format, whatever the frame size, or nil.
    public func optionProblem() -> Problem? {
        func problem(_ setting: Problem.Setting, _ message: String) -> Problem { Problem(setting: setting, message: message) }
        switch format {
        case .mp4, .webm: break
        case .mkv, .apng:
            if crf != nil { return problem(.crf, "crf does not apply to \(format.rawValue) (lossless)") }
        case .webp:
            if crf != nil { return problem(.crf, "crf does not apply to webp; use the encoder option quality=0…100 (lossy) instead") }
        }
        if alpha, let reason = Self.alphaRefusal(format.rawValue) { return problem(.alpha, reason) }
        if lossless, format != .webp {
            return problem(
                .lossless,
                format == .mkv || format == .apng
                    ? "\(format.rawValue) is always lossless; lossless applies to webp only"
                    : "lossless applies to webp only")
        }
        if format != .mp4, preset != nil { return problem(.preset, "preset applies to mp4 (x264) only") }
        if format != .webm, deadline != nil { return problem(.deadline, "deadline applies to webm (VP9) only") }
        if format != .webm, cpuUsed != nil { return problem(.cpuUsed, "cpu-used applies to webm (VP9) only") }
        if let crf {
            let range = format == .mp4 ? 0...51 : 0...63
            if !range.contains(crf) { return problem(.crf, "crf must be \(range.lowerBound)…\(range.upperBound) for \(format.rawValue) (got \(crf))") }
        }
        if let preset, !Self.x264PresetNames.contains(preset) {
            return problem(.preset, "preset must be one of \(Self.x264PresetNames.joined(separator: ", ")) (got '\(preset)')")
        }
        if let deadline, !["realtime", "good", "best"].contains(deadline) {
            return problem(.deadline, "deadline must be one of realtime, good, best (got '\(deadline)')")
        }
        if let cpuUsed, !(-8...8).contains(cpuUsed) { return problem(.cpuUsed, "cpu-used must be -8…8 (got \(cpuUsed))") }
        return nil
    }

    /// Why a format cannot carry alpha (nil when it can): "mp4" and "gif" here, by name, so that callers
    /// with formats outside `VideoFormat` (GIF) give the same one-line answer.
    public static func alphaRefusal(_ format: String) -> String? {
        switch format {
        case "mp4": return "mp4 (H.264 yuv420p) cannot carry alpha; use webm (VP9 with an alpha plane), apng, webp or mkv"
        case "gif": return "gif cannot carry alpha (only 1-bit transparency, used for frame differences); use webm, apng or webp"
        default: return nil
        }
    }

    /// The presets libx264 accepts, fastest first.
    public static let x264PresetNames = [
        "ultrafast", "superfast", "veryfast", "faster", "fast",
        "medium", "slow", "slower", "veryslow", "placebo",
    ]
}
