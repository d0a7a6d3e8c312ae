import XCTest
import XWTEngine

@testable import XWTVideo

/// `ContactSheet.copy`, once a raw-pointer block copy, now copies through checked array slices:
/// it places every pixel exactly where a pixel-by-pixel copy puts it, at the corners and edges of
/// the sheet, and leaves the rest of the sheet alone.
final class ContactSheetCopyTests: XCTestCase {
    func testCopyEqualsAPixelByPixelCopy() {
        var image = Bitmap(width: 7, height: 5)
        for y in 0..<5 { for x in 0..<7 { image[x, y] = RGBA8(r: UInt8(x * 30), g: UInt8(y * 50), b: 9, a: 255) } }
        for (x, y) in [(0, 0), (13, 0), (0, 11), (13, 11), (4, 3)] {
            var sheet = Bitmap(width: 20, height: 16, fill: RGBA8(r: 1, g: 2, b: 3))
            var expected = sheet
            for row in 0..<5 { for column in 0..<7 { expected[x + column, y + row] = image[column, row] } }
            ContactSheet.copy(image, into: &sheet, x: x, y: y)
            XCTAssertEqual(sheet, expected, "at (\(x), \(y))")
        }
    }
}
