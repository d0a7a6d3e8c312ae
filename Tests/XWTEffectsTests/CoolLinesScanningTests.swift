import XCTest
import XWTEngine
import XWTMotion

@testable import XWTEffects

/// XW Cool Lines and Scanning: endpoint laws, the spring and slice geometry,
/// the procedural bar image and the keyframed mask and bar.
final class CoolLinesScanningTests: XCTestCase {
    let a = TestScreens.screenA, b = TestScreens.screenB
    let w = TestScreens.canvas.pixelWidth, h = TestScreens.canvas.pixelHeight

    static let lines: [(String, SlicedLines)] = [
        ("horizontal", SlicedLines(axis: .horizontal)), ("vertical", SlicedLines(axis: .vertical)),
        ("horizontal legacy", SlicedLines(axis: .horizontal, delayedSnapshot: true)),
        ("vertical legacy", SlicedLines(axis: .vertical, delayedSnapshot: true)),
    ]
    static let scannings = Side.allCases.map { ("scanning \($0.rawValue)", CoolScanning(side: $0)) }

    // MARK: shared laws

    func testEndsAreThePlainScreensAndTheMiddleDiffers() {
        let effects: [(String, any TransitionEffect)] = Self.lines.map { ($0.0, $0.1) } + Self.scannings.map { ($0.0, $0.1) }
        for (name, effect) in effects {
            for direction in TransitionDirection.allCases {
                let label = "\(name) \(direction.rawValue)"
                let (from, to) = direction == .to ? (a, b) : (b, a)
                XCTAssertEqual(TestScreens.render(effect, direction, 0).differingPixels(from), 0, "\(label): p = 0")
                XCTAssertEqual(TestScreens.render(effect, direction, 1).differingPixels(to), 0, "\(label): p = 1")
                XCTAssertEqual(TestScreens.render(effect, direction, -0.2), TestScreens.render(effect, direction, 0), label)
                XCTAssertEqual(TestScreens.render(effect, direction, 1.3), TestScreens.render(effect, direction, 1), label)
                let middle = TestScreens.render(effect, direction, 0.5)
                XCTAssertGreaterThan(middle.differingPixels(from), 0, "\(label): p = 0.5 is the from screen")
                XCTAssertGreaterThan(middle.differingPixels(to), 0, "\(label): p = 0.5 is the to screen")
            }
        }
    }

    func testParametersChangeTheMiddleFrame() {
        let horizontal = SlicedLines(axis: .horizontal), vertical = SlicedLines(axis: .vertical)
        XCTAssertNotEqual(TestScreens.render(horizontal, .to, 0.5), TestScreens.render(vertical, .to, 0.5))
        let legacy = SlicedLines(axis: .horizontal, delayedSnapshot: true)
        XCTAssertNotEqual(
            TestScreens.render(horizontal, .to, 0.5), TestScreens.render(legacy, .to, 0.5),
            "legacySnapshots delays the spring by 0.01 s")
        let frames = Side.allCases.map { TestScreens.render(CoolScanning(side: $0), .to, 0.5) }
        XCTAssertEqual(Set(frames.map(\.pixels)).count, 4, "each direction draws a different frame")
    }

    func testDeterministicPerSeedAndDifferentBetweenSeeds() {
        for (name, effect) in Self.lines {
            let one = TestScreens.render(effect, .to, 0.3, context: TestScreens.context(seed: 1))
            XCTAssertEqual(TestScreens.render(effect, .to, 0.3, context: TestScreens.context(seed: 1)), one, name)
            XCTAssertNotEqual(TestScreens.render(effect, .to, 0.3, context: TestScreens.context(seed: 2)), one, name)
        }
        let scanning = CoolScanning(side: .left)
        XCTAssertEqual(
            TestScreens.render(scanning, .back, 0.4, context: TestScreens.context(seed: 1)),
            TestScreens.render(scanning, .back, 0.4, context: TestScreens.context(seed: 2)),
            "scanning draws nothing random: the seed does not change it")
    }

    func testGestures() {
        for (id, to, back) in [("cool-horizontal-lines", SwipeDirection.left, SwipeDirection.right), ("cool-vertical-lines", .down, .up)] {
            XCTAssertEqual(EffectID.named(id).gesture(.defaults(.named(id))), GestureTraits.xw(timer: false, to: to, back: back), id)
        }
        let expected: [Side: (SwipeDirection, SwipeDirection)] = [
            .left: (.right, .left), .right: (.left, .right), .top: (.down, .up), .bottom: (.up, .down),
        ]
        for (side, pans) in expected {
            XCTAssertEqual(CoolScanning(side: side).gesture, GestureTraits.xw(timer: false, to: pans.0, back: pans.1))
        }
    }

    // MARK: lines

    /// The spring-table row "XW Lines": ζ 0.8, v0 0, T = 0.5 − 0.01 = 0.49 s, ω0 ≈ 18.36, samples at t/T = 0, .1, …, 1.
    func testLinesSpringIsTheTableRowForT049() {
        let lines = SlicedLines(axis: .horizontal, duration: 0.5)
        XCTAssertEqual(lines.spring.duration, 0.49, accuracy: 1e-12)
        XCTAssertEqual(lines.spring.damping, 0.8)
        XCTAssertEqual(lines.spring.initialVelocity, 0)
        XCTAssertEqual(lines.spring.omega0, 18.36, accuracy: 0.005)
        let samples = [0, 0.249, 0.609, 0.852, 0.969, 1.009, 1.015, 1.010, 1.005, 1.002, 1]
        for (i, x) in samples.enumerated() {
            // Progress is a fraction of D = 0.5 s; the spring spans the first 0.49 s.
            let p = Double(i) / 10 * 0.49 / 0.5
            XCTAssertEqual(lines.travel(progress: p), x, accuracy: 0.0006, "t/T = \(Double(i) / 10)")
        }
        XCTAssertEqual(lines.travel(progress: 0.99), 1, "settled for the last 0.01 s")
        // Peak ≈ 1.015 (the visible wobble).
        let peak = (1...99).map { lines.travel(progress: Double($0) / 100) }.max()!
        XCTAssertEqual(peak, 1.015, accuracy: 0.001)
    }

    /// Slice offsets follow the spring: outgoing by s·k'·L, incoming by (1 − s)·k·L.
    func testSlicesMoveAlongTheSpring() {
        let lines = SlicedLines(axis: .horizontal)
        let context = TestScreens.context()
        let rest = Double(w) / 2
        let p1 = 0.1, p2 = 0.3
        let s1 = lines.travel(progress: p1), s2 = lines.travel(progress: p2)
        let one = lines.scene(direction: .to, progress: p1, in: context).layers
        let two = lines.scene(direction: .to, progress: p2, in: context).layers
        let count = SlicedLines.sliceCount(length: Double(h))
        for i in 0..<count {
            let outgoing1 = one[i].position.x - rest, outgoing2 = two[i].position.x - rest
            XCTAssertEqual(outgoing1 / s1, outgoing2 / s2, accuracy: 1e-9)
            let k = -outgoing1 / s1 / Double(w)
            XCTAssertTrue(k >= 1 && k < 8, "outgoing k' = \(k)")
            let incoming1 = one[count + i].position.x - rest, incoming2 = two[count + i].position.x - rest
            XCTAssertEqual(incoming1 / (1 - s1), incoming2 / (1 - s2), accuracy: 1e-9)
            let kIn = incoming1 / (1 - s1) / Double(w)
            XCTAssertTrue(kIn >= 1 && kIn < 8, "incoming k = \(kIn)")
        }
    }

    /// ⌈H/4⌉ full-width slices (⌈W/4⌉ full-height ones) per screen, outgoing first, incoming on top.
    func testSliceCountsAndFrames() {
        XCTAssertEqual(SlicedLines.sliceCount(length: 667), 167)
        XCTAssertEqual(SlicedLines.sliceCount(length: 375), 94)
        XCTAssertEqual(SlicedLines.sliceCount(length: 100), 25)
        let canvas = Canvas(width: 375, height: 667, scale: 2)
        let screen = Bitmap(width: 750, height: 1334, fill: .white)
        let context = EffectContext(canvas: canvas, screenA: screen, screenB: screen)
        let horizontal = SlicedLines(axis: .horizontal).scene(direction: .to, progress: 0.5, in: context).layers
        XCTAssertEqual(horizontal.count, 2 * 167)
        XCTAssertEqual(horizontal[166].bounds, Size(375, 4))
        XCTAssertEqual(horizontal[166].position.y, 664 + 2)
        guard case let .image(_, contentsRect) = horizontal[3].content else { return XCTFail("slices show the snapshot") }
        XCTAssertEqual(contentsRect, Rect(x: 0, y: 12.0 / 667, width: 1, height: 4.0 / 667))
        let vertical = SlicedLines(axis: .vertical).scene(direction: .back, progress: 0.5, in: context).layers
        XCTAssertEqual(vertical.count, 2 * 94)
        XCTAssertEqual(vertical[93].bounds, Size(4, 667))
        XCTAssertEqual(vertical[93].position.x, 372 + 2)
    }

    /// Horizontal: incoming from the right (to) / left (back), outgoing the other way; vertical,
    /// both ways: incoming below, above, below…; outgoing up, down, up…
    func testSliceDirections() {
        let context = TestScreens.context()
        let count = SlicedLines.sliceCount(length: Double(h))
        let columns = SlicedLines.sliceCount(length: Double(w))
        for direction in TransitionDirection.allCases {
            let layers = SlicedLines(axis: .horizontal).scene(direction: direction, progress: 0.2, in: context).layers
            let sign: Double = direction == .to ? 1 : -1
            for i in 0..<count {
                XCTAssertLessThan(sign * (layers[i].position.x - Double(w) / 2), 0, "outgoing \(i) \(direction)")
                XCTAssertGreaterThan(sign * (layers[count + i].position.x - Double(w) / 2), 0, "incoming \(i) \(direction)")
            }
            let vertical = SlicedLines(axis: .vertical).scene(direction: direction, progress: 0.2, in: context).layers
            for i in 0..<columns {
                let alternate: Double = i % 2 == 0 ? 1 : -1
                XCTAssertLessThan(alternate * (vertical[i].position.y - Double(h) / 2), 0, "outgoing \(i) \(direction)")
                XCTAssertGreaterThan(alternate * (vertical[columns + i].position.y - Double(h) / 2), 0, "incoming \(i) \(direction)")
            }
        }
    }

    /// XW's durations: D = toDuration both ways, T = D − 0.01; the frames do not read backDuration.
    func testDurationStretchesTheSpring() {
        let long = SlicedLines(axis: .vertical, duration: 2)
        XCTAssertEqual(long.spring.duration, 1.99, accuracy: 1e-12)
        XCTAssertEqual(long.travel(progress: 0.5), long.spring.value(1 / 1.99), accuracy: 1e-12)
    }

    /// HUAnimator's delayed snapshot: no incoming slices and no motion for the first 0.01 s, then
    /// the same spring, 0.01 s late.
    func testLegacySnapshotsDelayTheIncomingSlices() {
        let legacy = SlicedLines(axis: .horizontal, duration: 0.5, delayedSnapshot: true)
        let context = TestScreens.context()
        let early = legacy.scene(direction: .to, progress: 0.01, in: context)  // t = 0.005 s
        XCTAssertEqual(early.layers.count, SlicedLines.sliceCount(length: Double(h)), "only the outgoing slices")
        XCTAssertEqual(legacy.travel(progress: 0.01), 0)
        XCTAssertEqual(TestScreens.render(legacy, .to, 0.01), a, "the outgoing slices at rest tile A")
        let later = legacy.scene(direction: .to, progress: 0.1, in: context)
        XCTAssertEqual(later.layers.count, 2 * SlicedLines.sliceCount(length: Double(h)))
        let fixed = SlicedLines(axis: .horizontal, duration: 0.5)
        XCTAssertEqual(legacy.travel(progress: 0.3), fixed.spring.value((0.15 - 0.01) / 0.49), accuracy: 1e-12)
        XCTAssertEqual(
            fixed.scene(direction: .to, progress: 0.01, in: context).layers.count,
            2 * SlicedLines.sliceCount(length: Double(h)), "XW slices both screens up front")
    }

    // MARK: scanning

    /// line.png's published profiles: the middle rows are the 15 bytes across, the middle
    /// columns the 28 bytes along; premultiplied white.
    func testBarImageAlphaProfiles() {
        let image = ScanningBar.image
        XCTAssertEqual(image.width, 15)
        XCTAssertEqual(image.height, 28)
        let across: [UInt8] = [5, 23, 58, 114, 193, 244, 254, 254, 254, 244, 193, 114, 58, 23, 5]
        let along: [UInt8] = [
            0, 5, 17, 45, 96, 180, 240, 254, 254, 254, 254, 254, 254, 254, 254, 254, 254, 254, 254, 254, 254,
            244, 193, 113, 54, 21, 7, 1,
        ]
        for y in 7...20 { XCTAssertEqual((0..<15).map { image[$0, y].a }, across, "row \(y)") }
        for x in 6...8 { XCTAssertEqual((0..<28).map { image[x, $0].a }, along, "column \(x)") }
        XCTAssertEqual(image[0, 0].a, 0)
        XCTAssertEqual(image[4, 4].a, 73, "193 · 96 / 254 rounded")
        for y in 0..<28 {
            for x in 0..<15 {
                let p = image[x, y]
                XCTAssertTrue(p.r == p.a && p.g == p.a && p.b == p.a, "white at (\(x), \(y))")
            }
        }
    }

    /// Keyframes in eased time: mask and bar reach V at 0.7, then the bar alone returns.
    func testTravelKeyframes() {
        XCTAssertTrue(CoolScanning.travel(at: 0) == (0, 0))
        XCTAssertTrue(CoolScanning.travel(at: 0.35) == (0.5, 0.5))
        XCTAssertTrue(CoolScanning.travel(at: 0.7) == (1, 1))
        let late = CoolScanning.travel(at: 0.85)
        XCTAssertEqual(late.mask, 1)
        XCTAssertEqual(late.bar, 0.5, accuracy: 1e-12)
        XCTAssertTrue(CoolScanning.travel(at: 1) == (1, 0))
    }

    /// The mask rect moved by m·V, clipped to the screen.
    func testUncoveredPartOfTheFromScreen() {
        let size = Size(300, 600)
        XCTAssertEqual(CoolScanning.uncovered(maskTravel: 0.25, sweep: Point(300, 0), canvas: size), Rect(x: 75, y: 0, width: 225, height: 600))
        XCTAssertEqual(CoolScanning.uncovered(maskTravel: 0.25, sweep: Point(-300, 0), canvas: size), Rect(x: 0, y: 0, width: 225, height: 600))
        XCTAssertEqual(CoolScanning.uncovered(maskTravel: 0.5, sweep: Point(0, 600), canvas: size), Rect(x: 0, y: 300, width: 300, height: 300))
        XCTAssertEqual(CoolScanning.uncovered(maskTravel: 0.5, sweep: Point(0, -600), canvas: size), Rect(x: 0, y: 0, width: 300, height: 300))
        XCTAssertNil(CoolScanning.uncovered(maskTravel: 1, sweep: Point(0, -600), canvas: size))
    }

    /// At the linear progress where EIO reaches 0.7, the mask and the bar have moved by exactly V
    /// (the from screen gone); halfway there (EIO = 0.35) the mask edge is mid-screen with the
    /// bar on it.
    func testMaskAndBarAtTheSweepKeyframe() {
        let context = TestScreens.context()
        let size = TestScreens.canvas.size
        let pKey = Self.progress(easedTo: 0.7), pHalf = Self.progress(easedTo: 0.35)
        let cases: [(Side, TransitionDirection, Side)] = [
            (.left, .to, .left), (.right, .to, .right), (.top, .to, .top), (.bottom, .to, .bottom),
            (.left, .back, .right), (.right, .back, .left), (.top, .back, .bottom), (.bottom, .back, .top),
        ]
        for (side, direction, start) in cases {
            let label = "\(side) \(direction)"
            let effect = CoolScanning(side: side)
            let v = CoolScanning.sweep(from: start, canvas: size)
            let home = CoolScanning.barStart(start, canvas: size)
            // At the keyframe the from screen is gone: only the to screen and the bar remain.
            let atKey = effect.scene(direction: direction, progress: pKey, in: context).layers
            XCTAssertEqual(atKey.count, 2, label)
            XCTAssertEqual(atKey[1].position.x, home.minX + home.width / 2 + v.x, accuracy: 1e-6, label)
            XCTAssertEqual(atKey[1].position.y, home.minY + home.height / 2 + v.y, accuracy: 1e-6, label)
            // Halfway there the from screen shows on the far half only.
            let half = effect.scene(direction: direction, progress: pHalf, in: context).layers
            XCTAssertEqual(half.count, 3, label)
            let shown = Rect(
                x: max(0, v.x / 2), y: max(0, v.y / 2), width: size.width - abs(v.x) / 2,
                height: size.height - abs(v.y) / 2)
            XCTAssertEqual(half[1].bounds.width, shown.width, accuracy: 1e-6, label)
            XCTAssertEqual(half[1].bounds.height, shown.height, accuracy: 1e-6, label)
            XCTAssertEqual(half[1].position.x, shown.minX + shown.width / 2, accuracy: 1e-6, label)
            XCTAssertEqual(half[1].position.y, shown.minY + shown.height / 2, accuracy: 1e-6, label)
            XCTAssertEqual(half[2].position.x, home.minX + home.width / 2 + v.x / 2, accuracy: 1e-6, label)
            XCTAssertEqual(half[2].position.y, home.minY + home.height / 2 + v.y / 2, accuracy: 1e-6, label)
        }
        // On screen, FromLeft at EIO = 0.35: B left of the bar, A right of it.
        let frame = TestScreens.render(CoolScanning(side: .left), .to, pHalf)
        for y in [10, 50, 90] {
            for x in 0..<(w / 2 - 14) { XCTAssertEqual(frame[x, y], b[x, y], "(\(x), \(y)) shows B") }
            for x in (w / 2 + 6)..<w { XCTAssertEqual(frame[x, y], a[x, y], "(\(x), \(y)) shows A") }
        }
    }

    /// The bar is 18 pt across its motion and 1.5 screens along it, centred 4 pt outside the start edge.
    func testBarGeometry() {
        let size = Size(375, 667)
        XCTAssertEqual(CoolScanning.barStart(.left, canvas: size), Rect(x: -13, y: -166.75, width: 18, height: 1000.5))
        XCTAssertEqual(CoolScanning.barStart(.right, canvas: size), Rect(x: 370, y: -166.75, width: 18, height: 1000.5))
        XCTAssertEqual(CoolScanning.barStart(.top, canvas: size), Rect(x: -93.75, y: -13, width: 562.5, height: 18))
        XCTAssertEqual(CoolScanning.barStart(.bottom, canvas: size), Rect(x: -93.75, y: 662, width: 562.5, height: 18))
    }

    /// The least linear progress p with EIO(p) ≥ u, by bisection (to 1e-15).
    static func progress(easedTo u: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if TimingCurve.easeInOut.value(mid) < u { lo = mid } else { hi = mid }
        }
        return hi
    }
}
