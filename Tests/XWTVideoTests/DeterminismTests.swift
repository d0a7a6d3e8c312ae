import XCTest
import XWTVideo

/// Frames are a pure function of (preset, frame index): job count, band count and repetition
/// must not change a single byte.
final class DeterminismTests: XCTestCase {
    func testManifestIsIndependentOfJobsBandsAndRuns() throws {
        for id in ["drawer-qq", "explode", "page-middle-flip-left"] {
            let job = try TestSupport.job(id, width: 120)
            let reference = try TestSupport.manifest(of: job, jobs: 1, bands: 1)
            XCTAssertEqual(try TestSupport.manifest(of: job, jobs: 3, bands: 1), reference, "\(id): jobs 1 vs 3")
            XCTAssertEqual(try TestSupport.manifest(of: job, jobs: 2, bands: 5), reference, "\(id): bands 1 vs 5")
            XCTAssertEqual(try TestSupport.manifest(of: TestSupport.job(id, width: 120), jobs: 2, bands: 2), reference, "\(id): second run")
        }
    }

    /// The encoded bytes are the same across runs and for jobs 1, 2 and 8. mp4 is not listed yet:
    /// with one x264 thread, one export in 6–8 within one process still differs (≈1 LSB of luma),
    /// while separate processes agree; the stage is not found yet.
    func testEncodedBytesAreIndependentOfJobsAndRuns() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let job = try TestSupport.job("circle-spread", width: 200)
        for format in [ExportFormat.webm, .mkv, .apng, .webp, .gif] {
            let runs = [1, 2, 8, 8]
            var files: [Data] = []
            for jobs in runs {
                let path = folder.appendingPathComponent("clip.\(format.fileExtension)").path
                try Export.run(job, to: .file(format, path: path), options: ExportOptions(jobs: jobs))
                files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
            }
            let distinct = Array(Set(files))
            XCTAssertEqual(distinct.count, 1, "\(format): exports with jobs \(runs) were files \(files.map { distinct.firstIndex(of: $0)! })")
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
