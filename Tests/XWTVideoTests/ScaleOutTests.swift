import Foundation
import XCTest
import XWTMedia
import XWTTestSupport
import XWTVideo

/// Spreading one export over processes: segments (`export --frames A-B`) joined by stream copy give
/// the whole clip, and `--shard I/N` processes together write exactly the files of one batch.
final class ScaleOutTests: XCTestCase {
    var cli: URL { TestSupport.executable }
    /// Even width and height (375×667 → 180×320), as mp4 needs.
    static let width = 180

    private func requireTools() throws -> URL {
        try TestSupport.requireCLI()
        let ffmpeg = try TestSupport.requireFFmpeg()
        return ffmpeg
    }

    /// FFmpeg's framemd5 of a file's decoded frames (timestamps, durations, sizes and pixels).
    private func framemd5(_ ffmpeg: URL, _ path: String) throws -> String {
        let result = try TestSupport.run(ffmpeg, ["-v", "error", "-i", path, "-f", "framemd5", "-fflags", "+bitexact", "-"])
        XCTAssertEqual(result.status, 0, result.err)
        return result.out
    }

    private func export(_ id: String, _ extra: [String], to path: String) throws {
        let result = try TestSupport.run(
            cli,
            [
                "export", "--preset", id, "--presets-dir", TestSupport.presets.directory,
                "--width", String(Self.width), "-o", path,
            ] + extra)
        XCTAssertEqual(result.status, 0, result.err)
    }

    // MARK: - Segments

    func testSegmentsJoinedByStreamCopyAreTheWholeClip() throws {
        let ffmpeg = try requireTools()
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let id = "circle-spread"
        let frames = try TestSupport.presets.load(id: id).timeline.frameCount
        // Uneven cuts, one of them inside a hold, and a one-frame segment.
        let cuts = [0...(frames / 3), (frames / 3 + 1)...(frames / 3 + 1), (frames / 3 + 2)...(frames - 1)]
        for ext in ["mkv", "mp4"] {
            let whole = dir.appendingPathComponent("whole.\(ext)").path
            try export(id, [], to: whole)
            var parts: [String] = []
            for (n, cut) in cuts.enumerated() {
                let part = dir.appendingPathComponent("part\(n).\(ext)").path
                try export(id, ["--frames", "\(cut.lowerBound)-\(cut.upperBound)"], to: part)
                XCTAssertEqual(try VideoProbe.probe(path: part).frameCount, cut.count, "segment \(cut) of the \(ext)")
                parts.append(part)
            }
            let joined = dir.appendingPathComponent("joined.\(ext)").path
            let result = try TestSupport.run(cli, ["join"] + parts + ["-o", joined])
            XCTAssertEqual(result.status, 0, result.err)
            let a = try VideoProbe.probe(path: whole), b = try VideoProbe.probe(path: joined)
            XCTAssertEqual(b.frameCount, frames, ext)
            XCTAssertEqual(b.frameCount, a.frameCount, ext)
            XCTAssertEqual(b.duration, a.duration, accuracy: 1e-9, ext)
            if ext == "mkv" {
                // Lossless: the joined clip decodes to exactly the whole clip's frames and timestamps.
                XCTAssertEqual(try framemd5(ffmpeg, joined), try framemd5(ffmpeg, whole))
            }
        }
    }

    func testJoinRefusesPartsOfAnotherSizeAndWritesNothing() throws {
        _ = try requireTools()
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("a.mkv").path, b = dir.appendingPathComponent("b.mkv").path
        try export("circle-spread", ["--frames", "0-3"], to: a)
        let other = try TestSupport.run(
            cli,
            [
                "export", "--preset", "circle-spread", "--presets-dir", TestSupport.presets.directory,
                "--width", "64", "--frames", "4-7", "-o", b,
            ])
        XCTAssertEqual(other.status, 0, other.err)
        let result = try TestSupport.run(cli, ["join", a, b, "-o", dir.appendingPathComponent("j.mkv").path])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertEqual(result.err.split(separator: "\n").count, 1, result.err)
        XCTAssertTrue(result.err.contains("frame size: expected 180x320"), result.err)
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: dir.path)), ["a.mkv", "b.mkv"])
        let outside = try TestSupport.run(
            cli,
            [
                "export", "--preset", "circle-spread", "--presets-dir", TestSupport.presets.directory,
                "--frames", "0-100000", "-o", dir.appendingPathComponent("x.mkv").path,
            ])
        XCTAssertNotEqual(outside.status, 0)
        XCTAssertTrue(outside.err.contains("--frames: expected frames inside 0-"), outside.err)
    }

    // MARK: - Shards

    func testShardSplitIsBalancedByWorkAndCoversEveryItemOnce() throws {
        let work = [400, 90, 90, 90, 90, 60, 300, 10, 10, 200]
        let owner = BatchShard.split(work: work, shards: 3)
        XCTAssertEqual(owner, BatchShard.split(work: work, shards: 3), "deterministic")
        let loads = (0..<3).map { s in work.indices.filter { owner[$0] == s }.reduce(0) { $0 + work[$1] } }
        XCTAssertEqual(loads.reduce(0, +), work.reduce(0, +))
        XCTAssertLessThanOrEqual(loads.max()! - loads.min()!, work.max()!, "balanced by work: \(loads)")
        let shards = try (0..<3).map { try BatchShard(index: $0, count: 3) }
        let owned = shards.map { $0.owns(work: work) }
        for item in work.indices { XCTAssertEqual(owned.filter { $0[item] }.count, 1, "item \(item) exported once") }
        XCTAssertThrowsError(try BatchShard(index: 3, count: 3))
    }

    func testThreeShardProcessesWriteExactlyTheFilesOfOneRun() throws {
        let ffmpeg = try requireTools()
        let ids = ["circle-spread", "drawer-qq", "explode", "vc-crossfade", "tm-fade", "rw-toutiao"]
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let common = [
            "export", "--all", "--only", ids.joined(separator: ","), "--presets-dir", TestSupport.presets.directory,
            "--format", "mkv", "--format", "mp4", "--width", String(Self.width), "--jobs", "1",
        ]
        let single = root.appendingPathComponent("single")
        let one = try TestSupport.run(cli, common + ["--out-dir", single.path])
        XCTAssertEqual(one.status, 0, one.err)

        // Three processes at once, like three indexed jobs sharing a volume; the last one finds its index in the environment.
        let sharded = root.appendingPathComponent("sharded")
        let processes = try (0..<3).map { i in
            try ProcessRunner.start(
                cli, common + ["--out-dir", sharded.path, "--shard", i == 2 ? "auto/3" : "\(i)/3"],
                environment: i == 2 ? ["JOB_COMPLETION_INDEX": "2"] : nil)
        }
        var perShard: [Set<String>] = []
        for process in processes {
            let result = try process.finish()
            XCTAssertEqual(result.status, 0, result.err)
        }
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: single.path))
        XCTAssertEqual(files.count, ids.count * 2)
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: sharded.path)), files)
        for file in files.sorted() {
            XCTAssertEqual(
                try framemd5(ffmpeg, sharded.appendingPathComponent(file).path),
                try framemd5(ffmpeg, single.appendingPathComponent(file).path), file)
        }
        // Each shard process wrote a share: run shard 1 alone into an empty folder and see it write fewer files.
        let alone = root.appendingPathComponent("alone")
        let shard1 = try TestSupport.run(cli, common + ["--out-dir", alone.path, "--shard", "1/3"])
        XCTAssertEqual(shard1.status, 0, shard1.err)
        perShard.append(Set(try FileManager.default.contentsOfDirectory(atPath: alone.path)))
        XCTAssertFalse(perShard[0].isEmpty)
        XCTAssertLessThan(perShard[0].count, files.count)
        let missing = try TestSupport.run(cli, common + ["--out-dir", alone.path, "--shard", "auto/3"])
        XCTAssertNotEqual(missing.status, 0)
        XCTAssertTrue(missing.err.contains("--shard auto/3: expected JOB_COMPLETION_INDEX"), missing.err)
    }

    // MARK: - Machine-readable progress

    private func jsonLines(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map { line in
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not a JSON object: \(line)")
        }
    }

    func testProgressJSONIsOneObjectPerLineEndingWithTheOutput() throws {
        _ = try requireTools()
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("cs.mkv").path
        let frames = try TestSupport.presets.load(id: "circle-spread").timeline.frameCount
        let result = try TestSupport.run(
            cli,
            [
                "export", "--preset", "circle-spread", "--presets-dir", TestSupport.presets.directory,
                "--width", String(Self.width), "--progress-json", "-o", out,
            ])
        XCTAssertEqual(result.status, 0, result.err)
        let lines = try jsonLines(result.err)
        let progress = lines.filter { $0["event"] as? String == "progress" }
        XCTAssertFalse(progress.isEmpty)
        let seen = progress.compactMap { $0["frame"] as? Int }
        XCTAssertEqual(seen, seen.sorted(), "frames only advance")
        XCTAssertEqual(seen.last, frames)
        for line in progress {
            XCTAssertEqual(line["clip"] as? String, "circle-spread")
            XCTAssertEqual(line["total"] as? Int, frames)
        }
        // No rate before a frame time is known (the first line once said 1000000 fps: its frames
        // over a clamped microsecond); after it, every line has a finite, positive rate and ETA.
        XCTAssertNil(progress[0]["fps"], "\(progress[0])")
        XCTAssertNil(progress[0]["eta"], "\(progress[0])")
        XCTAssertGreaterThan(progress.count, 1, "the last frame always gets a line")
        for line in progress.dropFirst() {
            let fps = try XCTUnwrap(line["fps"] as? Double ?? (line["fps"] as? Int).map(Double.init), "\(line)")
            XCTAssertTrue(fps > 0 && fps.isFinite, "\(line)")
            XCTAssertNotNil(line["eta"], "\(line)")
        }
        let done = try XCTUnwrap(lines.last)
        XCTAssertEqual(done["event"] as? String, "done")
        XCTAssertEqual(done["output"] as? String, out)
        XCTAssertEqual(done["frames"] as? Int, frames)
        XCTAssertEqual(done["bytes"] as? Int, try FileManager.default.attributesOfItem(atPath: out)[.size] as? Int)
        XCTAssertNotNil(done["wall"])

        // A batch: a done line per clip.
        let batch = try TestSupport.run(
            cli,
            [
                "export", "--all", "--only", "circle-spread,tm-fade", "--presets-dir", TestSupport.presets.directory,
                "--format", "mkv", "--width", String(Self.width), "--progress-json", "--out-dir", dir.path,
            ])
        XCTAssertEqual(batch.status, 0, batch.err)
        let batchDone = try jsonLines(batch.err).filter { $0["event"] as? String == "done" }.compactMap { $0["clip"] as? String }
        XCTAssertEqual(Set(batchDone), ["circle-spread", "tm-fade"])
    }

    // MARK: - Installs anywhere

    func testAnInstalledTreeFindsItsPresetsWithNoCheckoutInSight() throws {
        _ = try requireTools()
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // PREFIX/bin/xwt-video and PREFIX/share/xwt-video/Presets, as scripts/package installs them.
        let prefix = dir.appendingPathComponent("opt/xwt")
        let bin = prefix.appendingPathComponent("bin/xwt-video")
        try FileManager.default.createDirectory(at: bin.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: cli, to: bin)
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("share/xwt-video"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: TestSupport.presets.directory),
            to: prefix.appendingPathComponent("share/xwt-video/Presets"))
        let elsewhere = dir.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)

        let version = try TestSupport.run(bin, ["--version"], in: elsewhere)
        XCTAssertEqual(version.status, 0, version.err)
        XCTAssertTrue(version.out.hasPrefix("xwt-video "), version.out)
        let presets = try TestSupport.run(bin, ["presets"], in: elsewhere)
        XCTAssertEqual(presets.status, 0, presets.err)
        XCTAssertEqual(presets.out.split(separator: "\n").map { String($0.split(separator: " ")[0]) }, try TestSupport.presets.ids())
        let export = try TestSupport.run(bin, ["export", "--preset", "drawer-qq", "--width", String(Self.width), "-o", "drawer-qq.mp4"], in: elsewhere)
        XCTAssertEqual(export.status, 0, export.err)
        let info = try VideoProbe.probe(path: elsewhere.appendingPathComponent("drawer-qq.mp4").path)
        XCTAssertEqual(info.frameCount, try TestSupport.presets.load(id: "drawer-qq").timeline.frameCount)
    }
}
