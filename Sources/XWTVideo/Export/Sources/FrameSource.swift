import Foundation
import XWTEngine

/// What `Export` renders: `frameCount` frames of `canvas`'s pixel size at `fps`.
///
/// Invariant: `render(frame:into:renderer:)` is a pure function of the frame index, and when
/// `repeatsPrevious(frame: i)` is true frame i has exactly frame i − 1's pixels.
public protocol FrameSource: Sendable {
    var canvas: Canvas { get }
    var fps: Int { get }
    var frameCount: Int { get }
    func repeatsPrevious(frame: Int) -> Bool
    /// Renders frame `frame` into `bitmap` (canvas-sized); `renderer` is one made for `canvas`.
    func render(frame: Int, into bitmap: inout Bitmap, renderer: Renderer)
}

extension RenderJob: FrameSource {}

extension FrameSource {
    /// Seconds the frames last.
    public var duration: Double { Double(frameCount) / Double(fps) }

    /// The frame on screen `seconds` into the clip; throws `SettingError` (`time`) outside it.
    public func frame(atTime seconds: Double) throws -> Int {
        guard seconds.isFinite, seconds >= 0, seconds < duration else {
            throw SettingError(.time, "expected seconds in 0…\(String(format: "%g", duration)) (exclusive); found \(seconds)")
        }
        return min(frameCount - 1, Int((seconds * Double(fps)).rounded(.down)))
    }

    /// This source drawn `width` pixels wide (height in proportion, rounded), or itself at its own width.
    ///
    /// A `RenderJob` is laid out again at the new scale and drawn by the engine (sharp mock screens,
    /// and ≈5× fewer pixels to render at 320 px than at 750); any other source (a side-by-side
    /// comparison) is rendered at its own size and downscaled with swscale (`ScaledSource`). A device
    /// frame is painted again around its screen's source scaled to match (width rounded to even).
    public func scaled(toWidth width: Int) throws -> any FrameSource {
        guard try canvas.needsScaling(toWidth: width) else { return self }
        if let job = self as? RenderJob {
            return try RenderJob(preset: job.preset.resized(pixelWidth: width), touches: job.touches)
        }
        if let framed = self as? DeviceFrameSource { return try framed.resized(width: width) }
        return try ScaledSource(self, width: width)
    }
}

extension Canvas {
    /// Whether a source of this canvas drawn `width` pixels wide differs from it; throws
    /// `SettingError` (`width`) unless the width is 2…16384 and the height in proportion fits the
    /// pixel budget.
    func needsScaling(toWidth width: Int) throws -> Bool {
        guard width >= 2, width <= 16384 else { throw SettingError(.width, "expected 2…16384 pixels; found \(width)") }
        if width == pixelWidth { return false }
        let height = Int((Double(width) * Double(pixelHeight) / Double(pixelWidth)).rounded())
        guard Canvas.fitsBudget(width: width, height: height) else { throw SettingError(.width, Canvas.budgetProblem(width: width, height: height)) }
        return true
    }
}
