import XCTest
import XWTEngine
import XWTMotion

@testable import XWTEffects

/// Effect-specific laws from the iOS sources: drawer end poses, page-flip halves, explode seeding,
/// circle geometry and the swipe kernel.
final class EffectLawTests: XCTestCase {
    let a = TestScreens.screenA, b = TestScreens.screenB
    let w = TestScreens.canvas.pixelWidth, h = TestScreens.canvas.pixelHeight

    // MARK: drawer

    /// At the forward end B's far `d` points show on the drawer side; plain leaves A in place,
    /// parallax slides A a full `d` away from the drawer.
    func testDrawerEndPoseShowsTheFarPartOfB() {
        let d = 20
        for side in ["left", "right", "top", "bottom"] {
            for style in ["plain", "parallax", "flip"] {
                let effect = EffectID.named("drawer").makeEffect(
                    TestScreens.parameters(
                        .named("drawer"),
                        [
                            "direction": .choice(side), "distance": .number(Double(d)), "style": .choice(style),
                        ]))
                let frame = TestScreens.render(effect, .to, 1)
                var drawerMismatch = 0, restMismatch = 0
                for y in 0..<h {
                    for x in 0..<w {
                        // (position along the axis from the drawer side, axis length, pixel of B shown there)
                        let (along, bPixel, aShifted): (Int, RGBA8?, RGBA8?)
                        switch side {
                        case "left": along = x; bPixel = x < d ? b[x + w - d, y] : nil; aShifted = x >= d ? a[x - d, y] : nil
                        case "right": along = w - 1 - x; bPixel = x >= w - d ? b[x - (w - d), y] : nil; aShifted = x < w - d ? a[x + d, y] : nil
                        case "top": along = y; bPixel = y < d ? b[x, y + h - d] : nil; aShifted = y >= d ? a[x, y - d] : nil
                        default: along = h - 1 - y; bPixel = y >= h - d ? b[x, y - (h - d)] : nil; aShifted = y < h - d ? a[x, y + d] : nil
                        }
                        if along < d {
                            if frame[x, y] != bPixel { drawerMismatch += 1 }
                        } else if style == "plain" {
                            if frame[x, y] != a[x, y] { restMismatch += 1 }
                        } else if style == "parallax" {
                            if frame[x, y] != aShifted { restMismatch += 1 }
                        }
                    }
                }
                XCTAssertEqual(drawerMismatch, 0, "\(side) \(style): drawer strip is not B's far part")
                XCTAssertEqual(restMismatch, 0, "\(side) \(style): the rest is not A in its end place")
            }
        }
    }

    /// Taobao flip ends with A shrunk to 0.8 and shifted toward the drawer side: background
    /// (black) shows on the opposite side of the uncovered area.
    func testDrawerFlipShrinksAndShiftsA() {
        let effect = EffectID.named("drawer").makeEffect(
            TestScreens.parameters(
                .named("drawer"),
                [
                    "direction": .choice("bottom"), "distance": .number(40), "style": .choice("flip"),
                ]))
        let frame = TestScreens.render(effect, .to, 1)
        // Shrunk to 0.8 about the centre, then moved up by ≈ 0.08·L': the top edge is near
        // 10 − 8 pt, the bottom margin above the drawer shows the background.
        XCTAssertEqual(frame[30, 0], RGBA8.black, "top margin should be background")
        XCTAssertEqual(frame[1, 50], RGBA8.black, "side margin should be background")
        XCTAssertNotEqual(frame[30, 20], RGBA8.black, "A's snapshot should cover the middle")
    }

    // MARK: page-middle-flip

    /// During the first half only the lifting half moves: the other half of A is untouched;
    /// during the second half the landed side of B is complete on the lifting side.
    func testPageMiddleFlipKeepsTheStaticHalves() {
        for side in ["left", "right", "top", "bottom"] {
            let effect = EffectID.named("page-middle-flip").makeEffect(TestScreens.parameters(.named("page-middle-flip"), ["direction": .choice(side)]))
            let early = TestScreens.render(effect, .to, 0.25)
            let late = TestScreens.render(effect, .to, 0.75)
            var staticA = 0, revealedB = 0
            for y in 0..<h {
                for x in 0..<w {
                    // Is (x, y) on the half that lifts in this direction?
                    let onLiftSide: Bool
                    switch side {
                    case "left": onLiftSide = x < w / 2
                    case "right": onLiftSide = x >= w / 2
                    case "top": onLiftSide = y < h / 2
                    default: onLiftSide = y >= h / 2
                    }
                    if !onLiftSide && early[x, y] != a[x, y] { staticA += 1 }
                    if onLiftSide && late[x, y] != b[x, y] { revealedB += 1 }
                }
            }
            XCTAssertEqual(staticA, 0, "\(side): A's static half changed in the first half")
            XCTAssertEqual(revealedB, 0, "\(side): B's static half is not complete in the second half")
        }
    }

    /// The lifting half rises toward the viewer: past the spine it looks bigger than flat, so at
    /// p just under 0.5 (u < 0.5) it casts over the far side beyond the spine only slightly, and
    /// it always stays on its own side of the spine.
    func testPageMiddleFlipLiftingHalfComesTowardTheViewer() {
        let effect = EffectID.named("page-middle-flip").makeEffect(TestScreens.parameters(.named("page-middle-flip"), ["direction": .choice("left")]))
        let context = TestScreens.context()
        let scene = effect.scene(direction: .to, progress: 0.3, in: context)
        // The lifting half (A's left half) is the third top-level layer (B halves come first).
        let lifting = scene.layers[2]
        let m = lifting.transform
        // Its outer (left) edge, 30 pt left of the anchor, must have z > 0 (toward the viewer).
        XCTAssertGreaterThan(m.apply(x: -30, y: 0).z, 0)
    }

    // MARK: explode

    func testExplodeIsDeterministicPerSeedAndDiffersBetweenSeeds() {
        let effect = EffectID.named("explode").makeEffect(TestScreens.parameters(.named("explode")))
        let one = TestScreens.render(effect, .to, 0.4, context: TestScreens.context(seed: 1))
        XCTAssertEqual(TestScreens.render(effect, .to, 0.4, context: TestScreens.context(seed: 1)), one)
        XCTAssertNotEqual(TestScreens.render(effect, .to, 0.4, context: TestScreens.context(seed: 2)), one)
    }

    /// The back run cuts the same tiles: with the screens swapped it draws the forward frame.
    func testExplodeUsesTheSameTilesBothWays() {
        let effect = EffectID.named("explode").makeEffect(TestScreens.parameters(.named("explode")))
        for p in [0.2, 0.5, 0.8] {
            let forward = TestScreens.render(effect, .to, p, context: TestScreens.context(seed: 5))
            let back = TestScreens.render(effect, .back, p, context: TestScreens.context(seed: 5, swapped: true))
            XCTAssertEqual(forward, back, "p = \(p)")
        }
    }

    /// 10 columns of square tiles, rows by float stepping (18 rows on 375 × 667).
    func testExplodeTileCount() {
        let canvas = Canvas(width: 375, height: 667, scale: 1)
        let screen = Bitmap(width: 375, height: 667, fill: .white)
        let context = EffectContext(canvas: canvas, screenA: screen, screenB: screen)
        let scene = EffectID.named("explode").makeEffect(.defaults(.named("explode"))).scene(direction: .to, progress: 0.5, in: context)
        XCTAssertEqual(scene.layers.count, 1 + 180)
        XCTAssertEqual(scene.layers[1].bounds, Size(37.5, 37.5))
    }

    // MARK: circle-spread

    func testCircleSpreadRadiusIsLinearToTheFarthestCorner() {
        let effect = EffectID.named("circle-spread").makeEffect(
            TestScreens.parameters(
                .named("circle-spread"),
                [
                    "center": .point(Point(0.25, 0.5)), "startRadius": .number(10),
                ]))
        let context = TestScreens.context()
        // Centre (15, 50): farthest corner distance = hypot(45, 50).
        let R = (45.0 * 45 + 50 * 50).squareRoot()
        guard case let .circle(c, r)? = effect.scene(direction: .to, progress: 0.5, in: context).layers[1].mask else {
            return XCTFail("B should be masked by a circle")
        }
        XCTAssertEqual(c, Point(15, 50))
        XCTAssertEqual(r, 10 + (R - 10) * 0.5, accuracy: 1e-9)
        guard case let .circle(_, back)? = effect.scene(direction: .back, progress: 0.25, in: context).layers[1].mask else {
            return XCTFail("B should be masked by a circle")
        }
        XCTAssertEqual(back, R + (10 - R) * 0.25, accuracy: 1e-9)
    }

    // MARK: filter-swipe

    /// Angle 0: the band moves right, B appears on the left; π/2 (CI y up): B appears at the bottom.
    /// (The 80-px band is wider than the 60 × 100 test screen, so each end is checked when clear.)
    func testSwipeDirectionOnScreen() {
        let right = EffectID.named("filter-swipe").makeEffect(.defaults(.named("filter-swipe")))
        XCTAssertEqual(TestScreens.render(right, .to, 0.9)[0, 50], b[0, 50])
        XCTAssertEqual(TestScreens.render(right, .to, 0.1)[w - 1, 50], a[w - 1, 50])
        let up = EffectID.named("filter-swipe").makeEffect(TestScreens.parameters(.named("filter-swipe"), ["startAngle": .number(Double.pi / 2)]))
        XCTAssertEqual(TestScreens.render(up, .to, 0.9)[30, h - 1], b[30, h - 1])
        XCTAssertEqual(TestScreens.render(up, .to, 0.1)[30, 0], a[30, 0])
        // Back with revers: the band runs leftward, so A (the to screen) comes in from the right.
        XCTAssertEqual(TestScreens.render(right, .back, 0.9)[w - 1, 50], a[w - 1, 50])
        XCTAssertEqual(TestScreens.render(right, .back, 0.1)[0, 50], b[0, 50])
    }

    /// The segmented row loop equals the per-pixel formula of our model everywhere.
    func testSwipeKernelMatchesTheScalarReference() {
        for angle in [0, 0.3, Double.pi / 2, 2.5, Double.pi, 4.0, -1.2] {
            for ratio in [0.0, 0.01, 0.3, 0.5, 0.77, 0.999, 1.0] {
                let kernel = SwipeKernel(source: a, target: b, angle: angle, ratio: ratio, bandWidth: 80)
                var mismatches = 0
                let frame = Renderer(canvas: TestScreens.canvas, bands: 1).render(Scene(kernel: kernel))
                for y in 0..<h {
                    for x in 0..<w where frame[x, y] != referenceSwipe(x: x, y: y, angle: angle, ratio: ratio) { mismatches += 1 }
                }
                XCTAssertEqual(mismatches, 0, "angle \(angle) ratio \(ratio)")
            }
        }
    }

    /// Our CISwipeTransition model, one pixel at a time (clamped ends: the exact images).
    private func referenceSwipe(x: Int, y: Int, angle: Double, ratio: Double) -> RGBA8 {
        if ratio <= 0 { return a[x, y] }
        if ratio >= 1 { return b[x, y] }
        let dx = cos(angle), dy = -sin(angle), width = 80.0
        let corners = [(0.0, 0.0), (Double(w), 0), (0, Double(h)), (Double(w), Double(h))].map { $0.0 * dx + $0.1 * dy }
        let s0 = corners.min()!, length = corners.max()! - s0
        let s = (Double(x) + 0.5) * dx + (Double(y) + 0.5) * dy - s0
        let edge = -width + ratio * (length + width)
        let m = (s - edge) / width
        if m <= 0 { return b[x, y] }
        if m >= 1 { return a[x, y] }
        let weight = Int(m * 256 + 0.5)
        func mix(_ s: UInt8, _ t: UInt8) -> UInt8 { UInt8((Int(s) * weight + Int(t) * (256 - weight) + 128) >> 8) }
        let (sp, tp) = (a[x, y], b[x, y])
        return RGBA8(r: mix(sp.r, tp.r), g: mix(sp.g, tp.g), b: mix(sp.b, tp.b), a: mix(sp.a, tp.a))
    }
}
