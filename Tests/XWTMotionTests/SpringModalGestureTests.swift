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

    /// The first version finishes on every release: the 100-pt pull (0.33) that the final code
    /// cancels dismisses, with UIKit's completion of the remaining (1 − p)·D.
    func testFirstVersionFinishesOnAnyRelease() {
        let first = SpringModalGestureModel(threshold: 0.5, glitch: .finishOnRelease)
        XCTAssertEqual(first.release(percent: 1.0 / 3, duration: 0.4), .completion(from: 1.0 / 3, finish: true, duration: 0.4))
        XCTAssertEqual(first.release(percent: 0, duration: 0.4).outcome, .finished)
        XCTAssertEqual(SpringModalGestureModel().release(percent: 1.0 / 3, duration: 0.4).outcome, .cancelled)
        XCTAssertTrue(first.rules.joined().contains("always finishing"))
    }

    /// completeTransition:YES after a cancel: the modal is back in place and every later act is a
    /// hold of its own length (the second pull, which the final code lets dismiss, changes nothing);
    /// a finish first freezes nothing.
    func testCompletingACancelledDismissalFreezesTheScreen() throws {
        func pan(_ distance: Double) -> Act {
            .pan(PanAct(transition: .back, direction: .down, distance: distance, duration: 0.5, fingerCurve: .linear, start: Point(187.5, 100)))
        }
        func timeline(_ glitch: SpringModalGestureModel.Glitch?, _ acts: [Act]) throws -> Timeline {
            try Timeline(
                acts: acts,
                config: TimelineConfig(
                    fps: 60, canvas: Self.screen, toDuration: 0.8, backDuration: 0.4,
                    gesture: SpringModalGestureModel(threshold: 0.5, glitch: glitch)))
        }
        let frozen = try timeline(.completeAfterCancel, [.animate(.to), pan(100), .hold(seconds: 0.2), pan(210), .animate(.back), .hold(seconds: 0.3)])
        XCTAssertEqual(frozen.releases.map(\.outcome), [.cancelled], "the second pull starts nothing")
        XCTAssertEqual(frozen.actDurations[3], 0.5, accuracy: 1e-12, "the pull lasts its drag")
        XCTAssertEqual(frozen.actDurations[4], 0.4, accuracy: 1e-12, "the tap lasts its animation")
        for time in stride(from: frozen.actStartTimes[3], to: frozen.duration + 0.5, by: 0.05) {
            let state = frozen.state(atTime: time)
            XCTAssertEqual(state.phase, .idle, "\(time)")
            XCTAssertEqual(state.progress, 0, "\(time): the modal stays")
        }
        let fixed = try timeline(nil, [.animate(.to), pan(100), .hold(seconds: 0.2), pan(210), .hold(seconds: 0.3)])
        XCTAssertEqual(fixed.releases.map(\.outcome), [.cancelled, .finished])
        XCTAssertEqual(fixed.state(atTime: fixed.duration).progress, 1, "the final code dismisses")
        // A pull that finishes freezes nothing: a later dismissal is unavailable as usual.
        XCTAssertThrowsError(try timeline(.completeAfterCancel, [.animate(.to), pan(210), pan(210)]))
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
