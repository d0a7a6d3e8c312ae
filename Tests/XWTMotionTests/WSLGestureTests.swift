import XCTest
import XWTEngine
import XWTMotion

/// WSLTransferAnimation's pans: the |tx| / W swipe (> 0.5 finishes, UIKit completion), the splash
/// flip's first-stage mapping, and the photo viewer's free drag (|ty| / (H/2), > 0.5 starts the
/// dismissal from the dragged pose, else an instant snap back).
final class WSLGestureTests: XCTestCase {
    static let screen = Size(375, 667)

    func backPan(
        _ distance: Double, _ direction: SwipeDirection, model: WSLGestureModel, start: Point? = nil,
        duration: Double = 0.5
    ) throws -> Timeline {
        let pan = PanAct(transition: .back, direction: direction, distance: distance, duration: 0.5, fingerCurve: .linear, start: start)
        return try Timeline(
            acts: [.animate(.to), .pan(pan), .hold(seconds: 0.5)],
            config: TimelineConfig(fps: 60, canvas: Self.screen, toDuration: duration, backDuration: duration, gesture: model))
    }

    func testSwipePercentIsTheAbsoluteHorizontalTranslationOverTheWidth() {
        let model = WSLGestureModel(), pan = PanAct(transition: .back, direction: .left, distance: 1, duration: 1)
        XCTAssertEqual(model.percent(pan, translation: Point(-187.5, 30), in: Self.screen), 0.5)
        XCTAssertEqual(model.percent(pan, translation: Point(187.5, 0), in: Self.screen), 0.5)
        XCTAssertEqual(model.percent(pan, translation: Point(450, 0), in: Self.screen), 1.2, "not clamped")
        XCTAssertEqual(model.progress(percent: 1.2), 1)
    }

    /// Half of W is the line: 0.5 exactly cancels, just past it finishes; UIKit completes the rest.
    func testHalfTheWidthDecides() throws {
        let half = try backPan(187.5, .right, model: WSLGestureModel())
        XCTAssertEqual(half.releases[0].outcome, .cancelled, "0.5 is not > 0.5")
        XCTAssertEqual(half.releases[0].settle, .completion(seconds: 0.25))
        let past = try backPan(225, .left, model: WSLGestureModel())
        XCTAssertEqual(past.releases[0].percent, 0.6, accuracy: 1e-15)
        XCTAssertEqual(past.releases[0].outcome, .finished)
        guard case let .completion(seconds) = past.releases[0].settle else { return XCTFail("\(past.releases[0].settle)") }
        XCTAssertEqual(seconds, 0.4 * 0.5, accuracy: 1e-15)
    }

    /// The splash flip's pan scrubs its first 0.4 s of 0.7: progress = percent · 4/7. A finish at
    /// 0.6 completes stage 1 alone ((1 − 0.6) · 0.4 s, ease-in-out up to 4/7), then stage 2 runs
    /// its own 0.3 s linearly in timeline time (the effect eases it once).
    func testSplashFlipFinishCompletesTheFirstStageThenPlaysTheSecond() throws {
        let share = 0.4 / 0.7
        let model = WSLGestureModel(style: .swipe, drivenShare: share)
        let timeline = try backPan(225, .right, model: model, duration: 0.7)
        let release = timeline.releases[0]
        XCTAssertEqual(release.percent, 0.6, accuracy: 1e-15)
        XCTAssertEqual(release.outcome, .finished)
        guard case let .stagedCompletion(completion, nextStage) = release.settle else { return XCTFail("\(release.settle)") }
        XCTAssertEqual(completion, 0.4 * 0.4, accuracy: 1e-12)
        XCTAssertEqual(nextStage, 0.3, accuracy: 1e-12)
        XCTAssertEqual(timeline.state(frame: 42 + 29).progress, model.progress(percent: timeline.state(frame: 42 + 29).percent))
        let q = 0.6 * share
        let midCompletion = timeline.state(atTime: 1.2 + completion / 2)
        XCTAssertEqual(midCompletion.phase, .completing)
        XCTAssertEqual(midCompletion.progress, q + (share - q) * TimingCurve.easeInOut.value(0.5), accuracy: 1e-12)
        let midStage2 = timeline.state(atTime: 1.2 + completion + 0.15)
        XCTAssertEqual(midStage2.progress, share + (1 - share) * 0.5, accuracy: 1e-9)
        XCTAssertEqual(midStage2.drive, .interactive)
        XCTAssertEqual(timeline.actDurations[1], 0.5 + completion + 0.3, accuracy: 1e-12)
        let after = timeline.state(atTime: 1.2 + completion + 0.3 + 0.05)
        XCTAssertEqual([after.phase], [.idle])
        XCTAssertEqual(after.progress, 1)
    }

    /// A cancel at 0.3 rewinds stage 1 (0.3 · 0.4 s), then the completion block's 0.3-s animation
    /// runs on hidden views: progress 0 with the drive saying so, then the rest on the from screen.
    func testSplashFlipCancelRewindsThenRunsTheSecondAnimationHidden() throws {
        let share = 0.4 / 0.7
        let model = WSLGestureModel(style: .swipe, drivenShare: share)
        let timeline = try backPan(112.5, .right, model: model, duration: 0.7)
        let release = timeline.releases[0]
        XCTAssertEqual(release.outcome, .cancelled)
        guard case let .stagedCompletion(completion, nextStage) = release.settle else { return XCTFail("\(release.settle)") }
        XCTAssertEqual(completion, 0.3 * 0.4, accuracy: 1e-12)
        XCTAssertEqual(nextStage, 0.3, accuracy: 1e-12)
        let rewinding = timeline.state(atTime: 1.2 + 0.06)
        XCTAssertEqual(rewinding.progress, 0.3 * share * (1 - TimingCurve.easeInOut.value(0.5)), accuracy: 1e-12)
        XCTAssertEqual(rewinding.drive, .interactive)
        for t in [0.121, 0.2, 0.41] {
            let hidden = timeline.state(atTime: 1.2 + t)
            XCTAssertEqual([hidden.phase], [.completing], "\(t)")
            XCTAssertEqual(hidden.progress, 0, "\(t)")
            XCTAssertEqual(hidden.drive, .chainAfterCancel, "\(t)")
        }
        let after = timeline.state(atTime: 1.2 + 0.43)
        XCTAssertEqual([after.phase], [.idle])
        XCTAssertEqual([after.direction], [.back])
        XCTAssertEqual(after.drive, .animated)
        XCTAssertEqual(model.progress(percent: 1), share, accuracy: 1e-15)
    }

    /// #1: the image follows the finger, percent |ty| / (H/2); 0.6 > 0.5 starts the 0.3-s dismissal
    /// from the dragged pose (progress t/T of that animation, the drive carrying the pose).
    func testPhotoDragPastHalfStartsTheDismissalFromTheDraggedPose() throws {
        let model = WSLGestureModel(style: .photoDrag)
        XCTAssertTrue(model.movesViewsDirectly)
        let timeline = try backPan(0.6 * 333.5, .down, model: model, start: Point(187.5, 333.5), duration: 0.3)
        let release = timeline.releases[0]
        XCTAssertEqual(release.percent, 0.6, accuracy: 1e-12)
        XCTAssertEqual(release.outcome, .finished)
        XCTAssertEqual(release.settle, .animation(seconds: 0.3))
        let dragging = timeline.state(frame: 18 + 15)
        XCTAssertEqual(dragging.phase, .dragging)
        guard case let .dragging(translation, percent) = dragging.drive else { return XCTFail("\(dragging.drive)") }
        XCTAssertEqual(translation.x, 0)
        XCTAssertEqual(translation.y, 0.6 * 333.5 * 15 / 30, accuracy: 1e-9)
        XCTAssertEqual(percent, dragging.percent)
        let settling = timeline.state(frame: 18 + 30 + 9)
        XCTAssertEqual(settling.phase, .animating)
        XCTAssertEqual(settling.progress, 9.0 / 18, accuracy: 1e-12, "t/T of the 0.3-s dismissal")
        XCTAssertEqual(settling.drive, .afterDrag(translation: Point(0, 0.6 * 333.5), percent: release.percent))
        XCTAssertEqual(timeline.state(frame: 18 + 30 + 18).progress, 1)
    }

    func testPhotoDragUpToHalfSnapsBackAtOnce() throws {
        let timeline = try backPan(0.5 * 333.5, .up, model: WSLGestureModel(style: .photoDrag), start: Point(187.5, 400))
        XCTAssertEqual(timeline.releases[0].outcome, .cancelled)
        XCTAssertEqual(timeline.releases[0].settle, .immediate)
        let after = timeline.state(frame: 30 + 30)
        XCTAssertEqual([after.phase], [.idle])
        XCTAssertEqual(after.progress, 0)
        XCTAssertEqual(after.direction, .back)
    }

    func testPhotoDragMustStartOnTheImage() {
        let pan = PanAct(transition: .back, direction: .down, distance: 200, duration: 0.5)  // default start y = 66.7
        XCTAssertThrowsError(
            try Timeline(
                acts: [.animate(.to), .pan(pan)],
                config: TimelineConfig(canvas: Self.screen, gesture: WSLGestureModel(style: .photoDrag)))
        ) {
            XCTAssertEqual(
                "\($0)",
                "acts[1]: the photo viewer's pan lives on its image (W × H/2, centred), so it must start at 166.75 ≤ y ≤ 500.25 pt, but starts at y = 66.7")
        }
        let push = PanAct(transition: .to, direction: .left, distance: 200, duration: 0.5)
        XCTAssertThrowsError(try Timeline(acts: [.pan(push)], config: TimelineConfig(canvas: Self.screen, gesture: WSLGestureModel())))
    }

    func testRules() {
        XCTAssertTrue(WSLGestureModel().rules.joined().contains("|tx| / screen width"))
        XCTAssertTrue(WSLGestureModel().rules.joined().contains("percent > 0.5"))
        XCTAssertTrue(WSLGestureModel(style: .photoDrag).rules.joined().contains("|ty| / (H/2)"))
        XCTAssertTrue(WSLGestureModel(style: .swipe, drivenShare: 4.0 / 7).rules.joined().contains("first stage"))
    }
}
