import Foundation
import XWTEngine
import XWTMedia

/// Encoder choices for an export; nil fields take the encoder's defaults.
public struct ExportOptions: Sendable {
    public var format: VideoFormat
    /// Frames rendered at once (≥ 1).
    public var jobs: Int
    public var crf: Int?
    public var x264Preset: String?
    public var deadline: String?
    public var cpuUsed: Int?
    /// Extra encoder options (`key=value`); unknown ones are an error.
    public var encoderOptions: [String: String]
    /// Keep alpha (webm, apng, webp; mkv always does); an error for mp4.
    public var alpha = false
    /// Lossless WebP.
    public var lossless = false

    public init(format: VideoFormat, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, crf: Int? = nil,
                x264Preset: String? = nil, deadline: String? = nil, cpuUsed: Int? = nil, encoderOptions: [String: String] = [:]) {
        self.format = format; self.jobs = max(1, jobs); self.crf = crf; self.x264Preset = x264Preset
        self.deadline = deadline; self.cpuUsed = cpuUsed; self.encoderOptions = encoderOptions
    }
}

/// What an export produced.
public struct ExportSummary: Sendable {
    public let path: String
    public let frames: Int
    public let seconds: Double
    public let bytes: Int
}

/// Renders a job's frames through the pipeline into a video file, written atomically.
///
/// Workers render and colour-convert frames in parallel; the calling thread encodes them in order.
/// Frames that repeat the previous picture are neither rendered nor converted again.
public enum Exporter {
    public static func export(_ job: some FrameSource, to path: String, options: ExportOptions,
                              progress: (Int) -> Void = { _ in }) throws -> ExportSummary {
        let settings = EncoderSettings(format: options.format, width: job.canvas.pixelWidth, height: job.canvas.pixelHeight,
                                       fps: job.fps, crf: options.crf, preset: options.x264Preset, deadline: options.deadline,
                                       cpuUsed: options.cpuUsed, options: options.encoderOptions,
                                       alpha: options.alpha, lossless: options.lossless)
        let encoder = try VideoEncoder(path: path, settings: settings)
        let renderer = Renderer(canvas: job.canvas, bands: 1)
        var previous: ConvertedFrame?
        do {
            try RenderPipeline(width: settings.width, height: settings.height, jobs: options.jobs)
                .run(frameCount: job.frameCount, render: { index, frame -> Result<ConvertedFrame, Error>? in
                    if job.repeatsPrevious(frame: index) { return nil }
                    job.render(frame: index, into: &frame, renderer: renderer)
                    return Result { try encoder.convert(frame) }
                }, deliver: { index, _, product in
                    let converted = try product?.get() ?? previous!
                    try encoder.append(converted)
                    previous = converted
                    progress(index + 1)
                })
            previous = nil
            try encoder.finish()
        } catch {
            encoder.cancel()
            throw error
        }
        return ExportSummary(path: path, frames: job.frameCount, seconds: Double(job.frameCount) / Double(job.fps), bytes: fileSize(path))
    }
}
