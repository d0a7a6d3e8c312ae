import Foundation
import XCTest
import XWTTestSupport
import XWTVideo

/// Peak memory of the real `xwt-video` on the worst inputs it accepts stays within 1 GB: both
/// screens at the 32-Mpx decoding budget, `--jobs 64`, the longest bundled preset, an mp4 of the
/// largest frame accepted (2170×3860, within `Canvas.pixelBudget`), 30 frames (enough to fill
/// x264's lookahead, which grows with the frame); one pixel row wider is refused before anything is
/// drawn. Measured as the child's maximum resident set by GNU time (`%M`, KB);
/// `ONLY=memory scripts/bench` measures every format.
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
                "--jobs", "64", "--width", "2170", "--frames", "0-29", "-o", "clip.mp4",
            ], in: dir)
        XCTAssertEqual(result.status, 0, result.err)
        let peakKB = try XCTUnwrap(Int(String(contentsOfFile: report, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        print("peak RSS of the worst accepted export: \(peakKB / 1024) MB")
        XCTAssertGreaterThan(peakKB, 100_000, "the measurement saw the export (two 128-MB screens decode)")
        XCTAssertLessThanOrEqual(peakKB, Self.limitKB, "peak RSS \(peakKB / 1024) MB over 1 GB")

        let wider = try TestSupport.run(
            cli, ["export", "--preset", "drawer-qq", "--presets-dir", TestSupport.presets.directory, "--width", "2172", "-o", "wide.mp4"], in: dir)
        XCTAssertEqual(wider.status, 1, wider.err)
        XCTAssertEqual(wider.err, "xwt-video: error: --width: expected at most 8388608 pixels a frame (2²³, e.g. 2160×3840); found 2172×3863\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("wide.mp4").path))
    }

    /// Memory does not grow with the clip, in every format: drawer-qq and the same preset with its
    /// acts played four times over (4× the frames; the pans differ, so no format can merge them
    /// into holds), 180 px, one job. Peak RSS of the long clip may exceed the short one's by at
    /// most 10 % + 12 MB; keeping one 180×320 frame per frame (4:2:0) would add ≈ 40 MB. Measured
    /// (260 px): every format within 1 MB of its short clip but WebP, 73 → 83 MB (libwebp holds the
    /// encoded animation until it ends).
    func testEveryFormatsPeakMemoryIsFlatForAClipFourTimesLonger() throws {
        let cli = try TestSupport.requireCLI()
        let time = try RequiredTool.named("time", package: "time")
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = try String(contentsOfFile: TestSupport.presets.directory + "/drawer-qq.json", encoding: .utf8)
        let acts = try XCTUnwrap(text.range(of: #"(?s)"acts": \[(.*)\]"#, options: .regularExpression))
        let body = text[acts].dropFirst(#""acts": ["#.count).dropLast()
        let long = text.replacingCharacters(in: acts, with: "\"acts\": [" + Array(repeating: String(body), count: 4).joined(separator: ",") + "]")
        try text.write(to: dir.appendingPathComponent("short.json"), atomically: true, encoding: .utf8)
        try long.write(to: dir.appendingPathComponent("long.json"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("screens"), withIntermediateDirectories: true)
        for screen in try FileManager.default.contentsOfDirectory(atPath: TestSupport.presets.directory + "/screens") {
            try FileManager.default.createSymbolicLink(
                atPath: dir.appendingPathComponent("screens/\(screen)").path, withDestinationPath: TestSupport.presets.directory + "/screens/\(screen)")
        }
        func peakKB(_ preset: String, _ format: ExportFormat) throws -> Int {
            let report = dir.appendingPathComponent("time.txt").path
            let clip = "\(preset).\(format.fileExtension)"
            let result = try TestSupport.run(
                time,
                [
                    "-f", "%M", "-o", report, cli.path, "export", "--preset", preset, "--presets-dir", dir.path,
                    "--format", format.rawValue, "--width", "180", "--jobs", "1", "-o", clip,
                ], in: dir)
            XCTAssertEqual(result.status, 0, "\(preset) \(format): \(result.err)")
            try? FileManager.default.removeItem(at: dir.appendingPathComponent(clip))
            return try XCTUnwrap(Int(String(contentsOfFile: report, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        for format in ExportFormat.allCases {
            let short = try peakKB("short", format), long = try peakKB("long", format)
            print("peak RSS \(format.rawValue) at 180 px: \(short / 1024) MB, 4× longer \(long / 1024) MB")
            XCTAssertLessThanOrEqual(long, short + short / 10 + 12 * 1024, "\(format): \(short / 1024) MB, 4× longer \(long / 1024) MB")
            XCTAssertLessThanOrEqual(long, Self.limitKB, "\(format)")
        }
    }
}
