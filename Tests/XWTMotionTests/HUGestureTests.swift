import XCTest
import XWTEngine
import XWTMotion

/// HUAnimator has no interaction controller: pans are refused with a one-line reason, taps play.
final class HUGestureTests: XCTestCase {
    func testPansAreRefusedAndTapsPlay() throws {
        let config = TimelineConfig(canvas: Size(375, 667), toDuration: 0.25, backDuration: 0.25, gesture: HUGestureModel())
        let pan = PanAct(transition: .back, direction: .right, distance: 300, duration: 0.5)
        XCTAssertThrowsError(try Timeline(acts: [.animate(.to), .pan(pan)], config: config)) {
            XCTAssertTrue("\($0)".hasPrefix("acts[1]: HUAnimator has no interaction controller"), "\($0)")
            XCTAssertTrue("\($0)".contains("{ \"animate\": \"back\" }"), "\($0)")
        }
        let taps = try Timeline(acts: [.animate(.to), .animate(.back), .hold(seconds: 0.1)], config: config)
        XCTAssertEqual(taps.duration, 0.6, accuracy: 1e-12)
        XCTAssertEqual(taps.state(atTime: 0.1).drive, .animated)
        XCTAssertTrue(HUGestureModel().rules[0].contains("no interaction controller"))
    }
}
