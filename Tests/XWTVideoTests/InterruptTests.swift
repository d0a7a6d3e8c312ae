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

    /// When the command is signalled.
    enum Moment {
        /// As soon as a temporary file appears under `folder`.
        case temporaryAppears
        /// Once the command has used this much CPU time (user + system) while still computing: for
        /// outputs written in one short write at the end. CPU time, not a wall-clock delay, so a
        /// loaded machine signals it at the same point of its work.
        case afterCPU(TimeInterval)
        /// Mid-encode: on the first `--progress-json` event (the arguments must ask for them) that
        /// reports at least `frames` frames of the clip's writing pass and not the last (a GIF's
        /// palette pass is the first half of the frames it reports), once the clip's temporary file
        /// (`.CLIP.….partial`) holds more than `bytes` bytes — encoded frames, not just a header.
        case midEncode(clip: String, frames: Int, bytes: Int)
        /// The command runs under `strace`, which holds the command's second rename (the one onto
        /// `clip`) for 5 s after it happened: signalled once `clip` has changed while `poster` has
        /// not, i.e. between the two renames. `strace` exits with the command's status.
        case clipRenamed(clip: String, poster: String)
    }

    /// Writes `old` to each of `existing` (relative to `folder`), runs the command, signals it at
    /// `moment`, and checks what is left: exit 128 + signal, no temporary file, the old files intact
    /// — or, for `.clipRenamed`, clip and poster both replaced or both intact.
    private func interrupt(
        _ arguments: [String], existing: [String], signal signo: Int32, at moment: Moment = .temporaryAppears,
        presetsDirectory: String = TestSupport.presets.directory,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        for name in existing { try old.write(to: folder.appendingPathComponent(name)) }
        let before = listing(folder)
        let command = arguments + ["--presets-dir", presetsDirectory]
        let process: RunningProcess
        if case .clipRenamed = moment {
            let strace = try RequiredTool.named("strace", package: "strace")
            let renames = "rename,renameat,renameat2"
            process = try ProcessRunner.start(
                strace,
                [
                    // The second rename: the first moves the poster's still into its staged file. (-P,
                    // by path, matched some runs and not others.) The moment's check below makes sure
                    // the hold fell between the clip's rename and the poster's.
                    "-f", "-qq", "--seccomp-bpf", "-o", "/dev/null",
                    "-e", "trace=\(renames)", "-e", "inject=\(renames):delay_exit=5000000:when=2", cli.path,
                ] + command, in: folder)
        } else {
            process = try ProcessRunner.start(cli, command, in: folder)
        }
        let sawMoment: Bool
        var target = process.pid
        switch moment {
        case .temporaryAppears:
            let deadline = Date().addingTimeInterval(120)
            while process.isRunning, partials(folder).isEmpty, Date() < deadline { usleep(500) }
            sawMoment = !partials(folder).isEmpty
        case let .afterCPU(seconds):
            let deadline = Date().addingTimeInterval(300)
            while process.isRunning, Self.cpuSeconds(process.pid) < seconds, Date() < deadline { usleep(1000) }
            sawMoment = process.isRunning && Self.cpuSeconds(process.pid) >= seconds
        case let .midEncode(clip, frames, bytes):
            sawMoment = process.waitUntil(timeout: 300) { output in
                guard let event = Self.lastProgress(output.err) else { return false }
                let written = clip.hasSuffix(".gif") ? event.frame - event.total / 2 : event.frame
                guard written >= frames, event.frame < event.total else { return false }
                return partialSize(clip) > bytes
            }
        case let .clipRenamed(clip, poster):
            let changed = { (name: String) in (try? Data(contentsOf: self.folder.appendingPathComponent(name))) != self.old }
            let deadline = Date().addingTimeInterval(300)
            while process.isRunning, !changed(clip), Date() < deadline { usleep(500) }
            sawMoment = process.isRunning && changed(clip) && !changed(poster)
            target = Self.onlyChild(of: process.pid) ?? process.pid
        }
        kill(target, signo)
        let result = try process.finish(timeout: 120)
        let what = "\(arguments.joined(separator: " ")) / signal \(signo)"
        XCTAssertTrue(sawMoment, "\(what): the command ended before it was signalled at \(moment): \(result.err.suffix(600))", file: file, line: line)
        XCTAssertEqual(result.reason, .exit, what, file: file, line: line)
        XCTAssertEqual(result.status, 128 + signo, "\(what): \(result.err.suffix(600))", file: file, line: line)
        XCTAssertEqual(partials(folder), [], what, file: file, line: line)
        XCTAssertEqual(listing(folder), before, what, file: file, line: line)
        let intact = existing.filter { (try? Data(contentsOf: folder.appendingPathComponent($0))) == old }
        if case .clipRenamed = moment {
            XCTAssertTrue(intact.isEmpty || intact == existing, "\(what): together or neither; intact: \(intact) of \(existing)", file: file, line: line)
        } else {
            XCTAssertEqual(intact, existing, "\(what): old files intact", file: file, line: line)
        }
        for name in existing { try? FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
    }

    /// The size of the temporary file of `clip` (`.clip.mp4.XXXX.partial`), or -1 while there is none.
    private func partialSize(_ clip: String) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        guard let name = names.first(where: { $0.hasPrefix(".\(clip).") && $0.hasSuffix(".partial") }) else { return -1 }
        let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
        return (attributes?[.size] as? Int) ?? -1
    }

    /// The last `{"event":"progress",…}` line of `--progress-json` output.
    static func lastProgress(_ stderr: String) -> (frame: Int, total: Int)? {
        for line in stderr.split(separator: "\n").reversed() {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                object["event"] as? String == "progress", let frame = object["frame"] as? Int, let total = object["total"] as? Int
            else { continue }
            return (frame, total)
        }
        return nil
    }

    /// User + system CPU seconds `pid` has used (`/proc/PID/stat` fields 14 and 15, in clock ticks).
    private static func cpuSeconds(_ pid: Int32) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let fields = stat.split(separator: ")").last?.split(separator: " "), fields.count > 13,
            let user = Double(fields[11]), let system = Double(fields[12])
        else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// The one child of `pid` (the command `strace` runs).
    private static func onlyChild(of pid: Int32) -> Int32? {
        let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
        let pids = children.split(separator: " ").compactMap { Int32($0) }
        return pids.count == 1 ? pids[0] : nil
    }

    /// Every format's writer interrupted mid-encode, alone and with `--poster` (staged before the clip
    /// is opened): signalled on a progress event after 10 frames of the writing pass (a GIF's
    /// palette pass counts as the first half of its frames), once the clip's file holds encoded
    /// frames — except WebP's, which libwebp assembles only at the end.
    func testEveryFormatMidEncodeWithAndWithoutPoster() throws {
        var n = 0
        for format in ExportFormat.allCases {
            for withPoster in [false, true] {
                let clip = "clip.\(format.fileExtension)"
                let poster = withPoster ? ["--poster", "poster.png"] : []
                try interrupt(
                    ["export", "--preset", "drawer-qq", "--format", format.rawValue, "-o", clip, "--jobs", "1", "--progress-json"] + poster,
                    existing: withPoster ? [clip, "poster.png"] : [clip], signal: signals[n % signals.count],
                    at: .midEncode(clip: clip, frames: 10, bytes: format == .webp ? -1 : 8192))
                n += 1
            }
        }
    }

    /// Between the clip's rename and the poster's ("together, or neither"): the rename onto the clip is
    /// held by `strace`, and the command signalled in that window. Both commit paths: the encoders'
    /// (mp4) and the raw writer's.
    func testTheRenameWindowBetweenClipAndPoster() throws {
        for (format, signo) in [(ExportFormat.mp4, SIGINT), (.raw, SIGTERM)] {
            let clip = "clip.\(format.fileExtension)"
            try interrupt(
                [
                    "export", "--preset", "explode", "--format", format.rawValue, "-o", folder.appendingPathComponent(clip).path,
                    "--width", "200", "--poster", "poster.png",
                ], existing: [clip, "poster.png"], signal: signo, at: .clipRenamed(clip: clip, poster: "poster.png"))
        }
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
            ], existing: ["still.png"], signal: SIGINT, at: .afterCPU(0.3))
        try interrupt(
            ["sheet", "--preset", "drawer-qq", "--frames", "60", "--columns", "6", "--width", "300", "-o", "sheet.png"],
            existing: ["sheet.png"], signal: SIGTERM, at: .afterCPU(0.3))
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
            signal: SIGHUP, at: .afterCPU(0.3), presetsDirectory: presets.path)
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
