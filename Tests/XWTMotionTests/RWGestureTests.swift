import XCTest
import XWTEngine
import XWTMotion

/// RWPopTransitionAnimation's pop pan (`UIViewController+RWTransition.m`) through the timeline:
/// progress clamp(tx / W, 0, 1), finish above 0.25, UIKit completion.
final class RWGestureTests: XCTestCase {
    static let screen = Size(375, 667)

    /// Presents, then pans back `distance` pt along `direction` over 0.5 s (release at 0.9 s with
    /// D = 0.4 s), then holds.
    func backPan(_ distance: Double, _ direction: SwipeDirection = .right, model: RWGestureModel = RWGestureModel()) throws -> Timeline {
        let pan = PanAct(transition: .back, direction: direction, distance: distance, duration: 0.5, fingerCurve: .linear)
        return try Timeline(
            acts: [.animate(.to), .pan(pan), .hold(seconds: 0.5)],
            config: TimelineConfig(fps: 60, canvas: Self.screen, toDuration: 0.4, backDuration: 0.4, gesture: model))
    }

    func testProgressIsTheRightwardTranslationClampedToOne() {
        let model = RWGestureModel(), pan = PanAct(transition: .back, direction: .right, distance: 1, duration: 1)
        XCTAssertEqual(model.threshold, 0.25)
        XCTAssertEqual(model.percent(pan, translation: Point(150, 40), in: Self.screen), 0.4)
        XCTAssertEqual(model.percent(pan, translation: Point(-150, 0), in: Self.screen), 0, "a leftward pan clamps to 0")
        XCTAssertEqual(model.percent(pan, translation: Point(500, 0), in: Self.screen), 1, "past the width clamps to 1")
        XCTAssertTrue(model.recognises(pan, start: Point(300, 600), in: Self.screen), "full-screen pan")
    }

    /// 0.4 finishes (XW would cancel below 0.5): UIKit completes the remaining (1 − 0.4)·0.4 s.
    func testReleaseBetweenAQuarterAndAHalfFinishes() throws {
        let timeline = try backPan(150)
        let release = timeline.releases[0]
        XCTAssertEqual(release.percent, 0.4, accuracy: 1e-15)
        XCTAssertEqual(release.outcome, .finished)
        XCTAssertEqual(release.settle, .completion(seconds: 0.6 * 0.4))
        XCTAssertEqual(timeline.state(frame: 24 + 30 - 1).drive, .interactive, "the finger drives a percent-driven pop")
        XCTAssertEqual(timeline.state(frame: 24 + 30 + 5).phase, .completing)
        XCTAssertEqual(timeline.state(frame: 24 + 30 + 15).progress, 1, "finished after 0.24 s")
        XCTAssertEqual(XWGestureModel().release(percent: 0.4, duration: 0.4).outcome, .cancelled, "XW's rule would cancel it")
    }

    func testReleaseAtOrBelowAQuarterCancels() throws {
        let atThreshold = try backPan(0.25 * 375)
        XCTAssertEqual(atThreshold.releases[0].percent, 0.25)
        XCTAssertEqual(atThreshold.releases[0].outcome, .cancelled, "exactly 0.25 is not > 0.25")
        XCTAssertEqual(atThreshold.releases[0].settle, .completion(seconds: 0.25 * 0.4))
        let leftward = try backPan(200, .left)
        XCTAssertEqual(leftward.releases[0].percent, 0)
        XCTAssertEqual(leftward.releases[0].outcome, .cancelled)
        XCTAssertEqual(leftward.releases[0].settle, .immediate)
    }

    func testPushIsATapOnly() {
        let pan = PanAct(transition: .to, direction: .left, distance: 200, duration: 0.5)
        XCTAssertThrowsError(try Timeline(acts: [.pan(pan)], config: TimelineConfig(canvas: Self.screen, gesture: RWGestureModel()))) {
            XCTAssertEqual("\($0)", "acts[0]: RWPopTransitionAnimation pushes on taps only (its pan pops): use { \"animate\": \"to\" }")
        }
    }

    func testRulesNameThresholdAndSettle() {
        let rules = RWGestureModel().rules.joined(separator: " ")
        for part in ["clamp(tx / screen width, 0, 1)", "> 0.25", "UIKit completion", "Failed cancels"] {
            XCTAssertTrue(rules.contains(part), part)
        }
        XCTAssertTrue(GestureModels.named("rw") == RWGestureModel.self)
    }
}
