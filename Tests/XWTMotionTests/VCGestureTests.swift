import XCTest
import XWTEngine
import XWTMotion

/// VCTransitionsLibrary's interaction controllers (`InteractionControllers/*.m`) through the
/// timeline: the 200-pt base, the 0.99 cap, finish strictly above 0.5, completionSpeed 1 − p.
final class VCGestureTests: XCTestCase {
    static let screen = Size(375, 667)
    let duration = 1.0

    func config(_ model: any GestureModel) -> TimelineConfig {
        TimelineConfig(fps: 60, canvas: Self.screen, toDuration: duration, backDuration: duration, gesture: model)
    }

    /// Presents, then plays `gesture` back, then holds.
    func timeline(_ gesture: Act, _ model: any GestureModel) throws -> Timeline {
        try Timeline(acts: [.animate(.to), gesture, .hold(seconds: 0.5)], config: config(model))
    }

    func backPan(_ direction: SwipeDirection, _ distance: Double, start: Point? = nil) -> Act {
        .pan(PanAct(transition: .back, direction: direction, distance: distance, duration: 0.5, fingerCurve: .linear, start: start))
    }

    func testSwipePercentIsTravelOverTwoHundredPointsCappedAtNinetyNineHundredths() {
        XCTAssertEqual(VCInteraction.swipeBase, 200)
        XCTAssertEqual(VCInteraction.swipeCap, 0.99)
        XCTAssertEqual(VCInteraction.swipePercent(travel: 100), 0.5)
        XCTAssertEqual(VCInteraction.swipePercent(travel: -150), 0.75, "either sense")
        XCTAssertEqual(VCInteraction.swipePercent(travel: 199), 0.995, "just under the base is not capped")
        XCTAssertEqual(VCInteraction.swipePercent(travel: 200), 0.99, "100 % is handed over as 0.99 (VC issue #4)")
        XCTAssertEqual(VCInteraction.swipePercent(travel: 1000), 0.99)
        XCTAssertEqual(VCInteraction.swipePercent(travel: 0), 0)
    }

    func testEachSwipeReadsItsOwnAxis() {
        let pan = PanAct(transition: .back, direction: .left, distance: 1, duration: 1)
        let t = Point(-60, 120)
        XCTAssertEqual(VCHorizontalSwipeModel().percent(pan, translation: t, in: Self.screen), 0.3)
        XCTAssertEqual(VCVerticalSwipeModel().percent(pan, translation: t, in: Self.screen), 0.6)
        XCTAssertTrue(VCHorizontalSwipeModel().recognises(pan, start: Point(10, 600), in: Self.screen), "any start")
        let down = PanAct(transition: .back, direction: .down, distance: 1, duration: 1)
        XCTAssertTrue(VCVerticalSwipeModel().recognises(down, start: Point(300, 10), in: Self.screen), "any start")
    }

    /// completionSpeed = 1 − p: finishing always takes D; cancelling p·D/(1 − p).
    func testCompletionSpeedIsOneMinusPercent() {
        XCTAssertEqual(VCInteraction.completionSpeed(percent: 0.3), 0.7)
        for p in [0.51, 0.6, 0.75, 0.9, 0.99] {
            let release = VCHorizontalSwipeModel().release(percent: p, duration: 0.8)
            XCTAssertEqual(release.outcome, .finished, "\(p)")
            guard case let .completion(seconds) = release.settle else { return XCTFail("\(p): \(release.settle)") }
            XCTAssertEqual(seconds, 0.8, accuracy: 1e-12, "finishing from \(p) takes D")
        }
        for p in [0.1, 0.4, 0.5] {
            let release = VCVerticalSwipeModel().release(percent: p, duration: 0.8)
            XCTAssertEqual(release.outcome, .cancelled, "\(p): finish needs > 0.5")
            guard case let .completion(seconds) = release.settle else { return XCTFail("\(p): \(release.settle)") }
            XCTAssertEqual(seconds, p * 0.8 / (1 - p), accuracy: 1e-12)
        }
        XCTAssertEqual(VCHorizontalSwipeModel().release(percent: 0, duration: 1).settle, .immediate)
    }

    /// A 300-pt back swipe: the percent climbs to 0.99 and stays there (never 1), and the finish
    /// still plays the full D from 0.99.
    func testDraggingPastTwoHundredPointsHoldsTheCap() throws {
        let timeline = try timeline(backPan(.left, 300), VCHorizontalSwipeModel())
        let release = timeline.releases[0]
        XCTAssertEqual(release.percent, 0.99)
        XCTAssertEqual(release.outcome, .finished)
        XCTAssertEqual(release.settle, .completion(seconds: duration))
        // Linear finger: 200 pt are reached 1/3 s into the 0.5-s drag (frame 60 + 20).
        XCTAssertEqual(timeline.state(frame: 70).percent, 0.5, accuracy: 1e-12)
        for frame in 80..<90 {
            XCTAssertEqual(timeline.state(frame: frame).percent, 0.99, "frame \(frame)")
            XCTAssertEqual(timeline.state(frame: frame).phase, .dragging)
        }
        XCTAssertEqual(timeline.actDurations[1], 0.5 + duration)
        XCTAssertEqual(timeline.state(frame: 90 + 30).phase, .completing)
        XCTAssertEqual(timeline.state(frame: 90 + 30).progress, 0.995, accuracy: 1e-12, "half way through D: EIO(0.5) of the last 0.01")
    }

    func testVerticalSwipeCancelsAtOrBelowOneHalf() throws {
        let timeline = try timeline(backPan(.down, 100), VCVerticalSwipeModel())
        XCTAssertEqual(timeline.releases[0].percent, 0.5)
        XCTAssertEqual(timeline.releases[0].outcome, .cancelled, "exactly 0.5 is not > 0.5")
        XCTAssertEqual(timeline.releases[0].settle, .completion(seconds: 0.5 * duration / 0.5))
    }

    // MARK: Direction rules

    /// The pop's sense is decided at Began: the horizontal swipe pops right-to-left (or
    /// left-to-right with popOnRightToLeft NO), the vertical one top-to-bottom; a pan of another
    /// sense starts nothing, and the timeline says so instead of playing it.
    func testPopsFireOnlyInTheirSense() throws {
        let middle = Point(187.5, 333.5)
        var leftToRight = VCHorizontalSwipeModel()
        leftToRight.popOnRightToLeft = false
        let cases: [(any GestureModel, Act, Bool)] = [
            (VCHorizontalSwipeModel(), backPan(.left, 150, start: middle), true),
            (VCHorizontalSwipeModel(), backPan(.right, 150, start: middle), false),
            (VCHorizontalSwipeModel(), backPan(.right, -150, start: middle), true),
            (VCHorizontalSwipeModel(), backPan(.down, 150, start: middle), false),
            (leftToRight, backPan(.right, 150, start: middle), true),
            (leftToRight, backPan(.left, 150, start: middle), false),
            (leftToRight, backPan(.down, 150, start: middle), true),
            (VCVerticalSwipeModel(), backPan(.down, 150, start: middle), true),
            (VCVerticalSwipeModel(), backPan(.up, 150, start: middle), false),
            (VCVerticalSwipeModel(), backPan(.up, -150, start: middle), true),
            (VCVerticalSwipeModel(), backPan(.left, 150, start: middle), false),
        ]
        for (model, act, pops) in cases {
            let label = "\(type(of: model).id) \(act)"
            do {
                let timeline = try timeline(act, model)
                XCTAssertTrue(pops, "\(label): should start nothing")
                XCTAssertEqual(timeline.releases.count, 1, label)
            } catch let TimelineError.panRefused(index, reason) {
                XCTAssertFalse(pops, "\(label): refused (\(reason))")
                XCTAssertEqual(index, 1, label)
                XCTAssertTrue(reason.contains("pops only"), "\(label): \(reason)")
            }
        }
    }

    /// A dismiss fires whatever the sense; the horizontal swipe's forward pan (a tab switch) goes
    /// either way; the vertical swipe has no forward pan.
    func testDismissAndTabsTakeEitherSense() throws {
        var dismissH = VCHorizontalSwipeModel(), dismissV = VCVerticalSwipeModel()
        dismissH.backOperation = .dismiss
        dismissV.backOperation = .dismiss
        XCTAssertEqual(try timeline(backPan(.right, 150), dismissH).releases[0].percent, 0.75)
        XCTAssertEqual(try timeline(backPan(.up, 150), dismissV).releases[0].percent, 0.75)
        let screen = Self.screen
        for direction in [SwipeDirection.left, .right] {
            let tab = PanAct(transition: .to, direction: direction, distance: 150, duration: 0.5)
            XCTAssertTrue(VCHorizontalSwipeModel().recognises(tab, start: Point(180, 300), in: screen), "\(direction)")
        }
        let forward = PanAct(transition: .to, direction: .down, distance: 150, duration: 0.5)
        XCTAssertNotNil(VCVerticalSwipeModel().refusal(of: forward, start: Point(180, 100), in: screen))
    }

    func testThresholdOverrideKeepsTheCompletionSpeed() throws {
        var model = VCHorizontalSwipeModel()
        model.threshold = 0.3
        let timeline = try timeline(backPan(.left, 80), model)
        XCTAssertEqual(timeline.releases[0].outcome, .finished)
        XCTAssertEqual(timeline.releases[0].settle, .completion(seconds: duration))
    }

    // MARK: Pinch

    func testPinchPercentIsOneMinusScaleOverStartScale() {
        let model = VCPinchModel()
        XCTAssertEqual(model.percent(scale: 0.4, startScale: 1), 0.6)
        XCTAssertEqual(model.percent(scale: 0.9, startScale: 1.2), 0.25, accuracy: 1e-15)
        XCTAssertEqual(model.percent(scale: 1.5, startScale: 1), -0.5, "spreading: negative, not clamped")
    }

    func testPinchActDrivesTheTransitionAndSettlesAtCompletionSpeed() throws {
        let pinch = PinchAct(transition: .back, scale: 0.3, duration: 0.5, fingerCurve: .linear)
        let timeline = try timeline(.pinch(pinch), VCPinchModel())
        let release = timeline.releases[0]
        XCTAssertEqual(release.actIndex, 1)
        XCTAssertEqual(release.percent, 0.7, accuracy: 1e-12)
        XCTAssertEqual(release.outcome, .finished)
        guard case let .completion(seconds) = release.settle else { return XCTFail("\(release.settle)") }
        XCTAssertEqual(seconds, duration, accuracy: 1e-12)
        // Half way (frame 60 + 15): scale 0.65, percent 0.35; fingers 130 pt apart about the centre.
        let mid = timeline.state(frame: 75)
        XCTAssertEqual(mid.phase, .dragging)
        XCTAssertEqual(mid.percent, 0.35, accuracy: 1e-12)
        XCTAssertEqual(mid.finger?.x ?? 0, 187.5 - 65, accuracy: 1e-9)
        XCTAssertEqual(mid.secondFinger?.x ?? 0, 187.5 + 65, accuracy: 1e-9)
        XCTAssertEqual(mid.finger?.y, 333.5)
        XCTAssertEqual(timeline.state(frame: 60).percent, 0, "Began gives no update")
        XCTAssertNil(timeline.state(frame: 95).finger, "fingers lifted")
    }

    func testSpreadingFingersCancelsAtOnce() throws {
        let timeline = try timeline(.pinch(PinchAct(transition: .back, scale: 1.4, duration: 0.4)), VCPinchModel())
        XCTAssertEqual(timeline.releases[0].percent, -0.4, accuracy: 1e-12)
        XCTAssertEqual(timeline.releases[0].outcome, .cancelled)
        XCTAssertEqual(timeline.releases[0].settle, .immediate)
    }

    func testPinchesAndPansNeedTheMatchingModel() {
        let pinch = Act.pinch(PinchAct(transition: .back, scale: 0.5, duration: 0.5))
        XCTAssertThrowsError(try timeline(pinch, VCHorizontalSwipeModel())) { error in
            XCTAssertEqual(error as? TimelineError, .pinchWithPanModel(index: 1, model: "vc-horizontal-swipe"))
            XCTAssertTrue("\(error)".contains("vc-pinch"), "\(error)")
        }
        XCTAssertThrowsError(try timeline(backPan(.left, 100), VCPinchModel())) { error in
            XCTAssertEqual(error as? TimelineError, .panWithPinchModel(index: 1, model: "vc-pinch"))
        }
    }

    func testPinchFieldsAndFingersAreValidated() {
        let wide = Act.pinch(PinchAct(transition: .back, scale: 2, duration: 0.5, span: 300))
        XCTAssertThrowsError(try timeline(wide, VCPinchModel())) { error in
            guard case .pinchFingerOffScreen(index: 1, _, _) = error as? TimelineError else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try timeline(.pinch(PinchAct(transition: .back, scale: 0, duration: 0.5)), VCPinchModel())) { error in
            XCTAssertEqual(error as? TimelineError, .invalidAct(index: 1, field: "scale", value: 0, requirement: "> 0"))
        }
    }

    // MARK: Listing

    func testModelsAreRegisteredAndStateTheirRules() {
        func named(_ id: String) -> ObjectIdentifier? { GestureModels.named(id).map { ObjectIdentifier($0) } }
        XCTAssertEqual(named("vc-horizontal-swipe"), ObjectIdentifier(VCHorizontalSwipeModel.self))
        XCTAssertEqual(named("vc-vertical-swipe"), ObjectIdentifier(VCVerticalSwipeModel.self))
        XCTAssertEqual(named("vc-pinch"), ObjectIdentifier(VCPinchModel.self))
        let swipe = VCVerticalSwipeModel().rules.joined(separator: " ")
        for fact in ["|ty| / 200 pt", "0.99", "> 0.5", "completionSpeed 1 − percent", "Cancelled"] {
            XCTAssertTrue(swipe.contains(fact), "\(fact) missing from: \(swipe)")
        }
        XCTAssertTrue(VCHorizontalSwipeModel().rules[0].contains("|tx|"))
        XCTAssertTrue(VCPinchModel().rules.joined().contains("1 − scale / startScale"))
        var lowered = VCPinchModel()
        lowered.threshold = 0.4
        XCTAssertTrue(lowered.rules.joined().contains("> 0.4"))
    }
}
