import Foundation
import XCTest
import XWTTestSupport
import XWTVideo

/// README promises of `export --all`, checked against the files and what a terminal shows: options
/// apply to every clip they fit, the progress block is drawn on a terminal only, and the cores are
/// split between clips as docs/cli.md says.
final class BatchPromiseTests: XCTestCase {
    private var cli: URL!
    private var folder: URL!
    private let presets = ["--presets-dir", TestSupport.presets.directory]
    private let batch = ["export", "--all", "--out-dir", "clips", "--only", "explode,drawer-qq", "--format", "mp4", "--format", "gif"]

    override func setUpWithError() throws {
        cli = try TestSupport.requireCLI()
        folder = try TestSupport.temporaryDirectory()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("clips"), withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    /// `--width`, `--crf` and `--dither` reach every clip they fit: each file is 200 px wide (ffprobe),
    /// each mp4 carries `crf=30.0` in x264's SEI, each GIF is the bytes of a lone export with
    /// `--dither none`; the options that do not fit a format are ignored for it, not refused.
    func testOptionsApplyToEveryClipTheyFit() throws {
        let result = try TestSupport.run(cli, batch + presets + ["--width", "200", "--crf", "30", "--dither", "none"], in: folder)
        XCTAssertEqual(result.status, 0, result.err)
        let ffprobe = try TestSupport.requireFFmpeg().deletingLastPathComponent().appendingPathComponent("ffprobe")
        for id in ["explode", "drawer-qq"] {
            for format in ["mp4", "gif"] {
                let file = folder.appendingPathComponent("clips/\(id).\(format)")
                let probe = try TestSupport.run(ffprobe, ["-v", "error", "-show_entries", "stream=width", "-of", "csv=p=0", file.path])
                XCTAssertEqual(probe.out.trimmingCharacters(in: .whitespacesAndNewlines), "200", "\(id).\(format)")
                XCTAssertTrue(result.out.contains("clips/\(id).\(format): "), "a summary line for \(id).\(format): \(result.out)")
            }
            let mp4 = String(
                decoding: try Data(contentsOf: folder.appendingPathComponent("clips/\(id).mp4")).map { $0 < 0x20 || $0 > 0x7E ? 0x0A : $0 }, as: UTF8.self)
            XCTAssertTrue(mp4.contains(" crf=30.0 "), "\(id).mp4: x264 options")
            let lone = try TestSupport.run(cli, ["export", "--preset", id, "--width", "200", "--dither", "none", "-o", "\(id).gif"] + presets, in: folder)
            XCTAssertEqual(lone.status, 0, lone.err)
            XCTAssertEqual(
                try Data(contentsOf: folder.appendingPathComponent("clips/\(id).gif")), try Data(contentsOf: folder.appendingPathComponent("\(id).gif")),
                "\(id).gif: the batch's --dither none")
        }
    }

    /// On a terminal (a pseudo-terminal from `script`) stderr carries the progress block — the clips
    /// line and a line per running clip, redrawn with escape sequences; through pipes there is none.
    func testTheProgressBlockIsDrawnOnATerminalOnly() throws {
        let script = try RequiredTool.named("script", package: "bsdutils")
        let command = ([cli.path] + batch + presets + ["--width", "120"]).map { "'\($0)'" }.joined(separator: " ")
        let terminal = try TestSupport.run(script, ["-q", "-e", "-c", command, "/dev/null"], in: folder)
        XCTAssertEqual(terminal.status, 0, terminal.out)
        XCTAssertNotNil(terminal.out.range(of: #"\d+/4 clips  \d+/\d+ frames  \d+ fps  ETA "#, options: .regularExpression), terminal.out)
        XCTAssertNotNil(terminal.out.range(of: #"\n  [█░]{12} (explode|drawer-qq)\.(mp4|gif) \d+/\d+"#, options: .regularExpression), terminal.out)
        XCTAssertTrue(terminal.out.contains("\u{1B}[J"), "the block is cleared and redrawn in place")
        let piped = try TestSupport.run(cli, batch + presets + ["--width", "120"], in: folder)
        XCTAssertEqual(piped.status, 0, piped.err)
        XCTAssertFalse(piped.err.contains("\u{1B}"), "no escape sequences without a terminal: \(piped.err)")
        XCTAssertFalse(piped.err.contains(" clips  "), piped.err)
    }

    /// The default split (docs/cli.md, `--clips`: one clip per two cores, `--jobs` the cores shared
    /// between them): the table, and the CLI on this machine rendering no more clips at once than it
    /// says — measured from `--progress-json`, where a clip is open from its first line to its `done`.
    func testTheDefaultSplitIsOneClipPerTwoCores() throws {
        let table = [1, 2, 3, 4, 8, 16].map { BatchOptions.defaultSplit(cores: $0) }
        XCTAssertEqual(table.map(\.clips), [1, 1, 1, 2, 4, 8])
        XCTAssertEqual(table.map(\.jobs), [1, 2, 3, 2, 2, 2])
        let clipsAtOnce = max(1, ProcessInfo.processInfo.activeProcessorCount / 2)  // the documented rule, not the code's
        let ids = Array(try TestSupport.presets.ids().prefix(clipsAtOnce + 2))
        let arguments = ["export", "--all", "--out-dir", "clips", "--only", ids.joined(separator: ","), "--format", "mp4", "--width", "120", "--progress-json"]
        let result = try TestSupport.run(cli, arguments + presets, in: folder)
        XCTAssertEqual(result.status, 0, result.err)
        var open = Set<String>()
        var mostOpen = 0
        for line in result.err.split(separator: "\n") {
            let event = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], String(line))
            let output = try XCTUnwrap(event["output"] as? String, String(line))
            switch event["event"] as? String {
            case "progress": open.insert(output)
            case "done": open.remove(output)
            default: XCTFail("unexpected event: \(line)")
            }
            mostOpen = max(mostOpen, open.count)
        }
        XCTAssertTrue(open.isEmpty, "every clip that started is done: \(open)")
        XCTAssertEqual(Set(ids.map { "clips/\($0).mp4" }).count, ids.count)
        XCTAssertGreaterThanOrEqual(mostOpen, 1)
        XCTAssertLessThanOrEqual(mostOpen, clipsAtOnce, "clips rendered at once by default on \(ProcessInfo.processInfo.activeProcessorCount) cores")
    }
}
