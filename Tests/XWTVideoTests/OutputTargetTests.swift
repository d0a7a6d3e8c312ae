import Foundation
import XCTest
import XWTVideo

/// Output targets are checked before anything is rendered; special files are written through, never
/// renamed over; clip and poster are committed together.
final class OutputTargetTests: XCTestCase {
    var cli: URL { TestSupport.executable }
    var folder: URL!

    override func setUpWithError() throws {
        try TestSupport.requireCLI()
        folder = try TestSupport.temporaryDirectory()
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private func export(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try TestSupport.run(
            cli, ["export", "--preset", "drawer-qq", "--presets-dir", TestSupport.presets.directory] + arguments,
            in: folder, timeout: 300)
    }

    private func assertRefused(
        _ result: (status: Int32, out: String, err: String), _ text: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(result.status, 1, result.err, file: file, line: line)
        XCTAssertEqual(result.err, "xwt-video: error: \(text)\n", file: file, line: line)
    }

    private var listing: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() }

    func testBadTargetsAreRefusedBeforeRendering() throws {
        assertRefused(try export(["-o", ""]), "export '': expected a file name; found an empty path")
        assertRefused(try export(["-o", "missing/clip.mp4"]), "export 'missing/clip.mp4': the folder '\(folder.path)/missing' does not exist")
        assertRefused(try export(["-o", folder.path]), "export '\(folder.path)': is a folder; expected a file name")
        assertRefused(try export(["-o", "-"]), "-o -: standard output takes raw frames only (--format raw); found --format mp4")
        assertRefused(
            try export(["-o", "clip.mp4", "--poster", "missing/poster.png"]),
            "write poster 'missing/poster.png': the folder '\(folder.path)/missing' does not exist")
        let still = try TestSupport.run(
            cli,
            [
                "still", "--preset", "drawer-qq", "--time", "0.5", "-o", "missing/f.png",
                "--presets-dir", TestSupport.presets.directory,
            ], in: folder)
        assertRefused(still, "write PNG 'missing/f.png': the folder '\(folder.path)/missing' does not exist")
        let trace = try TestSupport.run(
            cli,
            [
                "trace", "--preset", "drawer-qq", "--plot", "missing/t.svg",
                "--presets-dir", TestSupport.presets.directory,
            ], in: folder)
        assertRefused(trace, "write plot 'missing/t.svg': the folder '\(folder.path)/missing' does not exist")
        XCTAssertEqual(listing, [], "nothing is written")
    }

    /// Refused before the palette pass renders a frame: with `--progress-json` a rendered frame
    /// prints a progress line, and there is none — only the clip's `failed` event and the error.
    func testAnEmptyTargetIsRefusedBeforeAGIFRendersAFrame() throws {
        let result = try export(["-o", "", "--format", "gif", "--jobs", "1", "--progress-json"])
        XCTAssertEqual(result.status, 1, result.err)
        let lines = result.err.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.last, "xwt-video: error: export '': expected a file name; found an empty path")
        XCTAssertEqual(lines.filter { $0.contains(#""event":"progress""#) }, [], "no frame was rendered")
        XCTAssertEqual(lines.count, 2, result.err)
    }

    func testDevicesAreWrittenThroughInEveryFormat() throws {
        var before = stat()
        XCTAssertEqual(stat("/dev/null", &before), 0)
        for format in ExportFormat.allCases {
            let result = try export(["--format", format.rawValue, "--width", "300", "-o", "/dev/null"])
            XCTAssertEqual(result.status, 0, "\(format): \(result.err)")
            var after = stat()
            XCTAssertEqual(stat("/dev/null", &after), 0)
            XCTAssertEqual(after.st_mode & S_IFMT, S_IFCHR, "\(format): /dev/null is still a character device")
            XCTAssertEqual(after.st_rdev, before.st_rdev, "\(format)")
        }
        XCTAssertEqual(listing, [])
    }

    func testAFullDeviceIsNamedInOneLine() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { throw XCTSkip("no /dev/full") }
        for format in ExportFormat.allCases {
            let result = try export(["--format", format.rawValue, "--width", "300", "-o", "/dev/full"])
            XCTAssertEqual(result.status, 1, "\(format)")
            XCTAssertEqual(result.err.split(separator: "\n").count, 1, "\(format): \(result.err)")
            XCTAssertTrue(result.err.hasPrefix("xwt-video: error: "), result.err)
            XCTAssertTrue(result.err.contains("'/dev/full': No space left on device"), "\(format): \(result.err)")
        }
    }

    func testRawFramesGoToStandardOutput() throws {
        let command = "'\(cli.path)' export --preset drawer-qq --presets-dir '\(TestSupport.presets.directory)' --format raw --width 300 -o - | wc -c"
        let result = try TestSupport.run(URL(fileURLWithPath: "/bin/sh"), ["-c", command], in: folder)
        let frames = try XCTUnwrap(result.err.split(separator: " ").dropFirst().first.flatMap { Int($0) }, result.err)
        XCTAssertTrue(result.err.hasPrefix("-: \(frames) frames"), "the summary goes to stderr: \(result.err)")
        XCTAssertEqual(Int(result.out.trimmingCharacters(in: .whitespacesAndNewlines)), frames * 300 * 534 * 4)
        XCTAssertEqual(listing, [])
    }

    func testAFailedClipLeavesTheOldPosterAndClip() throws {
        let clip = folder.appendingPathComponent("clip.webm"), poster = folder.appendingPathComponent("poster.png")
        try Data("old clip".utf8).write(to: clip)
        try Data("old poster".utf8).write(to: poster)
        // The poster is rendered first; the clip then fails: neither is replaced.
        let result = try export(["-o", "clip.webm", "--poster", "poster.png", "--encoder-option", "speed=99"])
        assertRefused(result, "open encoder libvpx-vp9 'clip.webm': option speed=99: Numerical result out of range")
        XCTAssertEqual(try Data(contentsOf: clip), Data("old clip".utf8))
        XCTAssertEqual(try Data(contentsOf: poster), Data("old poster".utf8))
        XCTAssertEqual(listing, ["clip.webm", "poster.png"])
        let good = try export(["-o", "clip.webm", "--poster", "poster.png", "--width", "300"])
        XCTAssertEqual(good.status, 0, good.err)
        XCTAssertNotEqual(try Data(contentsOf: clip), Data("old clip".utf8))
        XCTAssertEqual(try Data(contentsOf: poster).prefix(4), Data([0x89, 0x50, 0x4E, 0x47]))
        XCTAssertEqual(listing, ["clip.webm", "poster.png"])
    }
}
