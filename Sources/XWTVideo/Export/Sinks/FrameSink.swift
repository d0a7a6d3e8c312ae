import XWTEngine
import XWTMedia

/// Where an export's pictures go, in frame order: an encoder, a file of raw frames, a list of
/// digests, a PNG.
///
/// `Export` renders each picture of a `FramePlan` once, on the render workers, and hands it to
/// `prepare` there (concurrently, in any order: colour conversion, a digest, quantising); then it
/// calls `append` with the product on one thread, in frame order. A hold (a frame showing the
/// previous frame's picture) is neither rendered nor prepared: the sink gets `appendRepeat()`.
/// After the last frame `Export` calls `finish()`; on any error, `cancel()`.
protocol FrameSink: AnyObject {
    associatedtype Product

    /// The workers' share of the work on a picture that `shows` frames show (itself and the holds
    /// after it); thread-safe.
    var prepare: @Sendable (_ picture: Bitmap, _ shows: Int) throws -> Product { get }

    /// The workers' share for a picture drawn band by band (`BandDrawing`), when the sink can take
    /// its pictures that way (then no whole picture exists); nil when it needs whole pictures.
    var prepareInBands: (@Sendable (_ draw: BandDrawing, _ shows: Int) throws -> Product)? { get }

    /// True when `append` reads the picture's pixels; otherwise each worker recycles its picture as
    /// soon as it is prepared, and `append` gets nil (one picture fewer in memory).
    static var appendsPictures: Bool { get }

    /// The next picture (its product, and its pixels when `appendsPictures`), shown by `shows` frames.
    func append(_ product: Product, picture: Bitmap?, shows: Int) throws

    /// The previous picture again.
    func appendRepeat() throws

    /// Completes the output (a file is renamed into place).
    func finish() throws

    /// Abandons the output: nothing is left behind, an existing file is untouched. Idempotent.
    func cancel()
}

extension FrameSink {
    var prepareInBands: (@Sendable (_ draw: BandDrawing, _ shows: Int) throws -> Product)? { nil }
}
