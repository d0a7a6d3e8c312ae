import Foundation
import XWTEngine
import XWTMedia

/// Headerless RGBA frames (`-f rawvideo -pix_fmt rgba`), for piping into other tools and for
/// measuring render speed without an encoder.
///
/// Written through `AtomicOutput`: a regular file atomically, `-` (standard output) and special
/// files such as `/dev/null` in place. A hold writes the previous picture again, copied into the
/// sink's own buffer: a second reference to the pipeline's buffer would make the worker that next
/// draws into it copy the whole frame into fresh memory.
final class RawSink: FrameSink {
    private let output: AtomicOutput
    private let file: FileWriter
    private var held: [UInt8] = []

    init(path: String) throws {
        output = try AtomicOutput(target: path, operation: "write raw frames")
        file = try FileWriter(output, operation: "write raw frames")
    }

    var prepare: @Sendable (Bitmap, Int) throws -> Void { { _, _ in } }

    static var appendsPictures: Bool { true }

    func append(_: Void, picture: Bitmap?, shows: Int) throws {
        guard let picture else { preconditionFailure("raw frames are written from the picture") }
        try picture.pixels.withUnsafeBytes { try file.write($0) }
        guard shows > 1 else { return }
        if held.count != picture.pixels.count { held = [UInt8](repeating: 0, count: picture.pixels.count) }
        held.withUnsafeMutableBytes { copy in picture.pixels.withUnsafeBytes { copy.copyMemory(from: $0) } }
    }

    func appendRepeat() throws { try held.withUnsafeBytes { try file.write($0) } }

    func finish() throws {
        try file.close()
        try output.commit(operation: "write raw frames")
    }

    func cancel() {
        try? file.close()
        output.discard()
    }
}
