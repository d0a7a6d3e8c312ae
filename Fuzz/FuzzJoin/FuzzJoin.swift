import CFFmpeg
import Foundation
import FuzzSupport
import XWTMedia

// libav reserves a table as long as a part's header claims (an mp4's `stss` of 2²⁸ + 1 entries is
// 1 GiB, bounded only by its own INT_MAX cap) before it finds the box too short; the CLI survives
// that (the reservation is never touched: FuzzRegressionTests), but the 1-GB malloc limit, there to
// catch our own allocations, would stop every run on it. libav's cap is lowered to 64 MiB here,
// far above what reading a segment legitimately needs (a packet, an index), so libav refuses the
// reservation and the limit still watches xwt-video's code.
av_max_alloc(64 << 20)
runFuzzer { fuzzJoin($0, $1) }

/// libFuzzer entry: the bytes as a segment file for `join` (an mp4, webm or mkv written by
/// `export --frames`): the segment is joined to itself, so its reading, the parts' matching and the
/// time-stamp shifting all run; the output goes to a temporary mkv.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJoin(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    withinCPUBudget { run(bytes, count) }
    return 0
}

private func run(_ bytes: UnsafePointer<UInt8>?, _ count: Int) {
    let folder = FileManager.default.temporaryDirectory
    let part = folder.appendingPathComponent("xwt-fuzz-\(getpid())-part.mkv").path
    let output = folder.appendingPathComponent("xwt-fuzz-\(getpid())-joined.mkv").path
    guard FileManager.default.createFile(atPath: part, contents: bytes.map { Data(bytes: $0, count: count) } ?? Data()) else { return }
    defer { try? FileManager.default.removeItem(atPath: part); try? FileManager.default.removeItem(atPath: output) }
    _ = try? ClipJoiner.join([part, part], to: output)
}
