import XCTest

@testable import XWTEngine

/// `AlphaFold` folds alphas the same on both memories and as a byte-by-byte fold would, for every
/// run of pixels (any start, any length, tails of 1–3 pixels), and `Bitmap.isOpaque` and
/// `recordBlankRows()` built on it find a single odd pixel anywhere in a row.
final class AlphaFoldTests: XCTestCase {
    private func byteByByte(_ bytes: [UInt8], _ pixels: Range<Int>) -> (and: UInt8, or: UInt8) {
        pixels.reduce((UInt8(255), UInt8(0))) { fold, p in (fold.0 & bytes[p * 4 + 3], fold.1 | bytes[p * 4 + 3]) }
    }

    func testBothMemoriesFoldAsByteByByteOnRandomRuns() {
        var random = SplitMix64(seed: 24)
        for trial in 0..<400 {
            let count = 1 + Int(random.next() % 70)
            // Mostly opaque or mostly clear alphas with a few others, so both answers occur.
            let usual: UInt8 = trial % 2 == 0 ? 255 : 0
            let bytes = (0..<count * 4).map { i -> UInt8 in
                guard i % 4 == 3 else { return UInt8(truncatingIfNeeded: random.next()) }
                return random.next() % 17 == 0 ? UInt8(truncatingIfNeeded: random.next()) : usual
            }
            let start = Int(random.next() % UInt64(count)), end = start + Int(random.next() % UInt64(count - start + 1))
            let expected = byteByByte(bytes, start..<end)
            let unchecked = AlphaFold.fold(bytes, pixels: start..<end, UncheckedMemory.self)
            let checked = AlphaFold.fold(bytes, pixels: start..<end, CheckedMemory.self)
            XCTAssertTrue(unchecked == expected && checked == expected, "pixels \(start)..<\(end) of \(count)")
        }
    }

    func testOneOddPixelAnywhereIsFound() {
        for width in [1, 3, 4, 5, 8, 13] {
            for x in 0..<width {
                var opaque = Bitmap(width: width, height: 3, fill: .white)
                opaque[x, 2] = RGBA8(r: 10, g: 10, b: 10, a: 254)
                XCTAssertFalse(opaque.isOpaque, "width \(width), x \(x)")
                XCTAssertTrue(Bitmap(width: width, height: 3, fill: .white).isOpaque)

                var clear = Bitmap(width: width, height: 3)
                clear[x, 1] = RGBA8(r: 0, g: 0, b: 0, a: 1)
                clear.recordBlankRows()
                XCTAssertEqual(clear.blankRows, [true, false, true], "width \(width), x \(x)")
            }
        }
    }
}
