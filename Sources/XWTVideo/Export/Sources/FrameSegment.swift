import XWTEngine
import XWTMedia

/// Frames `first…last` of another source, renumbered from 0: one segment of a clip (`export --frames A-B`).
///
/// Frame i is the source's frame `first + i`, so segments rendered separately and joined
/// (`ClipJoiner`) show exactly the whole clip's pictures. Frame 0 is never a hold: a segment's first
/// picture is always rendered (and an encoder starts it with a keyframe).
public struct FrameSegment: FrameSource {
    public let source: any FrameSource
    public let frames: ClosedRange<Int>

    /// Throws `SettingError` (`segment`) when `frames` is not inside `0..<source.frameCount`.
    public init(_ source: any FrameSource, frames: ClosedRange<Int>) throws {
        guard frames.lowerBound >= 0, frames.upperBound < source.frameCount else {
            throw SettingError(
                .segment,
                "expected frames inside 0-\(source.frameCount - 1) (the clip has \(source.frameCount)); found \(frames.lowerBound)-\(frames.upperBound)")
        }
        self.source = source
        self.frames = frames
    }

    public var canvas: Canvas { source.canvas }
    public var fps: Int { source.fps }
    public var frameCount: Int { frames.count }
    public func repeatsPrevious(frame: Int) -> Bool { frame > 0 && source.repeatsPrevious(frame: frames.lowerBound + frame) }

    public func render(frame: Int, into bitmap: inout Bitmap, renderer: Renderer) {
        source.render(frame: frames.lowerBound + frame, into: &bitmap, renderer: renderer)
    }
}
