import Foundation
import XWTEngine
import XWTMedia

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

/// Full-size frames for `ScaledSource` and `EvenHeightSource`, reused across frames; thread-safe.
///
/// Invariant: a bitmap taken is used by one thread only until it is given back.
struct ScratchFrames: Sendable {
    let renderer: Renderer
    private let idle = Locked([Bitmap]())

    init(canvas: Canvas) { renderer = Renderer(canvas: canvas, bands: 1) }

    func take() -> Bitmap {
        idle.withLock { $0.popLast() } ?? Bitmap(width: renderer.canvas.pixelWidth, height: renderer.canvas.pixelHeight)
    }

    func give(_ frame: Bitmap) { idle.withLock { $0.append(frame) } }
}
