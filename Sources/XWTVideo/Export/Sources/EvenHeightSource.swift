import Foundation
import XWTEngine

/// Another source's frames without their bottom row: an odd height made even for formats that store
/// 4:2:0 chroma (one chroma sample per 2×2 pixels), as a video tool would round a derived height.
///
/// Frame *i* is the source's frame *i*, rows 0…height − 2, the same pixels; full-size scratch frames
/// are pooled (one per concurrent caller), so memory stays flat.
public struct EvenHeightSource: FrameSource {
    public let source: any FrameSource
    public let canvas: Canvas
    private let scratch: ScratchFrames

    /// `source` must be an odd number of pixels high (at least 3).
    public init(_ source: any FrameSource) {
        self.source = source
        canvas = Canvas(width: Double(source.canvas.pixelWidth), height: Double(source.canvas.pixelHeight - 1), scale: 1)
        scratch = ScratchFrames(canvas: source.canvas)
    }

    public var fps: Int { source.fps }
    public var frameCount: Int { source.frameCount }
    public func repeatsPrevious(frame: Int) -> Bool { source.repeatsPrevious(frame: frame) }

    public func render(frame: Int, into bitmap: inout Bitmap, renderer: Renderer) {
        var full = scratch.take()
        defer { scratch.give(full) }
        source.render(frame: frame, into: &full, renderer: scratch.renderer)
        let bytes = bitmap.pixels.count
        bitmap.pixels.replaceSubrange(0..<bytes, with: full.pixels[0..<bytes])
    }
}
