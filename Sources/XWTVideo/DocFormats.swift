import Foundation
import XWTEngine
import XWTMedia
import XWTMotion

/// Every output `xwt-video export` writes: the `VideoFormat`s, GIF, and raw RGBA frames.
public enum ExportFormat: String, CaseIterable, Sendable {
    case mp4, webm, mkv, apng, webp, gif, raw

    /// The encoder format, nil for gif and raw.
    public var videoFormat: VideoFormat? { VideoFormat(rawValue: rawValue) }

    /// File extension without a dot ("rgba" for raw frames).
    public var fileExtension: String { self == .raw ? "rgba" : rawValue }

    /// The format for a file extension (either case), if it names one.
    public init?(fileExtension ext: String) {
        let lower = ext.lowercased()
        if lower == "rgba" { self = .raw; return }
        guard lower != "raw", let format = ExportFormat(rawValue: lower) else { return nil }
        self = format
    }

    /// Why `--alpha` cannot be honoured by this format, or nil (mkv and raw always keep RGBA).
    public var alphaRefusal: String? { EncoderSettings.alphaRefusal(rawValue) }

    /// The width an export uses when none is given: 320 px for GIF (documentation-sized: a 750-px
    /// GIF of drawer-qq is ≈5× larger and plays choppily in browsers), the source's own otherwise.
    public func defaultWidth(sourceWidth: Int) -> Int { self == .gif ? min(GIFExporter.defaultWidth, sourceWidth) : sourceWidth }
}

/// GIF encoding choices.
public struct GIFOptions: Sendable {
    public var dither: GIFDither
    /// Frames rendered at once (≥ 1).
    public var jobs: Int
    /// gif encoder options (`gifflags`, `gifimage`, `global_palette`); unknown ones are an error.
    public var encoderOptions: [String: String]

    public init(dither: GIFDither = .sierra2_4a, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                encoderOptions: [String: String] = [:]) {
        self.dither = dither; self.jobs = max(1, jobs); self.encoderOptions = encoderOptions
    }
}

/// The frame-rate remapping of a GIF: GIF frame k shows at k/`fps` s and shows the source frame
/// on screen at that instant.
///
/// `fps` = min(source fps, 50); `frameCount` = round(sourceFrames · fps / sourceFPS), so the GIF
/// lasts the clip's duration to within half a GIF frame. Source frame of GIF frame k =
/// ⌊k · sourceFPS / fps⌋ (exact integer arithmetic): at 60 → 50 fps every sixth source frame is
/// skipped, as FFmpeg's `fps` filter does.
public struct GIFTiming: Sendable, Equatable {
    public let sourceFPS: Int
    public let sourceFrames: Int
    public let fps: Int
    public let frameCount: Int

    public init(sourceFPS: Int, sourceFrames: Int) {
        self.sourceFPS = sourceFPS
        self.sourceFrames = sourceFrames
        fps = min(sourceFPS, GIFEncoder.maximumFPS)
        frameCount = max(1, Int((Double(sourceFrames) * Double(fps) / Double(sourceFPS)).rounded()))
    }

    /// The source frame GIF frame `k` shows.
    public func sourceFrame(_ k: Int) -> Int { min(sourceFrames - 1, k * sourceFPS / fps) }

    /// Seconds the GIF lasts (its delays are whole hundredths, so rates not dividing 100 round).
    public var duration: Double { (Double(frameCount) * 100 / Double(fps)).rounded() / 100 }

    /// True when GIF frame `k` shows the same picture as frame k − 1: every source frame after the
    /// previous one's up to its own repeats its predecessor.
    func repeatsPrevious(_ k: Int, _ job: some FrameSource) -> Bool {
        guard k > 0 else { return false }
        let from = sourceFrame(k - 1), to = sourceFrame(k)
        return from == to || (from + 1...to).allSatisfy { job.repeatsPrevious(frame: $0) }
    }
}

/// The still a documentation page shows before a clip plays.
public enum Poster {
    /// The default poster frame: the middle of the first act that moves (a tap's or a pan's, not a
    /// hold), i.e. mid-transition; frame count / 2 for sources other than a preset's `RenderJob`.
    public static func defaultFrame(of job: some FrameSource) -> Int {
        guard let preset = (job as? RenderJob)?.preset else { return job.frameCount / 2 }
        let timeline = preset.timeline
        guard let act = timeline.acts.indices.first(where: { if case .hold = timeline.acts[$0] { return false } else { return true } }) else {
            return job.frameCount / 2
        }
        let middle = timeline.actStartTimes[act] + timeline.actDurations[act] / 2
        return max(0, min(job.frameCount - 1, Int((middle * Double(job.fps)).rounded(.down))))
    }

    /// Frame `frame` as a bitmap for `ImageCodec.writePNG` (atomic): with `alpha` as rendered (the PNG
    /// stores it straight), otherwise opaque, the colour over black, as the video formats show it.
    public static func image(of job: some FrameSource, frame: Int, alpha: Bool) throws -> Bitmap {
        guard (0..<job.frameCount).contains(frame) else {
            throw InputError("--poster: frame \(frame) is outside the clip's frames 0…\(job.frameCount - 1)")
        }
        var bitmap = Bitmap(width: job.canvas.pixelWidth, height: job.canvas.pixelHeight)
        job.render(frame: frame, into: &bitmap, renderer: Renderer(canvas: job.canvas))
        if !alpha {
            for i in stride(from: 3, to: bitmap.pixels.count, by: 4) { bitmap.pixels[i] = 255 }
        }
        return bitmap
    }
}

