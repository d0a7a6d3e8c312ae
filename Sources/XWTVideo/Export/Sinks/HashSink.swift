import XWTEngine
import XWTMedia

/// The framemd5 manifest: the workers hash each picture's RGBA bytes; a hold repeats the previous
/// digest. The text equals `ffmpeg -f framemd5 -pix_fmt rgba -fflags +bitexact` for the same frames.
final class HashSink: FrameSink {
    private(set) var manifest: String
    private var previous = ""
    private let frameBytes: Int
    private var index = 0

    init(width: Int, height: Int, fps: Int) {
        manifest = FrameMD5.header(width: width, height: height, fps: fps)
        frameBytes = width * height * 4
    }

    var prepare: @Sendable (Bitmap, Int) throws -> String { { picture, _ in FrameMD5.md5(picture) } }

    static var appendsPictures: Bool { false }

    func append(_ md5: String, picture _: Bitmap?, shows: Int) {
        previous = md5
        appendRepeat()
    }

    func appendRepeat() {
        manifest += FrameMD5.line(index: index, md5: previous, size: frameBytes)
        index += 1
    }

    func finish() {}

    func cancel() {}
}
