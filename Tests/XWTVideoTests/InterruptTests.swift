import Foundation
import XCTest
import XWTEngine
import XWTMedia
import XWTTestSupport
import XWTVideo

/// The real `xwt-video`, interrupted mid-write (SIGINT, SIGTERM, SIGHUP, SIGPIPE): it exits with
/// 128 + signal, no hidden temporary file is left, and the previous outputs are intact.
final class InterruptTests: XCTestCase {
    var cli: URL { TestSupport.executable }
    var folder: URL!
    /// SIGPIPE here is another process's `kill -PIPE`; a write to a closed pipe (EPIPE) is
    /// OutputTargetTests' part.
    private let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGPIPE]
    private let old = Data("previous output".utf8)

    override func setUpWithError() throws {
        try TestSupport.requireCLI()
        folder = try TestSupport.temporaryDirectory()
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private func listing(_ url: URL) -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }

    /// Every file below `url` whose name marks a temporary output.
    private func partials(_ url: URL) -> [String] {
        (FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".partial") }
    }

    /// When the command is signalled: as soon as a temporary file appears under `folder`, or after
    /// a delay while it is still computing (for outputs written in one short write).
    enum Moment { case temporaryAppears, after(TimeInterval) }

    /// Writes `old` to each of `existing` (relative to `folder`), runs the command, signals it at
    /// `moment`, and checks what is left.
    private func interrupt(
        _ arguments: [String], existing: [String], signal signo: Int32, at moment: Moment = .temporaryAppears,
        presetsDirectory: String = TestSupport.presets.directory,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        for name in existing { try old.write(to: folder.appendingPathComponent(name)) }
        let before = listing(folder)
        let process = try ProcessRunner.start(cli, arguments + ["--presets-dir", presetsDirectory], in: folder)
        let sawMoment: Bool
        switch moment {
        case .temporaryAppears:
            let deadline = Date().addingTimeInterval(120)
            while process.isRunning, partials(folder).isEmpty, Date() < deadline { usleep(500) }
            sawMoment = !partials(folder).isEmpty
        case let .after(seconds):
            usleep(UInt32(seconds * 1e6))
            sawMoment = process.isRunning
        }
        process.signal(signo)
        let result = try process.finish(timeout: 120)
        let what = "\(arguments.joined(separator: " ")) / signal \(signo)"
        XCTAssertTrue(sawMoment, "\(what): the command ended before it was signalled: \(result.err)", file: file, line: line)
        XCTAssertEqual(result.reason, .exit, what, file: file, line: line)
        XCTAssertEqual(result.status, 128 + signo, "\(what): \(result.err)", file: file, line: line)
        XCTAssertEqual(partials(folder), [], what, file: file, line: line)
        XCTAssertEqual(listing(folder), before, what, file: file, line: line)
        for name in existing {
            XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent(name)), old, "\(what): \(name) intact", file: file, line: line)
        }
        for name in existing { try? FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
    }

    func testEveryFormatWithItsPoster() throws {
        for (i, format) in ExportFormat.allCases.enumerated() {
            let clip = "clip.\(format.fileExtension)"
            let poster = format == .raw ? [] : ["--poster", "poster.png"]
            try interrupt(
                ["export", "--preset", "explode", "--format", format.rawValue, "-o", clip, "--jobs", "1"] + poster,
                existing: format == .raw ? [clip] : [clip, "poster.png"], signal: signals[i % signals.count])
        }
    }

    /// A still and a sheet write their PNG in one short write, so they are signalled while they
    /// work: the still decodes two screenshots at the 32-Mpx budget and draws the largest frame
    /// accepted (≈1.5 s on the 2-core box), the sheet renders 60 frames.
    func testStillAndSheet() throws {
        let shot = folder.appendingPathComponent("shot.png").path
        try ImageCodec.writePNG(Bitmap(width: 4096, height: 8192, fill: RGBA8(r: 40, g: 120, b: 200)), path: shot)
        defer { try? FileManager.default.removeItem(atPath: shot) }
        try interrupt(
            [
                "still", "--effect", "drawer", "--progress", "0.4", "--device", "1000x2000", "--from", shot, "--to", shot,
                "-o", "still.png",
            ], existing: ["still.png"], signal: SIGINT, at: .after(0.5))
        try interrupt(
            ["sheet", "--preset", "drawer-qq", "--frames", "60", "--columns", "6", "--width", "300", "-o", "sheet.png"],
            existing: ["sheet.png"], signal: SIGTERM, at: .after(0.5))
    }

    /// `trace --plot` writes its SVG in one short write, so the command is signalled while it lays
    /// out a preset held for 100 minutes (360 000 frames; ≈2 s).
    func testTracePlot() throws {
        let presets = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: presets) }
        let holds = Array(repeating: "{ \"hold\": 600 }", count: 10).joined(separator: ", ")
        let text = try String(contentsOfFile: TestSupport.presets.directory + "/drawer-qq.json", encoding: .utf8)
            .replacingOccurrences(of: "{ \"hold\": 0.3 }", with: holds)
        XCTAssertTrue(text.contains(holds))
        try text.write(to: presets.appendingPathComponent("long.json"), atomically: true, encoding: .utf8)
        try interrupt(
            ["trace", "--preset", "long", "--format", "json", "--plot", "plot.svg"], existing: ["plot.svg"],
            signal: SIGHUP, at: .after(0.5), presetsDirectory: presets.path)
    }

    func testBatches() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("clips"), withIntermediateDirectories: true)
        try interrupt(
            ["export", "--all", "--out-dir", "clips", "--only", "explode,drawer-qq", "--format", "mp4", "--format", "gif", "--jobs", "1"],
            existing: ["clips/explode.mp4", "clips/drawer-qq.gif"], signal: SIGINT)
        try interrupt(
            ["gallery", "--out-dir", "clips", "--only", "explode,drawer-qq", "--jobs", "1"],
            existing: ["clips/index.html", "clips/explode.png"], signal: SIGHUP)
        try interrupt(
            ["export", "--all", "--out-dir", "clips", "--only", "explode,drawer-qq", "--format", "apng", "--format", "webp", "--jobs", "1"],
            existing: ["clips/explode.apng", "clips/drawer-qq.webp"], signal: SIGPIPE)
    }

    /// Every signal stops every format (SIGPIPE included: it used to be discarded, and an apng export
    /// ran to the end).
    func testEverySignalStopsAnAPNGExport() throws {
        for signo in signals {
            try interrupt(
                ["export", "--preset", "explode", "--format", "apng", "-o", "clip.apng", "--jobs", "1"],
                existing: ["clip.apng"], signal: signo)
        }
    }
}
