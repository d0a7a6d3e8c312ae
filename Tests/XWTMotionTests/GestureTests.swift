import XCTest
import XWTEngine

@testable import XWTMotion

/// XWTransition's gesture model (`XWInteractiveTransition.m`) through the timeline.
final class GestureTests: XCTestCase {
    static let screen = Size(375, 667)

    func config(fps: Int = 60, timer: Bool = false) -> TimelineConfig {
        TimelineConfig(fps: fps, canvas: Self.screen, gesture: XWGestureModel(usesTimer: timer))
    }

    /// A script that presents, then pans back `distance` points to the right over 0.5 s
    /// (release at 1.0 s), then holds.
    func backPan(_ distance: Double, _ config: TimelineConfig, curve: TimingCurve = .easeOut) throws -> Timeline {
        try Timeline(
            acts: [
                .animate(.to),
                .pan(PanAct(transition: .back, direction: .right, distance: distance, duration: 0.5, fingerCurve: curve)),
                .hold(seconds: 1),
            ], config: config)
    }

    func testIncrementSignPerDirection() {
        XCTAssertEqual(SwipeDirection.left.percentIncrement(dx: -30, dy: 7, base: 300), 0.1)
        XCTAssertEqual(SwipeDirection.right.percentIncrement(dx: 30, dy: 7, base: 300), 0.1)
        XCTAssertEqual(SwipeDirection.up.percentIncrement(dx: 7, dy: -30, base: 300), 0.1)
        XCTAssertEqual(SwipeDirection.down.percentIncrement(dx: 7, dy: 30, base: 300), 0.1)
        XCTAssertEqual(SwipeDirection.left.percentIncrement(dx: 30, dy: 0, base: 300), -0.1)
        XCTAssertEqual(SwipeDirection.down.percentIncrement(dx: 0, dy: -30, base: 300), -0.1)
    }

    /// Each direction: the finger moves that way and the percent grows by travel / (W or H).
    func testPercentAndFingerFollowEachDirection() throws {
        for direction in SwipeDirection.allCases {
            let pan = PanAct(transition: .to, direction: direction, distance: 120, duration: 0.5, fingerCurve: .linear)
            let timeline = try Timeline(acts: [.pan(pan)], config: config())
            let base = direction == .left || direction == .right ? Self.screen.width : Self.screen.height
            let start = pan.defaultStart(in: Self.screen)
            let u = direction.unitVector
            let mid = timeline.state(frame: 15)
            XCTAssertEqual(mid.phase, .dragging)
            XCTAssertEqual(mid.percent, 60 / base, accuracy: 1e-15, "\(direction)")
            XCTAssertEqual(mid.progress, mid.percent)
            XCTAssertEqual(mid.finger, Point(start.x + 60 * u.x, start.y + 60 * u.y))
            XCTAssertEqual(timeline.releases[0].percent, 120 / base, "\(direction)")
        }
    }

    func testDraggingAgainstTheDirectionGivesANegativePercent() throws {
        let pan = PanAct(
            transition: .to, direction: .left, distance: -30, duration: 0.5, fingerCurve: .linear,
            start: Point(100, 300))
        let timeline = try Timeline(acts: [.pan(pan)], config: config())
        XCTAssertEqual(timeline.state(frame: 15).percent, -15 / 375, accuracy: 1e-15)
        XCTAssertEqual(timeline.state(frame: 15).progress, 0)
        XCTAssertEqual(timeline.state(frame: 15).finger, Point(115, 300))
        XCTAssertEqual(timeline.releases[0].outcome, .cancelled)
    }

    func testRatioBaseReplacesTheScreenSize() throws {
        let pan = PanAct(transition: .to, direction: .up, distance: 100, duration: 0.2, ratioBase: 200)
        let timeline = try Timeline(acts: [.pan(pan)], config: config())
        XCTAssertEqual(timeline.releases[0].percent, 0.5)
    }

    /// Began gives no update: until the first Changed event (1/60 s) the percent stays 0.
    func testBeganGivesNoUpdate() throws {
        let timeline = try backPan(150, config())
        for time in [0.5, 0.51, 0.5 + 1.0 / 60 - 1e-6] {
            let state = timeline.state(atTime: time)
            XCTAssertEqual(state.phase, .dragging)
            XCTAssertEqual(state.percent, 0)
            XCTAssertEqual(
                state.finger,
                PanAct(transition: .back, direction: .right, distance: 150, duration: 0.5)
                    .defaultStart(in: Self.screen))
        }
        XCTAssertGreaterThan(timeline.state(atTime: 0.5 + 1.0 / 60).percent, 0)
    }

    /// At 50 fps a frame shows the last 60 Hz touch event at or before its time.
    func testFrameShowsTheLastTouchEventAtOrBeforeIt() throws {
        let timeline = try backPan(150, config(fps: 50), curve: .linear)
        for frame in 25..<50 {
            let dragTime = Double(frame) / 50 - 0.5
            let event = Double(Int((dragTime * 60 + 1e-9).rounded(.down)))
            let expected = 150 * (event / 60 / 0.5) / 375
            XCTAssertEqual(timeline.state(frame: frame).percent, expected, accuracy: 1e-15, "frame \(frame)")
        }
    }

    // MARK: Timer mode

    func testTimerCancelsAfterEighteenTicksFromThreeTenths() throws {
        let timeline = try backPan(0.3 * 375, config(timer: true))
        let release = timeline.releases[0]
        XCTAssertEqual(release.percent, 0.3)
        XCTAssertEqual(release.outcome, .cancelled)
        XCTAssertEqual(release.settle, .timer(ticks: 18))
        XCTAssertEqual(release.time, 1)
        for j in 0..<18 {
            let state = timeline.state(frame: 60 + j)
            XCTAssertEqual(state.phase, .timer)
            XCTAssertEqual(state.outcome, .cancelled)
            XCTAssertNil(state.finger)
            XCTAssertEqual(state.percent, 0.3 - Double(j) / 60, "tick \(j)")
        }
        let after = timeline.state(frame: 78)
        XCTAssertEqual(after.phase, .idle)
        XCTAssertEqual(after.direction, .back)
        XCTAssertEqual(after.progress, 0)
    }

    func testTimerFinishesAfterTwentyThreeTicksFromPointSixTwo() throws {
        let timeline = try backPan(0.62 * 375, config(timer: true))
        XCTAssertEqual(timeline.releases[0].outcome, .finished)
        XCTAssertEqual(timeline.releases[0].settle, .timer(ticks: 23))
        XCTAssertEqual(timeline.state(frame: 60 + 22).percent, 0.62 + 22.0 / 60, accuracy: 1e-15)
        XCTAssertEqual(timeline.state(frame: 60 + 23).phase, .idle)
        XCTAssertEqual(timeline.state(frame: 60 + 23).progress, 1)
    }

    /// The tick count is exact even where accumulating 1/60 in floating point would drift.
    func testTickCountsAreExact() {
        XCTAssertEqual(TimerSettle.ticks(from: 0.62, forward: true, step: 1), 23)
        XCTAssertEqual(TimerSettle.ticks(from: 0.3, forward: false, step: 1), 18)
        XCTAssertEqual(TimerSettle.ticks(from: 0.5, forward: false, step: 1), 30)
        XCTAssertEqual(TimerSettle.ticks(from: 0.999, forward: true, step: 1), 1)
        XCTAssertEqual(TimerSettle.ticks(from: 0.01, forward: false, step: 1), 1)
        // Two sixtieths per tick (TransitionManager's timer): half as many ticks, rounded up.
        XCTAssertEqual(TimerSettle.ticks(from: 0.62, forward: true, step: 2), 12)
        XCTAssertEqual(TimerSettle.ticks(from: 0.3, forward: false, step: 2), 9)
        XCTAssertEqual(TimerSettle.percent(from: 0.3, afterTick: 4, forward: true, step: 2), 0.3 + 8.0 / 60)
    }

    func testTimerGoesBackwardFromExactlyOneHalf() throws {
        let timeline = try backPan(0.5 * 375, config(timer: true))
        XCTAssertEqual(timeline.releases[0].outcome, .cancelled)
        XCTAssertEqual(timeline.releases[0].settle, .timer(ticks: 30))
        XCTAssertEqual(timeline.state(frame: 61).percent, 0.5 - 1.0 / 60)
    }

    func testTimerFinishesOrCancelsAtOnceOutsideTheOpenRange() throws {
        let full = try Timeline(
            acts: [
                .animate(.to),
                .pan(PanAct(transition: .back, direction: .right, distance: 375, duration: 0.5, start: Point(0, 300))),
            ], config: config(timer: true))
        XCTAssertEqual(full.releases[0].outcome, .finished)
        XCTAssertEqual(full.releases[0].settle, .immediate)
        XCTAssertEqual(full.actDurations[1], 0.5)
        XCTAssertEqual(full.state(frame: 60).progress, 1)
        let backwards = try backPan(-20, config(timer: true))
        XCTAssertEqual(backwards.releases[0].outcome, .cancelled)
        XCTAssertEqual(backwards.releases[0].settle, .immediate)
        XCTAssertEqual(backwards.state(frame: 60).progress, 0)
    }

    /// At 30 fps each frame advances two 60 Hz ticks.
    func testTimerResampledAtThirtyFps() throws {
        let timeline = try backPan(0.3 * 375, config(fps: 30, timer: true))
        for i in 0..<9 {
            XCTAssertEqual(timeline.state(frame: 30 + i).percent, 0.3 - Double(2 * i) / 60, "frame \(30 + i)")
        }
        XCTAssertEqual(timeline.state(frame: 39).phase, .idle)
    }

    /// At 50 fps a frame shows the value after the last tick at or before it: ticks 0, 1, 2, 3, 4, 6, 7, …
    func testTimerResampledAtFiftyFps() throws {
        let timeline = try backPan(0.3 * 375, config(fps: 50, timer: true))
        let expected = [0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 12, 13, 14, 15, 16]
        for (i, j) in expected.enumerated() {
            XCTAssertEqual(timeline.state(frame: 50 + i).percent, 0.3 - Double(j) / 60, "frame \(50 + i)")
        }
        XCTAssertEqual(timeline.state(frame: 64).phase, .timer)
        XCTAssertEqual(timeline.state(frame: 65).phase, .idle, "the 18th tick at 1.3 s ends the pan")
    }

    // MARK: UIKit completion (no timer)

    func testExactlyOneHalfFinishesWithoutTheTimer() throws {
        let timeline = try backPan(0.5 * 375, config())
        XCTAssertEqual(timeline.releases[0].outcome, .finished)
        XCTAssertEqual(timeline.releases[0].settle, .completion(seconds: 0.25))
    }

    /// Finishing from p takes (1 − p)·D with ease-in-out over the rest; D is the pan's own duration.
    func testCompletionRunsTheRestWithEaseInOut() throws {
        var config = config()
        config.backDuration = 0.8
        let timeline = try backPan(0.6 * 375, config)
        let span = 0.4 * 0.8
        XCTAssertEqual(timeline.releases[0].settle, .completion(seconds: span))
        for x in [0.0, 0.1, 0.5, 0.9] {
            let state = timeline.state(atTime: 1 + x * span)
            XCTAssertEqual(state.phase, .completing)
            XCTAssertEqual(state.outcome, .finished)
            XCTAssertEqual(state.progress, 0.6 + 0.4 * TimingCurve.easeInOut.value(x), accuracy: 1e-15)
        }
        XCTAssertEqual(timeline.state(atTime: 1 + span).phase, .idle)
        XCTAssertEqual(timeline.state(atTime: 1 + span).progress, 1)
    }

    /// A model other than XW's plugs into the timeline through `GestureModel` alone: UIKit's
    /// completion at `completionSpeed` 2 (as a percent-driven transition with a faster speed).
    struct DoubleSpeedModel: GestureModel {
        static let id = "test-double-speed"
        static let origin = "a test"
        var threshold = 0.5
        var timerStep: Int { 1 }
        var legacyGlitch: LegacyGlitch? { nil }
        func recognises(_ pan: PanAct, start: Point, in screen: Size) -> Bool { true }
        func percent(_ pan: PanAct, translation: Point, in screen: Size) -> Double { translation.x / screen.width }
        func release(percent: Double, duration: Double) -> GestureRelease {
            .completion(from: percent, finish: percent > threshold, duration: duration, speed: 2)
        }
        var rules: [String] { ["x / W, completion at speed 2"] }
    }

    func testCancellingTakesPTimesDOverCompletionSpeed() throws {
        var config = config()
        config.gesture = DoubleSpeedModel()
        let timeline = try backPan(0.3 * 375, config)
        let span = 0.3 * 0.5 / 2
        XCTAssertEqual(timeline.releases[0].outcome, .cancelled)
        XCTAssertEqual(timeline.releases[0].settle, .completion(seconds: span))
        XCTAssertEqual(
            timeline.state(atTime: 1 + span / 4).progress,
            0.3 * (1 - TimingCurve.easeInOut.value(0.25)), accuracy: 1e-15)
        XCTAssertEqual(timeline.actDurations[1], 0.5 + span)
    }

    // MARK: Start condition

    func testEdgeSpacingRejectsAStartAwayFromTheEdge() {
        let pan = PanAct(
            transition: .to, direction: .left, distance: 100, duration: 0.4,
            start: Point(100, 300), edgeSpacing: 20)
        XCTAssertThrowsError(try Timeline(acts: [.hold(seconds: 0.1), .pan(pan)], config: config())) { error in
            XCTAssertEqual(
                error as? TimelineError,
                .panNotRecognised(
                    index: 1, direction: .left, start: Point(100, 300),
                    edgeSpacing: 20, screen: Self.screen))
            let text = "\(error)"
            XCTAssertTrue(text.hasPrefix("acts[1]: a left pan with edgeSpacing 20"), text)
            XCTAssertTrue(text.contains("x ≥ 355 pt"), text)
        }
    }

    func testEdgeSpacingAcceptsAStartNearTheEdge() throws {
        let pan = PanAct(
            transition: .to, direction: .left, distance: 100, duration: 0.4,
            start: Point(360, 300), edgeSpacing: 20)
        XCTAssertNoThrow(try Timeline(acts: [.pan(pan)], config: config()))
        let right = PanAct(
            transition: .to, direction: .right, distance: 100, duration: 0.4,
            start: Point(21, 300), edgeSpacing: 20)
        XCTAssertThrowsError(try Timeline(acts: [.pan(right)], config: config()))
    }

    func testDefaultStartSatisfiesTheStartCondition() throws {
        for direction in SwipeDirection.allCases {
            for spacing in [0.0, 30] {
                let pan = PanAct(transition: .to, direction: direction, distance: 100, duration: 0.4, edgeSpacing: spacing)
                XCTAssertTrue(direction.accepts(start: pan.defaultStart(in: Self.screen), edgeSpacing: spacing, in: Self.screen))
                XCTAssertNoThrow(try Timeline(acts: [.pan(pan)], config: config()), "\(direction) \(spacing)")
            }
        }
        XCTAssertEqual(
            PanAct(transition: .to, direction: .up, distance: 1, duration: 1, edgeSpacing: 30)
                .defaultStart(in: Self.screen), Point(187.5, 652))
    }

    func testFingerLeavingTheScreenIsRejected() {
        let pan = PanAct(transition: .to, direction: .left, distance: 400, duration: 0.4)
        XCTAssertThrowsError(try Timeline(acts: [.pan(pan)], config: config())) { error in
            guard case .fingerOffScreen(index: 0, _, _)? = error as? TimelineError else {
                return XCTFail("\(error)")
            }
        }
    }

    func testInvalidPanFieldsAreRejected() {
        let cases: [PanAct] = [
            PanAct(transition: .to, direction: .left, distance: 100, duration: 0),
            PanAct(transition: .to, direction: .left, distance: .nan, duration: 0.3),
            PanAct(transition: .to, direction: .left, distance: 100, duration: 0.3, ratioBase: 0),
        ]
        for pan in cases {
            XCTAssertThrowsError(try Timeline(acts: [.pan(pan)], config: config())) { error in
                guard case .invalidAct(index: 0, _, _, _)? = error as? TimelineError else { return XCTFail("\(error)") }
            }
        }
    }
}

/// The glitches XW's author fixed, reproduced on request.
final class LegacyGlitchTests: XCTestCase {
    func config(_ glitch: LegacyGlitch?, timer: Bool = false) -> TimelineConfig {
        TimelineConfig(fps: 60, canvas: Size(375, 667), gesture: XWGestureModel(usesTimer: timer, legacyGlitch: glitch))
    }
    let back = Act.pan(PanAct(transition: .back, direction: .down, distance: 100, duration: 0.25))

    func testSnapWithoutTimerThenOneFlashFrameOnCancel() throws {
        let timeline = try Timeline(acts: [.animate(.to), back, .hold(seconds: 0.1)], config: config(.snapAndFlashOnCancel))
        let release = timeline.releases[0]
        XCTAssertEqual(release.outcome, .cancelled)
        XCTAssertEqual(release.settle, .immediate)
        let lift = Int((release.time * 60).rounded())
        XCTAssertEqual(timeline.state(frame: lift).progress, 1, "the flash shows the fully revealed end state")
        XCTAssertEqual(timeline.state(frame: lift).phase, .completing)
        XCTAssertEqual(timeline.state(frame: lift + 1).progress, 0, "then the rest state")
        XCTAssertEqual(timeline.state(frame: lift + 1).phase, .idle)
        // Fixed: the timer walks back from the release percent instead.
        let fixed = try Timeline(acts: [.animate(.to), back, .hold(seconds: 0.1)], config: config(nil, timer: true))
        XCTAssertEqual(fixed.state(frame: lift).phase, .timer)
        XCTAssertLessThan(fixed.state(frame: lift).progress, 0.3)
    }

    func testNegativeCancelFlashesOnlyBelowZero() throws {
        let against = Act.pan(PanAct(transition: .back, direction: .down, distance: -40, duration: 0.25))
        let glitchy = try Timeline(acts: [.animate(.to), against, .hold(seconds: 0.1)], config: config(.flashOnNegativeCancel))
        let lift = Int((glitchy.releases[0].time * 60).rounded())
        XCTAssertEqual(glitchy.state(frame: lift).progress, 1)
        let positive = try Timeline(acts: [.animate(.to), back, .hold(seconds: 0.5)], config: config(.flashOnNegativeCancel))
        XCTAssertEqual(positive.duration, try Timeline(acts: [.animate(.to), back, .hold(seconds: 0.5)], config: config(nil)).duration)
    }

    func testFinishFlashesTheStartImage() throws {
        let long = Act.pan(PanAct(transition: .back, direction: .down, distance: 420, duration: 0.25))
        let timeline = try Timeline(acts: [.animate(.to), long, .hold(seconds: 0.1)], config: config(.flashStartOnFinish, timer: true))
        let release = timeline.releases[0]
        guard case let .timer(ticks) = release.settle else { return XCTFail("expected the timer") }
        let flashFrame = Int(((release.time + Double(ticks) / 60) * 60).rounded())
        XCTAssertEqual(timeline.state(frame: flashFrame).progress, 0)
        XCTAssertEqual(timeline.state(frame: flashFrame + 1).progress, 1)
    }
}
