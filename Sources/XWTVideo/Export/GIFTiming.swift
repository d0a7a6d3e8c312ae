import XWTMedia

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
}
