import XCTest
import XWTEngine
import XWTMotion

@testable import XWTEffects

/// TransitionManager's system types (`TransitionAnimator+SystemType.m`): the closed forms of the
/// public CATransitions (fade = exact mix, push/moveIn/reveal = whole-pixel shifts), the automatic
/// back pairing and the demo's gestures.
final class TMSystemTests: XCTestCase {
    static let sides: [Side] = [.right, .left, .top, .bottom]

    func effect(_ id: String, _ side: Side? = nil) -> any CatalogEffect {
        let effect = EffectID.named(id)
        return effect.makeEffect(TestScreens.parameters(effect, side.map { ["direction": .choice($0.rawValue)] } ?? [:]))
    }

    /// `kCATransitionFade` at p = k/4: every channel is round((1 − p)·from + p·to), halves up.
    func testFadeIsTheExactMix() {
        let a = TestScreens.screenA, b = TestScreens.screenB
        for direction in TransitionDirection.allCases {
            let (from, to) = direction == .to ? (a, b) : (b, a)
            for p in [0.25, 0.5, 0.75] {
                let frame = TestScreens.render(effect("tm-fade"), direction, p)
                var wrong = 0
                for i in frame.pixels.indices {
                    let exact = (1 - p) * Double(from.pixels[i]) + p * Double(to.pixels[i])
                    if frame.pixels[i] != UInt8((exact + 0.5).rounded(.down)) { wrong += 1 }
                }
                XCTAssertEqual(wrong, 0, "\(direction) p = \(p): channels off the exact mix")
            }
        }
    }

    /// `image` moved by (dx, dy) whole pixels; nil where it does not reach.
    func shifted(_ image: Bitmap, _ dx: Int, _ dy: Int, _ x: Int, _ y: Int) -> RGBA8? {
        let sx = x - dx, sy = y - dy
        return sx >= 0 && sx < image.width && sy >= 0 && sy < image.height ? image[sx, sy] : nil
    }

    /// The unit vector of a subtype's side in pixels of the test canvas (right = +x, bottom = +y).
    func vector(_ side: Side) -> (Int, Int) {
        switch side {
        case .right: return (1, 0)
        case .left: return (-1, 0)
        case .top: return (0, -1)
        case .bottom: return (0, 1)
        }
    }

    /// At p = 0.25 (15 px across, 25 px down the 60 × 100 canvas) push, moveIn and reveal equal
    /// the screens shifted by whole pixels, pixel for pixel: push A by −v·p·Δ and B by v·(1 − p)·Δ,
    /// moveIn B by v·(1 − p)·Δ over A, reveal A by −v·p·Δ over B.
    func testSlidesAreWholePixelShiftsAtAQuarter() {
        let a = TestScreens.screenA, b = TestScreens.screenB
        for side in Self.sides {
            let (vx, vy) = vector(side)
            let span = side.isVertical ? a.height : a.width
            let gone = span / 4, left = span - gone
            let push = TestScreens.render(effect("tm-push", side), .to, 0.25)
            let moveIn = TestScreens.render(effect("tm-move-in", side), .to, 0.25)
            let reveal = TestScreens.render(effect("tm-reveal", side), .to, 0.25)
            var wrong = (push: 0, moveIn: 0, reveal: 0)
            for y in 0..<a.height {
                for x in 0..<a.width {
                    let outgoing = shifted(a, -vx * gone, -vy * gone, x, y)
                    let incoming = shifted(b, vx * left, vy * left, x, y)
                    if push[x, y] != (outgoing ?? incoming) { wrong.push += 1 }
                    if moveIn[x, y] != (incoming ?? a[x, y]) { wrong.moveIn += 1 }
                    if reveal[x, y] != (outgoing ?? b[x, y]) { wrong.reveal += 1 }
                }
            }
            XCTAssertEqual(wrong.push, 0, "push \(side)")
            XCTAssertEqual(wrong.moveIn, 0, "moveIn \(side)")
            XCTAssertEqual(wrong.reveal, 0, "reveal \(side)")
        }
    }

    /// TM's automatic back pairing (`backAnimationType`), written out from the source's table: each
    /// effect's back run equals the paired effect's forward run on the swapped screens; the
    /// presented ones (fade, suck, ripple) play themselves back.
    func testBackRunsPlayTheAutomaticPairing() {
        var pairs: [(String, Side?, String, Side?)] = [
            ("tm-fade", nil, "tm-fade", nil), ("tm-suck", nil, "tm-suck", nil), ("tm-ripple", nil, "tm-ripple", nil),
            ("tm-iris-open", nil, "tm-iris-close", nil), ("tm-iris-close", nil, "tm-iris-open", nil),
        ]
        let mirrored: [Side: Side] = [.right: .left, .left: .right, .top: .bottom, .bottom: .top]
        let sameOrFlipped: [Side: Side] = [.right: .right, .left: .left, .top: .bottom, .bottom: .top]
        for side in Self.sides {
            pairs += [
                ("tm-push", side, "tm-push", mirrored[side]), ("tm-cube", side, "tm-cube", mirrored[side]),
                ("tm-ogl-flip", side, "tm-ogl-flip", mirrored[side]),
                ("tm-reveal", side, "tm-move-in", mirrored[side]), ("tm-move-in", side, "tm-reveal", mirrored[side]),
                ("tm-page-curl", side, "tm-page-uncurl", sameOrFlipped[side]),
                ("tm-page-uncurl", side, "tm-page-curl", sameOrFlipped[side]),
            ]
        }
        let swapped = TestScreens.context(swapped: true)
        for (id, side, backID, backSide) in pairs {
            for p in [0.25, 0.6] {
                let back = TestScreens.render(effect(id, side), .back, p)
                let paired = TestScreens.render(effect(backID, backSide), .to, p, context: swapped)
                XCTAssertEqual(back.differingPixels(paired), 0, "\(id) \(side?.rawValue ?? "") back ≠ \(backID) \(backSide?.rawValue ?? "") at p = \(p)")
            }
        }
    }

    /// The demo pushes with back pans Left|Right and presents with back pans Down; TM's model, 0.3, 2/60.
    func testGesturesFollowTheDemo() {
        for id in EffectID.allCases where id.library == .transitionManager && id.family == "System" {
            let traits = id.gesture(TestScreens.parameters(id))
            guard let model = traits.model as? TMGestureModel else { XCTFail("\(id.rawValue): not TM's gesture model"); continue }
            XCTAssertEqual(model.threshold, 0.3, id.rawValue)
            XCTAssertEqual(model.timerStep, 2, id.rawValue)
            let presented = ["tm-fade", "tm-suck", "tm-ripple"].contains(id.rawValue)
            XCTAssertEqual(model.directions, presented ? .down : [.left, .right], id.rawValue)
            XCTAssertEqual(traits.backGesture, presented ? .down : .right, id.rawValue)
        }
        XCTAssertEqual(effect("tm-push", .left).gesture.backGesture, .left, "a pop from the left pans left")
    }

    /// The iris halves show the screen inside a hexagonal aperture centred on the screen (open: B,
    /// close: A) and dark blades outside, not a flat fill.
    func testIrisShowsTheScreenInsideDarkBlades() {
        let a = TestScreens.screenA, b = TestScreens.screenB
        for (id, inside) in [("tm-iris-open", b), ("tm-iris-close", a)] {
            let frame = TestScreens.render(effect(id), .to, 0.5)
            for (x, y) in [(0, 0), (a.width - 1, a.height - 1), (0, a.height - 1)] {
                XCTAssertNotEqual(frame[x, y], inside[x, y], "\(id) (\(x), \(y))")
                XCTAssertLessThan(Int(frame[x, y].g), 80, "\(id) (\(x), \(y)): a dark blade")
            }
            XCTAssertNotEqual(frame[0, 0], frame[a.width - 1, a.height - 1], "\(id): the blades are shaded, not one fill")
            XCTAssertEqual(frame[a.width / 2, a.height / 2], inside[a.width / 2, a.height / 2], id)
        }
    }

    /// Six blades in a pinwheel: walking round the aperture meets each once, and each seam continues
    /// an aperture edge past its corner (the ray beyond corner k along edge k parts blade k from
    /// blade k + 1). Each blade has its own light, and is darkest beside the seam of the blade over it.
    func testIrisHasSixShadedPinwheelBlades() {
        let kernel = CameraIrisKernel(screen: Bitmap(width: 750, height: 1334), openness: 0.3)
        let n = CameraIrisKernel.blades
        let circumradius = kernel.inradius / (3.0.squareRoot() / 2)
        var met: [Int] = []
        for step in 0..<72 {
            let angle = Double(step) * Double.pi / 36
            let blade = kernel.topBlade(1.5 * circumradius * cos(angle), 1.5 * circumradius * sin(angle))
            if met.last != blade { met.append(blade) }
        }
        if met.count > 1 && met.first == met.last { met.removeLast() }
        XCTAssertEqual(met.count, n, "\(met)")
        XCTAssertEqual(Set(met).count, n, "\(met)")
        for k in 0..<n {
            let m = (k + 1) % n
            let (nk, nm) = ((kernel.normalX[k], kernel.normalY[k]), (kernel.normalX[m], kernel.normalY[m]))
            // Corner k: where edge lines k and k + 1 meet; edge k runs along t = n_k turned by +90°.
            let det = nk.0 * nm.1 - nk.1 * nm.0
            let corner = (kernel.inradius * (nm.1 - nk.1) / det, kernel.inradius * (nk.0 - nm.0) / det)
            var t = (-nk.1, nk.0)
            if t.0 * nm.0 + t.1 * nm.1 < 0 { t = (-t.0, -t.1) }  // away from the aperture, past the corner
            let along = (corner.0 + 0.5 * circumradius * t.0, corner.1 + 0.5 * circumradius * t.1)
            XCTAssertEqual(kernel.topBlade(along.0 + 4 * nk.0, along.1 + 4 * nk.1), k, "blade \(k) on its side of the seam")
            XCTAssertEqual(kernel.topBlade(along.0 - 4 * nk.0, along.1 - 4 * nk.1), m, "blade \(m) beneath, on the other side")
            let beside = kernel.bladeGrey(along.0 - 2 * nk.0, along.1 - 2 * nk.1)
            let away = kernel.bladeGrey(along.0 - 3 * kernel.shadowWidth * nk.0, along.1 - 3 * kernel.shadowWidth * nk.1)
            XCTAssertLessThan(beside, away * 0.75, "blade \(m) lies in blade \(k)'s shadow along their seam")
        }
        let plates = (0..<n).map { kernel.plate[$0] }
        XCTAssertGreaterThan(plates.max()! - plates.min()!, 0.1, "each blade catches the light its own way")
    }

    /// The cube sits under an eye 2.5 edges away on either axis and is scaled so no face corner
    /// reaches past the screen on either axis; unscaled they would (the spill the fit removes).
    func testCubeStaysInsideTheScreenWithTheSameEyeOnBothAxes() {
        let size = TestScreens.canvas.size
        let corners =
            [Point(-size.width / 2, -size.height / 2), Point(size.width / 2, size.height / 2)]
            + [Point(-size.width / 2, size.height / 2), Point(size.width / 2, -size.height / 2)]
        func reach(_ q: Point) -> Double { max(abs(q.x) / (size.width / 2), abs(q.y) / (size.height / 2)) }
        for side in Self.sides {
            let edge = side.isVertical ? size.height : size.width
            var widest = 0.0, fitted = 0.0
            for p in stride(from: 0.05, through: 0.95, by: 0.05) {
                let scene = effect("tm-cube", side).scene(direction: .to, progress: p, in: TestScreens.context())
                let container = scene.sublayerTransform
                XCTAssertEqual(container.m34, Transform3D.perspective(eyeDistance: 2.5 * edge).m34, accuracy: 1e-15, "\(side)")
                for layer in scene.layers {
                    for corner in corners {
                        fitted = max(fitted, reach(layer.transform.concatenating(container).project(corner)))
                        widest = max(widest, reach(layer.transform.concatenating(.perspective(eyeDistance: 2.5 * edge)).project(corner)))
                    }
                }
            }
            XCTAssertLessThanOrEqual(fitted, 1 + 1e-9, "\(side): a corner leaves the screen")
            XCTAssertGreaterThan(fitted, 0.999, "\(side): the fit should only shrink as much as needed")
            XCTAssertGreaterThan(widest, 1.2, "\(side): unscaled, the cube would spill past the screen")
        }
    }

    /// OglFlip's card is veiled by shading·(1 − |cos θ|): none flat, 1 − cos 45° at a quarter turn,
    /// and `shading` 0 leaves it unveiled.
    func testOglFlipDimsTowardEdgeOn() {
        let quarter = effect("tm-ogl-flip", .right).scene(direction: .to, progress: 0.25, in: TestScreens.context())
        XCTAssertEqual(quarter.layers.count, 2)
        XCTAssertEqual(quarter.layers[1].opacity, 1 - 0.5.squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(quarter.layers[1].transform, quarter.layers[0].transform, "the veil turns with the card")
        let id = EffectID.named("tm-ogl-flip")
        let bare = id.makeEffect(TestScreens.parameters(id, ["shading": .number(0)]))
        XCTAssertEqual(bare.scene(direction: .to, progress: 0.25, in: TestScreens.context()).layers.count, 1)
        func luminance(_ b: Bitmap) -> Double { b.pixels.enumerated().filter { $0.offset % 4 != 3 }.reduce(0) { $0 + Double($1.element) } }
        XCTAssertLessThan(
            luminance(TestScreens.render(effect("tm-ogl-flip", .right), .to, 0.3)), 0.8 * luminance(TestScreens.render(bare, .to, 0.3)))
    }
}
