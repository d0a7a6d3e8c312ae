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
