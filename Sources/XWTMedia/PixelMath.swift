import XWTEngine

/// Premultiplication of 8-bit RGBA in place; pure integer arithmetic, exact rounding.
///
/// premultiply: c' = round(c·a/255); unpremultiply: c = round(c'·255/a) (0 when a = 0). For any
/// premultiplied pixel (c' ≤ a), premultiply(unpremultiply(p)) == p, so PNG round trips are exact.
enum PixelMath {
    /// Straight → premultiplied, in place.
    static func premultiply(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = UInt32(p[i + 3])
                if a != 255 {
                    for c in 0..<3 {
                        let x = UInt32(p[i + c]) &* a &+ 128
                        p[i + c] = UInt8(truncatingIfNeeded: (x &+ (x >> 8)) >> 8)   // = round(x/255), exact for x ≤ 255²
                    }
                }
                i += 4
            }
        }
    }

    /// Premultiplied → straight, in place.
    static func unpremultiply(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = UInt32(p[i + 3])
                if a == 0 {
                    p[i] = 0; p[i + 1] = 0; p[i + 2] = 0
                } else if a != 255 {
                    for c in 0..<3 {
                        let v = (UInt32(p[i + c]) &* 510 &+ a) / (2 &* a)   // round half up of c'·255/a
                        p[i + c] = UInt8(min(v, 255))
                    }
                }
                i += 4
            }
        }
    }
}
