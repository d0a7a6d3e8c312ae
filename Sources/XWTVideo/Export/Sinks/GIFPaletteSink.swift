import XWTEngine
import XWTMedia

/// Pass one of a GIF: the workers count each picture's colours, weighted by the frames that show
/// it, into per-worker histograms (integer sums: the same for any number of workers); then
/// `palette()` builds one palette for the whole clip. The histograms live as long as the sink.
final class GIFPaletteSink: FrameSink {
    private let histograms = GIFHistogramPool()

    var prepare: @Sendable (Bitmap, Int) throws -> Void {
        { [histograms] picture, shows in histograms.withHistogram { $0.add(picture, weight: shows) } }
    }

    static var appendsPictures: Bool { false }

    func append(_: Void, picture _: Bitmap?, shows: Int) {}

    func appendRepeat() {}

    func finish() {}

    /// The palette of every picture appended (call after `finish`).
    func palette() -> GIFPalette { GIFPalette(histogram: histograms.merged()) }

    func cancel() {}
}
