import XCTest

@testable import XWTEngine

/// `QuadRasterizer.GradientSegment.four` leaves out the clamp where every column's index lies inside
/// the table: its pixels are still the table entries `entry` gives (clamped), in segments inside the
/// table, reaching past either end of it and wholly outside it, rising and falling.
final class GradientSegmentTests: XCTestCase {
    func testFourReadsTheClampedEntries() {
        // Entry i of the table holds i in its red and green bytes: a wrong index reads another word.
        var lut = Bitmap(width: GradientTable.size, height: 1)
        for i in 0..<GradientTable.size { lut[i, 0] = RGBA8(r: UInt8(i & 255), g: UInt8(i >> 8), b: 0) }
        let table = PixelImage<CheckedMemory>(lut).row(0)
        // The index is the local x itself (0 … 1 across the table).
        let gradient = GradientSampler(lut: table, gx: 1, gy: 0, g0: 0)
        var rng = SplitMix64(seed: 0x6AD)
        var inside = 0, past = 0
        for _ in 0..<4000 {
            let start = 8 * Int(rng.uniform(0, 40)), from = rng.uniform(-0.2, 1.2), to = from + rng.uniform(-0.3, 0.3)
            var segment = QuadRasterizer<CheckedMemory>.GradientSegment(start, at: (from, 0), gradient: gradient)
            segment.reach((to, 0), gradient: gradient)
            for x in [start, start + 4] {
                let four = segment.four(table, x)
                for i in 0..<4 {
                    XCTAssertEqual(ChannelVectors.word(four, pixel: i), table[segment.entry(x + i)], "\(from) to \(to), column \(x + i)")
                }
            }
            if min(from, to) > 0.01 && max(from, to) < 0.99 { inside += 1 }
            if min(from, to) < 0 || max(from, to) > 1 { past += 1 }
        }
        XCTAssertGreaterThan(inside, 1000)
        XCTAssertGreaterThan(past, 1000)
    }
}
