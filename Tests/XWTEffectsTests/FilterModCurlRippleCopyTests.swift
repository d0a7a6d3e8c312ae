import Foundation
import XCTest
import XWTEngine
import XWTMotion

@testable import XWTEffects

/// XWFilterAnimator Mod, PageCurl, Ripple and CopyMachine: endpoint laws,
/// the closed forms and regions of each model, the copy machine against a per-pixel reference,
/// gestures, determinism.
final class FilterModCurlRippleCopyTests: XCTestCase {
    let a = TestScreens.screenA, b = TestScreens.screenB
    let w = TestScreens.canvas.pixelWidth, h = TestScreens.canvas.pixelHeight

    static func angle(_ start: Double = 0, reverses: Bool = true) -> FilterAngle {
        FilterAngle(startAngle: start, reverses: reverses)
    }

    /// Every effect of this family with its defaults, plus slanted and non-reversing variants.
    let effects: [(name: String, effect: any TransitionEffect)] = [
        ("mod", FilterMod(angle: angle(), legacy: false)),
        ("mod 1 rad", FilterMod(angle: angle(1), legacy: false)),
        ("page-curl", FilterPageCurl(angle: angle(), legacy: false)),
        ("page-curl 2 rad no revers", FilterPageCurl(angle: angle(2, reverses: false), legacy: false)),
        ("ripple", FilterRipple(legacy: false)),
        ("copy-machine", FilterCopyMachine(angle: angle(), legacy: false)),
        ("copy-machine 4 rad", FilterCopyMachine(angle: angle(4), legacy: false)),
    ]

    // MARK: shared laws

    /// XW's end-state clamp: exact end images at and past the ends; the middle differs from both.
    func testEndsAreExactAndTheMiddleDiffersFromBoth() {
        for (name, effect) in effects {
            for direction in TransitionDirection.allCases {
                let (from, to) = direction == .to ? (a, b) : (b, a)
                let label = "\(name) \(direction.rawValue)"
                XCTAssertEqual(TestScreens.render(effect, direction, 0).differingPixels(from), 0, "\(label): p = 0")
                XCTAssertEqual(TestScreens.render(effect, direction, -0.3).differingPixels(from), 0, "\(label): p < 0")
                XCTAssertEqual(TestScreens.render(effect, direction, 1).differingPixels(to), 0, "\(label): p = 1")
                XCTAssertEqual(TestScreens.render(effect, direction, 1.2).differingPixels(to), 0, "\(label): p > 1")
                let middle = TestScreens.render(effect, direction, 0.5)
                XCTAssertGreaterThan(middle.differingPixels(from), 0, "\(label): p = 0.5 equals the from screen")
                XCTAssertGreaterThan(middle.differingPixels(to), 0, "\(label): p = 0.5 equals the to screen")
            }
        }
    }

    /// The models meet the clamp without a jump: just before the end the frame is the to screen
    /// (within rounding); just after the start it is the from screen, except Ripple, which
    /// "starts as a bulge" (Apple's description of inputScale) of the refracted from screen.
    func testRunsMeetTheClampedEnds() {
        for (name, effect) in effects {
            for direction in TransitionDirection.allCases {
                let (from, to) = direction == .to ? (a, b) : (b, a)
                let label = "\(name) \(direction.rawValue)"
                XCTAssertLessThanOrEqual(maxChannelDifference(TestScreens.render(effect, direction, 0.999), to), 2, "\(label): p = 0.999")
                if name != "ripple" {
                    XCTAssertEqual(TestScreens.render(effect, direction, 0.001).differingPixels(from), 0, "\(label): p = 0.001")
                }
            }
        }
    }

    func testFramesAreDeterministicAndIndependentOfBands() {
        let context = TestScreens.context()
        for (name, effect) in effects {
            for p in [0.3, 0.7] {
                let scene = effect.scene(direction: .back, progress: p, in: context)
                let one = Renderer(canvas: context.canvas, bands: 1).render(scene)
                XCTAssertEqual(Renderer(canvas: context.canvas, bands: 3).render(scene).differingPixels(one), 0, "\(name) p = \(p): bands")
                XCTAssertEqual(TestScreens.render(effect, .back, p).differingPixels(one), 0, "\(name) p = \(p): second run")
                XCTAssertEqual(
                    TestScreens.render(effect, .back, p, context: TestScreens.context(seed: 99)).differingPixels(one), 0,
                    "\(name) p = \(p): fixed patterns do not follow the seed")
            }
        }
    }

    func testGestureTraits() {
        XCTAssertEqual(
            FilterMod(angle: Self.angle(), legacy: false).gesture,
            GestureTraits.xw(timer: true, to: .down, back: .up))
        XCTAssertEqual(
            FilterMod(angle: Self.angle(Double.pi / 2), legacy: false).gesture,
            GestureTraits.xw(timer: true, to: .down, back: .up), "Mod's pans ignore the angle")
        let rightLeft = GestureTraits.xw(timer: true, to: .right, back: .left)
        XCTAssertEqual(FilterPageCurl(angle: Self.angle(), legacy: false).gesture, rightLeft)
        XCTAssertEqual(FilterRipple(legacy: false).gesture, rightLeft)
        XCTAssertEqual(FilterCopyMachine(angle: Self.angle(), legacy: false).gesture, rightLeft)
        XCTAssertEqual(
            FilterCopyMachine(angle: Self.angle(Double.pi / 2, reverses: false), legacy: false).gesture,
            GestureTraits.xw(timer: true, to: .up, back: .up))
        XCTAssertEqual(
            FilterPageCurl(angle: Self.angle(-Double.pi / 2), legacy: false).gesture,
            GestureTraits.xw(timer: true, to: .down, back: .up))
        for effect in [
            FilterMod(angle: Self.angle(), legacy: true).gesture, FilterPageCurl(angle: Self.angle(), legacy: true).gesture,
            FilterRipple(legacy: true).gesture, FilterCopyMachine(angle: Self.angle(), legacy: true).gesture,
        ] {
            XCTAssertEqual(effect.model.legacyGlitch, .flashStartOnFinish)
        }
    }

    /// `startAngle` and `revers` change the middle frame of every directional effect.
    func testAngleAndReversChangeTheFrames() {
        let makers: [(String, (FilterAngle) -> any TransitionEffect)] = [
            ("mod", { FilterMod(angle: $0, legacy: false) }),
            ("page-curl", { FilterPageCurl(angle: $0, legacy: false) }),
            ("copy-machine", { FilterCopyMachine(angle: $0, legacy: false) }),
        ]
        for (name, make) in makers {
            let base = make(Self.angle())
            XCTAssertTrue(TestScreens.render(make(Self.angle(1.3)), .to, 0.5) != TestScreens.render(base, .to, 0.5), "\(name): angle")
            XCTAssertTrue(
                TestScreens.render(make(Self.angle(reverses: false)), .back, 0.5) != TestScreens.render(base, .back, 0.5),
                "\(name): revers")
            XCTAssertTrue(
                TestScreens.render(make(Self.angle(reverses: false)), .to, 0.5) == TestScreens.render(base, .to, 0.5),
                "\(name): revers touches only the back run")
        }
    }

    // MARK: copy machine

    /// The kernel's segmented rows equal the per-pixel formula of our model everywhere.
    func testCopyMachineMatchesThePerPixelModel() {
        for angle in [0, 0.4, Double.pi / 2, 2.5, Double.pi, -1.1] {
            for ratio in [0.01, 0.2, 0.5, 0.8, 0.99] {
                let kernel = CopyMachineKernel(
                    source: a, target: b, angle: angle, ratio: ratio, barWidth: 50,
                    color: FilterCopyMachine.color, opacity: 1)
                let frame = renderKernel(kernel)
                var mismatches = 0
                for y in 0..<h {
                    for x in 0..<w where frame[x, y] != referenceCopyMachine(x: x, y: y, angle: angle, ratio: ratio) {
                        mismatches += 1
                    }
                }
                XCTAssertEqual(mismatches, 0, "angle \(angle) ratio \(ratio)")
            }
        }
    }

    /// Closed forms: edge `e(t) = −w + t·(L + 2w)`, bump `(4m(1 − m))²`; on black screens the frame
    /// is the light colour (0.6, 1, 0.8) times the bump, brightest at the bar's centre.
    func testCopyMachineBarPositionAndProfile() {
        XCTAssertEqual(CopyMachineKernel.edge(ratio: 0, length: 750, barWidth: 50), -50)
        XCTAssertEqual(CopyMachineKernel.edge(ratio: 1, length: 750, barWidth: 50), 800)
        XCTAssertEqual(CopyMachineKernel.edge(ratio: 0.5, length: 750, barWidth: 50), 375)
        XCTAssertEqual(CopyMachineKernel.bump(0), 0)
        XCTAssertEqual(CopyMachineKernel.bump(0.5), 1)
        XCTAssertEqual(CopyMachineKernel.bump(0.25), 0.5625)
        let black = Bitmap(width: w, height: h, fill: .black)
        // t = 0.5 on the 60-px-wide screen: e = −50 + 0.5·160 = 30, bar over x ∈ [30, 80].
        let frame = renderKernel(
            CopyMachineKernel(
                source: black, target: black, angle: 0, ratio: 0.5, barWidth: 50,
                color: FilterCopyMachine.color, opacity: 1))
        XCTAssertEqual(frame[10, 40], .black, "behind the bar")
        // Pixel 54 is the bar's centre column (m = (54.5 − 30)/50 = 0.49): bump ≈ 0.9984.
        XCTAssertEqual(frame[54, 40], RGBA8(r: 153, g: 255, b: 204), "bar centre = the light colour")
        let quarter = frame[42, 40]  // m = 0.25, bump 0.5625 (144/256)
        XCTAssertEqual(Int(quarter.g), 143, accuracy: 1)
        XCTAssertEqual(Int(quarter.r), 86, accuracy: 1)
    }

    /// Angle 0: the bar moves right, the to screen behind it on the left; back (revers) mirrors it.
    func testCopyMachineDirectionOnScreen() {
        let effect = FilterCopyMachine(angle: Self.angle(), legacy: false)
        // t = 0.3: e = −2, bar over x ∈ [−2, 48]: B left of it, A from 48 on.
        let forward = TestScreens.render(effect, .to, 0.3)
        XCTAssertEqual(forward[55, 50], a[55, 50])
        let back = TestScreens.render(effect, .back, 0.3)
        XCTAssertEqual(back[4, 50], b[4, 50], "back run: bar moves left, from screen B still on the left")
        let late = TestScreens.render(effect, .back, 0.8)
        XCTAssertEqual(late[w - 1, 50], a[w - 1, 50], "back run: to screen A appears on the right")
    }

    // MARK: page curl

    /// A wide screen so the 100-px cylinder and its flat top both fit.
    let wide = Canvas(width: 500, height: 40, scale: 1)

    /// Regions at angle 0 (s = x + ½): the flat page `s ≥ max(c, 2c − πR)` is the source exactly,
    /// the bare target `s ≤ silhouette − reach` is the target exactly, the shadow between darkens
    /// the target by `amount·(1 − dist/reach)²`, and the flat top is the source mirrored about
    /// `(2c − πR)/2`, lightened halfway to white.
    func testPageCurlRegionsAtAngleZero() {
        let source = TestScreens.screen(seed: 0, canvas: wide), target = TestScreens.screen(seed: 1, canvas: wide)
        let width = source.width
        for ratio in [0.2, 0.45, 0.6, 0.7] {
            let kernel = PageCurlKernel(
                source: source, target: target, angle: 0, ratio: ratio, radius: 100,
                shadowSize: 0.5, shadowAmount: 0.7)
            let curl = PageCurlKernel.contactLine(ratio: ratio, length: 500, radius: 100, reach: 100)
            XCTAssertEqual(kernel.curl, curl)
            XCTAssertEqual(curl, ratio * 700, accuracy: 1e-9)
            let flatTop = 2 * curl - Double.pi * 100
            let silhouette = curl - 100 * sin(min(curl / 100, Double.pi / 2))
            let frame = renderKernel(kernel, canvas: wide)
            var checked = (page: 0, bare: 0, shadow: 0, top: 0)
            for y in [0, 17, 39] {
                for x in 0..<width {
                    let s = Double(x) + 0.5, label = "ratio \(ratio) x \(x)"
                    if s >= max(curl, flatTop) + 1e-9 {
                        XCTAssertEqual(frame[x, y], source[x, y], label); checked.page += 1
                    } else if s <= silhouette - 100 {
                        XCTAssertEqual(frame[x, y], target[x, y], label); checked.bare += 1
                    } else if s < silhouette - 1, s > silhouette - 99 {
                        let open = 1 - (silhouette - s) / 100, light = 1 - 0.7 * open * open
                        XCTAssertEqual(Double(frame[x, y].g), Double(target[x, y].g) * light, accuracy: 1.01, label)
                        checked.shadow += 1
                    } else if s >= curl + 1, s <= flatTop - 1 {
                        let mirrored = source[Int(flatTop - 2 * s + s), y]
                        let expected = PackedPixel.pack(FilterPixel.lighten(PackedPixel.spread(word(mirrored)), 128))
                        XCTAssertEqual(word(frame[x, y]), expected, label); checked.top += 1
                    }
                }
            }
            XCTAssertGreaterThan(checked.page + checked.bare + checked.shadow + checked.top, 0, "ratio \(ratio)")
            if ratio >= 0.6 { XCTAssertGreaterThan(checked.top, 0, "ratio \(ratio): no flat top checked") }
            if ratio >= 0.45 { XCTAssertGreaterThan(checked.shadow, 0, "ratio \(ratio): no shadow checked") }
        }
    }

    /// The cylinder lies between the silhouette and the contact line and is made of shaded source
    /// pixels: over black screens only black, over white screens light grey (never brighter).
    func testPageCurlCylinderIsShadedSource() {
        let white = Bitmap(width: 500, height: 40, fill: .white), black = Bitmap(width: 500, height: 40, fill: .black)
        let frame = renderKernel(
            PageCurlKernel(
                source: white, target: black, angle: 0, ratio: 0.3, radius: 100,
                shadowSize: 0.5, shadowAmount: 0.7), canvas: wide)
        // c = 210: silhouette 110, cylinder columns 110…209 shade 1 − 0.3·sin θ ≥ 0.7.
        for x in 111..<209 {
            let g = Int(frame[x, 20].g)
            XCTAssertTrue(g >= 178 && g <= 255, "x \(x): \(g)")
            XCTAssertEqual(frame[x, 20].a, 255)
        }
        XCTAssertEqual(frame[250, 20], .white)
        XCTAssertEqual(frame[50, 20], .black)
    }

    func testArcsineApproximation() {
        for i in 0...1000 {
            let x = Double(i) / 1000
            XCTAssertEqual(PageCurlKernel.arcsine(x), asin(x), accuracy: 1e-7, "x \(x)")
        }
    }

    /// Angle 0 peels the left edge first (to screen on the left); back (revers) peels the right.
    func testPageCurlDirectionOnScreen() {
        let effect = FilterPageCurl(angle: Self.angle(), legacy: false)
        // 60-px screen, t = 0.5: c = 180, all rolled off; t = 0.1: c = 36, silhouette ≈ 0.8.
        let forward = TestScreens.render(effect, .to, 0.1)
        XCTAssertEqual(forward[w - 1, 50], a[w - 1, 50], "right edge still flat")
        let back = TestScreens.render(effect, .back, 0.1)
        XCTAssertEqual(back[0, 50], b[0, 50], "back run: left edge still flat")
        XCTAssertNotEqual(back[w - 1, 50], b[w - 1, 50], "back run: right edge lifted")
    }

    // MARK: ripple

    /// Ring radius `t·(Dmax + w)`; outside `ρ + w/2` the from screen exactly, inside `ρ − w/2` the to
    /// screen exactly, the ring in between differs from both.
    func testRippleRegions() {
        let tall = Canvas(width: 300, height: 400, scale: 1)
        let source = TestScreens.screen(seed: 0, canvas: tall), target = TestScreens.screen(seed: 1, canvas: tall)
        XCTAssertEqual(RippleKernel.ringRadius(ratio: 0.5, maxDistance: 250, width: 100), 175)
        for ratio in [0.2, 0.5, 0.8] {
            let kernel = RippleKernel(
                source: source, target: target, ratio: ratio, width: 100, scale: 50,
                shine: RippleShine.levels, shineSize: RippleShine.size)
            let ring = ratio * (250 + 100)
            XCTAssertEqual(kernel.ring, ring, accuracy: 1e-9)
            let frame = renderKernel(kernel, canvas: tall)
            var outside = 0, inside = 0, ringChanged = 0, ringPixels = 0
            for y in 0..<400 {
                for x in 0..<300 {
                    let r = hypot(Double(x) + 0.5 - 150, Double(y) + 0.5 - 200)
                    if r >= ring + 50 {
                        if frame[x, y] != source[x, y] { outside += 1 }
                    } else if r <= ring - 50 {
                        if frame[x, y] != target[x, y] { inside += 1 }
                    } else {
                        ringPixels += 1
                        if frame[x, y] != source[x, y] && frame[x, y] != target[x, y] { ringChanged += 1 }
                    }
                }
            }
            XCTAssertEqual(outside, 0, "ratio \(ratio): outside the ring")
            XCTAssertEqual(inside, 0, "ratio \(ratio): inside the ring")
            XCTAssertGreaterThan(ringChanged, ringPixels / 2, "ratio \(ratio): the ring refracts")
        }
    }

    /// On black screens only the shading image's highlight shows, and it is brightest where the
    /// ring's outer slope faces the upper-left light.
    func testRippleHighlightFollowsTheSlope() {
        let tall = Canvas(width: 300, height: 400, scale: 1)
        let black = Bitmap(width: 300, height: 400, fill: .black)
        let frame = renderKernel(
            RippleKernel(
                source: black, target: black, ratio: 0.4, width: 100, scale: 50,
                shine: RippleShine.levels, shineSize: RippleShine.size),
            canvas: tall)
        // ρ = 140: on the outer slope (r = ρ + 10) up-left vs down-right of the centre.
        let d = (140.0 + 10) / 2.0.squareRoot()
        let upLeft = frame[Int(150 - d), Int(200 - d)], downRight = frame[Int(150 + d), Int(200 + d)]
        XCTAssertGreaterThan(Int(upLeft.g), Int(downRight.g) + 40)
        XCTAssertEqual(upLeft.r, upLeft.g, "white light")
    }

    func testSinPiSeries() {
        for i in -500...500 {
            let q = Double(i) / 1000
            XCTAssertEqual(RippleKernel.sinPi(q), sin(Double.pi * q), accuracy: 1e-7, "q \(q)")
        }
    }

    /// The procedural restrictedshine: 372 × 372 levels, nothing outside the disc, full white at
    /// the highlight up-left of the centre.
    func testRippleShineImage() {
        let size = RippleShine.size, levels = RippleShine.levels
        XCTAssertEqual(size, 372)
        XCTAssertEqual(levels.count, size * size)
        XCTAssertEqual(levels[0], 0)
        XCTAssertEqual(levels[186 * size + 371], 0)
        let brightest = levels.indices.max { levels[$0] < levels[$1] }!
        XCTAssertEqual(levels[brightest], 255)
        XCTAssertLessThan(brightest % size, 186)
        XCTAssertLessThan(brightest / size, 186)
        XCTAssertEqual(RippleShine.intensity(nx: 1.2, ny: 0), 0)
    }

    // MARK: mod

    /// Holes only grow: a pixel showing the to screen keeps showing it, and their number rises
    /// until they cover the screen.
    func testModHolesGrowMonotonically() {
        for effect in [FilterMod(angle: Self.angle(), legacy: false), FilterMod(angle: Self.angle(2.2), legacy: false)] {
            var previous: Set<Int> = []
            for p in stride(from: 0.25, through: 0.85, by: 0.1) {
                let frame = TestScreens.render(effect, .to, p)
                var shown: Set<Int> = []
                for y in 0..<h { for x in 0..<w where frame[x, y] == b[x, y] && a[x, y] != b[x, y] { shown.insert(y * w + x) } }
                XCTAssertTrue(previous.isSubset(of: shown), "p \(p): a hole closed")
                XCTAssertTrue(shown.count > previous.count || shown.count == w * h, "p \(p): no hole grew")
                previous = shown
            }
        }
    }

    /// Hole radius: nothing before the cell's delay, half a pixel past the cell's farthest point
    /// once fully open (by t = 0.95 for every cell), linear between; delays lie in [0, maxDelay]
    /// and jitter in ±jitter.
    func testModHoleClosedForms() {
        let covering = (1 + ModKernel.jitter) * 30 * 2.0.squareRoot()
        XCTAssertEqual(ModKernel.holeRadius(ratio: 0.1, delay: 0.2, radius: 30), -0.5)
        XCTAssertEqual(ModKernel.holeRadius(ratio: 0.2 + ModKernel.growth, delay: 0.2, radius: 30), covering + 0.5, accuracy: 1e-9)
        XCTAssertEqual(
            ModKernel.holeRadius(ratio: 0.2 + ModKernel.growth / 2, delay: 0.2, radius: 30), 0.5 * (covering + 1) - 0.5,
            accuracy: 1e-9)
        XCTAssertLessThan(ModKernel.holeRadius(ratio: 0.5, delay: 0, radius: 30), covering, "no cell is fully open at t = 0.5")
        XCTAssertEqual(
            ModKernel.holeRadius(ratio: 0.95, delay: ModKernel.maxDelay, radius: 30), covering + 0.5, accuracy: 1e-9,
            "the last cell is open by t = 0.95")
        for i in -20...20 {
            for j in -20...20 {
                let hole = ModKernel.hole(i, j)
                XCTAssertTrue(hole.delay >= 0 && hole.delay <= ModKernel.maxDelay)
                XCTAssertTrue(abs(hole.jx) <= ModKernel.jitter && abs(hole.jy) <= ModKernel.jitter)
            }
        }
        XCTAssertNotEqual(ModKernel.hole(0, 0).delay, ModKernel.hole(1, 0).delay)
    }

    /// Holes stretch along the pattern's u axis away from its centre line (compression): at angle 0
    /// on a tall screen the holes open near the top and bottom are wider than tall.
    func testModHolesStretchAwayFromTheCentreLine() {
        let tall = Canvas(width: 300, height: 600, scale: 1)
        let white = Bitmap(width: 300, height: 600, fill: .white), black = Bitmap(width: 300, height: 600, fill: .black)
        let frame = renderKernel(
            ModKernel(source: white, target: black, angle: 0, ratio: 0.3, radius: 30, compression: 10),
            canvas: tall)
        // Bounding box of the black (open) pixels within 60 px of the top edge, per connected row run.
        var longestRun = 0, columnsSpan = 0
        for y in 0..<60 {
            var run = 0
            for x in 0..<300 {
                run = frame[x, y] == .black ? run + 1 : 0
                longestRun = max(longestRun, run)
            }
        }
        for x in 0..<300 {
            var run = 0
            for y in 0..<60 {
                run = frame[x, y] == .black ? run + 1 : 0
                columnsSpan = max(columnsSpan, run)
            }
        }
        XCTAssertGreaterThan(longestRun, 2 * columnsSpan, "holes near the edge are not stretched along x")
    }

    /// `FilterPixel.split` (one conversion) equals the integer part and `weight` of the fraction
    /// (two conversions) that bilinear sampling used to compute, on random positions and on the
    /// rounding edges (fractions k/256 ± ½/256 and their neighbouring doubles).
    func testSplitEqualsTheWholePartAndTheFractionWeight() {
        var random = SplitMix64(seed: 11)
        var values = (0..<20_000).map { _ in random.uniform(0, 2048) }
        for whole in [0.0, 1, 7, 749, 1333, 2047] {
            for k in 0...256 {
                let edge = whole + (Double(k) - 0.5) / 256
                values += [edge, edge.nextUp, edge.nextDown, whole + Double(k) / 256].filter { $0 >= 0 }
            }
        }
        var mismatches = 0
        for v in values {
            let whole = Int(v)
            let (splitWhole, splitWeight) = FilterPixel.split(v)
            if splitWhole != whole || splitWeight != FilterPixel.weight(v - Double(whole)) { mismatches += 1 }
        }
        XCTAssertEqual(mismatches, 0)
    }

    /// `FilterPixel.split4` (two floors per lane, no conversion) equals `split` lane by lane on the
    /// same random positions and rounding edges, and on values below 1 next to the halves, where
    /// `g + ½` rounds.
    func testSplit4EqualsSplit() {
        var random = SplitMix64(seed: 12)
        var values = (0..<20_000).map { _ in random.uniform(0, 2048) }
        for whole in [0.0, 1, 7, 255, 256, 749, 1333, 2047] {
            for k in 0...256 {
                let edge = whole + (Double(k) - 0.5) / 256
                values += [edge, edge.nextUp, edge.nextDown, edge.nextDown.nextDown, whole + Double(k) / 256].filter { $0 >= 0 }
            }
        }
        values += [0, 0.5 / 256 - 0x1p-62, (1 - 0.5 / 256).nextDown, 1.nextDown]
        var mismatches = 0
        for start in stride(from: 0, to: values.count - 3, by: 4) {
            let (wholes, weights) = FilterPixel.split4(SIMD4(values[start..<start + 4]))
            for k in 0..<4 {
                let (whole, weight) = FilterPixel.split(values[start + k])
                if wholes[k] != Double(whole) || weights[k] != Double(weight) { mismatches += 1 }
            }
        }
        XCTAssertEqual(mismatches, 0)
    }

    /// `FilterPixel.bilinear4` gives `bilinear`'s bytes at four positions at once, inside the image,
    /// on its last column and row, and clamped past every edge.
    func testBilinear4EqualsBilinear() {
        var random = SplitMix64(seed: 13)
        let image = PixelImage<CheckedMemory>(randomBitmap(width: 9, height: 7, seed: 14))
        var positions: [(Double, Double)] = (0..<4_000).map { _ in (random.uniform(-3, 12), random.uniform(-3, 10)) }
        for x in [-1.0, 0, 0.5, 8.5, 8.75, 9, 9.5, 12] {
            for y in [-1.0, 0, 0.5, 6.5, 6.75, 7, 7.5, 10] { positions.append((x, y)) }
        }
        var mismatches = 0
        for start in stride(from: 0, to: positions.count - 3, by: 4) {
            let group = positions[start..<start + 4]
            let samples = FilterPixel.bilinear4(image, x: SIMD4(group.map(\.0)), y: SIMD4(group.map(\.1)))
            for (k, p) in group.enumerated() {
                let expected = PackedPixel.pack(FilterPixel.bilinear(image, x: p.0, y: p.1))
                let lanes = (0..<4).map { UInt32(samples[4 * k + $0]) << (8 * UInt32($0)) }
                if lanes.reduce(0, |) != expected { mismatches += 1 }
            }
        }
        XCTAssertEqual(mismatches, 0)
    }

    // MARK: helpers

    private func randomBitmap(width: Int, height: Int, seed: UInt64) -> Bitmap {
        var random = SplitMix64(seed: seed)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<width * height {
            let a = min(Int(random.uniform(0, 256)), 255)
            pixels[4 * i + 3] = UInt8(a)
            for c in 0..<3 { pixels[4 * i + c] = UInt8(min(Int(random.uniform(0, Double(a) + 1)), a)) }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    private func renderKernel(_ kernel: any PixelKernel, canvas: Canvas = TestScreens.canvas) -> Bitmap {
        Renderer(canvas: canvas, bands: 1).render(Scene(kernel: kernel))
    }

    private func word(_ p: RGBA8) -> UInt32 {
        UInt32(p.r) | UInt32(p.g) << 8 | UInt32(p.b) << 16 | UInt32(p.a) << 24
    }

    private func maxChannelDifference(_ x: Bitmap, _ y: Bitmap) -> Int {
        zip(x.pixels, y.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    /// Our CICopyMachineTransition model, at one pixel (extent = image, opacity 1).
    private func referenceCopyMachine(x: Int, y: Int, angle: Double, ratio: Double) -> RGBA8 {
        let dx = cos(angle), dy = -sin(angle), width = 50.0
        let corners = [(0.0, 0.0), (Double(w), 0), (0, Double(h)), (Double(w), Double(h))].map { $0.0 * dx + $0.1 * dy }
        let s0 = corners.min()!, length = corners.max()! - s0
        let s = (Double(x) + 0.5) * dx + (Double(y) + 0.5) * dy - s0
        let m = (s - (-width + ratio * (length + 2 * width))) / width
        if m <= 0 { return b[x, y] }
        if m >= 1 { return a[x, y] }
        let weight = Int(m * 256 + 0.5), bumpWeight = Int(CopyMachineKernel.bump(m) * 256 + 0.5)
        func channel(_ s: UInt8, _ t: UInt8, _ light: Int) -> UInt8 {
            let base = (Int(t) * (256 - weight) + Int(s) * weight + 128) >> 8
            return UInt8(min(255, base + (light * bumpWeight + 128) >> 8))
        }
        let (sp, tp) = (a[x, y], b[x, y])
        return RGBA8(r: channel(sp.r, tp.r, 153), g: channel(sp.g, tp.g, 255), b: channel(sp.b, tp.b, 204), a: channel(sp.a, tp.a, 255))
    }
}
