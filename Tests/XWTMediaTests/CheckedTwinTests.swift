import XCTest
import XWTEngine

@testable import XWTMedia

/// The media module's raw-pointer code equals its checked twins byte for byte (docs/architecture.md,
/// Safety): the encoders' row converters (`PixelMath.straightRow`, `opaqueRow`) and the GIF
/// quantiser's tables (`GIFHistogram`'s open addressing, `NearestColour`'s cell lists and cache,
/// `quantise`'s pointer loops, every dither).
final class CheckedTwinTests: XCTestCase {
    /// Every (colour, alpha) byte pair, as R with G and B varied alongside, in both channel orders,
    /// written at an odd offset so the unaligned stores are covered.
    func testRowConvertersEqualTheirCheckedTwins() {
        var src: [UInt8] = []
        for a in 0...255 {
            for c in 0...255 { src += [UInt8(c), UInt8((c * 7) & 0xFF), UInt8(255 - c), UInt8(a)] }
        }
        let count = src.count / 4
        for bgra in [false, true] {
            for opaque in [false, true] {
                var fast = [UInt8](repeating: 0xAB, count: src.count + 3), checked = fast
                fast.withUnsafeMutableBufferPointer { dst in
                    src.withUnsafeBufferPointer { s in
                        if opaque {
                            PixelMath.opaqueRow(s.baseAddress!, dst.baseAddress! + 3, count: count, bgra: bgra)
                        } else {
                            PixelMath.straightRow(s.baseAddress!, dst.baseAddress! + 3, count: count, bgra: bgra)
                        }
                    }
                }
                if opaque {
                    PixelMath.opaqueRowChecked(src, from: 0, &checked, to: 3, count: count, bgra: bgra)
                } else {
                    PixelMath.straightRowChecked(src, from: 0, &checked, to: 3, count: count, bgra: bgra)
                }
                XCTAssertEqual(fast, checked, "opaque \(opaque), bgra \(bgra)")
            }
        }
    }

    /// Premultiplied frames (random, and smooth with a sharp disc), odd sizes: the histogram's
    /// sorted colours and weights, then every dither's indices.
    func testGIFQuantiserEqualsItsCheckedTwin() {
        var random = SplitMix64(seed: 23)
        var noise = Bitmap(width: 37, height: 23)
        for y in 0..<23 {
            for x in 0..<37 {
                let a = UInt8(truncatingIfNeeded: random.next()), v = random.next()
                func c(_ shift: UInt64) -> UInt8 { UInt8(UInt64(a) * ((v >> shift) & 0xFF) / 255) }
                noise[x, y] = RGBA8(r: c(0), g: c(8), b: c(16), a: a)
            }
        }
        let frames = [noise, TestFrames.frame(2, width: 37, height: 23, alpha: true), TestFrames.frame(5, width: 37, height: 23)]
        let weights = [1, 3, 2]
        let pool = GIFHistogramPool()
        for (frame, weight) in zip(frames, weights) { pool.withHistogram { $0.add(frame, weight: weight) } }
        let histogram = pool.merged()
        let fast = histogram.sortedColours()
        let checked = GIFHistogram.sortedColoursChecked(Array(zip(frames, weights)).map { ($0.0, weight: $0.1) })
        XCTAssertEqual(fast.colours, checked.colours)
        XCTAssertEqual(fast.counts, checked.counts)
        XCTAssertGreaterThan(fast.colours.count, 255, "more colours than the palette holds, so nearest colours are searched")

        let palette = GIFPalette(histogram: histogram)
        for dither in GIFDither.allCases {
            let quantiser = GIFQuantizer(palette: palette, dither: dither, width: 37, height: 23)
            for (n, frame) in frames.enumerated() {
                var indices = [UInt8](repeating: 0, count: 37 * 23)
                quantiser.quantise(frame, into: &indices)
                XCTAssertEqual(indices, quantiser.quantiseChecked(frame), "\(dither.rawValue), frame \(n)")
            }
        }
    }

    /// The twin's Bayer matrix is the textbook one (first row 0 32 8 40 2 34 10 42).
    func testCheckedBayerMatrixIsTheStandardOne() {
        XCTAssertEqual((0..<8).map { GIFQuantizer.bayerChecked($0, 0) }, [0, 32, 8, 40, 2, 34, 10, 42])
        XCTAssertEqual(Set((0..<64).map { GIFQuantizer.bayerChecked($0 & 7, $0 >> 3) }), Set(0..<64))
    }
}
