import XCTest
import XWTEngine
import XWTMotion

/// The spring-modal tutorial's pan-to-dismiss (`PanInteractiveTransition`): percent
/// clamp(ty / 300 pt, 0, 1), finish above 0.5 (a drag past 150 pt), UIKit completion.
final class SpringModalGestureTests: XCTestCase {
    static let screen = Size(375, 667)

    func dismissPan(_ distance: Double, direction: SwipeDirection = .down) throws -> Timeline {
        let pan = PanAct(
            transition: .back, direction: direction, distance: distance, duration: 0.5, fingerCurve: .linear,
            start: Point(187.5, 100))
        return try Timeline(
            acts: [.animate(.to), .pan(pan), .hold(seconds: 0.5)],
            config: TimelineConfig(
                fps: 60, canvas: Self.screen, toDuration: 0.8, backDuration: 0.4,
                gesture: SpringModalGestureModel()))
    }

    /// The 300-pt rule: percent is ty / 300 whatever the screen, clamped to [0, 1].
    func testPercentIsTheDownwardDragOverThreeHundredPoints() {
        let model = SpringModalGestureModel(), pan = PanAct(transition: .back, direction: .down, distance: 1, duration: 1)
        XCTAssertEqual(model.percent(pan, translation: Point(40, 150), in: Self.screen), 0.5)
        XCTAssertEqual(model.percent(pan, translation: Point(0, 90), in: Size(320, 480)), 0.3)
        XCTAssertEqual(model.percent(pan, translation: Point(0, 450), in: Self.screen), 1)
        XCTAssertEqual(model.percent(pan, translation: Point(0, -60), in: Self.screen), 0)
    }

    func testFinishesOnlyPastHalfOfThreeHundredPoints() throws {
        let past = try dismissPan(210)
        XCTAssertEqual(past.releases[0].percent, 0.7, accuracy: 1e-15)
        XCTAssertEqual(past.releases[0].outcome, .finished)
        guard case let .completion(seconds) = past.releases[0].settle else { return XCTFail("\(past.releases[0].settle)") }
        XCTAssertEqual(seconds, 0.3 * 0.4, accuracy: 1e-15, "(1 − 0.7) · D")
        let half = try dismissPan(150)
        XCTAssertEqual(half.releases[0].percent, 0.5)
        XCTAssertEqual(half.releases[0].outcome, .cancelled, "shouldComplete is percent > 0.5")
        XCTAssertEqual(half.releases[0].settle, .completion(seconds: 0.5 * 0.4))
        let long = try dismissPan(420)
        XCTAssertEqual(long.releases[0].percent, 1, "clamped")
        XCTAssertEqual(long.releases[0].settle, .immediate)
        XCTAssertEqual(try dismissPan(90, direction: .up).releases[0].outcome, .cancelled, "an upward drag reads 0")
    }

    func testPresentIsATapOnly() {
        let pan = PanAct(transition: .to, direction: .up, distance: 200, duration: 0.5)
        XCTAssertThrowsError(try Timeline(acts: [.pan(pan)], config: TimelineConfig(canvas: Self.screen, gesture: SpringModalGestureModel())))
    }

    func testRulesNameThePointRule() {
        let rules = SpringModalGestureModel().rules.joined(separator: " ")
        for part in ["ty / 300 pt", "> 0.5", "past 150 pt", "UIKit completion"] { XCTAssertTrue(rules.contains(part), part) }
    }
}
