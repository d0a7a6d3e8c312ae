import XCTest
import XWTEngine
import XWTMotion
import XWTPresets

@testable import XWTVideo

/// A tab container (`vc-cube-tabs`): the tab bar stays flat and still while the cube turns, and
/// shows the from screen's bar (its selected item) until a switch completes.
final class TabContainerTests: XCTestCase {
    func testTabBarStaysAndChangesItsItemWhenASwitchCompletes() throws {
        // 1 px per point, so the resting screens are drawn without resampling.
        var preset = try TestSupport.presets.load(id: "vc-cube-tabs").resized(pixelWidth: 375)
        preset.statusBar = .none
        let job = try RenderJob(preset: preset, touches: false)
        let chrome = try XCTUnwrap(job.chrome)
        let band = try XCTUnwrap(chrome.bands.last)
        XCTAssertEqual(band.upperBound, job.canvas.pixelHeight)
        let rowBytes = job.canvas.pixelWidth * 4, bytes = (band.lowerBound * rowBytes)..<(band.upperBound * rowBytes)
        let a = job.context.screenA.pixels[bytes], b = job.context.screenB.pixels[bytes]
        XCTAssertTrue(a != b, "the two tab bars look alike: the test shows nothing")
        var running = 0
        for frame in 0..<job.frameCount {
            let s = job.state(frame: frame)
            let shown = job.render(frame: frame).pixels[bytes]
            let onB = s.direction == .to ? s.progress == 1 : s.progress < 1
            XCTAssertTrue(shown == (onB ? b : a), "frame \(frame): \(s.direction) \(s.progress) \(s.phase)")
            if s.phase != .idle && s.progress > 0 && s.progress < 1 { running += 1 }
        }
        XCTAssertGreaterThan(running, 30)
    }
}
