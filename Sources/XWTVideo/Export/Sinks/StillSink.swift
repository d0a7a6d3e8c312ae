import XWTEngine
import XWTMedia

/// One picture as a PNG file, written atomically: as rendered with `alpha` (the PNG stores it
/// straight), otherwise opaque, the colour over black, as the video formats show it.
final class StillSink: FrameSink {
    private let path: String
    private let alpha: Bool
    private var image: Bitmap?

    init(path: String, alpha: Bool) {
        self.path = path
        self.alpha = alpha
    }

    var prepare: @Sendable (Bitmap, Int) throws -> Bitmap {
        { [alpha] picture, _ in
            var image = picture
            if !alpha {
                for i in stride(from: 3, to: image.pixels.count, by: 4) { image.pixels[i] = 255 }
            }
            return image
        }
    }

    static var appendsPictures: Bool { false }

    func append(_ image: Bitmap, picture _: Bitmap?, shows: Int) { self.image = image }

    func appendRepeat() {}

    func finish() throws {
        guard let image else { throw MediaError(operation: "write PNG", path: path, message: "no frame was rendered") }
        try ImageCodec.writePNG(image, path: path)
    }

    func cancel() { image = nil }
}
