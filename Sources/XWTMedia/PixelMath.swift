import XWTEngine

/// Premultiplication of 8-bit RGBA; pure integer arithmetic, exact rounding.
///
/// premultiply: c' = round(c·a/255); unpremultiply: c = round(c'·255/a) (0 when a = 0). For any
/// premultiplied pixel (c' ≤ a), premultiply(unpremultiply(p)) == p, so PNG round trips are exact.
///
/// The whole-image passes (once per decoded or written image) index the array, every access
/// checked. The row converters (every frame of an encode) read and write through raw pointers;
/// `straightRowChecked` and `opaqueRowChecked` are their checked twins, which `PixelMathTests`
/// proves byte-equal on every (colour, alpha) pair.
enum PixelMath {
    /// Straight → premultiplied, in place (whole pixels; a trailing partial pixel is left alone).
    static func premultiply(_ pixels: inout [UInt8]) {
        for i in stride(from: 0, to: pixels.count - 3, by: 4) {
            let a = UInt32(pixels[i + 3])
            guard a != 255 else { continue }
            for c in i..<i + 3 {
                let x = UInt32(pixels[c]) * a + 128
                pixels[c] = UInt8((x + (x >> 8)) >> 8)  // = round(x/255), exact for x ≤ 255²
            }
        }
    }

    /// Premultiplied → straight, in place (whole pixels; a trailing partial pixel is left alone).
    static func unpremultiply(_ pixels: inout [UInt8]) {
        for i in stride(from: 0, to: pixels.count - 3, by: 4) {
            let a = UInt32(pixels[i + 3])
            if a == 0 {
                pixels[i] = 0; pixels[i + 1] = 0; pixels[i + 2] = 0
            } else if a != 255 {
                for c in i..<i + 3 { pixels[c] = straight(pixels[c], alpha: a) }
            }
        }
    }

    /// round(c'·255/a) (round half up), at most 255; `alpha` in 1…255.
    @inline(__always)
    private static func straight(_ c: UInt8, alpha a: UInt32) -> UInt8 { UInt8(min((UInt32(c) &* 510 &+ a) / (2 &* a), 255)) }

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
                dst[i &+ r] = straight(src[i], alpha: a); dst[i &+ 1] = straight(src[i &+ 1], alpha: a); dst[i &+ b] = straight(src[i &+ 2], alpha: a)
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

    /// `straightRow`'s checked twin: the same conversion of `count` pixels from `src[from...]` to
    /// `dst[to...]` by array indexing, every access checked.
    static func straightRowChecked(_ src: [UInt8], from: Int, _ dst: inout [UInt8], to: Int, count: Int, bgra: Bool) {
        let (r, b) = bgra ? (2, 0) : (0, 2)
        for n in 0..<count {
            let i = from + 4 * n, o = to + 4 * n, a = UInt32(src[i + 3])
            let rgb =
                a == 255
                ? (src[i], src[i + 1], src[i + 2])
                : a == 0 ? (0, 0, 0) : (straight(src[i], alpha: a), straight(src[i + 1], alpha: a), straight(src[i + 2], alpha: a))
            dst[o + r] = rgb.0; dst[o + 1] = rgb.1; dst[o + b] = rgb.2; dst[o + 3] = UInt8(a)
        }
    }

    /// `opaqueRow`'s checked twin: the same conversion by array indexing, every access checked.
    static func opaqueRowChecked(_ src: [UInt8], from: Int, _ dst: inout [UInt8], to: Int, count: Int, bgra: Bool) {
        let (r, b) = bgra ? (2, 0) : (0, 2)
        for n in 0..<count {
            let i = from + 4 * n, o = to + 4 * n
            dst[o + r] = src[i]; dst[o + 1] = src[i + 1]; dst[o + b] = src[i + 2]; dst[o + 3] = 255
        }
    }
}
