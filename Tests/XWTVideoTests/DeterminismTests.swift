import CFFmpeg  // malloc.h's mallopt, for StaleHeap
import XCTest
import XWTTestSupport
import XWTVideo

/// Frames are a pure function of (preset, frame index): job count, band count and repetition
/// must not change a single byte.
final class DeterminismTests: MediaTestCase {
    func testManifestIsIndependentOfJobsBandsAndRuns() throws {
        for id in ["drawer-qq", "explode", "page-middle-flip-left"] {
            let job = try TestSupport.job(id, width: 120)
            let reference = try TestSupport.manifest(of: job, jobs: 1, bands: 1)
            XCTAssertEqual(try TestSupport.manifest(of: job, jobs: 3, bands: 1), reference, "\(id): jobs 1 vs 3")
            XCTAssertEqual(try TestSupport.manifest(of: job, jobs: 2, bands: 5), reference, "\(id): bands 1 vs 5")
            XCTAssertEqual(try TestSupport.manifest(of: TestSupport.job(id, width: 120), jobs: 2, bands: 2), reference, "\(id): second run")
        }
    }

    /// Every format's bytes are the same across runs in one process and for jobs 1, 2 and 8, with
    /// the freed heap full of stale bytes between runs (as a long process leaves it). 450 px: libx264
    /// copies rows of 256 px or more in SIMD steps that read the converted frame's row padding.
    func testEncodedBytesAreIndependentOfJobsRunsAndHeapState() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let job = try TestSupport.job("circle-spread", width: 450)
        let stale = StaleHeap()
        defer { stale.restore() }
        for format in ExportFormat.allCases where format != .raw {
            let runs = [1, 2, 8, 8]
            var files: [Data] = []
            for (n, jobs) in runs.enumerated() {
                stale.scribble(seed: n)
                let path = folder.appendingPathComponent("clip.\(format.fileExtension)").path
                var options = ExportOptions(jobs: jobs)
                options.segment = 18...41
                try Export.run(job, to: .file(format, path: path), options: options)
                files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
            }
            let distinct = Array(Set(files))
            XCTAssertEqual(distinct.count, 1, "\(format): exports with jobs \(runs) were files \(files.map { distinct.firstIndex(of: $0)! })")
        }
    }

    /// A batch writes the same bytes whether it exports one clip at a time or three at once, and the
    /// same as a second batch run in the same process, with stale heap between the runs (260 px mp4
    /// differed in 5 of 5 runs of this class while libx264 used AVX-512: `X264InstructionSets`).
    func testBatchBytesAreIndependentOfClipsAndRuns() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stale = StaleHeap()
        defer { stale.restore() }
        var runs: [[String: Data]] = []
        for (n, (clips, jobs)) in [(1, 1), (3, 2), (3, 8)].enumerated() {
            stale.scribble(seed: n)
            let output = folder.appendingPathComponent("run\(n)").path
            var options = BatchOptions(
                outputDirectory: output, formats: [.mp4, .webm, .gif, .apng, .webp, .mkv],
                presetIDs: ["cool-portal", "explode"], width: 260, clips: clips, jobs: jobs)
            options.export.segment = 0...23
            let report = try BatchExport.run(library: TestSupport.presets, options: options)
            XCTAssertEqual(report.failures.count, 0, "\(report.failures)")
            var files: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: output) {
                files[name] = try Data(contentsOf: URL(fileURLWithPath: output).appendingPathComponent(name))
            }
            XCTAssertEqual(files.count, 12, "two presets in six formats")
            runs.append(files)
        }
        for (n, files) in runs.enumerated().dropFirst() {
            for (name, bytes) in files.sorted(by: { $0.key < $1.key }) {
                XCTAssertEqual(bytes, runs[0][name], "\(name): run \(n) (clips/jobs differ) has other bytes than run 0")
            }
        }
    }

    func testRepeatedFramesAreExactlyTheRenderedOnes() throws {
        // The pipeline skips rendering frames whose state repeats; they must equal a fresh render.
        let job = try TestSupport.job("drawer-qq", width: 120)
        let repeats = (1..<job.frameCount).filter(job.repeatsPrevious(frame:))
        XCTAssertGreaterThan(repeats.count, 10, "holds should repeat frames")
        for frame in repeats.prefix(5) {
            XCTAssertEqual(job.render(frame: frame), job.render(frame: frame - 1))
        }
    }

    func testManifestFramesDifferDuringMotion() throws {
        let manifest = try TestSupport.manifest(of: TestSupport.job("circle-spread", width: 120), jobs: 2)
        let hashes = manifest.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: ",").last! }
        XCTAssertGreaterThan(Set(hashes).count, 60, "a moving clip needs many distinct frames")
    }
}

/// Leaves the malloc heap full of freed, non-zero blocks of frame-buffer sizes, as a long process
/// does, so that bytes an encoder reads without anyone writing them differ from run to run.
///
/// glibc serves blocks above its mmap threshold with fresh (zeroed) pages: the threshold is raised
/// while the test runs, so freed blocks are reused, and set back to the 128 KiB that XWTMedia fixes.
private final class StaleHeap {
    init() {
        #if canImport(Glibc)
            _ = mallopt(M_MMAP_THRESHOLD, 64 << 20)
        #endif
    }

    /// Allocates blocks of 64 KiB … 2 MiB, fills them with a pattern of `seed`, and frees them.
    func scribble(seed: Int) {
        #if canImport(Glibc)
            let blocks = (0..<48).compactMap { i -> UnsafeMutableRawPointer? in
                let size = (64 << 10) << (i % 6)
                guard let block = malloc(size) else { return nil }
                memset(block, Int32(0x5A &+ 37 &* seed &+ i) & 0xFF, size)
                return block
            }
            blocks.forEach { free($0) }
        #endif
    }

    func restore() {
        #if canImport(Glibc)
            _ = mallopt(M_MMAP_THRESHOLD, 128 << 10)
        #endif
    }
}
