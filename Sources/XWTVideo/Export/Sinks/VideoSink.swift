import XWTEngine
import XWTMedia

/// Frames into a `VideoEncoder` (mp4, webm, mkv, apng, webp): the workers convert each picture to
/// the encoder's pixel format, hiding the conversion behind encoding; a hold appends the previous
/// converted picture again (kept only while holds follow it).
final class VideoSink: FrameSink {
    let encoder: VideoEncoder
    /// The last converted frame while repeats of it are still to come, and how many.
    private var held: (frame: ConvertedFrame, repeatsLeft: Int)?

    init(path: String, settings: EncoderSettings) throws {
        encoder = try VideoEncoder(path: path, settings: settings)
    }

    var prepare: @Sendable (Bitmap, Int) throws -> ConvertedFrame {
        { [encoder] picture, _ in try encoder.convert(picture) }
    }

    /// yuv420p (mp4, webm and mkv without alpha): each band converted as it is drawn.
    var prepareInBands: (@Sendable (BandDrawing, Int) throws -> ConvertedFrame)? {
        guard encoder.convertsInBands else { return nil }
        return { [encoder] draw, _ in try encoder.convert(inBands: draw) }
    }

    static var appendsPictures: Bool { false }

    func append(_ converted: ConvertedFrame, picture _: Bitmap?, shows: Int) throws {
        // The previous hold's frame goes back to the pool before this one is encoded, not after:
        // the workers converting the next frames can reuse it (one 6-MB frame fewer at 1500 px).
        held = nil
        try encoder.append(converted)
        held = shows > 1 ? (converted, shows - 1) : nil
    }

    /// Appends the held frame again; after its last repeat the frame goes back to the pool, before
    /// the pipeline frees this slot for a worker that would otherwise convert into a new one.
    func appendRepeat() throws {
        guard let (frame, repeatsLeft) = held else {
            throw MediaError(operation: "encode frame", path: encoder.path, message: "no frame to repeat")
        }
        try encoder.append(frame)
        held = repeatsLeft > 1 ? (frame, repeatsLeft - 1) : nil
    }

    func finish() throws {
        held = nil
        try encoder.finish()
    }

    func cancel() {
        held = nil
        encoder.cancel()
    }
}
