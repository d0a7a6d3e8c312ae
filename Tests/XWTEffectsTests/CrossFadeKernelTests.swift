import XCTest
import XWTEngine

@testable import XWTEffects

/// `CrossFadeKernel` against its formula pixel by pixel: the four-pixel opaque path, the one-by-one
/// path and the tests choosing between them (opaque runs, translucent pixels, hole fills, overlays
/// showing over a fill) must all give `to over (from over G)` at the quantised opacities.
final class CrossFadeKernelTests: XCTestCase {
    /// Random screens, holes (some with sparse overlays), background and opacities; odd widths so
    /// rows end in fewer than four columns.
    func testEveryPixelFollowsTheFormula() {
        var random = SplitMix64(seed: 16)
        for trial in 0..<40 {
            let width = 37 + Int(random.next() % 40), height = 12 + Int(random.next() % 12)
            let canvas = Canvas(width: Double(width), height: Double(height), scale: 1)
            let from = Self.screen(&random, width, height), to = Self.screen(&random, width, height)
            let fromHoles = Self.holes(&random, of: from, canvas), toHoles = Self.holes(&random, of: to, canvas)
            let background = Self.pixel(&random, opaque: random.next() % 2 == 0)
            let fromAlpha = Double(random.next() % 1200) / 1000 - 0.1, toAlpha = Double(random.next() % 1200) / 1000 - 0.1
            let kernel = CrossFadeKernel(
                from: from, to: to, background: background, fromAlpha: fromAlpha, toAlpha: toAlpha,
                fromHoles: fromHoles, toHoles: toHoles)
            let frame = Renderer(canvas: canvas, bands: 1).render(Scene(kernel: kernel))
            for y in 0..<height {
                for x in 0..<width {
                    let pa = Self.shown(from, fromHoles, x, y), pb = Self.shown(to, toHoles, x, y)
                    let expected = Self.formula(pa, pb, background.word, Self.quantized(fromAlpha), Self.quantized(toAlpha))
                    guard frame[x, y].word == expected else {
                        return XCTFail("trial \(trial), pixel (\(x), \(y)): \(frame[x, y]) against word \(String(expected, radix: 16))")
                    }
                }
            }
        }
    }

    /// The word a screen shows at (x, y): its own pixel, or the last hole's fill (under the hole's
    /// overlay pixel where it has one).
    private static func shown(_ screen: Bitmap, _ holes: [CrossFadeKernel.Hole], _ x: Int, _ y: Int) -> UInt32 {
        guard let hole = holes.last(where: { $0.columns.contains(x) && $0.rows.contains(y) }) else { return screen[x, y].word }
        return hole.overlay.map { PackedPixel.over(hole.color.word, $0[x, y].word) } ?? hole.color.word
    }

    /// `X = (F·a + G·(256 − F·αa/255) + 128) >> 8`, then `(T·b + X·(256 − T·αb/255) + 128) >> 8`,
    /// per channel, the divisions by 255 rounded.
    private static func formula(_ a: UInt32, _ b: UInt32, _ g: UInt32, _ f: UInt32, _ t: UInt32) -> UInt32 {
        func div255(_ v: UInt32) -> UInt32 { (v + 128 + ((v + 128) >> 8)) >> 8 }
        var word: UInt32 = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            let ac = a >> shift & 255, bc = b >> shift & 255, gc = g >> shift & 255
            let below = (ac * f + gc * (256 - div255(f * (a >> 24))) + 128) >> 8
            word |= ((bc * t + below * (256 - div255(t * (b >> 24))) + 128) >> 8) << shift
        }
        return word
    }

    private static func quantized(_ alpha: Double) -> UInt32 { alpha <= 0 ? 0 : (alpha >= 1 ? 256 : UInt32(alpha * 256 + 0.5)) }

    /// Runs of one opaque colour broken by translucent and clear pixels.
    private static func screen(_ random: inout SplitMix64, _ width: Int, _ height: Int) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            var x = 0
            while x < width {
                let run = 1 + Int(random.next() % 12), colour = pixel(&random, opaque: random.next() % 4 != 0)
                for k in x..<min(width, x + run) { bitmap[k, y] = colour }
                x += run
            }
        }
        return bitmap
    }

    /// Up to three holes, half of them with an overlay that shows in a few pixels.
    private static func holes(_ random: inout SplitMix64, of screen: Bitmap, _ canvas: Canvas) -> [CrossFadeKernel.Hole] {
        (0..<Int(random.next() % 4)).map { _ in
            let rect = Rect(
                x: Double(random.next() % UInt64(screen.width)) - 4, y: Double(random.next() % UInt64(screen.height)) - 2,
                width: Double(2 + random.next() % 30), height: Double(1 + random.next() % 10))
            var overlay: Bitmap?
            if random.next() % 2 == 0 {
                var ink = Bitmap(width: screen.width, height: screen.height)
                for _ in 0..<20 {
                    ink[Int(random.next() % UInt64(screen.width)), Int(random.next() % UInt64(screen.height))] =
                        pixel(&random, opaque: random.next() % 3 == 0)
                }
                overlay = ink
            }
            return CrossFadeKernel.Hole(covering: rect, of: screen, canvas: canvas, overlay: overlay)
        }
    }

    /// A premultiplied pixel: opaque, or at a random alpha (sometimes clear) with channels ≤ alpha.
    private static func pixel(_ random: inout SplitMix64, opaque: Bool) -> RGBA8 {
        let a = opaque ? 255 : UInt8(random.next() % 256)
        func channel(_ random: inout SplitMix64) -> UInt8 { a == 0 ? 0 : UInt8(random.next() % (UInt64(a) + 1)) }
        return RGBA8(r: channel(&random), g: channel(&random), b: channel(&random), a: a)
    }
}
