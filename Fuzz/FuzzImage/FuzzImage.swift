import Foundation
import XWTMedia

/// libFuzzer entry: the bytes as a screen image file (`--from`/`--to`, a preset's screen path):
/// the header check, then decoding through libavcodec and the conversion to premultiplied RGBA.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImage(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("xwt-fuzz-\(getpid()).img").path
    guard FileManager.default.createFile(atPath: path, contents: bytes.map { Data(bytes: $0, count: count) } ?? Data()) else { return 0 }
    defer { try? FileManager.default.removeItem(atPath: path) }
    _ = try? ImageCodec.decode(path: path)
    return 0
}
