import XCTest
import XWTEngine
import XWTMotion

@testable import XWTEffects

/// HUAnimator (`HUTransitionAnimator.m`, `HUTransitionGhostAnimator.m`, `HUTransition*LinesAnimator.m`): the iOS 6 push geometry and curves, the Ghost's keyframes and phases, and the
/// Lines sharing XW's model with HU's durations, delayed snapshot and springs.
final class HUAnimatorTests: XCTestCase {
    let context = TestScreens.context()
    let w = TestScreens.canvas.size.width

    func effect(_ id: String, _ values: [String: ParameterValue] = [:]) -> any CatalogEffect {
        EffectID.named(id).makeEffect(TestScreens.parameters(.named(id), values))
    }

    /// Push (ease-in): A at −W·u fading to 1 − u, B from +W on top; pop (ease-out): B on top leaves
    /// to +W fading, A comes back from −W below.
    func testClassicPushSlidesAFullWidthAndFadesTheLeavingScreen() {
        let classic = effect("hu-classic")
        XCTAssertEqual(EffectID.named("hu-classic").durations(.defaults(.named("hu-classic"))).to, 0.25)
        let push = classic.scene(direction: .to, progress: 0.4, in: context).layers
        let u = TimingCurve.easeIn.value(0.4)
        XCTAssertEqual(push[0].position.x, w / 2 - w * u, accuracy: 1e-12)
        XCTAssertEqual(push[0].opacity, 1 - u, accuracy: 1e-12)
        XCTAssertEqual(push[1].position.x, w / 2 + w * (1 - u), accuracy: 1e-12)
        XCTAssertEqual(push[1].opacity, 1)
        let pop = classic.scene(direction: .back, progress: 0.4, in: context).layers
        let v = TimingCurve.easeOut.value(0.4)
        XCTAssertEqual(pop[1].position.x, w / 2 + w * v, accuracy: 1e-12, "B on top leaves to the right")
        XCTAssertEqual(pop[1].opacity, 1 - v, accuracy: 1e-12)
        XCTAssertEqual(pop[0].position.x, w / 2 - w * (1 - v), accuracy: 1e-12, "A below comes back from the left")
    }

    /// Ghost: 0.1 of 0.3 s of keyframes (x +25 pt by 0.3, −75 pt by 0.7 of eased time, opacity 1 → 0)
    /// with the ghost below A, then the classic push over the remaining 0.2 s.
    func testGhostKeyframesThenThePush() {
        XCTAssertEqual(HUGhostPush.ghostTrack.value(at: 0.3), 25)
        XCTAssertEqual(HUGhostPush.ghostTrack.value(at: 0.5), -25, accuracy: 1e-12)
        XCTAssertEqual(HUGhostPush.ghostTrack.value(at: 0.9), -75)
        let ghost = effect("hu-ghost")
        let early = ghost.scene(direction: .to, progress: 0.1, in: context).layers
        let g = TimingCurve.easeInOut.value(0.3)
        XCTAssertEqual(early.count, 3)
        XCTAssertEqual(early[0].position.x - w / 2, HUGhostPush.ghostTrack.value(at: g), accuracy: 1e-12, "the ghost, first (below A)")
        XCTAssertEqual(early[0].opacity, 1 - g, accuracy: 1e-12)
        XCTAssertEqual(early[1].position.x, w / 2, "A stays put during the ghost phase")
        XCTAssertEqual(TestScreens.render(ghost, .to, 0.1), TestScreens.screenA, "an opaque A hides the ghost, as coded")
        let later = ghost.scene(direction: .to, progress: 2.0 / 3, in: context).layers
        XCTAssertEqual(later[0].position.x, w / 2 - w * TimingCurve.easeIn.value(0.5), accuracy: 1e-12, "halfway through the 0.2-s push")
        XCTAssertEqual(
            TestScreens.render(ghost, .back, 0.6), TestScreens.render(effect("hu-classic", ["backDuration": .number(0.3)]), .back, 0.6),
            "the pop is the classic pop")
    }

    /// HU's line springs: ζ 0.8, v0 0, T = 4.70 s (horizontal, ω0 ≈ 1.914) and 4.0 s (vertical, ω0 ≈ 2.249) after the
    /// 0.01-s delay; the same normalised curve as XW's 0.49-s spring.
    func testLinesAreTheSharedModelWithHUsDurationsAndDelayedSnapshot() throws {
        let horizontal = try XCTUnwrap(effect("hu-horizontal-lines") as? HUHorizontalLines)
        let vertical = try XCTUnwrap(effect("hu-vertical-lines") as? HUVerticalLines)
        XCTAssertEqual(horizontal.toLines.spring.duration, 4.70, accuracy: 1e-12)
        XCTAssertEqual(horizontal.toLines.spring.omega0, 1.914, accuracy: 0.001)
        XCTAssertEqual(vertical.backLines.spring.duration, 4.0, accuracy: 1e-12)
        XCTAssertEqual(vertical.backLines.spring.omega0, 2.249, accuracy: 0.001)
        XCTAssertTrue(horizontal.toLines.delayedSnapshot && vertical.toLines.delayedSnapshot)
        let xw = SlicedLines(axis: .horizontal, duration: 0.5)
        for k in 1...9 {
            let t = Double(k) / 10
            XCTAssertEqual(horizontal.toLines.spring.value(t), xw.spring.value(t), accuracy: 1e-9, "same normalised curve at t/T = \(t)")
        }
        // Nothing moves and the to screen's rows do not exist for the first 0.01 s of 4.71.
        XCTAssertEqual(TestScreens.render(horizontal, .to, 0.005 / 4.71), TestScreens.screenA)
        XCTAssertFalse(horizontal.toLines.incomingSlicesExist(progress: 0.009 / 4.71))
        XCTAssertTrue(horizontal.toLines.incomingSlicesExist(progress: 0.011 / 4.71))
        // Each direction runs over its own duration (XW's plays the back run over toDuration).
        let own = try XCTUnwrap(effect("hu-horizontal-lines", ["backDuration": .number(2)]) as? HUHorizontalLines)
        XCTAssertEqual(own.backLines.duration, 2)
        XCTAssertEqual(own.toLines.duration, 4.71)
    }

    func testEveryHUEffectIsTapOnly() {
        for id in EffectID.allCases where id.library == .huAnimator {
            XCTAssertTrue(id.gesture(.defaults(id)).model is HUGestureModel, id.rawValue)
        }
    }
}
