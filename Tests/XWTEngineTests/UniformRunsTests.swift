import XCTest

@testable import XWTEngine

/// Scaled rows and 1:1 rows at a fractional offset take a run of one colour (`Bitmap.uniformRuns`)
/// as its colour instead of lerping its columns: the frame equals the one drawn from the same
/// pixels with no runs recorded, and the reference path's, zooming in and out, flipped, stretched,
/// moved by fractions, faded or not.
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
}
