import XCTest
import XWTEngine
import XWTMotion

/// TransitionManager's gesture model (`PercentInteractive.m`) through the timeline: absolute percent,
/// threshold 0.3, always the 2/60-per-tick timer.
final class TMGestureTests: XCTestCase {
    static let screen = Size(375, 667)

    /// Presents, then pans back `distance` pt along `direction` over 0.5 s (release at 1 s), then holds.
    func backPan(_ distance: Double, _ direction: SwipeDirection, model: TMGestureModel) throws -> Timeline {
        let pan = PanAct(transition: .back, direction: direction, distance: distance, duration: 0.5, fingerCurve: .linear)
        return try Timeline(
            acts: [.animate(.to), .pan(pan), .hold(seconds: 0.5)],
            config: TimelineConfig(fps: 60, canvas: Self.screen, gesture: model))
    }

    func testPercentIsAbsoluteForBothHorizontalFlagsAndSignedOtherwise() {
        let pan = PanAct(transition: .back, direction: .left, distance: 1, duration: 1)
        let both = TMGestureModel(directions: [.left, .right])
        XCTAssertEqual(both.percent(pan, translation: Point(-150, 0), in: Self.screen), 0.4)
        XCTAssertEqual(both.percent(pan, translation: Point(150, 0), in: Self.screen), 0.4)
        XCTAssertEqual(TMGestureModel(directions: .left).percent(pan, translation: Point(-150, 0), in: Self.screen), -0.4)
        XCTAssertEqual(TMGestureModel(directions: .right).percent(pan, translation: Point(-150, 0), in: Self.screen), 0.4)
        XCTAssertEqual(TMGestureModel(directions: .down).percent(pan, translation: Point(30, 333.5), in: Self.screen), 0.5)
        XCTAssertEqual(TMGestureModel(directions: .up).percent(pan, translation: Point(0, 333.5), in: Self.screen), -0.5)
        // A later flag overrides an earlier one: Right|Down reads the vertical translation.
        XCTAssertEqual(
            TMGestureModel(directions: [.right, .down]).percent(pan, translation: Point(-375, 66.7), in: Self.screen), 0.1,
            accuracy: 1e-15)
        XCTAssertTrue(both.recognises(pan, start: Point(200, 300), in: Self.screen), "any start position")
    }

    /// 0.4 > 0.3 finishes (XW would cancel below 0.5): 2/60 per tick from 0.4 reaches 1 after 18 ticks.
    func testReleaseBetweenThreeAndFiveTenthsFinishesOnTheTimer() throws {
        let timeline = try backPan(150, .right, model: TMGestureModel(directions: [.left, .right]))
        let release = timeline.releases[0]
        XCTAssertEqual(release.percent, 0.4, accuracy: 1e-15)
        XCTAssertEqual(release.outcome, .finished)
        XCTAssertEqual(release.settle, .timer(ticks: 18))
        for j in 0..<18 {
            let state = timeline.state(frame: 60 + j)
            XCTAssertEqual(state.phase, .timer, "tick \(j)")
            XCTAssertEqual(state.percent, release.percent + Double(2 * j) / 60, accuracy: 1e-15, "tick \(j)")
        }
        XCTAssertEqual(timeline.state(frame: 78).phase, .idle)
        XCTAssertEqual(timeline.state(frame: 78).progress, 1)
    }

    func testReleaseAtOrBelowTheThresholdCancels() throws {
        let atThreshold = try backPan(0.3 * 375, .left, model: TMGestureModel(directions: [.left, .right]))
        XCTAssertEqual(atThreshold.releases[0].outcome, .cancelled, "exactly 0.3 is not > 0.3")
        XCTAssertEqual(atThreshold.releases[0].settle, .timer(ticks: 9))
        let custom = try backPan(150, .down, model: TMGestureModel(directions: .down, threshold: 0.25))
        XCTAssertEqual(custom.releases[0].percent, 150 / 667, accuracy: 1e-15)
        XCTAssertEqual(custom.releases[0].outcome, .cancelled, "0.2249 ≤ interactivePercent 0.25")
    }

    /// At the end the timer still runs one tick (TM has no immediate finish, unlike XW's).
    func testTimerRunsAtLeastOneTick() throws {
        let pan = PanAct(transition: .back, direction: .right, distance: 375, duration: 0.5, start: Point(0, 300))
        let timeline = try Timeline(
            acts: [.animate(.to), .pan(pan), .hold(seconds: 0.5)],
            config: TimelineConfig(fps: 60, canvas: Self.screen, gesture: TMGestureModel(directions: [.left, .right])))
        XCTAssertEqual(timeline.releases[0].percent, 1)
        XCTAssertEqual(timeline.releases[0].settle, .timer(ticks: 1))
        XCTAssertEqual(timeline.releases[0].outcome, .finished)
    }

    /// A gesture view scaled s by the animation divides the reading by s, for every flag set.
    func testScaledGestureViewDividesThePercentByItsScale() {
        let pan = PanAct(transition: .back, direction: .right, distance: 1, duration: 1)
        for (flags, t) in [(TMGestureModel.Directions([.left, .right]), Point(105, 0)), (.down, Point(0, 186.8)), (.left, Point(-50, 0))] {
            let plain = TMGestureModel(directions: flags).percent(pan, translation: t, in: Self.screen)
            let shrunk = TMGestureModel(directions: flags, viewScale: 0.6).percent(pan, translation: t, in: Self.screen)
            XCTAssertEqual(shrunk, plain / 0.6, accuracy: 1e-15, "\(flags)")
        }
        XCTAssertEqual(TMGestureModel(directions: [.left, .right], viewScale: 0.6).release(percent: 0.28 / 0.6, duration: 0.5).outcome, .finished)
    }

    /// BackGestureTypeNone (no flag) refuses every back pan in one line; the same pan with Right plays.
    func testNoFlagRefusesEveryBackPan() throws {
        for direction in SwipeDirection.allCases {
            XCTAssertThrowsError(try backPan(150, direction, model: TMGestureModel(directions: []))) { error in
                XCTAssertEqual(
                    "\(error)",
                    "acts[1]: TransitionManager's backGestureType is None (gesture.directions is []): there is no back pan; "
                        + "use { \"animate\": \"back\" }")
            }
        }
        XCTAssertEqual(try backPan(150, .right, model: TMGestureModel(directions: .right)).releases.count, 1)
        XCTAssertEqual(TMGestureModel(directions: []).rules, ["None: no back pan (every pan is refused)"])
    }
}
