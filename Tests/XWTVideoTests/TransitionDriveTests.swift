import Foundation
import XCTest
import XWTEffects
import XWTEngine
import XWTMedia
import XWTMotion
import XWTPresets

@testable import XWTVideo

/// Effects that read how a run is driven (RW's panned pop, WSL's photo drag): frames reused as
/// repeats equal frames rendered on their own, and a drag that leaves the progress at 0 still moves.
final class TransitionDriveTests: XCTestCase {
    func testReusedFramesEqualFramesRenderedAlone() throws {
        for id in ["rw-toutiao", "wsl-photo-viewer"] {
            let job = try TestSupport.job(id, width: 100)
            let manifest = try TestSupport.manifest(of: job, jobs: 2)
            let direct = FrameMD5.manifest(frames: (0..<job.frameCount).map { job.render(frame: $0) }, fps: job.fps)
            XCTAssertEqual(manifest, direct, id)
        }
    }

    /// A sideways drag of the photo reads percent 0 (|ty| = 0), so the progress stays 0, yet the
    /// image follows the finger: no frame of it repeats the one before.
    func testSidewaysPhotoDragIsNeverARepeat() throws {
        let file = try TestSupport.temporaryDirectory().appendingPathComponent("sideways.json")
        try Data(
            """
            { "format": "xwt-video-preset", "version": 1, "description": "sideways drag",
              "screens": { "from": "photos", "to": "detail" }, "effect": { "id": "wsl-photo-viewer" },
              "acts": [{ "animate": "to" }, { "pan": "back", "direction": "left", "from": [300, 333.5], "distance": 120, "duration": 0.4 },
                       { "hold": 0.2 }] }
            """.utf8
        ).write(to: file)
        let job = try RenderJob(preset: try PresetLibrary.load(file: file.path).resized(pixelWidth: 100))
        let dragging = (1..<job.frameCount).filter { job.state(frame: $0).phase == .dragging && job.state(frame: $0 - 1).phase == .dragging }
        XCTAssertFalse(dragging.isEmpty)
        for frame in dragging {
            XCTAssertEqual(job.state(frame: frame).progress, 0)
            XCTAssertFalse(job.repeatsPrevious(frame: frame), "frame \(frame)")
        }
        XCTAssertNotEqual(job.render(frame: dragging[dragging.count / 2]), job.render(frame: dragging.last!))
    }
}
