import Foundation
import XCTest
import XWTEngine
import XWTMotion

@testable import XWTEffects

/// VCTransitionsLibrary's animation controllers: closed forms (Portal's 0.8 zoom, the Cube at
/// p = 0.5), the models shared with XWTransition, and each effect's own geometry.
final class VCTransitionsTests: XCTestCase {
    let a = TestScreens.screenA, b = TestScreens.screenB

    func effect(_ id: String, _ values: [String: ParameterValue] = [:]) -> any CatalogEffect {
        EffectID.named(id).makeEffect(TestScreens.parameters(.named(id), values))
    }

    func frames(_ effect: any TransitionEffect, context: EffectContext = TestScreens.context()) -> [Bitmap] {
        TransitionDirection.allCases.flatMap { direction in
            [0.15, 0.35, 0.5, 0.65, 0.9].map { TestScreens.render(effect, direction, $0, context: context) }
        }
    }

    // MARK: Portal (ZOOM_SCALE 0.8)

    /// B sits at 0.8 about the centre while the doors are shut and grows linearly with the
    /// ease-out progress; forward it starts at 0.8, reverse it ends there.
    func testPortalZoomScaleIsEightTenths() {
        XCTAssertEqual(PortalDoors.zoomScale, 0.8)
        let portal = effect("vc-portal"), context = TestScreens.context()
        for (direction, p, scale) in [(TransitionDirection.to, 0.0, 0.8), (.to, 1, 1), (.back, 0, 1), (.back, 1, 0.8)] {
            let behind = portal.scene(direction: direction, progress: p, in: context).layers[0]
            XCTAssertEqual(behind.transform, .scale(scale, scale), "\(direction) \(p)")
        }
        let u = TimingCurve.easeOut.value(0.3)
        let mid = portal.scene(direction: .to, progress: 0.3, in: context).layers
        XCTAssertEqual(mid[0].transform.m11, 0.8 + 0.2 * u, accuracy: 1e-15)
        XCTAssertEqual(mid[1].position.x, 15 - 30 * u, accuracy: 1e-12, "left door: centre W/4, moving W/2 left")
        // Between the doors just opened, B's ≈ 0.8-scaled frame leaves a margin of background.
        let opening = TestScreens.render(portal, .to, 0.1)
        XCTAssertEqual(opening[30, 2], RGBA8.black)
        XCTAssertNotEqual(opening[30, 50], RGBA8.black, "B shows in the gap")
    }

    // MARK: Cube

    /// At p = 0.5 (u = 0.5) each face is turned 45° and, through the assigned m34 = −1/200, gets
    /// w = 1 + u·P·x·sin((1 − u)·a): forward the from face (anchor on its left edge, a = −90°)
    /// maps x to x·cos 45° / (1 + 0.5·x·sin 45°/200).
    func testCubeAngleAtHalfway() {
        XCTAssertEqual(TimingCurve.easeInOut.value(0.5), 0.5)
        let cube = effect("vc-cube"), context = TestScreens.context()
        let layers = cube.scene(direction: .to, progress: 0.5, in: context).layers
        let from = layers[0], to = layers[1]
        XCTAssertEqual(from.anchorPoint, Point(0, 0.5))
        XCTAssertEqual(to.anchorPoint, Point(1, 0.5))
        let c = cos(Double.pi / 4), s = sin(Double.pi / 4), P = VCCube.perspective
        XCTAssertEqual(P, -1.0 / 200)
        for x in [10.0, 30, 60] {
            let h = from.transform.apply(x: x, y: 0)
            XCTAssertEqual(h.x / h.w, x * c / (1 + 0.5 * P * x * sin(-Double.pi / 4)), accuracy: 1e-9)
            XCTAssertEqual(h.w, 1 + 0.5 * x * s / 200, accuracy: 1e-12, "the from face recedes away from the shared edge")
            // The to face, anchored on its right edge (x < 0), starts at +90°: the same angle and depth.
            let g = to.transform.apply(x: -x, y: 0)
            XCTAssertEqual(g.x / g.w, -x * c / (1 + 0.5 * x * s / 200), accuracy: 1e-9)
        }
        XCTAssertEqual(atan2(-from.transform.m13, from.transform.m11), -Double.pi / 4, accuracy: 1e-12, "from face at u·(−90°)")
        // Both anchors sit on the shared edge, which the container has slid to the middle.
        XCTAssertEqual(from.position, Point(30, 50))
        XCTAssertEqual(to.position, Point(30, 50))
        // Shades: from 0 → 1, to 1 → 0, black α 0.8.
        XCTAssertEqual(from.sublayers[0].opacity, 0.5)
        XCTAssertEqual(to.sublayers[0].opacity, 0.5)
    }

    /// The shared edge travels across the screen: forward from x = 0 to W (the new face comes from
    /// the left), reverse from W to 0; vertically from the top (forward) and from the bottom.
    func testCubeSharedEdgeTravelsAcross() {
        let context = TestScreens.context()
        for (values, direction, axisStart) in [
            ([String: ParameterValue](), TransitionDirection.to, 0.0), ([:], .back, 60),
            (["cubeAnimationWay": .choice("vertical")], .to, 0), (["cubeAnimationWay": .choice("vertical")], .back, 100),
        ] {
            let cube = effect("vc-cube", values)
            let vertical = !values.isEmpty
            let early = cube.scene(direction: direction, progress: 0.05, in: context).layers[0].position
            let u = TimingCurve.easeInOut.value(0.05)
            let length = vertical ? 100.0 : 60.0
            let expected = axisStart + (axisStart == 0 ? 1 : -1) * length * u
            XCTAssertEqual(vertical ? early.y : early.x, expected, accuracy: 1e-9, "\(values) \(direction)")
        }
    }

    // MARK: Shared with XWTransition

    /// VC Flip forward is XW's MiddlePageFlip Left, reverse its Right: the same frames.
    func testFlipIsTheMiddleFlipFromTheLeft() {
        XCTAssertEqual(frames(effect("vc-flip")), frames(effect("page-middle-flip", ["direction": .choice("left")])))
    }

    /// VC Fold with `folds` N is XW FoldFromLeft with foldCount N.
    func testFoldIsTheAccordionFoldFromTheLeft() {
        for n in [1, 2, 3] {
            XCTAssertEqual(
                frames(effect("vc-fold", ["folds": .number(Double(n))])),
                frames(effect("cool-fold", ["direction": .choice("left"), "foldCount": .number(Double(n))])), "\(n) folds")
        }
    }

    func testPortalIsXWPortal() {
        XCTAssertEqual(frames(effect("vc-portal")), frames(effect("cool-portal")))
    }

    /// The tiles are XW's; VC keeps the real from view at the back instead of hiding it, which
    /// shows only where the to screen is transparent.
    func testExplodeKeepsTheFromViewBeneath() {
        XCTAssertEqual(frames(effect("vc-explode")), frames(effect("explode")), "opaque screens: identical")
        let clear = Bitmap(width: a.width, height: a.height, fill: RGBA8(r: 0, g: 0, b: 0, a: 0))
        let context = EffectContext(canvas: TestScreens.canvas, screenA: a, screenB: clear, seed: 7)
        let vc = TestScreens.render(effect("vc-explode"), .to, 0.6, context: context)
        let xw = TestScreens.render(effect("explode"), .to, 0.6, context: context)
        XCTAssertEqual(vc[1, 1], a[1, 1], "A shows through the transparent B under the flying tiles")
        XCTAssertNotEqual(vc, xw)
        XCTAssertEqual(
            TestScreens.render(effect("vc-explode"), .to, 1, context: context), TestScreens.render(effect("explode"), .to, 1, context: context),
            "the completion removes the tiles and the from view")
    }

    // MARK: Own geometry

    /// Forward A passes `t1` (tipped 15°, 0.95) at u = 0.4 and `t2` (0.8, up 0.08·H) at 0.6 with
    /// opacity 0.6; B rises 30 pt at u = 0.8. Reverse A starts at 0.6 and ends flat.
    func testCardsKeyPoses() {
        let cards = effect("vc-cards"), context = TestScreens.context()
        func layers(_ direction: TransitionDirection, u: Double) -> [Layer] {
            cards.scene(direction: direction, progress: CoolLinesScanningTests.progress(easedTo: u), in: context).layers
        }
        let tipped = layers(.to, u: 0.4)
        assertTransform(tipped[0].transform, VCCards.tipped)
        XCTAssertEqual(tipped[0].opacity, 0.6, accuracy: 1e-9)
        assertTransform(layers(.to, u: 0.6)[0].transform, VCCards.pushedBack(height: 100))
        XCTAssertEqual(layers(.to, u: 0.8)[1].position.y, 50 + 100 - 30, accuracy: 1e-6)
        XCTAssertEqual(
            VCCards.tipped.apply(x: 0, y: -10).z, -10 * sin(15 * Double.pi / 180), accuracy: 1e-12,
            "t1 tips the top away")
        let back = cards.scene(direction: .back, progress: 0, in: context).layers
        XCTAssertEqual(back[0].transform, .scale(0.6, 0.6))
        XCTAssertEqual(back[0].opacity, 0.6)
        XCTAssertEqual(back[1].position.y, 50)
    }

    /// u = 0.25 is half of the first keyframe: the from view is at f·45° (forward f = −1), the to
    /// view still edge-on at −f·90°.
    func testTurnHalfOfTheFirstKeyframe() {
        let context = TestScreens.context()
        for (name, axis) in [("vertical", (0.0, 1.0)), ("horizontal", (1.0, 0.0))] {
            let turn = effect("vc-turn", ["flipDirection": .choice(name)])
            let layers = turn.scene(direction: .to, progress: CoolLinesScanningTests.progress(easedTo: 0.25), in: context).layers
            assertTransform(layers[0].transform, .rotation(-Double.pi / 4, axis.0, axis.1, 0), accuracy: 1e-9)
            assertTransform(layers[1].transform, .rotation(Double.pi / 2, axis.0, axis.1, 0))
            let back = turn.scene(direction: .back, progress: CoolLinesScanningTests.progress(easedTo: 0.75), in: context).layers
            assertTransform(back[1].transform, .rotation(-Double.pi / 4, axis.0, axis.1, 0), accuracy: 1e-9)
        }
    }

    /// W and W/2 by default; the source's literal 320 and 160 pt with `literal320`.
    func testPanTravelsAScreenAndAHalf() {
        let canvas = Canvas(width: 375, height: 100, scale: 0.16)
        let screen = Bitmap(width: canvas.pixelWidth, height: canvas.pixelHeight, fill: .white)
        let context = EffectContext(canvas: canvas, screenA: screen, screenB: screen)
        let u = TimingCurve.easeInOut.value(0.4)
        for (literal, away) in [(false, 375.0), (true, 320.0)] {
            let pan = effect("vc-pan", ["literal320": .bool(literal)])
            let forward = pan.scene(direction: .to, progress: 0.4, in: context).layers
            XCTAssertEqual(forward[1].position.x - 187.5, away * (1 - u), accuracy: 1e-9, "B on top, coming from the right")
            XCTAssertEqual(forward[0].position.x - 187.5, -away / 2 * u, accuracy: 1e-9)
            let reverse = pan.scene(direction: .back, progress: 0.4, in: context).layers
            XCTAssertEqual(reverse[0].position.x - 187.5, -away / 2 * (1 - u), accuracy: 1e-9, "A underneath")
            XCTAssertEqual(reverse[1].position.x - 187.5, away * u, accuracy: 1e-9)
        }
        XCTAssertEqual(EffectID.named("vc-pan").descriptor.durations, DurationRule(to: 0.3, back: 0.3))
    }

    /// The poses scale with the screen; A hinges on its left edge; B starts beyond the right edge.
    func testNatGeoPoses() {
        let one = VCNatGeo.poses(scale: 1), double = VCNatGeo.poses(scale: 2)
        XCTAssertEqual(one.sourceFirst.m34, -1.0 / 500)
        XCTAssertEqual(double.sourceFirst.m34, -1.0 / 1000)
        // sourceLast: A's right edge (x = 320 from its left-edge anchor) swings back about 80°.
        let edge = one.sourceLast.apply(x: 320, y: 0)
        XCTAssertLessThan(edge.z, -400)
        let r = one.sourceLast.apply(x: 0, y: 0)
        XCTAssertEqual(r.x / r.w, 0, accuracy: 0.05, "moving 170 then turning 80° leaves the hinge near x = 0")
        XCTAssertEqual(
            double.sourceLast.apply(x: 640, y: 0).x / double.sourceLast.apply(x: 640, y: 0).w,
            2 * edge.x / edge.w, accuracy: 1e-9, "a similar picture at twice the size")
        let context = TestScreens.context()
        let natGeo = effect("vc-nat-geo")
        let start = natGeo.scene(direction: .to, progress: 1e-6, in: context).layers
        XCTAssertEqual(start[0].anchorPoint, Point(0, 0.5))
        XCTAssertEqual(start[0].position, Point(0, 50))
        XCTAssertEqual(TestScreens.render(natGeo, .to, 1e-6).differingPixels(a), 0, "B starts off screen to the right")
    }

    /// Fails unless every entry of `m` is within `accuracy` of `e`'s.
    private func assertTransform(_ m: Transform3D, _ e: Transform3D, accuracy: Double = 1e-9, line: UInt = #line) {
        let pairs = [
            (m.m11, e.m11), (m.m12, e.m12), (m.m13, e.m13), (m.m14, e.m14), (m.m21, e.m21), (m.m22, e.m22),
            (m.m23, e.m23), (m.m24, e.m24), (m.m31, e.m31), (m.m32, e.m32), (m.m33, e.m33), (m.m34, e.m34),
            (m.m41, e.m41), (m.m42, e.m42), (m.m43, e.m43), (m.m44, e.m44),
        ]
        for (i, (x, y)) in pairs.enumerated() where !(abs(x - y) <= accuracy) {
            XCTFail("entry \(i): \(x) vs \(y)", line: line)
        }
    }
}
