import Foundation
import XWTEngine
import XWTMedia

/// Output sizes other than the source's own: `FrameSources.scaled(_:width:)`.
public enum FrameSources {
    /// `job` drawn `width` pixels wide (height in proportion, rounded), or `job` itself at its own width.
    ///
    /// A `RenderJob` is laid out again at the new scale and drawn by the engine (sharp mock screens,
    /// and ≈5× fewer pixels to render at 320 px than at 750); any other source (a side-by-side
    /// comparison) is rendered at its own size and downscaled with swscale (`ScaledSource`).
    public static func scaled(_ job: any FrameSource, width: Int) throws -> any FrameSource {
        guard width >= 2, width <= 16384 else { throw InputError("--width: expected 2…16384 pixels; found \(width)") }
        if width == job.canvas.pixelWidth { return job }
        if let preset = (job as? RenderJob)?.preset {
            return try RenderJob(preset: preset.resized(pixelWidth: width))
        }
        return try ScaledSource(job, width: width)
    }
}

/// Another source's frames resampled to another width (height in proportion) with `BitmapScaler`.
///
/// Frame *i* is the source's frame *i* at its own size, area-filtered to the new size. Full-size
/// scratch frames are pooled (one per concurrent caller), so memory stays flat.
public struct ScaledSource: FrameSource {
    public let source: any FrameSource
    public let canvas: Canvas
    private let scaler: BitmapScaler
    private let scratch: ScratchFrames

    public init(_ source: any FrameSource, width: Int) throws {
        self.source = source
        let from = source.canvas
        let height = max(1, Int((Double(width) * Double(from.pixelHeight) / Double(from.pixelWidth)).rounded()))
        canvas = Canvas(width: Double(width), height: Double(height), scale: 1)
        scaler = try BitmapScaler(from: (from.pixelWidth, from.pixelHeight), to: (width, height))
        scratch = ScratchFrames(canvas: from)
    }

    public var fps: Int { source.fps }
    public var frameCount: Int { source.frameCount }
    public func repeatsPrevious(frame: Int) -> Bool { source.repeatsPrevious(frame: frame) }

    public func render(frame: Int, into bitmap: inout Bitmap, renderer: Renderer) {
        var full = scratch.take()
        defer { scratch.give(full) }
        source.render(frame: frame, into: &full, renderer: scratch.renderer)
        scaler.scale(full, into: &bitmap)
    }
}

/// Full-size frames for `ScaledSource`, reused across frames; thread-safe.
///
/// Invariant: a bitmap taken is used by one thread only until it is given back.
private struct ScratchFrames: Sendable {
    let renderer: Renderer
    private let idle = Locked([Bitmap]())

    init(canvas: Canvas) { renderer = Renderer(canvas: canvas, bands: 1) }

    func take() -> Bitmap {
        idle.withLock { $0.popLast() } ?? Bitmap(width: renderer.canvas.pixelWidth, height: renderer.canvas.pixelHeight)
    }

    func give(_ frame: Bitmap) { idle.withLock { $0.append(frame) } }
}
