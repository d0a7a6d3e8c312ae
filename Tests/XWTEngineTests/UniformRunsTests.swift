import XCTest

@testable import XWTEngine

/// Scaled rows and 1:1 rows at a fractional offset take a run of one colour (`Bitmap.uniformRuns`)
/// as its colour instead of lerping its columns, and rows with perspective a block of one colour
/// as the colour of its samples: the frame equals the one drawn from the same pixels with no runs
/// recorded, and the reference path's, zooming in and out, flipped, stretched, moved by fractions,
/// turned in depth, faded or not.
final class UniformRunsTests: XCTestCase {
    let canvas = Canvas(width: 60, height: 45, scale: 2)

    /// Rows of runs of one colour, 1 to 40 texels long (some just under and over
    /// `UniformRuns.minimumLength`), each row's colours from `testPattern`; rows 30–39 repeat the
    /// row above (runs of one colour in both texel rows), rows 60–69 are a vertical gradient, and
    /// `alpha` (when not 255) makes each run translucent.
    private func runs(alpha: UInt8 = 255) -> Bitmap {
        let ink = testPattern(width: 120, height: 90, seed: 7)
        var bitmap = Bitmap(width: 120, height: 90)
        let lengths = [3, 16, 15, 40, 1, 17, 28, 2, 19]
        func p(_ v: UInt8) -> UInt8 { UInt8((Int(v) * Int(alpha) + 127) / 255) }
        for y in 0..<90 {
            let source = (30..<40).contains(y) ? 29 : y
            var x = 0, k = y % lengths.count
            while x < 120 {
                let c = ink[x, source], end = min(120, x + lengths[k])
                let colour = (60..<70).contains(y) ? RGBA8(r: UInt8(y * 3), g: 90, b: UInt8(255 - y)) : c
                for column in x..<end { bitmap[column, y] = RGBA8(r: p(colour.r), g: p(colour.g), b: p(colour.b), a: alpha) }
                x = end
                k = (k + 1) % lengths.count
            }
        }
        return bitmap
    }

    func testRunsAreEachRowsLongRunsAndAChangeForgetsThem() {
        var bitmap = runs()
        XCTAssertNil(bitmap.uniformRuns)
        bitmap.keepUniformRuns()
        guard let recorded = bitmap.uniformRuns else { return XCTFail("no runs kept") }
        for y in 0..<90 {
            var expected: [Range<Int>] = []
            var lo = 0
            while lo < 120 {
                var hi = lo + 1
                while hi < 120 && bitmap[hi, y] == bitmap[lo, y] { hi += 1 }
                if hi - lo >= UniformRuns.minimumLength { expected.append(lo..<hi) }
                lo = hi
            }
            XCTAssertEqual(recorded.runs(row: y).map { recorded.run($0) }, expected, "row \(y)")
        }
        XCTAssertFalse(recorded.runs(row: 0).isEmpty)
        bitmap[5, 42] = .black
        XCTAssertNil(bitmap.uniformRuns)
    }

    func testRunsTakenAsTheirColourChangeNoByte() {
        var rng = SplitMix64(seed: 0x5EED)
        var poses: [Transform3D] = [
            .scale(1.3, 1.3), .scale(0.7, 0.7), .scale(1.02, 1.02), .scale(0.98, 0.98), .scale(2.5, 2.5), .scale(0.45, 0.45),
            .scale(1.3, 0.8), .scale(1, 1.6), .scale(-1.2, 1.2), .translation(0.37, -0.21), .rotation(0.2, 0, 0, 1),
        ]
        for _ in 0..<16 {
            let s = rng.uniform(0.6, 1.6)
            poses.append(Transform3D.scale(s, s * rng.uniform(0.9, 1.1)).concatenating(.translation(rng.uniform(-4, 4), rng.uniform(-4, 4))))
        }
        assertRunsChangeNoByte(poses)
    }

    /// 1:1 rows at a fractional offset (`shiftedRow`): across x only, y only, both, by less than a
    /// weight's step, past the image's edges; whole offsets (`copyRow`) beside them.
    func testShiftedRunsTakenAsTheirColourChangeNoByte() {
        var rng = SplitMix64(seed: 0x5817)
        var poses: [Transform3D] = [
            .translation(0.25, 0), .translation(-3.1, 0), .translation(0, 0.4), .translation(0, -6.35), .translation(0.001, 0),
            .translation(0.7, 0.15), .translation(-21.6, 9.8), .translation(40.2, 0), .translation(3, 0), .translation(-2.5, 1.5),
        ]
        for _ in 0..<16 { poses.append(.translation(rng.uniform(-8, 8), rng.uniform(-8, 8))) }
        for _ in 0..<8 { poses.append(.translation(rng.uniform(-8, 8), 0)) }
        assertRunsChangeNoByte(poses)
    }

    /// A frame of the image of `runs` under each of `poses` (over another layer, at full opacity
    /// and faded, opaque and translucent) equals the one drawn from the same pixels with no runs
    /// kept: in 1 and 3 bands and on the reference path.
    private func assertRunsChangeNoByte(_ poses: [Transform3D], file: StaticString = #filePath, line: UInt = #line) {
        var opaque = runs()
        opaque.recordOpacity()
        for plain in [opaque, runs(alpha: 140)] {
            var recorded = plain
            recorded.keepUniformRuns()
            let under = Layer(frame: Rect(x: 0, y: 0, width: 60, height: 45), content: .image(testPattern(width: 120, height: 90, seed: 2)))
            for (i, transform) in poses.enumerated() {
                for opacity in [1.0, 0.55] {
                    func scene(_ image: Bitmap) -> Scene {
                        var layer = Layer(frame: Rect(x: 0, y: 0, width: 60, height: 45), content: .image(image))
                        layer.transform = transform
                        layer.opacity = opacity
                        return Scene(background: Color(red: 0.3, green: 0.3, blue: 0.3), layers: [under, layer])
                    }
                    let expected = Renderer(canvas: canvas, bands: 1).render(scene(plain))
                    let what = "pose \(i) at opacity \(opacity), \(plain.isKnownOpaque ? "opaque" : "translucent")"
                    XCTAssertEqual(Renderer(canvas: canvas, bands: 1).render(scene(recorded)), expected, what, file: file, line: line)
                    XCTAssertEqual(Renderer(canvas: canvas, bands: 3).render(scene(recorded)), expected, "\(what), 3 bands", file: file, line: line)
                    XCTAssertEqual(
                        Renderer(canvas: canvas, bands: 1).renderChecked(scene(recorded)), expected, "\(what), reference path", file: file, line: line)
                }
            }
        }
    }

    /// Blocks of one colour, 6 to 40 texels wide and 1 to 14 tall, every fifth of them
    /// `testPattern`'s noise instead; `alpha` (when not 255) makes them translucent.
    private func blocks(alpha: UInt8 = 255) -> Bitmap {
        let ink = testPattern(width: 120, height: 90, seed: 5)
        let widths = [6, 40, 17, 23, 34], heights = [1, 12, 5, 9, 3, 14]
        func starts(_ sizes: [Int], _ total: Int) -> [Int] {
            var starts = [0], k = 0
            while starts.last! < total { starts.append(starts.last! + sizes[k % sizes.count]); k += 1 }
            return starts
        }
        let columns = starts(widths, 120), rows = starts(heights, 90)
        func p(_ v: UInt8) -> UInt8 { UInt8((Int(v) * Int(alpha) + 127) / 255) }
        var bitmap = Bitmap(width: 120, height: 90)
        for y in 0..<90 {
            let by = rows.lastIndex { $0 <= y }!
            for x in 0..<120 {
                let bx = columns.lastIndex { $0 <= x }!
                let c = (bx + by) % 5 == 0 ? ink[x, y] : ink[(bx * 37) % 120, (by * 11) % 90]
                bitmap[x, y] = RGBA8(r: p(c.r), g: p(c.g), b: p(c.b), a: alpha)
            }
        }
        return bitmap
    }

    /// A block's rows join its columns exactly when each row's columns lie in one run of at
    /// least `minimumLength` equal texels, at any place in the rows' words.
    func testBlocksJoinExactlyWhenEachRowsColumnsLieInOneRun() {
        var bitmap = blocks()
        bitmap.keepUniformRuns()
        guard let runs = bitmap.uniformRuns else { return XCTFail("no runs kept") }
        var rng = SplitMix64(seed: 0xB10C)
        var joined = 0
        for _ in 0..<6000 {
            let y0 = Int(rng.uniform(0, 89.99)), x0 = Int(rng.uniform(0, 118.99))
            let y1 = min(89, y0 + Int(rng.uniform(0, 4.99))), x1 = min(119, x0 + 1 + Int(rng.uniform(0, 24.99)))
            let expected = (y0...y1).allSatisfy { y in
                // The longest stretch of row y's pixels equal to (x0, y) around x0.
                var lo = x0, hi = x0 + 1
                while lo > 0 && bitmap[lo - 1, y] == bitmap[x0, y] { lo -= 1 }
                while hi < 120 && bitmap[hi, y] == bitmap[x0, y] { hi += 1 }
                return hi > x1 && hi - lo >= UniformRuns.minimumLength
            }
            XCTAssertEqual(runs.joins(rows: y0...y1, columns: x0...x1), expected, "rows \(y0)...\(y1), columns \(x0)...\(x1)")
            if expected { joined += 1 }
        }
        XCTAssertGreaterThan(joined, 600)
        var plain = Bitmap(width: 130, height: 2, fill: .black)
        plain.keepUniformRuns()
        XCTAssertEqual(plain.uniformRuns?.joins(rows: 0...1, columns: 66...129), true, "64 columns")
        XCTAssertEqual(plain.uniformRuns?.joins(rows: 0...1, columns: 65...129), false, "65 columns are not asked about")
    }

    /// A bilinear sample of four texels of one colour is that colour at every pair of weights.
    func testSamplesOfOneColourAreThatColour() {
        for word: UInt32 in [0, 0xFFFF_FFFF, 0xFF10_80F0, 0x8040_2000, 0x0102_0304, 0xFE7F_80FF] {
            let c = ChannelVectors.channels(word), pair = SIMD8(lowHalf: c, highHalf: c)
            for fx in UInt16(0)...255 {
                for fy in UInt16(0)...255 {
                    let two = ChannelVectors.bilinear2(
                        topA: pair, bottomA: pair, fxA: fx, fyA: fy, topB: pair, bottomB: pair, fxB: 255 - fx, fyB: fy ^ 0x55)
                    guard two == SIMD8(lowHalf: c, highHalf: c) else { return XCTFail("\(word) at \(fx), \(fy): \(two)") }
                }
            }
        }
    }

    /// Rows with perspective draw a segment whose texels are one colour from that colour: the frame
    /// equals the one drawn without runs, with and without a shading overlay fused into the image's
    /// pass, opaque and translucent, faded or not.
    func testBlocksTakenAsTheirColourUnderPerspectiveChangeNoByte() {
        var opaque = blocks()
        opaque.recordOpacity()
        let under = Layer(frame: Rect(x: 0, y: 0, width: 60, height: 45), content: .image(testPattern(width: 120, height: 90, seed: 2)))
        let poses: [(Transform3D, Point)] = [
            (.rotation(0.3, 0, 1, 0), Point(0.5, 0.5)), (.rotation(-0.9, 0, 1, 0), Point(0, 0.5)), (.rotation(1.3, 0, 1, 0), Point(1, 0.5)),
            (.rotation(0.6, 1, 0, 0), Point(0.5, 0)), (.rotation(2.6, 0, 1, 0), Point(0.5, 0.5)),
            (Transform3D.rotation(0.5, 0, 1, 0).concatenating(.rotation(0.2, 1, 0, 0)), Point(0.5, 0.5)),
            (Transform3D.scale(0.4, 0.5).concatenating(.rotation(0.7, 0, 1, 0)), Point(0.3, 0.4)),
            (Transform3D.scale(2.2, 1.8).concatenating(.rotation(-0.4, 0, 1, 0)), Point(0.5, 0.5)),
        ]
        for plain in [opaque, blocks(alpha: 140)] {
            var recorded = plain
            recorded.keepUniformRuns()
            for (i, (transform, anchor)) in poses.enumerated() {
                for opacity in [1.0, 0.55] {
                    for shaded in [false, true] {
                        func scene(_ image: Bitmap) -> Scene {
                            var layer = Layer(frame: Rect(x: 0, y: 0, width: 60, height: 45), content: .image(image))
                            layer.setAnchorKeepingFrame(anchor)
                            layer.transform = transform
                            layer.opacity = opacity
                            if shaded {
                                let gradient = AxialGradient(start: Point(0, 0.2), end: Point(1, 0), colors: [.clear, .black])
                                var overlay = Layer(frame: Rect(x: 0, y: 0, width: 60, height: 45), content: .gradient(gradient))
                                overlay.opacity = 0.6
                                layer.sublayers = [overlay]
                            }
                            return Scene(
                                background: Color(red: 0.3, green: 0.3, blue: 0.3), sublayerTransform: .perspective(eyeDistance: 90), layers: [under, layer])
                        }
                        let expected = Renderer(canvas: canvas, bands: 1).render(scene(plain))
                        let what = "pose \(i) at opacity \(opacity)\(shaded ? ", shaded" : ""), \(plain.isKnownOpaque ? "opaque" : "translucent")"
                        XCTAssertEqual(Renderer(canvas: canvas, bands: 1).render(scene(recorded)), expected, what)
                        XCTAssertEqual(Renderer(canvas: canvas, bands: 3).render(scene(recorded)), expected, "\(what), 3 bands")
                        XCTAssertEqual(Renderer(canvas: canvas, bands: 1).renderChecked(scene(recorded)), expected, "\(what), reference path")
                    }
                }
            }
        }
    }
}
