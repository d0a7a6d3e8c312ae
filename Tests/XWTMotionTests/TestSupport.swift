import XCTest
import XWTEngine

extension Transform3D {
    /// The 16 entries in row-major order.
    var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }
}

/// Fails unless every entry of `a` is within `accuracy` of `b`'s.
func assertClose(
    _ a: Transform3D, _ b: Transform3D, accuracy: Double = 1e-12,
    _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    for (index, (x, y)) in zip(a.entries, b.entries).enumerated() where !(abs(x - y) <= accuracy) {
        XCTFail("m\(index / 4 + 1)\(index % 4 + 1): \(x) vs \(y) \(message)", file: file, line: line)
    }
}
