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
                        p[i + c] = UInt8(truncatingIfNeeded: (x &+ (x >> 8)) >> 8)  // = round(x/255), exact for x ≤ 255²
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
                        let v = (UInt32(p[i + c]) &* 510 &+ a) / (2 &* a)  // round half up of c'·255/a
                        p[i + c] = UInt8(min(v, 255))
                    }
                }
                i += 4
            }
        }
    }

    /// Premultiplied RGBA → straight RGBA (or BGRA when `bgra`), `count` pixels from `src` to `dst`;
    /// the same rounding as `unpremultiply`.
    @inline(__always)
    static func straightRow(_ src: UnsafePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, count: Int, bgra: Bool) {
        let (r, b) = bgra ? (2, 0) : (0, 2)
        var i = 0
        while i < count &* 4 {
            let a = UInt32(src[i &+ 3])
            if a == 255 {
                dst[i &+ r] = src[i]; dst[i &+ 1] = src[i &+ 1]; dst[i &+ b] = src[i &+ 2]
            } else if a == 0 {
                dst[i] = 0; dst[i &+ 1] = 0; dst[i &+ 2] = 0
            } else {
                @inline(__always) func s(_ c: UInt8) -> UInt8 { UInt8(min((UInt32(c) &* 510 &+ a) / (2 &* a), 255)) }
                dst[i &+ r] = s(src[i]); dst[i &+ 1] = s(src[i &+ 1]); dst[i &+ b] = s(src[i &+ 2])
            }
            dst[i &+ 3] = UInt8(truncatingIfNeeded: a)
            i &+= 4
        }
    }

    /// Premultiplied RGBA → opaque RGBA (or BGRA when `bgra`) with alpha 255: the colour over black,
    /// which is what the premultiplied colour channels already are.
    @inline(__always)
    static func opaqueRow(_ src: UnsafePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, count: Int, bgra: Bool) {
        let s = UnsafeRawPointer(src), d = UnsafeMutableRawPointer(dst)
        for i in 0..<count {
            let p = s.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)  // little-endian: 0xAABBGGRR
            let q = bgra ? ((p & 0xFF) << 16) | (p & 0xFF00) | ((p >> 16) & 0xFF) : p & 0x00FF_FFFF
            d.storeBytes(of: q | 0xFF00_0000, toByteOffset: i &* 4, as: UInt32.self)
        }
    }
}
