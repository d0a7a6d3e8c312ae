import Foundation
import XCTest
import XWTEngine
import XWTMotion

@testable import XWTEffects

/// XWFilterAnimator BoxBlur, BarSwipe, Mask and Flash: endpoint laws,
/// the closed forms of each model, the kernels against per-pixel references, determinism.
final class FilterBlurBarsMaskFlashTests: XCTestCase {
    let a = TestScreens.screenA, b = TestScreens.screenB
    let w = TestScreens.canvas.pixelWidth, h = TestScreens.canvas.pixelHeight

    /// Every effect of this family with its defaults, plus bars at a slanted angle.
    let effects: [(name: String, effect: any TransitionEffect)] = [
        ("box-blur", FilterBoxBlur(legacy: false)),
        ("bar-swipe", FilterBarSwipe(angle: FilterAngle(startAngle: 0, reverses: true), legacy: false)),
        ("bar-swipe 1 rad", FilterBarSwipe(angle: FilterAngle(startAngle: 1, reverses: true), legacy: false)),
        ("mask", FilterMask(legacy: false)),
        ("flash", FilterFlash(legacy: false)),
    ]

    // MARK: shared laws

    /// XW's end-state clamp: exact end images at and past the ends; the middle differs from both.
    func testEndsAreExactAndTheMiddleDiffersFromBoth() {
        for (name, effect) in effects {
            for direction in TransitionDirection.allCases {
                let (from, to) = direction == .to ? (a, b) : (b, a)
                let label = "\(name) \(direction.rawValue)"
                XCTAssertEqual(TestScreens.render(effect, direction, 0), from, "\(label): p = 0")
                XCTAssertEqual(TestScreens.render(effect, direction, -0.3), from, "\(label): p < 0")
                XCTAssertEqual(TestScreens.render(effect, direction, 1), to, "\(label): p = 1")
                XCTAssertEqual(TestScreens.render(effect, direction, 1.2), to, "\(label): p > 1")
                let middle = TestScreens.render(effect, direction, 0.5)
                XCTAssertGreaterThan(middle.differingPixels(from), 0, "\(label): p = 0.5 equals the from screen")
                XCTAssertGreaterThan(middle.differingPixels(to), 0, "\(label): p = 0.5 equals the to screen")
            }
        }
    }

    func testFramesAreDeterministicAndIndependentOfBands() {
        let context = TestScreens.context()
        for (name, effect) in effects {
            for p in [0.3, 0.7] {
                let scene = effect.scene(direction: .back, progress: p, in: context)
                let one = Renderer(canvas: context.canvas, bands: 1).render(scene)
                XCTAssertEqual(Renderer(canvas: context.canvas, bands: 3).render(scene), one, "\(name) p = \(p): bands")
                XCTAssertEqual(TestScreens.render(effect, .back, p), one, "\(name) p = \(p): second run")
                XCTAssertEqual(
                    TestScreens.render(effect, .back, p, context: TestScreens.context(seed: 99)), one,
                    "\(name) p = \(p): fixed assets do not follow the seed")
            }
        }
    }

    func testGestureTraits() {
        let downUp = GestureTraits.xw(timer: true, to: .down, back: .up)
        XCTAssertEqual(FilterBoxBlur(legacy: false).gesture, downUp)
        XCTAssertEqual(FilterMask(legacy: false).gesture, downUp)
        XCTAssertEqual(FilterFlash(legacy: false).gesture, downUp)
        XCTAssertEqual(
            FilterBarSwipe(angle: FilterAngle(startAngle: 0, reverses: true), legacy: false).gesture,
            GestureTraits.xw(timer: true, to: .right, back: .left))
        XCTAssertEqual(
            FilterBarSwipe(angle: FilterAngle(startAngle: Double.pi / 2, reverses: false), legacy: false).gesture,
            GestureTraits.xw(timer: true, to: .up, back: .up))
        XCTAssertEqual(FilterFlash(legacy: true).gesture.model.legacyGlitch, .flashStartOnFinish)
        XCTAssertEqual(
            FilterBarSwipe(angle: FilterAngle(startAngle: 0, reverses: true), legacy: true).gesture.model.legacyGlitch,
            .flashStartOnFinish)
    }

    /// startAngle and revers change the bar-swipe frame at p = 0.5 (legacy changes the gesture, above).
    func testBarSwipeAngleParametersChangeTheMiddleFrame() {
        let base = FilterBarSwipe(angle: FilterAngle(startAngle: 0, reverses: true), legacy: false)
        let turned = FilterBarSwipe(angle: FilterAngle(startAngle: 0.37 * 4 * Double.pi, reverses: true), legacy: false)
        let forward = FilterBarSwipe(angle: FilterAngle(startAngle: 0, reverses: false), legacy: false)
        XCTAssertNotEqual(TestScreens.render(turned, .to, 0.5), TestScreens.render(base, .to, 0.5))
        XCTAssertNotEqual(TestScreens.render(forward, .back, 0.5), TestScreens.render(base, .back, 0.5))
    }

    // MARK: box blur

    /// A radius of 100·ratio on the from screen, then 200·(1 − ratio) on the to screen.
    func testBoxBlurRadiusSchedule() {
        XCTAssertTrue(FilterBoxBlur.blurStep(ratio: 0.25) == (false, 25))
        XCTAssertTrue(FilterBoxBlur.blurStep(ratio: 0.499) == (false, 50))
        XCTAssertTrue(FilterBoxBlur.blurStep(ratio: 0.5) == (true, 100))
        XCTAssertTrue(FilterBoxBlur.blurStep(ratio: 0.75) == (true, 50))
        XCTAssertTrue(FilterBoxBlur.blurStep(ratio: 0.999) == (true, 0))
    }

    /// Running sums equal the direct zero-padded window mean, rounded to nearest, for a plane (1
    /// channel) and an RGBA bitmap (4 channels).
    func testRunningBoxBlurMatchesTheDirectMean() {
        let width = 23, height = 17
        for channels in [1, 4] {
            var random = SplitMix64(seed: UInt64(channels))
            let source = (0..<(width * height * channels)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            for radius in [0, 1, 3, 17, 60] {
                let result =
                    channels == 1
                    ? RunningBoxBlur.blurred(plane: source, width: width, height: height, radius: radius)
                    : RunningBoxBlur.blurred(Bitmap(width: width, height: height, pixels: source), radius: radius).pixels
                var mismatches = 0
                let window = (2 * radius + 1) * (2 * radius + 1)
                for y in 0..<height {
                    for x in 0..<width {
                        for c in 0..<channels {
                            var sum = 0
                            for yy in max(0, y - radius)...min(height - 1, y + radius) {
                                for xx in max(0, x - radius)...min(width - 1, x + radius) {
                                    sum += Int(source[(yy * width + xx) * channels + c])
                                }
                            }
                            if Int(result[(y * width + x) * channels + c]) != (2 * sum + window) / (2 * window) { mismatches += 1 }
                        }
                    }
                }
                XCTAssertEqual(mismatches, 0, "channels \(channels) radius \(radius)")
            }
        }
    }

    /// The transparent outside darkens the borders: a white screen's corner keeps (r+1)²/(2r+1)²
    /// of its brightness over the black background; the middle stays white.
    func testBoxBlurDarkensTheBordersOverTheBackground() {
        let white = Bitmap(width: w, height: h, fill: .white)
        let context = EffectContext(canvas: TestScreens.canvas, screenA: white, screenB: white)
        let frame = TestScreens.render(FilterBoxBlur(legacy: false), .to, 0.1, context: context)
        let corner = Int((255.0 * 121 / 441).rounded())
        XCTAssertEqual(frame[0, 0], RGBA8(r: UInt8(corner), g: UInt8(corner), b: UInt8(corner)))
        XCTAssertEqual(frame[w - 1, h - 1], frame[0, 0])
        XCTAssertEqual(frame[30, 50], .white)
    }

    // MARK: bar swipe

    /// The run-based kernel equals the per-pixel formula of our model everywhere.
    func testBarsKernelMatchesTheScalarReference() {
        for angle in [0, 0.3, Double.pi / 2, 2.5, Double.pi, 4.0, -1.2] {
            for ratio in [0.01, 0.3, 0.5, 0.77, 0.999] {
                let kernel = BarsSwipeKernel(source: a, target: b, angle: angle, ratio: ratio, barWidth: 30, barOffset: 10)
                var mismatches = 0
                let frame = Renderer(canvas: TestScreens.canvas, bands: 1).render(Scene(kernel: kernel))
                for y in 0..<h {
                    for x in 0..<w where frame[x, y] != referenceBars(x: x, y: y, angle: angle, ratio: ratio) { mismatches += 1 }
                }
                XCTAssertEqual(mismatches, 0, "angle \(angle) ratio \(ratio)")
            }
        }
    }

    /// Angle 0: the bars slide right, B shows on the left, the bottom bar leads the staircase.
    func testBarsSlideAlongTheAngleBottomFirst() {
        let frame = TestScreens.render(FilterBarSwipe(angle: FilterAngle(startAngle: 0, reverses: true), legacy: false), .to, 0.3)
        func shift(row y: Int) -> Int? { (0..<w).first { x in (x..<w).allSatisfy { frame[$0, y] == a[$0 - x, y] } } }
        let bottom = shift(row: h - 1), top = shift(row: 0)
        XCTAssertNotNil(bottom); XCTAssertNotNil(top)
        XCTAssertGreaterThan(bottom ?? 0, top ?? 0)
        for x in 0..<(bottom ?? 0) { XCTAssertEqual(frame[x, h - 1], b[x, h - 1]) }
    }

    /// Our CIBarsSwipeTransition model, for one pixel (CI normal (−sin a, cos a), y up).
    private func referenceBars(x: Int, y: Int, angle: Double, ratio: Double) -> RGBA8 {
        let W = Double(w), H = Double(h)
        let d = (cos(angle), -sin(angle))
        let ciX = Double(x) + 0.5, ciY = H - (Double(y) + 0.5)
        let normal = (-sin(angle), cos(angle))
        let corners = [(0.0, 0.0), (W, 0), (0, H), (W, H)]
        let length = abs(d.0) * W + abs(d.1) * H
        let nMin = corners.map { $0.0 * normal.0 + $0.1 * normal.1 }.min()!
        let across = abs(normal.0) * W + abs(normal.1) * H
        let bars = Int((across / 30).rounded(.up))
        let k = min(max(Int(((ciX * normal.0 + ciY * normal.1 - nMin) / 30).rounded(.down)), 0), bars - 1)
        let shift = min(max(ratio * (length + Double(bars) * 10) - Double(k) * 10, 0), length)
        let sx = x - Int((shift * d.0).rounded()), sy = y - Int((shift * d.1).rounded())
        return sx >= 0 && sx < w && sy >= 0 && sy < h ? a[sx, sy] : b[x, y]
    }

    // MARK: mask

    /// The procedural mask: XW's size, the full grey range, smooth (cloudy), and always the same.
    func testDisintegrationMaskIsAFixedCloudyImage() {
        let m = DisintegrationMask.luminance
        XCTAssertEqual(m.count, 1280 * 1920)
        XCTAssertLessThanOrEqual(m.min()!, 1)
        XCTAssertGreaterThanOrEqual(m.max()!, 254)
        let dark = m.reduce(0) { $0 + ($1 < 64 ? 1 : 0) }
        XCTAssertEqual(Double(dark) / Double(m.count), 0.25, accuracy: 0.01, "equalized: a quarter of the mask below 64")
        var step = 0
        for i in stride(from: 0, to: m.count - 1, by: 7) { step += abs(Int(m[i + 1]) - Int(m[i])) }
        let samples = Double((m.count - 1 + 6) / 7)
        XCTAssertLessThan(Double(step) / samples, 3, "neighbours should be close (smooth blobs down to the 16-px octave, not white noise)")
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for v in m { hash = (hash ^ UInt64(v)) &* 0x100_0000_01B3 }
        XCTAssertEqual(hash, 0xD975_21CC_C360_DD1D, "FNV-1a fingerprint of the mask (update only on a deliberate change)")
    }

    /// Soft edges like XW's `mask.jpg`: along rows and columns, at levels 64, 128 and 192, under 2 %
    /// of the runs between two edge crossings are shorter than 4 px (a ragged edge crosses the
    /// level back and forth). XW's image measures 1.7–3.4 % (its JPEG blocks included; rows
    /// 1.7–2.2 %), the five-octave mask we had 5.1–6.0 %, this one 0.9–1.2 %.
    func testDisintegrationMaskHasSoftEdgesLikeXWs() {
        let m = DisintegrationMask.luminance, w = 1280, h = 1920
        for level: UInt8 in [64, 128, 192] {
            for (lines, length, stride) in [(h, w, (line: w, step: 1)), (w, h, (line: 1, step: w))] {
                var runs = 0, short = 0
                for line in 0..<lines {
                    let base = line * stride.line
                    var lastCrossing = -1, above = m[base] >= level
                    for i in 1..<length where (m[base + i * stride.step] >= level) != above {
                        if lastCrossing >= 0 {
                            runs += 1
                            if i - lastCrossing < 4 { short += 1 }
                        }
                        lastCrossing = i
                        above.toggle()
                    }
                }
                XCTAssertLessThan(Double(short) / Double(runs), 0.02, "level \(level), \(stride.step == 1 ? "rows" : "columns")")
            }
        }
    }

    /// A fine mesh like XW's mask: light and dark blobs of 50–100 px, not a few screen-sized clouds.
    func testDisintegrationMaskIsAFineMeshOfBlobs() {
        let m = DisintegrationMask.luminance
        var runs = 0, total = 0
        for y in stride(from: 0, to: 1920, by: 16) {
            var length = 0
            for x in 0..<1280 {
                if m[y * 1280 + x] >= 128 { length += 1 } else if length > 0 { runs += 1; total += length; length = 0 }
            }
        }
        let mean = Double(total) / Double(runs)
        XCTAssertTrue(mean > 40 && mean < 100, "mean light run \(mean) px: blobs of 50–100 px")
    }

    /// Dark first: levels below 255·t are the to screen, above the from screen, one level of soft edge.
    func testMaskCoverageIsADarkFirstThreshold() {
        let table = FilterMask.coverageTable(ratio: 0.4)
        let threshold = 255 * 0.4
        for level in 0..<256 {
            if Double(level) <= threshold - 0.5 { XCTAssertEqual(table[level], 0, "level \(level)") }
            if Double(level) >= threshold + 0.5 { XCTAssertEqual(table[level], 255, "level \(level)") }
        }
        XCTAssertEqual(table[102], 128)
        XCTAssertEqual(zip(table, table.dropFirst()).allSatisfy { $0 <= $1 }, true)
    }

    /// Three boxes (radii 9, 9, 10) with the variance of a Gaussian of σ ≈ 10.
    func testShadowBoxesApproximateTheGaussian() {
        let radii = FilterMask.gaussianBoxRadii(sigma: 10)
        XCTAssertEqual(radii, [9, 9, 10])
        let variance = radii.reduce(0.0) { $0 + Double($1 * ($1 + 1)) / 3 }
        XCTAssertEqual(variance.squareRoot(), 10, accuracy: 0.3)
    }

    /// The frame uses the mask's bottom-left corner pixel for pixel: where the mask is clearly above
    /// the threshold the from screen shows exactly; clearly below, the to screen or its shadowed self.
    func testMaskFrameFollowsTheMaskFromTheBottomLeft() {
        let ratio = 0.45
        let frame = TestScreens.render(FilterMask(legacy: false), .to, ratio)
        var above = 0, below = 0, shadowed = 0
        for y in 0..<h {
            for x in 0..<w {
                let level = Double(DisintegrationMask.luminance[(1920 - h + y) * 1280 + x])
                if level >= 255 * ratio + 0.5 {
                    above += 1
                    XCTAssertEqual(frame[x, y], a[x, y], "(\(x), \(y)) should be the from screen")
                } else if level <= 255 * ratio - 0.5 {
                    below += 1
                    let (f, t) = (frame[x, y], b[x, y])
                    XCTAssertTrue(f.r <= t.r && f.g <= t.g && f.b <= t.b && f.a == t.a, "(\(x), \(y)) should be the to screen, darkened at most")
                    if f != t { shadowed += 1 }
                }
            }
        }
        XCTAssertGreaterThan(above, 0); XCTAssertGreaterThan(below, 0); XCTAssertGreaterThan(shadowed, 0)
    }

    /// The shadow falls 0.05·H_pt pixels down the screen (CI offset y = −0.05·H_pt, y up).
    func testMaskShadowFallsDownTheScreen() {
        var coverage = [UInt8](repeating: 0, count: w * h)
        for y in 40..<50 { for x in 0..<w { coverage[y * w + x] = 255 } }
        let white = Bitmap(width: w, height: h, fill: .white)
        let kernel = DisintegrateKernel(
            source: white, target: white, coverage: coverage,
            shadow: FilterMask.shadow(of: coverage, width: w, height: h),
            shadowDrop: 5, density: 0.7)
        let frame = Renderer(canvas: TestScreens.canvas, bands: 1).render(Scene(kernel: kernel))
        XCTAssertLessThan(frame[30, 52].r, frame[30, 37].r, "just below the piece is darker than just above")
        XCTAssertEqual(frame[30, 45], .white, "the piece itself is not shadowed")
        // The piece's blur is centred on row 44.5 + 5: rows 60 and 39 sit 10.5 rows either side of it.
        XCTAssertEqual(frame[30, 60], frame[30, 39])
        XCTAssertLessThan(frame[30, 60].r, 255)
    }

    // MARK: flash

    /// XW's centre (W_pt, H_pt) in CI pixels: the middle at 2×, the top-right corner at 1×.
    func testFlashCentreDependsOnTheDeviceScale() {
        XCTAssertEqual(FilterFlash.center(of: Canvas(width: 375, height: 667, scale: 2)), Point(375, 667))
        XCTAssertEqual(FilterFlash.center(of: Canvas(width: 375, height: 667, scale: 1)), Point(375, 0))
        XCTAssertEqual(FilterFlash.center(of: Canvas(width: 414, height: 736, scale: 3)), Point(414, 1472))
    }

    /// From the fade threshold on: `mix(C, T, (t − f)/(1 − f))`; all flash colour at t = f.
    func testFlashFadesLinearlyFromTheColourToTheTarget() {
        let flash = FilterFlash(legacy: false)
        let color = FilterFlash.color.premultiplied
        let full = TestScreens.render(flash, .to, 0.5)
        XCTAssertEqual(full.differingPixels(Bitmap(width: w, height: h, fill: color)), 0)
        let half = TestScreens.render(flash, .to, 0.75)
        var worst = 0
        for y in 0..<h {
            for x in 0..<w {
                let (f, t) = (half[x, y], b[x, y])
                for (got, c, target) in [(f.r, color.r, t.r), (f.g, color.g, t.g), (f.b, color.b, t.b), (f.a, color.a, t.a)] {
                    worst = max(worst, abs(Int(got) - (Int(c) + Int(target) + 1) / 2))
                }
            }
        }
        XCTAssertLessThanOrEqual(worst, 1)
    }

    /// Early on the flash is small: bright at the centre, the source untouched beyond its reach.
    func testFlashGrowsFromTheCentre() {
        // 30 × 50 pt at 2×: centre (30, 100 − 50) px; Rmax = hypot(30, 50); at t = 0.1, u = 0.2:
        // R = 0.04·Rmax ≈ 2.3 px, rays reach 2.5·R ≈ 5.8 px, colour weight u⁴ rounds to 0.
        let canvas = Canvas(width: 30, height: 50, scale: 2)
        let context = EffectContext(canvas: canvas, screenA: a, screenB: b)
        let frame = TestScreens.render(FilterFlash(legacy: false), .to, 0.1, context: context)
        var untouched = 0, far = 0
        for y in 0..<h {
            for x in 0..<w where hypot(Double(x) + 0.5 - 30, Double(y) + 0.5 - 50) > 6 {
                far += 1
                if frame[x, y] == a[x, y] { untouched += 1 }
            }
        }
        XCTAssertEqual(untouched, far)
        let centre = frame[29, 49], before = a[29, 49]
        XCTAssertGreaterThan(Int(centre.r) + Int(centre.g) + Int(centre.b), Int(before.r) + Int(before.g) + Int(before.b) + 200)
    }

    /// The polynomial atan2 stays within 1e-5 rad of the library's, around the whole turn.
    func testFlashAngleApproximation() {
        var worst: Float = 0
        for i in 0..<3600 {
            let theta = Double(i) / 3600 * 2 * Double.pi - Double.pi + 1e-4
            let dx = Float(cos(theta) * 123.4), dy = Float(sin(theta) * 123.4)
            worst = max(worst, abs(FlashKernel.angle(dx, dy) - atan2f(dy, dx)))
        }
        XCTAssertLessThan(worst, 2e-5)
        let table = FlashKernel.striationTable
        XCTAssertEqual(table.min(), 0); XCTAssertEqual(table.max(), 1)
    }

    /// `FlashKernel.angle4` gives `angle`'s floats lane by lane: random offsets, the axes, the
    /// diagonals (|dx| = |dy|, where `angle` picks a branch) and the centre.
    func testFlashAngle4EqualsAngle() {
        var random = SplitMix64(seed: 31)
        var offsets: [(Float, Float)] = (0..<8_000).map { _ in (Float(random.uniform(-900, 900)), Float(random.uniform(-900, 900))) }
        for v: Float in [0, 0.5, 1.5, 374.5, 666.5] {
            offsets += [(v, 0), (-v, 0), (0, v), (0, -v), (v, v), (-v, v), (v, -v), (-v, -v), (v.nextUp, v), (v, v.nextUp)]
        }
        var mismatches = 0
        for start in stride(from: 0, to: offsets.count - 3, by: 4) {
            let group = offsets[start..<start + 4]
            let angles = FlashKernel.angle4(SIMD4(group.map(\.0)), SIMD4(group.map(\.1)))
            for (k, o) in group.enumerated() where angles[k].bitPattern != FlashKernel.angle(o.0, o.1).bitPattern { mismatches += 1 }
        }
        XCTAssertEqual(mismatches, 0)
    }

    /// The flash's float-to-integer steps equal `Int(v)` (the floor, for v ≥ 0) on random values and
    /// next to every whole and half number of their ranges: `floor4` + `integers` up to the
    /// striation table's positions, `wholes16` on rounded channels (0.5…255.5).
    func testFlashFloorsEqualTruncation() {
        var random = SplitMix64(seed: 32)
        var values = (0..<4_000).map { _ in Float(random.uniform(0, 2048)) }
        for k in 0...2048 {
            let v = Float(k)
            values += [v, v.nextUp, v.nextDown, v + 0.5, (v + 0.5).nextUp, (v + 0.5).nextDown].filter { $0 >= 0 && $0 < 2048 }
        }
        var mismatches = 0
        for start in stride(from: 0, to: values.count - 3, by: 4) {
            let group = SIMD4(values[start..<start + 4])
            let wholes = FlashKernel.integers(FlashKernel.floor4(group))
            for k in 0..<4 where wholes[k] != Int(group[k]) { mismatches += 1 }
        }
        let channels = values.filter { $0 >= 0.5 && $0 <= 255.5 }
        for start in stride(from: 0, to: channels.count - 15, by: 16) {
            let group = SIMD16(channels[start..<start + 16])
            let wholes = FlashKernel.wholes16(group)
            for k in 0..<16 where Int(wholes[k]) != Int(group[k]) { mismatches += 1 }
        }
        XCTAssertEqual(mismatches, 0)
    }
}
