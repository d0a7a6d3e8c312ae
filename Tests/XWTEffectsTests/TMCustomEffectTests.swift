import Foundation
import XCTest
import XWTEngine
import XWTMotion

@testable import XWTEffects

/// TransitionManager's own animations: Page (`TransitionAnimator+Page.m`), Portal
/// (`TransitionAnimator+Portal.m`), RotationPresent (`TransitionAnimator+RotationPresent.m`) and
/// ViewMove (`TransitionAnimatorViewMove.m`): closed forms, which screen is painted where, and the
/// demo's gestures.
final class TMCustomEffectTests: XCTestCase {
    let a = TestScreens.screenA, b = TestScreens.screenB
    let w = TestScreens.canvas.size.width, h = TestScreens.canvas.size.height

    func effect<E: CatalogEffect>(_ type: E.Type, _ values: [String: ParameterValue] = [:]) -> E {
        E(TestScreens.parameters(.named(E.descriptor.id), values))
    }

    // MARK: page

    /// The forward page transform is Core Animation's decomposed tween from the identity carrying
    /// m34 = −1/700 to the bare 90° rotation: angle u·a, perspective (1 − u)·m34 about the hinge, so
    /// (x, y) ↦ (x_r, y_r)/w with w = 1 − (1 − u)·z_r/700.
    func testPageForwardPerspectiveIsTheDecomposedClosedForm() {
        for side in Side.allCases {
            let page = effect(TMPage.self, ["direction": .choice(side.rawValue)])
            let (anchor, turned) = page.hinge
            let angle: Double, aboutY: Bool
            switch side {
            case .left: (angle, aboutY) = (-Double.pi / 2, true)
            case .right: (angle, aboutY) = (Double.pi / 2, true)
            case .top: (angle, aboutY) = (Double.pi / 2, false)
            case .bottom: (angle, aboutY) = (-Double.pi / 2, false)
            }
            // The corners of a 375 × 667-pt page, measured from the hinge.
            let (pw, ph) = (375.0, 667.0)
            let corners = [(0.0, 0.0), (pw, 0), (0, ph), (pw, ph)].map { Point($0.0 - anchor.x * pw, $0.1 - anchor.y * ph) }
            for u in [0.1, 0.35, 0.5, 0.75, 0.9] {
                let transform = TMPage.forwardTransform(turned: turned, u: u)
                let theta = u * angle
                for q in corners {
                    let r =
                        aboutY
                        ? (x: q.x * cos(theta), y: q.y, z: -q.x * sin(theta))
                        : (x: q.x, y: q.y * cos(theta), z: q.y * sin(theta))
                    let depth = 1 - (1 - u) * r.z / TMPage.eyeDistance
                    let got = transform.project(q)
                    let label = "\(side) u \(u) corner (\(q.x), \(q.y))"
                    XCTAssertEqual(got.x, r.x / depth, accuracy: 1e-9, label)
                    XCTAssertEqual(got.y, r.y / depth, accuracy: 1e-9, label)
                    // The free edge swings toward the viewer (z > 0) and is magnified mid-run.
                    XCTAssertGreaterThanOrEqual(r.z, 0, label)
                }
            }
            // Mid-run the perspective is neither gone nor the full −1/700 of a fixed camera.
            let free = corners.max { abs($0.x) + abs($0.y) < abs($1.x) + abs($1.y) }!
            let mid = TMPage.forwardTransform(turned: turned, u: 0.5).apply(x: free.x, y: free.y)
            XCTAssertLessThan(mid.w, 0.95, "\(side): no perspective at u = 0.5")
            XCTAssertGreaterThan(mid.w, 1 - mid.z / TMPage.eyeDistance + 0.05, "\(side): the perspective did not fade")
        }
    }

    /// Back: B's opacity goes 1 → 0.2 over the black window while the page turns back; where the
    /// page does not reach yet, the pixel is B at opacity 1 − 0.8·u.
    func testPageBackDimsTheFromScreenToOneFifth() {
        let page = effect(TMPage.self, ["direction": .choice("left")])
        let p = 0.2, u = TimingCurve.easeInOut.value(p)
        let frame = TestScreens.render(page, .back, p)
        var dimmed = Layer(frame: Rect(x: 0, y: 0, width: w, height: h), content: .image(b))
        dimmed.opacity = 1 - 0.8 * u
        let expected = Renderer(canvas: TestScreens.canvas, bands: 1).render(Scene(layers: [dimmed]))
        for y in [5, 50, 95] {
            for x in [40, 59] {
                XCTAssertEqual(frame[x, y], expected[x, y], "(\(x), \(y))")
                XCTAssertNotEqual(frame[x, y], b[x, y], "(\(x), \(y)) is not dimmed")
            }
        }
        XCTAssertEqual(page.scene(direction: .back, progress: 1, in: TestScreens.context()).layers[0].opacity, TMPage.backOpacity)
    }

    // MARK: portal

    /// Doors are painted from A for open and from B for close, in both directions; at u = 0.5 each
    /// has slid a quarter of the width, showing the inner quarter of its half, and the gap shows the
    /// other screen at full size (normal).
    func testPortalDoorsComeFromAForOpenAndBForClose() {
        let p = 0.5
        XCTAssertEqual(TimingCurve.easeInOut.value(p), 0.5, accuracy: 1e-12)
        for (mode, doors, behind) in [("open", a, b), ("close", b, a)] {
            for direction in TransitionDirection.allCases {
                let portal = effect(TMNormalPortal.self, ["mode": .choice(mode), "axis": .choice("horizontal")])
                let frame = TestScreens.render(portal, direction, p)
                let label = "\(mode) \(direction.rawValue)"
                for y in [3, 50, 97] {
                    XCTAssertEqual(frame[5, y], doors[20, y], "\(label): left door at (5, \(y))")
                    XCTAssertEqual(frame[30, y], behind[30, y], "\(label): the gap at (30, \(y))")
                    XCTAssertEqual(frame[50, y], doors[35, y], "\(label): right door at (50, \(y))")
                }
            }
        }
        let vertical = TestScreens.render(effect(TMNormalPortal.self, ["mode": .choice("open"), "axis": .choice("vertical")]), .to, p)
        XCTAssertEqual(vertical[30, 10], a[30, 35], "top door")
        XCTAssertEqual(vertical[30, 50], b[30, 50], "the gap")
        XCTAssertEqual(vertical[30, 90], a[30, 65], "bottom door")
    }

    /// The back run retraces the forward run (same doors, same screen behind): back at p equals
    /// forward at 1 − p, for every kind, mode and axis.
    func testPortalBackRetracesForward() {
        for type in [TMNormalPortal.self, TMSolidPortal.self] as [any CatalogEffect.Type] {
            for mode in ["open", "close"] {
                for axis in ["horizontal", "vertical"] {
                    let portal = type.init(TestScreens.parameters(.named(type.descriptor.id), ["mode": .choice(mode), "axis": .choice(axis)]))
                    for p in [0.2, 0.5, 0.7] {
                        XCTAssertEqual(
                            TestScreens.render(portal, .back, p), TestScreens.render(portal, .to, 1 - p),
                            "\(type.descriptor.id) \(mode) \(axis) p \(p)")
                    }
                }
            }
        }
    }

    /// Solid: the screen behind is scaled 0.6 + 0.4·apart about the centre, the window around it;
    /// Solid Close's back run zooms A from 0.6 up to exactly 1 and never past it (no bounce).
    func testSolidPortalZoomsBetweenSixTenthsAndOne() {
        let context = TestScreens.context()
        let close = effect(TMSolidPortal.self, ["mode": .choice("close")])
        var previous = 0.0
        for i in 0...20 {
            let p = Double(i) / 20
            let scale = close.scene(direction: .back, progress: p, in: context).layers[0].transform.m11
            XCTAssertEqual(scale, 0.6 + 0.4 * TimingCurve.easeInOut.value(p), accuracy: 1e-12, "p \(p)")
            XCTAssertGreaterThanOrEqual(scale, previous, "p \(p): the zoom turns back")
            XCTAssertLessThanOrEqual(scale, 1, "p \(p)")
            previous = scale
        }
        XCTAssertEqual(previous, 1, accuracy: 1e-15)
        // Forward Close: A shrinks under closing doors of B; mid-run the window shows above A.
        let frame = TestScreens.render(close, .to, 0.5)
        XCTAssertEqual(frame[30, 2], .black, "the window above A scaled 0.8")
        XCTAssertNotEqual(frame[30, 50], .black)
        let normal = TestScreens.render(effect(TMNormalPortal.self, ["mode": .choice("close")]), .to, 0.5)
        XCTAssertEqual(normal[30, 2], a[30, 2], "normal: A at full size")
    }

    // MARK: rotation present

    /// The card pivots about (W/2, 2H), one screen height below the bottom edge: its anchor stays
    /// there at every angle and its centre moves on a circle of radius 1.5·H; it starts far left
    /// (FromLeft, −90°) or far right (FromRight, +90°).
    func testRotationPresentPivotsOneScreenHeightBelow() {
        let context = TestScreens.context()
        for angle in [-Double.pi / 2, -0.7, 0, 0.3, Double.pi / 2] {
            let card = TMRotationPresent.card(b, angle: angle, in: context)
            XCTAssertEqual(card.position.x, w / 2, accuracy: 1e-12)
            XCTAssertEqual(card.position.y, 2 * h, accuracy: 1e-12)
            XCTAssertEqual(card.anchorPoint, Point(0.5, 2))
            // The centre is 1.5·H above the anchor in the card's own coordinates.
            let centre = card.transform.project(Point(0, -1.5 * h))
            XCTAssertEqual(card.position.x + centre.x, w / 2 + 1.5 * h * sin(angle), accuracy: 1e-9, "angle \(angle)")
            XCTAssertEqual(card.position.y + centre.y, 2 * h - 1.5 * h * cos(angle), accuracy: 1e-9, "angle \(angle)")
        }
        for (from, sign) in [("left", -1.0), ("right", 1.0)] {
            let effect = effect(TMRotationPresent.self, ["direction": .choice(from)])
            XCTAssertEqual(effect.startAngle, sign * Double.pi / 2)
            let start = effect.scene(direction: .to, progress: 0, in: context).layers[1]
            let centre = start.transform.project(Point(0, -1.5 * h))
            XCTAssertEqual(start.position.x + centre.x, w / 2 + sign * 1.5 * h, accuracy: 1e-9, from)
            XCTAssertEqual(start.position.y + centre.y, 2 * h, accuracy: 1e-9, from)
        }
    }

    /// Forward on TM's spring (ζ 0.7, v0 1/0.7): the card overshoots a few degrees past upright;
    /// back ease-in-out swings it out the other side (FromLeft → +90°).
    func testRotationPresentSpringOvershootsAndTheBackRunSwingsOut() {
        let context = TestScreens.context()
        let fromLeft = effect(TMRotationPresent.self, ["direction": .choice("left")])
        XCTAssertEqual(fromLeft.spring.damping, 0.7)
        XCTAssertEqual(fromLeft.spring.initialVelocity, 1 / 0.7, accuracy: 1e-15)
        XCTAssertEqual(fromLeft.spring.omega0, 19.36, accuracy: 0.01)
        let angles = (0...50).map { i -> Double in
            let t = fromLeft.scene(direction: .to, progress: Double(i) / 50, in: context).layers[1].transform
            return atan2(t.m12, t.m11)
        }
        XCTAssertEqual(angles.first!, -Double.pi / 2, accuracy: 1e-12)
        XCTAssertEqual(angles.last!, 0, accuracy: 1e-12)
        let peak = angles.max()!
        XCTAssertGreaterThan(peak, 0.03, "no overshoot past upright")
        XCTAssertLessThan(peak, 0.1)
        let back = fromLeft.scene(direction: .back, progress: 1, in: context).layers[1].transform
        XCTAssertEqual(atan2(back.m12, back.m11), Double.pi / 2, accuracy: 1e-12)
        XCTAssertEqual(TestScreens.render(fromLeft, .back, 0.999).differingPixels(a), 0, "the card has left the screen")
    }

    // MARK: view move

    /// Same-sized rectangles inside the 60 × 100 test screens: start on A, end on B.
    let smallViews: ParameterValue = .rectPairs([RectPair(Rect(x: 4, y: 8, width: 20, height: 20), Rect(x: 30, y: 60, width: 20, height: 20))])

    /// Same-sized rectangles at whole points: the flying snapshot is an exact copy of A's start
    /// view at the frame halfway between them, in both directions (the back run flies the kept
    /// snapshot of the start view home).
    func testViewMoveFliesTheStartViewsSnapshot() {
        let move = effect(TMViewMove.self, ["views": smallViews])
        for direction in TransitionDirection.allCases {
            let frame = TestScreens.render(move, direction, 0.5)
            for (x, y) in [(0, 0), (7, 3), (19, 19), (10, 15)] {
                XCTAssertEqual(frame[17 + x, 34 + y], a[4 + x, 8 + y], "\(direction.rawValue) (\(x), \(y))")
            }
        }
    }

    /// Forward A fades out under B through the window; back A stays opaque under B fading out, so
    /// the window colour shows only in the forward run.
    func testViewMoveForwardFadesThroughTheWindowAndTheBackRunDoesNot() {
        let move = effect(TMViewMove.self, ["views": smallViews])
        func frame(_ direction: TransitionDirection, _ background: Color) -> Bitmap {
            let context = EffectContext(canvas: TestScreens.canvas, screenA: a, screenB: b, background: background)
            return TestScreens.render(move, direction, 0.5, context: context)
        }
        XCTAssertNotEqual(frame(.to, .black), frame(.to, .white))
        XCTAssertEqual(frame(.back, .black), frame(.back, .white))
    }

    /// The hole hides only the moving view: B's floating controls (`controlsB`) stay over the
    /// filled end rectangle, fading with B. With flat screens, a control pixel (translucent green
    /// over the blue fill) shows exactly what a B of that colour shows outside every rectangle, and
    /// the hole beside it the fill, in both directions. Without the overlay the control vanishes.
    func testViewMoveKeepsBsFloatingControlsOverTheHiddenView() {
        let move = effect(TMViewMove.self, ["views": smallViews])
        let red = RGBA8(r: 200, g: 30, b: 20), blue = RGBA8(r: 10, g: 40, b: 220), control = RGBA8(r: 0, g: 128, b: 0, a: 128)
        func flat(_ c: RGBA8) -> Bitmap { Bitmap(width: 60, height: 100, fill: c) }
        var controls = Bitmap(width: 60, height: 100)
        for y in 60..<70 { for x in 30..<50 { controls[x, y] = control } }
        let withControls = EffectContext(canvas: TestScreens.canvas, screenA: flat(red), screenB: flat(blue), controls: (nil, controls))
        let over = PackedPixel.over(blue.word, control.word)
        let controlOverFill = RGBA8(r: UInt8(over & 0xFF), g: UInt8(over >> 8 & 0xFF), b: UInt8(over >> 16 & 0xFF), a: UInt8(over >> 24))
        for direction in TransitionDirection.allCases {
            func reference(_ b: RGBA8) -> RGBA8 {
                let context = EffectContext(canvas: TestScreens.canvas, screenA: flat(red), screenB: flat(b))
                return TestScreens.render(move, direction, 0.5, context: context)[5, 90]
            }
            let frame = TestScreens.render(move, direction, 0.5, context: withControls)
            XCTAssertEqual(frame[40, 65], reference(controlOverFill), "\(direction.rawValue): the control over the hidden view")
            XCTAssertEqual(frame[40, 75], reference(blue), "\(direction.rawValue): the hole's fill beside it")
            XCTAssertNotEqual(reference(controlOverFill), reference(blue), "\(direction.rawValue): the control shows")
        }
    }

    /// Spring: the frame overshoots the end rectangle; normal: it never leaves the segment.
    func testViewMoveSpringOvershoots() {
        let endX = 30.0
        for (style, overshoots) in [("normal", false), ("spring", true)] {
            let move = effect(TMViewMove.self, ["views": smallViews, "style": .choice(style)])
            let furthest = (1..<50).map { i -> Double in
                let layer = move.scene(direction: .to, progress: Double(i) / 50, in: TestScreens.context()).layers[0]
                return layer.position.x - layer.bounds.width / 2
            }.max()!
            XCTAssertEqual(furthest > endX + 0.5, overshoots, style)
        }
    }

    /// `views` holds exactly one pair (TM moves one view).
    func testViewMoveTakesExactlyOnePair() {
        let pair = RectPair(Rect(x: 4, y: 8, width: 20, height: 20), Rect(x: 30, y: 60, width: 20, height: 20))
        for pairs in [[], [pair, pair]] {
            XCTAssertThrowsError(try EffectParameters(effect: .named("tm-view-move"), values: ["views": .rectPairs(pairs)])) { error in
                let text = "\(error)"
                XCTAssertTrue(text.contains("parameter \"views\": expected a list of one rectangle pair"), text)
            }
        }
    }

    // MARK: gestures

    /// The demo's pushes pop with a pan on Left|Right, its presents dismiss with a pan Down.
    func testGesturesFollowTheDemo() {
        func traits(_ id: String, _ values: [String: ParameterValue] = [:]) -> GestureTraits {
            EffectID.named(id).gesture(TestScreens.parameters(.named(id), values))
        }
        let push = TMGestureModel(directions: [.left, .right]), present = TMGestureModel(directions: .down)
        XCTAssertEqual(traits("tm-page"), GestureTraits(model: push, toGesture: .left, backGesture: .right))
        XCTAssertEqual(traits("tm-page", ["direction": .choice("right")]), GestureTraits(model: push, toGesture: .right, backGesture: .left))
        XCTAssertEqual(traits("tm-normal-portal"), GestureTraits(model: push, toGesture: .left, backGesture: .right))
        let shrunk = TMGestureModel(directions: .down, viewScale: 0.6)
        XCTAssertEqual(traits("tm-solid-portal", ["axis": .choice("vertical")]), GestureTraits(model: shrunk, toGesture: .up, backGesture: .down))
        XCTAssertEqual(
            traits("tm-solid-portal", ["axis": .choice("vertical"), "mode": .choice("close")]),
            GestureTraits(model: present, toGesture: .up, backGesture: .down))
        XCTAssertEqual(
            traits("tm-normal-portal", ["axis": .choice("vertical")]), GestureTraits(model: present, toGesture: .up, backGesture: .down))
        XCTAssertEqual(traits("tm-rotation-present"), GestureTraits(model: present, toGesture: .up, backGesture: .down))
        XCTAssertEqual(traits("tm-view-move"), GestureTraits(model: push, toGesture: .left, backGesture: .right))
    }

    /// Solid Open's back run shrinks the pushed screen to 0.6 at once and TM reads the pan in that
    /// screen's coordinates: 105 pt of a 375-pt screen reads 105 / (0.6 × 375) = 0.467 and
    /// finishes (0.28 on the bare screen would cancel); Solid Close and Normal read 0.28.
    func testSolidOpenBackPanReadsTravelOverTheShrunkenScreen() throws {
        let screen = Size(375, 667)
        let pan = PanAct(transition: .back, direction: .right, distance: 105, duration: 0.45)
        func release(_ id: String, _ mode: String) throws -> PanRelease {
            let model = EffectID.named(id).gesture(TestScreens.parameters(.named(id), ["mode": .choice(mode)])).model
            let timeline = try Timeline(
                acts: [.animate(.to), .pan(pan), .hold(seconds: 0.6)], config: TimelineConfig(fps: 60, canvas: screen, gesture: model))
            return try XCTUnwrap(timeline.releases.first)
        }
        let open = try release("tm-solid-portal", "open")
        XCTAssertEqual(open.percent, 105 / (0.6 * 375), accuracy: 1e-12)
        XCTAssertEqual(open.outcome, .finished)
        for (id, mode) in [("tm-solid-portal", "close"), ("tm-normal-portal", "open"), ("tm-normal-portal", "close")] {
            let plain = try release(id, mode)
            XCTAssertEqual(plain.percent, 105 / 375, accuracy: 1e-12, "\(id) \(mode)")
            XCTAssertEqual(plain.outcome, .cancelled, "\(id) \(mode)")
        }
    }
}
