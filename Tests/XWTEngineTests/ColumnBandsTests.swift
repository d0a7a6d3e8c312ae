import XCTest

@testable import XWTEngine

/// `ColumnBands` hold the bitmap's texels: every bilinear footprint read from the bands equals the
/// one read row-major, on both memories, for widths that fill their last band and widths that do
/// not; changing the pixels forgets the bands.
final class ColumnBandsTests: XCTestCase {
    private func bitmap(width: Int, height: Int) -> Bitmap {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        let bytes = (0..<width * height * 4).map { _ -> UInt8 in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        return Bitmap(width: width, height: height, pixels: bytes)
    }

    private func assertSamePairs<Memory: PixelMemory>(_ bitmap: Bitmap, _ memory: Memory.Type) {
        let image = PixelImage<Memory>(bitmap), bands = ColumnBandImage<Memory>(ColumnBands(bitmap))
        for y in 0..<bitmap.height - 1 {
            for x in 0..<bitmap.width - 1 {
                let a = image.pairs(x, y), b = bands.pairs(x, y)
                XCTAssertEqual(a.top, b.top, "\(bitmap.width)×\(bitmap.height) top at (\(x), \(y))")
                XCTAssertEqual(a.bottom, b.bottom, "\(bitmap.width)×\(bitmap.height) bottom at (\(x), \(y))")
            }
        }
    }

    func testEveryFootprintMatchesTheRowMajorImage() {
        for (width, height) in [(2, 2), (16, 3), (17, 5), (33, 4), (47, 7)] {
            let b = bitmap(width: width, height: height)
            assertSamePairs(b, UncheckedMemory.self)
            assertSamePairs(b, CheckedMemory.self)
        }
    }

    func testBandsAreKeptOnlyWhenAskedAndForgottenOnChange() {
        var b = bitmap(width: 20, height: 4)
        XCTAssertNil(b.columnBands)
        b.keepColumnBands()
        XCTAssertEqual(b.columnBands?.bytes, ColumnBands(b).bytes)
        b.pixels[0] ^= 1
        XCTAssertNil(b.columnBands)
    }
}
