import Foundation
import FuzzSupport
import XWTMedia

runFuzzer { fuzzImage($0, $1) }

/// libFuzzer entry: the bytes as a screen image file (`--from`/`--to`, a preset's screen path):
/// the header check, then decoding through libavcodec and the conversion to premultiplied RGBA.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImage(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    withinCPUBudget { run(bytes, count) }
    return 0
}

private func run(_ bytes: UnsafePointer<UInt8>?, _ count: Int) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("xwt-fuzz-\(getpid()).img").path
    guard FileManager.default.createFile(atPath: path, contents: bytes.map { Data(bytes: $0, count: count) } ?? Data()) else { return }
    defer { try? FileManager.default.removeItem(atPath: path) }
    _ = try? ImageCodec.decode(path: path)
}
