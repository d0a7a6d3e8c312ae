import XCTest

@testable import XWTEngine

/// Scaled layers reuse each texel row's lerps across x (`TexelRowLerps`) over the rows of a band:
/// the frame equals the one drawn with one row per band (every row's lerps computed afresh) and
/// the reference path's, zooming in and out, opaque and translucent, fading or not, with layers
/// that cover part of the rows in front.
final class TexelRowLerpsTests: XCTestCase {
    let canvas = Canvas(width: 60, height: 45, scale: 2)

    /// `image` over the canvas scaled by (sx, sy) about its centre and moved by a fraction of a point.
    private func scaled(_ image: Bitmap, _ sx: Double, _ sy: Double, opacity: Double) -> Layer {
        var layer = Layer(frame: Rect(x: 0, y: 0, width: 60, height: 45), content: .image(image))
        layer.transform = Transform3D.scale(sx, sy).concatenating(.translation(0.37, -0.21))
        layer.opacity = opacity
        return layer
    }

    /// A translucent version of `testPattern` (premultiplied, alpha varying by column).
    private func translucent(width: Int, height: Int) -> Bitmap {
        var bitmap = testPattern(width: width, height: height, seed: 3)
        for y in 0..<height {
            for x in 0..<width {
                let c = bitmap[x, y], a = UInt8(40 + (x * 7 + y) % 200)
                func p(_ v: UInt8) -> UInt8 { UInt8((Int(v) * Int(a) + 127) / 255) }
                bitmap[x, y] = RGBA8(r: p(c.r), g: p(c.g), b: p(c.b), a: a)
            }
        }
        return bitmap
    }

    func testReusedTexelRowsGiveTheBytesOfRowsComputedAfresh() {
        var opaque = testPattern(width: 120, height: 90)
        opaque.recordOpacity()
        XCTAssertTrue(opaque.isKnownOpaque)
        let clear = translucent(width: 120, height: 90)
        // In front of some rows: an opaque bar (the rows' visible columns split in two) and a card.
        let bar = Layer(frame: Rect(x: 20, y: 10, width: 9, height: 20), content: .color(Color(red: 0.1, green: 0.2, blue: 0.9)))
        let card = Layer(frame: Rect(x: 33, y: 25, width: 20, height: 12), content: .color(Color(red: 0.9, green: 0.5, blue: 0.1, alpha: 0.5)))
        let scales: [(Double, Double)] = [(1.3, 1.3), (0.7, 0.7), (1.07, 1.07), (2.5, 2.5), (0.45, 0.45), (1.3, 0.8), (1, 1.6)]
        for (sx, sy) in scales {
            for (image, name) in [(opaque, "opaque"), (clear, "translucent")] {
                for opacity in [1.0, 0.6] {
                    let under = scaled(testPattern(width: 120, height: 90, seed: 9), 1 / sx, 1 / sy, opacity: 1)
                    let scene = Scene(background: Color(red: 0.3, green: 0.3, blue: 0.3), layers: [under, scaled(image, sx, sy, opacity: opacity), bar, card])
                    let what = "\(name) × (\(sx), \(sy)) at opacity \(opacity)"
                    let fresh = Renderer(canvas: canvas, bands: canvas.pixelHeight).render(scene)
                    XCTAssertEqual(Renderer(canvas: canvas, bands: 1).render(scene), fresh, what)
                    XCTAssertEqual(Renderer(canvas: canvas, bands: 4).render(scene), fresh, "\(what), 4 bands")
                    XCTAssertEqual(Renderer(canvas: canvas, bands: 1).renderChecked(scene), fresh, "\(what), reference path")
                }
            }
        }
    }
}
