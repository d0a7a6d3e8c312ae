import Foundation
import XCTest
import XWTTestSupport

/// Peak memory of the real `xwt-video` on the worst inputs it accepts, up to twice the device's
/// width, stays within 1 GB: both screens at the 32-Mpx decoding budget, `--jobs 64`, the longest
/// bundled preset, a 1500-px mp4, 30 frames (enough to fill x264's lookahead, which grows with the
/// frame). Measured as the child's maximum resident set by GNU time (`%M`, KB).
///
/// Not yet at the maximum `--width` (`ONLY=memory scripts/bench`): 12 frames of a 3750-px mp4 of
/// these inputs peaked at 1.5 GB, a 9210-px mp4 at 4.4 GB and a 9211-px raw export (the widest
/// 375×667 frame within 16384 px) at 1.8–2.4 GB (issue 11, "Limits").
final class PeakMemoryTests: XCTestCase {
    static let limitKB = 1_000_000_000 / 1024

    func testWorstAcceptedInputsStayWithinOneGigabyte() throws {
        let cli = try TestSupport.requireCLI()
        let ffmpeg = try TestSupport.requireFFmpeg()
        let time = try RequiredTool.named("time", package: "time")
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 4096 × 8192 = 2^25 pixels: exactly the budget ImageHeader allows.
        for (name, source) in [("a.png", "testsrc"), ("b.png", "testsrc2")] {
            let made = try TestSupport.run(
                ffmpeg,
                [
                    "-v", "error", "-f", "lavfi", "-i", "\(source)=size=4096x8192", "-frames:v", "1",
                    dir.appendingPathComponent(name).path,
                ])
            XCTAssertEqual(made.status, 0, made.err)
        }
        let frames = { (id: String) in try TestSupport.presets.load(id: id).timeline.frameCount }
        let longest = try TestSupport.presets.ids().max { try frames($0) < frames($1) }
        let report = dir.appendingPathComponent("time.txt").path
        let result = try TestSupport.run(
            time,
            [
                "-f", "%M", "-o", report, cli.path, "export", "--preset", try XCTUnwrap(longest),
                "--presets-dir", TestSupport.presets.directory, "--from", "a.png", "--to", "b.png",
                "--jobs", "64", "--width", "1500", "--frames", "0-29", "-o", "clip.mp4",
            ], in: dir)
        XCTAssertEqual(result.status, 0, result.err)
        let peakKB = try XCTUnwrap(Int(String(contentsOfFile: report, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        print("peak RSS of the worst accepted export: \(peakKB / 1024) MB")
        XCTAssertGreaterThan(peakKB, 100_000, "the measurement saw the export (two 128-MB screens decode)")
        XCTAssertLessThanOrEqual(peakKB, Self.limitKB, "peak RSS \(peakKB / 1024) MB over 1 GB")
    }
}
