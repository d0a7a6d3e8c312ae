import Foundation
import XWTEngine
import XWTMedia

/// Headerless RGBA frames (`-f rawvideo -pix_fmt rgba`), for piping into other tools and for
/// measuring render speed without an encoder.
///
/// A regular file is written atomically (`AtomicOutput`); `-` means standard output, and character
/// devices such as `/dev/null` are written in place. A hold writes a copy of the previous picture,
/// kept only while holds follow it.
final class RawSink: FrameSink {
    private let path: String
    private let output: AtomicOutput?
    private let handle: FileHandle
    private var held = Data()

    init(path: String) throws {
        self.path = path
        output = path == "-" || Self.isCharacterDevice(path) ? nil : try AtomicOutput(target: path, operation: "create raw file")
        guard let handle = path == "-" ? FileHandle.standardOutput : FileHandle(forWritingAtPath: output?.temporary ?? path) else {
            output?.discard()
            throw MediaError(operation: "create raw file", path: path, message: "cannot open it for writing")
        }
        self.handle = handle
    }

    var prepare: @Sendable (Bitmap, Int) throws -> Void { { _, _ in } }

    func append(_: Void, picture: Bitmap, shows: Int) throws {
        try picture.pixels.withUnsafeBytes { try handle.write(contentsOf: $0) }
        held = shows > 1 ? picture.pixels.withUnsafeBytes { Data($0) } : Data()
    }

    func appendRepeat() throws { try handle.write(contentsOf: held) }

    func finish() throws {
        if path != "-" { try handle.close() }
        try output?.commit(operation: "finish raw file")
    }

    func cancel() {
        if path != "-" { try? handle.close() }
        output?.discard()
    }

    private static func isCharacterDevice(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR
    }
}
