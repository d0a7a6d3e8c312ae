import XCTest
import XWTEngine
import XWTMotion

@testable import XWTEffects

/// XWCool PageFlip, Portal and Fold: endpoint laws, parameters and
/// the closed forms of the sources, on the small synthetic screens.
final class CoolPageFlipPortalFoldTests: XCTestCase {
    let a = TestScreens.screenA, b = TestScreens.screenB
    let w = TestScreens.canvas.size.width, h = TestScreens.canvas.size.height

    /// Every effect of this file in its variants (fold: both directions, strip edges on pixel
    /// centres with N = 4 on the 60-pt screen, whole-point strips with N = 3, and a single fold).
    var effects: [(name: String, effect: any TransitionEffect)] {
        [
            ("page-flip", CoolPageFlip()), ("portal", CoolPortal()),
            ("fold left 4", CoolFold(side: .left, foldCount: 4)), ("fold right 4", CoolFold(side: .right, foldCount: 4)),
            ("fold left 3", CoolFold(side: .left, foldCount: 3)), ("fold right 1", CoolFold(side: .right, foldCount: 1)),
        ]
    }

    // MARK: shared laws

    func testEndsAreTheScreensAndTheMiddleDiffersFromBoth() {
        for (name, effect) in effects {
            for direction in TransitionDirection.allCases {
                let (from, to) = direction == .to ? (a, b) : (b, a)
                let label = "\(name) \(direction.rawValue)"
                let start = TestScreens.render(effect, direction, 0), end = TestScreens.render(effect, direction, 1)
                XCTAssertEqual(start.differingPixels(from), 0, "\(label): p = 0 is not the from screen")
                XCTAssertEqual(end.differingPixels(to), 0, "\(label): p = 1 is not the to screen")
                let middle = TestScreens.render(effect, direction, 0.5)
                XCTAssertGreaterThan(middle.differingPixels(from), 0, "\(label): p = 0.5 equals the from screen")
                XCTAssertGreaterThan(middle.differingPixels(to), 0, "\(label): p = 0.5 equals the to screen")
                XCTAssertEqual(TestScreens.render(effect, direction, -0.2), start, "\(label): p < 0 is not clamped")
                XCTAssertEqual(TestScreens.render(effect, direction, 1.3), end, "\(label): p > 1 is not clamped")
            }
        }
    }

    /// Same frame on every run and for any number of render bands.
    func testDeterministicAcrossRunsAndBands() {
        let context = TestScreens.context()
        for (name, effect) in effects {
            for direction in TransitionDirection.allCases {
                let scene = effect.scene(direction: direction, progress: 0.37, in: context)
                let one = Renderer(canvas: context.canvas, bands: 1).render(scene)
                XCTAssertEqual(Renderer(canvas: context.canvas, bands: 3).render(scene), one, name)
                XCTAssertEqual(TestScreens.render(effect, direction, 0.37), one, name)
            }
        }
    }

    /// Demo pans; every Cool effect finishes through UIKit, not the timer.
    func testGestureTraits() {
        XCTAssertEqual(CoolPageFlip().gesture, GestureTraits.xw(timer: false, to: .left, back: .right))
        XCTAssertEqual(CoolPortal().gesture, GestureTraits.xw(timer: false, to: .down, back: .up))
        XCTAssertEqual(CoolFold(side: .left, foldCount: 4).gesture, GestureTraits.xw(timer: false, to: .right, back: .left))
        XCTAssertEqual(CoolFold(side: .right, foldCount: 4).gesture, GestureTraits.xw(timer: false, to: .left, back: .right))
    }

    // MARK: page-flip

    /// The page hinges on the left edge and its free edge comes toward the viewer; at the end it
    /// stands edge-on over x = 0. Container perspective m34 = −0.002.
    func testPageFlipTurnsTowardTheViewerAboutTheLeftEdge() {
        let context = TestScreens.context()
        let scene = CoolPageFlip().scene(direction: .to, progress: 0.3, in: context)
        XCTAssertEqual(scene.sublayerTransform.m34, -0.002, accuracy: 1e-15)
        let page = scene.layers[1]
        XCTAssertEqual(page.anchorPoint, Point(0, 0.5))
        XCTAssertEqual(page.position, Point(0, h / 2))
        XCTAssertGreaterThan(page.transform.apply(x: w, y: 0).z, 0, "the free edge should come toward the viewer")
        let end = CoolPageFlip().scene(direction: .to, progress: 1, in: context).layers[1].transform.apply(x: w, y: 0)
        XCTAssertEqual(end.x, 0, accuracy: 1e-12)
        XCTAssertEqual(end.z, w, accuracy: 1e-12)
    }

    /// B starts solid black (shadowB opacity 1) and brightens as 1 − opacity = u; the page's
    /// shadowA runs 0 → u. The back run swaps them back.
    func testPageFlipShadows() {
        let context = TestScreens.context()
        func shadows(_ direction: TransitionDirection, _ p: Double) -> (b: Double, page: Double) {
            let layers = CoolPageFlip().scene(direction: direction, progress: p, in: context).layers
            guard case let .color(color) = layers[0].sublayers[0].content else { XCTFail("shadowB is not solid"); return (0, 0) }
            XCTAssertEqual(color, .black)
            return (layers[0].sublayers[0].opacity, layers[1].sublayers[0].opacity)
        }
        XCTAssertEqual(shadows(.to, 0).b, 1)
        XCTAssertEqual(shadows(.to, 0).page, 0)
        let u = TimingCurve.easeInOut.value(0.3)
        XCTAssertEqual(shadows(.to, 0.3).b, 1 - u, accuracy: 1e-12)
        XCTAssertEqual(shadows(.to, 0.3).page, u, accuracy: 1e-12)
        XCTAssertEqual(shadows(.back, 0).b, 0)
        XCTAssertEqual(shadows(.back, 0).page, 1)
        XCTAssertEqual(shadows(.back, 1).b, 1)
    }

    /// Where the page has uncovered it, B shows darkened by its black overlay: B·u (±1 rounding).
    func testPageFlipUncoveredBIsDarkenedByTheShadow() {
        let p = 0.6, u = TimingCurve.easeInOut.value(p)
        let frame = TestScreens.render(CoolPageFlip(), .to, p)
        for y in [10, 50, 90] {
            let x = TestScreens.canvas.pixelWidth - 1
            let got = frame[x, y], source = b[x, y]
            for (g, s) in [(got.r, source.r), (got.g, source.g), (got.b, source.b)] {
                XCTAssertEqual(Double(g), Double(s) * u, accuracy: 1, "(\(x), \(y))")
            }
            XCTAssertEqual(got.a, 255)
        }
    }

    // MARK: portal

    /// B's scale about the centre: 0.8 while the doors are shut (forward start, back end), 1 open.
    func testPortalScale() {
        let context = TestScreens.context()
        func scale(_ direction: TransitionDirection, _ p: Double) -> Double {
            let t = CoolPortal().scene(direction: direction, progress: p, in: context).layers[0].transform
            XCTAssertEqual(t.m11, t.m22)
            return t.m11
        }
        XCTAssertEqual(scale(.to, 0), 0.8)
        XCTAssertEqual(scale(.to, 1), 1)
        XCTAssertEqual(scale(.back, 0), 1)
        XCTAssertEqual(scale(.back, 1), 0.8, accuracy: 1e-15)
        let u = TimingCurve.easeOut.value(0.4)
        XCTAssertEqual(scale(.to, 0.4), 0.8 + 0.2 * u, accuracy: 1e-12)
        XCTAssertEqual(scale(.back, 0.4), 1 - 0.2 * u, accuracy: 1e-12)
    }

    /// Doors: A's halves, each sliding W/2 outward (forward) or in from outside (back), ease-out.
    func testPortalDoors() {
        let context = TestScreens.context()
        let u = TimingCurve.easeOut.value(0.3)
        let to = CoolPortal().scene(direction: .to, progress: 0.3, in: context).layers
        XCTAssertEqual(to[1].position.x, w / 4 - w / 2 * u, accuracy: 1e-12)
        XCTAssertEqual(to[2].position.x, 3 * w / 4 + w / 2 * u, accuracy: 1e-12)
        let back = CoolPortal().scene(direction: .back, progress: 0, in: context).layers
        XCTAssertEqual(back[1].position.x, -w / 4, "the left door starts at x = −W/2")
        XCTAssertEqual(back[2].position.x, w + w / 4, "the right door starts at x = W")
        guard case let .image(_, rect) = to[2].content else { return XCTFail("the door shows no image") }
        XCTAssertEqual(rect, Rect(x: 0.5, y: 0, width: 0.5, height: 1))
    }

    /// Early in the forward run the gap between the doors shows the shrunken B with the black
    /// container background above and below it.
    func testPortalShowsBlackMarginsAroundB() {
        let frame = TestScreens.render(CoolPortal(), .to, 0.1)
        XCTAssertEqual(frame[30, 1], .black)
        XCTAssertEqual(frame[30, 98], .black)
        XCTAssertNotEqual(frame[30, 50], .black)
    }

    // MARK: fold

    /// 4N strips of width W/(2N), per pair from-left, from-right, to-left, to-right; left strips
    /// hinge on their left edge at 2i·fw, right strips on their right edge at (2i + 2)·fw.
    func testFoldStrips() {
        let canvas = Canvas(width: 375, height: 667, scale: 1)
        let screen = Bitmap(width: 375, height: 667, fill: .white)
        let context = EffectContext(canvas: canvas, screenA: screen, screenB: screen)
        for n in [1, 4, 5] {
            let fw = 375.0 / Double(2 * n)
            XCTAssertEqual(AccordionFold.stripWidth(canvasWidth: 375, foldCount: n), fw)
            let layers = CoolFold(side: .left, foldCount: n).scene(direction: .to, progress: 0, in: context).layers
            XCTAssertEqual(layers.count, 4 * n)
            for i in 0..<n {
                let off = 2 * Double(i) * fw
                for (k, layer) in layers[(4 * i)..<(4 * i + 4)].enumerated() {
                    let left = k % 2 == 0
                    XCTAssertEqual(layer.bounds, Size(fw, 667))
                    XCTAssertEqual(layer.anchorPoint, Point(left ? 0 : 1, 0.5))
                    guard case let .image(_, rect) = layer.content else { return XCTFail("a strip shows no image") }
                    XCTAssertEqual(rect.minX * 375, left ? off : off + fw, accuracy: 1e-9)
                    XCTAssertEqual(rect.width * 375, fw, accuracy: 1e-9)
                }
                XCTAssertEqual(layers[4 * i].position.x, off, accuracy: 1e-9)
                XCTAssertEqual(layers[4 * i + 1].position.x, off + 2 * fw, accuracy: 1e-9)
                // FoldFromLeft forward: F = YES, the to strips start at the left edge.
                XCTAssertEqual(layers[4 * i + 2].position.x, 0)
                XCTAssertEqual(layers[4 * i + 3].position.x, 0)
            }
        }
    }

    /// F = YES for FoldFromLeft forward and FoldFromRight back; NO for the other two runs.
    func testFoldFlag() {
        let left = CoolFold(side: .left, foldCount: 4), right = CoolFold(side: .right, foldCount: 4)
        XCTAssertTrue(left.unfoldsFromLeft(.to))
        XCTAssertFalse(left.unfoldsFromLeft(.back))
        XCTAssertFalse(right.unfoldsFromLeft(.to))
        XCTAssertTrue(right.unfoldsFromLeft(.back))
        // F = NO: from strips gather at x = 0, to strips start at x = W.
        let layers = right.scene(direction: .to, progress: 1, in: TestScreens.context()).layers
        XCTAssertEqual(layers[0].position.x, 0)
        XCTAssertEqual(right.scene(direction: .to, progress: 0, in: TestScreens.context()).layers[3].position.x, w)
    }

    /// Mid-run poses: from strips rotate ±90°·u about Y with their own m34 = −0.005·u after the
    /// rotation (Core Animation's decomposed tween of identity → R·P); to strips ±90°·(1 − u);
    /// positions slide linearly in u; shadows from-strips u, to-strips 1 − u; container m34 −0.005.
    func testFoldPoses() {
        let p = 0.35, u = TimingCurve.easeInOut.value(p)
        let fw = w / 8
        let scene = CoolFold(side: .left, foldCount: 4).scene(direction: .to, progress: p, in: TestScreens.context())
        XCTAssertEqual(scene.sublayerTransform.m34, -0.005, accuracy: 1e-15)
        let angle = Double.pi / 2 * u
        var ownPerspective = Transform3D.identity
        ownPerspective.m34 = -0.005 * u
        let expected: [Transform3D] = [
            Transform3D.rotation(angle, 0, 1, 0).concatenating(ownPerspective),
            Transform3D.rotation(-angle, 0, 1, 0).concatenating(ownPerspective),
            Transform3D.rotation(Double.pi / 2 - angle, 0, 1, 0),
            Transform3D.rotation(angle - Double.pi / 2, 0, 1, 0),
        ]
        let i = 2, off = 2 * Double(i) * fw
        let strips = Array(scene.layers[(4 * i)..<(4 * i + 4)])
        for (k, strip) in strips.enumerated() {
            assertClose(strip.transform, expected[k], "strip \(k)")
            XCTAssertEqual(strip.sublayers[0].opacity, k < 2 ? u : 1 - u, accuracy: 1e-12)
        }
        XCTAssertEqual(strips[0].position.x, off + (w - off) * u, accuracy: 1e-9)
        XCTAssertEqual(strips[1].position.x, off + 2 * fw + (w - off - 2 * fw) * u, accuracy: 1e-9)
        XCTAssertEqual(strips[2].position.x, off * u, accuracy: 1e-9)
        XCTAssertEqual(strips[3].position.x, (off + 2 * fw) * u, accuracy: 1e-9)
        // Valley fold: the inner crease of a pair recedes (z < 0), the pair's outer edges stay at z = 0.
        XCTAssertLessThan(strips[0].transform.apply(x: fw, y: 0).z, 0)
        XCTAssertLessThan(strips[1].transform.apply(x: -fw, y: 0).z, 0)
    }

    /// Shadow overlays: black α 0 → 1 with XW's literal unit points — left strips (0, 0.2) → (1, 0),
    /// right strips (1, 0) → (0, 1).
    func testFoldShadowGradients() {
        let layers = CoolFold(side: .left, foldCount: 4).scene(direction: .to, progress: 0.5, in: TestScreens.context()).layers
        for (k, layer) in layers.prefix(4).enumerated() {
            guard case let .gradient(g) = layer.sublayers[0].content else { return XCTFail("strip \(k) has no gradient") }
            let left = k % 2 == 0
            XCTAssertEqual(g.start, left ? Point(0, 0.2) : Point(1, 0))
            XCTAssertEqual(g.end, left ? Point(1, 0) : Point(0, 1))
            XCTAssertEqual(g.stops.map { $0.color }, [.clear, .black])
            XCTAssertEqual(layer.sublayers[0].bounds, layer.bounds)
        }
    }

    /// Both parameters (direction, foldCount) change the middle frame.
    func testFoldParametersChangeTheMiddleFrame() {
        let base = CoolFold(side: .left, foldCount: 4)
        for other in [CoolFold(side: .right, foldCount: 4), CoolFold(side: .left, foldCount: 5)] {
            for direction in TransitionDirection.allCases {
                XCTAssertNotEqual(
                    TestScreens.render(other, direction, 0.5), TestScreens.render(base, direction, 0.5),
                    "\(other.side) \(other.foldCount) \(direction)")
            }
        }
    }

    /// Spec defaults: direction left, foldCount 4 (integer ≥ 1).
    func testFoldParameterSpecs() {
        XCTAssertEqual(CoolFold.descriptor.ownParameters.map(\.name), ["direction", "foldCount"])
        XCTAssertEqual(CoolFold.descriptor.ownParameters[0].defaultValue, .choice("left"))
        XCTAssertEqual(CoolFold.descriptor.ownParameters[0].kind, .choice(["left", "right"]))
        XCTAssertEqual(CoolFold.descriptor.ownParameters[1].defaultValue, .number(4))
    }

    private func assertClose(_ m: Transform3D, _ e: Transform3D, _ label: String, line: UInt = #line) {
        let got = [m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44]
        let want = [e.m11, e.m12, e.m13, e.m14, e.m21, e.m22, e.m23, e.m24, e.m31, e.m32, e.m33, e.m34, e.m41, e.m42, e.m43, e.m44]
        for (g, x) in zip(got, want) { XCTAssertEqual(g, x, accuracy: 1e-9, label, line: line) }
    }
}
