import XCTest

@testable import XWTEngine

/// An image row that reads only blank texel rows (`Bitmap.blankRows`) is skipped: the frame equals
/// the one drawn from the same pixels with no rows recorded, and the reference path's, for copies,
/// fractional shifts, zooms and fades, whichever rows the layer's rows straddle.
final class BlankRowsTests: XCTestCase {
    let canvas = Canvas(width: 60, height: 45, scale: 2)

    /// A canvas-sized overlay whose ink sits in a few bands of rows (translucent, premultiplied),
    /// one lone pixel in the last column of row 41, and blank rows between them.
    private func overlay() -> Bitmap {
        var bitmap = Bitmap(width: 120, height: 90)
        let ink = testPattern(width: 120, height: 90, seed: 5)
        for y in [0, 1, 2, 3, 17, 18, 40, 63, 64, 65, 66, 67, 89] {
            for x in 0..<120 {
                let c = ink[x, y], a = UInt8(30 + (x * 11 + y) % 220)
                func p(_ v: UInt8) -> UInt8 { UInt8((Int(v) * Int(a) + 127) / 255) }
                bitmap[x, y] = RGBA8(r: p(c.r), g: p(c.g), b: p(c.b), a: a)
            }
        }
        bitmap[119, 41] = RGBA8(r: 9, g: 0, b: 40, a: 200)
        return bitmap
    }

    func testBlankRowsAreTheRowsOfZerosAndAChangeForgetsThem() {
        var bitmap = overlay()
        XCTAssertNil(bitmap.blankRows)
        bitmap.recordBlankRows()
        let blank = bitmap.blankRows ?? []
        XCTAssertEqual(blank.count, 90)
        for y in 0..<90 {
            let zeros = (0..<120).allSatisfy { bitmap[$0, y] == .clear }
            XCTAssertEqual(blank[y], zeros, "row \(y)")
        }
        XCTAssertFalse(blank[41])
        XCTAssertTrue(blank[42])
        bitmap[5, 42] = RGBA8(r: 0, g: 0, b: 0, a: 1)
        XCTAssertNil(bitmap.blankRows)
    }

    func testSkippedBlankRowsChangeNoByte() {
        let plain = overlay()
        var recorded = plain
        recorded.recordBlankRows()
        let under = Layer(frame: Rect(x: 0, y: 0, width: 60, height: 45), content: .image(testPattern(width: 120, height: 90, seed: 2)))
        var rng = SplitMix64(seed: 0xB1A4)
        // Whole-pixel moves (copies), fractional ones (across y straddling blank and inked rows),
        // zooms in and out, a slice of the overlay, faded or not.
        var poses: [(Transform3D, Rect)] = [
            (.identity, .unit), (.translation(3, -2), .unit), (.translation(0, 0.25), .unit), (.translation(0.5, 0.75), .unit),
            (.scale(1.3, 1.3), .unit), (.scale(0.7, 0.7), .unit), (.identity, Rect(x: 0, y: 0.4, width: 0.5, height: 0.5)),
        ]
        for _ in 0..<24 {
            let s = rng.uniform(0.6, 1.6)
            let move = Transform3D.translation(rng.uniform(-4, 4), rng.uniform(-4, 4))
            poses.append((rng.uniform() < 0.3 ? move : Transform3D.scale(s, s).concatenating(move), .unit))
        }
        for (i, (transform, part)) in poses.enumerated() {
            for opacity in [1.0, 0.55] {
                func scene(_ image: Bitmap) -> Scene {
                    var layer = Layer(frame: Rect(x: 0, y: 0, width: 60, height: 45), content: .image(image, contentsRect: part))
                    layer.transform = transform
                    layer.opacity = opacity
                    return Scene(background: Color(red: 0.3, green: 0.3, blue: 0.3), layers: [under, layer])
                }
                let expected = Renderer(canvas: canvas, bands: 1).render(scene(plain))
                let what = "pose \(i) at opacity \(opacity)"
                XCTAssertEqual(Renderer(canvas: canvas, bands: 1).render(scene(recorded)), expected, what)
                XCTAssertEqual(Renderer(canvas: canvas, bands: 3).render(scene(recorded)), expected, "\(what), 3 bands")
                XCTAssertEqual(Renderer(canvas: canvas, bands: 1).renderChecked(scene(recorded)), expected, "\(what), reference path")
            }
        }
    }
}
