import XCTest
import XWTEngine

/// `Bitmap.mix` gives every byte `(a·(256 − k) + b·k + 128) >> 8` in the rows asked for and leaves
/// the others, on both memory paths, at widths the four-pixel steps do and do not divide.
final class BitmapMixTests: XCTestCase {
    private var state: UInt64 = 0x2545_F491_4F6C_DD1D
    private func randomBitmap(width: Int, height: Int) -> Bitmap {
        var pixels: [UInt8] = []
        for _ in 0..<(width * height) {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let a = Int(state >> 56)  // premultiplied: each colour channel ≤ alpha
            for shift in [24, 32, 40] as [UInt64] { pixels.append(UInt8(Int((state >> shift) & 255) % (a + 1))) }
            pixels.append(UInt8(a))
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    func testMixIsTheByteFormulaInTheRowsAskedFor() {
        for width in [1, 3, 4, 7, 16, 21] {
            let a = randomBitmap(width: width, height: 5), b = randomBitmap(width: width, height: 5)
            let frame = randomBitmap(width: width, height: 5)
            for weight in [0, 1, 77, 128, 255, 256] {
                var fast = frame, checked = frame, expected = frame.pixels
                fast.mix(rows: 1..<4, of: a, b, weight: weight)
                checked.mixChecked(rows: 1..<4, of: a, b, weight: weight)
                for i in (width * 4)..<(4 * width * 4) {
                    expected[i] = UInt8((Int(a.pixels[i]) * (256 - weight) + Int(b.pixels[i]) * weight + 128) >> 8)
                }
                XCTAssertEqual(fast.pixels, expected, "width \(width), weight \(weight)")
                XCTAssertEqual(checked.pixels, expected, "width \(width), weight \(weight)")
            }
        }
    }
}
