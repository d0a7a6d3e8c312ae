import XCTest
import XWTEngine
import XWTMotion

@testable import XWTEffects

/// XWMagicMove: cross-fade through the background, temporary views tweening
/// between the rectangles, hidden originals, image mode, the UIKit spring and XW's empty groups.
final class MagicMoveTests: XCTestCase {
    let a = TestScreens.screenA, b = TestScreens.screenB
    let w = TestScreens.canvas.pixelWidth, h = TestScreens.canvas.pixelHeight

    /// A growing element on the 60 × 100 test screens: (5, 10, 20, 20) on A → (20, 50, 36, 40) on B.
    /// At u = 0.5 its temporary view covers (12.5, 30, 28, 30), clear of the pixels probed below.
    let grows = MagicMove.SharedElement(onA: Rect(x: 5, y: 10, width: 20, height: 20), onB: Rect(x: 20, y: 50, width: 36, height: 40))
    /// Inside the A rectangle, outside the mid-run temporary view.
    let inAHole = (x: 6, y: 12)
    /// Inside the B rectangle, outside the mid-run temporary view.
    let inBHole = (x: 50, y: 80)
    /// Away from every rectangle.
    let away = (x: 2, y: 95)

    func effect(dampingEnable: Bool = false, imageMode: Bool = false, hideOriginals: Bool = true) -> MagicMove {
        MagicMove(elements: [grows], dampingEnable: dampingEnable, imageMode: imageMode, hideOriginals: hideOriginals)
    }

    var variants: [(name: String, effect: MagicMove)] {
        [
            ("default", effect()), ("spring", effect(dampingEnable: true)), ("image", effect(imageMode: true)),
            ("shown originals", effect(hideOriginals: false)),
        ]
    }

    // MARK: endpoint laws, parameters, determinism

    func testEndsAreTheScreensAndTheMiddleDiffersFromBoth() {
        for (name, effect) in variants {
            for direction in TransitionDirection.allCases {
                let (from, to) = direction == .to ? (a, b) : (b, a)
                let label = "\(name) \(direction.rawValue)"
                XCTAssertEqual(TestScreens.render(effect, direction, 0), from, label)
                XCTAssertEqual(TestScreens.render(effect, direction, 1), to, label)
                XCTAssertEqual(TestScreens.render(effect, direction, -0.3), from, label)
                XCTAssertEqual(TestScreens.render(effect, direction, 1.2), to, label)
                let middle = TestScreens.render(effect, direction, 0.5)
                XCTAssertGreaterThan(middle.differingPixels(from), 0, label)
                XCTAssertGreaterThan(middle.differingPixels(to), 0, label)
            }
        }
    }

    func testEveryParameterChangesTheMiddleFrame() {
        let base = TransitionDirection.allCases.map { TestScreens.render(effect(), $0, 0.5) }
        for (name, effect) in variants.dropFirst() {
            XCTAssertNotEqual(TransitionDirection.allCases.map { TestScreens.render(effect, $0, 0.5) }, base, name)
        }
    }

    func testDeterministicAndIndependentOfBands() {
        let context = TestScreens.context()
        for (name, effect) in variants {
            let scene = effect.scene(direction: .to, progress: 0.4, in: context)
            let one = Renderer(canvas: context.canvas, bands: 1).render(scene)
            XCTAssertEqual(Renderer(canvas: context.canvas, bands: 7).render(scene), one, name)
            XCTAssertEqual(TestScreens.render(effect, .to, 0.4), one, name)
        }
    }

    func testDemoGesture() {
        XCTAssertEqual(MagicMove(elements: []).gesture, GestureTraits.xw(timer: false, to: .down, back: .up))
    }

    // MARK: the cross-fade

    /// White screens over a black window: `u + (1 − u)²` of white, 0.75 at u = 0.5 (the dip).
    func testCrossFadeDipsTowardTheBackground() {
        let white = Bitmap(width: w, height: h, fill: .white)
        let context = EffectContext(canvas: TestScreens.canvas, screenA: white, screenB: white)
        for p in [0.1, 0.3, 0.5, 0.8] {
            let u = TimingCurve.easeInOut.value(p)
            let frame = TestScreens.render(effect(), .to, p, context: context)
            XCTAssertEqual(Double(frame[away.x, away.y].r), 255 * (u + (1 - u) * (1 - u)), accuracy: 1, "p = \(p)")
            XCTAssertEqual(frame[away.x, away.y].a, 255)
        }
    }

    /// Away from the elements every pixel is `to over (from over G)` at opacities u and 1 − u,
    /// also with a translucent window colour.
    func testCrossFadeFollowsTheCompositeEverywhereElse() {
        let window = Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.5)
        let context = EffectContext(canvas: TestScreens.canvas, screenA: a, screenB: b, background: window)
        for direction in TransitionDirection.allCases {
            let (from, to) = direction == .to ? (a, b) : (b, a)
            let u = TimingCurve.easeInOut.value(0.35)
            let frame = TestScreens.render(effect(), direction, 0.35, context: context)
            let expected = composite(from[away.x, away.y], to[away.x, away.y], u: u, window: window.premultiplied)
            assertClose(frame[away.x, away.y], expected, "\(direction.rawValue)")
        }
    }

    // MARK: hidden originals

    /// Each screen shows its own rectangle filled with the pixel just above its top edge's middle.
    func testOriginalsAreHiddenWithTheColourJustOutside() {
        let u = TimingCurve.easeInOut.value(0.5)
        let frame = TestScreens.render(effect(), .to, 0.5)
        let fillA = a[14, 9], fillB = b[37, 49]
        assertClose(frame[inAHole.x, inAHole.y], composite(fillA, b[inAHole.x, inAHole.y], u: u), "A's element")
        assertClose(frame[inBHole.x, inBHole.y], composite(a[inBHole.x, inBHole.y], fillB, u: u), "B's element")
        let shown = TestScreens.render(effect(hideOriginals: false), .to, 0.5)
        assertClose(shown[inAHole.x, inAHole.y], composite(a[inAHole.x, inAHole.y], b[inAHole.x, inAHole.y], u: u), "shown")
        // Back: B is the from screen, still hiding its own rectangle.
        let back = TestScreens.render(effect(), .back, 0.5)
        assertClose(back[inBHole.x, inBHole.y], composite(fillB, a[inBHole.x, inBHole.y], u: u), "back")
    }

    /// Fill sampling order: above, left, below, right of the edge middles; clear with no edge on screen.
    func testFillColourFallsBackAroundTheRectangle() {
        let canvas = TestScreens.canvas
        let top = CrossFadeKernel.Hole(covering: Rect(x: 10, y: 0, width: 20, height: 10), of: a, canvas: canvas)
        XCTAssertEqual(top.color, a[9, 4], "touching the top: left of the left edge")
        let banner = CrossFadeKernel.Hole(covering: Rect(x: 0, y: 0, width: 60, height: 30), of: a, canvas: canvas)
        XCTAssertEqual(banner.color, a[29, 30], "full-width banner: below")
        let whole = CrossFadeKernel.Hole(covering: Rect(x: -5, y: -5, width: 70, height: 110), of: a, canvas: canvas)
        XCTAssertEqual(whole.color, .clear)
        XCTAssertEqual(whole.columns, 0..<60)
        XCTAssertEqual(whole.rows, 0..<100)
        let off = CrossFadeKernel.Hole(covering: Rect(x: 70, y: 10, width: 5, height: 5), of: a, canvas: canvas)
        XCTAssertTrue(off.columns.isEmpty)
    }

    /// A hole covers exactly the pixels a non-antialiased layer with the same frame covers.
    func testHoleCoversThePixelsOfALayerWithTheSameFrame() {
        let canvas = Canvas(width: 30, height: 20, scale: 2)
        let screen = Bitmap(width: 60, height: 40)
        for rect in [
            Rect(x: 3.3, y: 4.75, width: 10.5, height: 7.25), Rect(x: 2.25, y: 1.25, width: 5.5, height: 3),
            Rect(x: 0.1, y: 0.2, width: 0.2, height: 0.2), Rect(x: 20, y: 10, width: 15, height: 15),
        ] {
            let hole = CrossFadeKernel.Hole(covering: rect, of: screen, canvas: canvas)
            let layer = Layer(frame: rect, content: .color(.white))
            let frame = Renderer(canvas: canvas, bands: 1).render(Scene(background: .clear, layers: [layer]))
            for y in 0..<40 {
                for x in 0..<60 {
                    XCTAssertEqual(frame[x, y].a == 255, hole.columns.contains(x) && hole.rows.contains(y), "\(rect) at (\(x), \(y))")
                }
            }
        }
    }

    // MARK: temporary views

    /// Frame = start → end linear in u = EIO(p); forward starts on A's rectangle, back on B's.
    func testTemporaryViewTweensBetweenTheRectangles() {
        let context = TestScreens.context()
        for direction in TransitionDirection.allCases {
            let (start, end) = direction == .to ? (grows.onA, grows.onB) : (grows.onB, grows.onA)
            for p in [0.2, 0.5, 0.9] {
                let u = TimingCurve.easeInOut.value(p)
                let scene = effect().scene(direction: direction, progress: p, in: context)
                XCTAssertEqual(scene.layers.count, 1)
                let view = scene.layers[0]
                XCTAssertEqual(view.bounds.width, start.width + (end.width - start.width) * u, accuracy: 1e-9)
                XCTAssertEqual(view.bounds.height, start.height + (end.height - start.height) * u, accuracy: 1e-9)
                XCTAssertEqual(view.position.x - view.bounds.width / 2, start.minX + (end.minX - start.minX) * u, accuracy: 1e-9)
                XCTAssertEqual(view.position.y - view.bounds.height / 2, start.minY + (end.minY - start.minY) * u, accuracy: 1e-9)
            }
        }
    }

    /// Snapshot: the from screen's crop of the start rectangle. Image mode: a growing element shows
    /// the to screen's crop of its end rectangle; a shrinking one (the back run here) is unchanged.
    func testSnapshotAndImageModeContents() {
        let context = TestScreens.context()
        func content(_ effect: MagicMove, _ direction: TransitionDirection) -> (Bitmap, Rect)? {
            guard case let .image(bitmap, rect) = effect.scene(direction: direction, progress: 0.5, in: context).layers[0].content else { return nil }
            return (bitmap, rect)
        }
        let unitA = Rect(x: 5.0 / 60, y: 0.1, width: 20.0 / 60, height: 0.2)
        let unitB = Rect(x: 20.0 / 60, y: 0.5, width: 36.0 / 60, height: 0.4)
        XCTAssertTrue(content(effect(), .to).map { $0 == (a, unitA) } ?? false)
        XCTAssertTrue(content(effect(imageMode: true), .to).map { $0 == (b, unitB) } ?? false)
        XCTAssertTrue(content(effect(), .back).map { $0 == (b, unitB) } ?? false)
        XCTAssertTrue(content(effect(imageMode: true), .back).map { $0 == (b, unitB) } ?? false)
    }

    /// Several pairs: one temporary view each, in order, on top of the cross-fade.
    func testOneTemporaryViewPerPairInOrder() {
        let second = MagicMove.SharedElement(onA: Rect(x: 40, y: 5, width: 10, height: 10), onB: Rect(x: 0, y: 0, width: 60, height: 20))
        let scene = MagicMove(elements: [grows, second]).scene(direction: .to, progress: 0.5, in: TestScreens.context())
        XCTAssertNotNil(scene.kernel)
        XCTAssertEqual(scene.layers.map(\.bounds), [Size(28, 30), Size(35, 15)])
    }

    // MARK: spring and XW's empty groups

    /// dampingEnable: ζ 0.55, v0 1/0.55 over the duration: ω0 = 23.04 rad/s for 0.5 s and the
    /// Spring-table samples (peak 1.127), frames overshooting with it; the back run uses backDuration.
    func testSpringMatchesTheTableAndOvershoots() {
        let springy = MagicMove(elements: [grows], dampingEnable: true, toDuration: 0.5, backDuration: 1.5)
        guard case let .spring(spring) = springy.toCurve, case let .spring(backSpring) = springy.backCurve else {
            return XCTFail("dampingEnable must use the spring")
        }
        XCTAssertEqual(spring.omega0, 23.04, accuracy: 0.01)
        XCTAssertEqual(spring.damping, 0.55)
        XCTAssertEqual(spring.initialVelocity, 1 / 0.55, accuracy: 1e-12)
        XCTAssertEqual(backSpring.duration, 1.5)
        let samples = [0, 0.451, 0.948, 1.123, 1.089, 1.020, 0.987, 0.986, 0.996, 1.001, 1]
        for (i, x) in samples.enumerated() {
            XCTAssertEqual(springy.toCurve.value(Double(i) / 10), x, accuracy: 0.0015, "t/T = \(Double(i) / 10)")
        }
        let view = springy.scene(direction: .to, progress: 0.3, in: TestScreens.context()).layers[0]
        XCTAssertGreaterThan(view.bounds.width, grows.onB.width, "the spring overshoots the end size")
        XCTAssertEqual(
            MagicMove.frame(from: grows.onB, to: Rect(x: 0, y: 0, width: 1, height: 1), at: 1.2).size, Size(0, 0),
            "an overshooting shrink stops at size 0")
    }

    /// XW gives up without a pair (its groups are empty or differ in count): the to screen at once.
    func testNoPairsShowsTheToScreenAtOnce() {
        let none = MagicMove(elements: [])
        for p in [0, 0.5, 1] {
            XCTAssertEqual(TestScreens.render(none, .to, p), b)
            XCTAssertEqual(TestScreens.render(none, .back, p), a)
        }
    }

    // MARK: helpers

    /// `to` at opacity u over (`from` at opacity 1 − u over `window`), premultiplied, in reals.
    private func composite(_ from: RGBA8, _ to: RGBA8, u: Double, window: RGBA8 = .black) -> RGBA8 {
        func over(_ top: RGBA8, _ alpha: Double, _ below: RGBA8) -> RGBA8 {
            let keep = 1 - alpha * Double(top.a) / 255
            func c(_ t: UInt8, _ b: UInt8) -> UInt8 { UInt8((alpha * Double(t) + keep * Double(b)).rounded()) }
            return RGBA8(r: c(top.r, below.r), g: c(top.g, below.g), b: c(top.b, below.b), a: c(top.a, below.a))
        }
        return over(to, u, over(from, 1 - u, window))
    }

    private func assertClose(_ actual: RGBA8, _ expected: RGBA8, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        let pairs = [(actual.r, expected.r), (actual.g, expected.g), (actual.b, expected.b), (actual.a, expected.a)]
        for (x, y) in pairs where abs(Int(x) - Int(y)) > 1 {
            XCTFail("\(label): \(actual) is not \(expected)", file: file, line: line)
            return
        }
    }
}
