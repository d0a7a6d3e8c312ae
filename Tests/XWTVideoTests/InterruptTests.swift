import Foundation
import XCTest
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
        guard FileManager.default.isExecutableFile(atPath: cli.path) else { throw XCTSkip("xwt-video not built at \(cli.path)") }
        folder = try TestSupport.temporaryDirectory()
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private func listing(_ url: URL) -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }

    /// Every file below `url` whose name marks a temporary output.
    private func partials(_ url: URL) -> [String] {
        (FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".partial") }
    }

    /// Writes `old` to each of `existing` (relative to `folder`), runs the command, signals it as
    /// soon as a temporary file appears under `folder`, and checks what is left.
    private func interrupt(_ arguments: [String], existing: [String], signal signo: Int32,
                           file: StaticString = #filePath, line: UInt = #line) throws {
        for name in existing { try old.write(to: folder.appendingPathComponent(name)) }
        let before = listing(folder)
        let process = try TestSupport.start(cli, arguments + ["--presets-dir", TestSupport.presets.directory], in: folder)
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning, partials(folder).isEmpty, Date() < deadline { usleep(500) }
        let sawTemporary = !partials(folder).isEmpty
        kill(process.processIdentifier, signo)
        let result = try TestSupport.finish(process, timeout: 120)
        let what = "\(arguments.joined(separator: " ")) / signal \(signo)"
        XCTAssertTrue(sawTemporary, "\(what): the command ended before a temporary file appeared: \(result.err)", file: file, line: line)
        XCTAssertEqual(process.terminationReason, .exit, what, file: file, line: line)
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
            try interrupt(["export", "--preset", "explode", "--format", format.rawValue, "-o", clip, "--jobs", "1"] + poster,
                          existing: format == .raw ? [clip] : [clip, "poster.png"], signal: signals[i % signals.count])
        }
    }

    func testBatches() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("clips"), withIntermediateDirectories: true)
        try interrupt(["export", "--all", "--out-dir", "clips", "--only", "explode,drawer-qq", "--format", "mp4", "--format", "gif", "--jobs", "1"],
                      existing: ["clips/explode.mp4", "clips/drawer-qq.gif"], signal: SIGINT)
        try interrupt(["gallery", "--out-dir", "clips", "--only", "explode,drawer-qq", "--jobs", "1"],
                      existing: ["clips/index.html", "clips/explode.png"], signal: SIGHUP)
        try interrupt(["export", "--all", "--out-dir", "clips", "--only", "explode,drawer-qq", "--format", "apng", "--format", "webp", "--jobs", "1"],
                      existing: ["clips/explode.apng", "clips/drawer-qq.webp"], signal: SIGPIPE)
    }

    /// Every signal stops every format (SIGPIPE included: it used to be discarded, and an apng export
    /// ran to the end).
    func testEverySignalStopsAnAPNGExport() throws {
        for signo in signals {
            try interrupt(["export", "--preset", "explode", "--format", "apng", "-o", "clip.apng", "--jobs", "1"],
                          existing: ["clip.apng"], signal: signo)
        }
    }
}
