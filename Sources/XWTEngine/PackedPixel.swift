/// Pixel arithmetic on whole RGBA8 words, four channels at once in 16-bit lanes of a UInt64.
///
/// Public and inlinable so Core-Image-style kernels in other modules share it at full speed.
/// A pixel word is R | G<<8 | B<<16 | A<<24 (memory order R, G, B, A on little-endian).
/// Spread form puts R, B, G, A in lanes 0, 1, 2, 3 so products up to 65 535 never spill.
public enum PackedPixel {
    public static let laneMask: UInt64 = 0x00FF_00FF_00FF_00FF
    public static let half: UInt64 = 0x0080_0080_0080_0080

    @inlinable @inline(__always) public static func spread(_ p: UInt32) -> UInt64 {
        let v = UInt64(p)
        return (v & 0x00FF_00FF) | ((v & 0xFF00_FF00) << 24)
    }

    @inlinable @inline(__always) public static func pack(_ v: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: (v & 0x00FF_00FF) | ((v >> 24) & 0xFF00_FF00))
    }

    /// `a + (b − a)·f/256` per channel, rounded; exactly `a` when f = 0. f in 0…256.
    @inlinable @inline(__always) public static func lerp(_ a: UInt64, _ b: UInt64, _ f: UInt64) -> UInt64 {
        ((a &* (256 &- f) &+ b &* f &+ half) >> 8) & laneMask
    }

    /// Every channel times `factor`/255, rounded to nearest (exact for factor 0 and 255).
    @inlinable @inline(__always) public static func scale(_ v: UInt64, _ factor: UInt64) -> UInt64 {
        let t = v &* factor &+ half
        return ((t &+ ((t >> 8) & laneMask)) >> 8) & laneMask
    }

    /// Source-over of premultiplied words: `src + dst·(255 − srcA)/255`, saturating.
    @inlinable @inline(__always) public static func over(_ dst: UInt32, _ src: UInt32) -> UInt32 {
        let alpha = src >> 24
        if alpha == 255 { return src }
        if src == 0 { return dst }
        let sum = spread(src) &+ scale(spread(dst), UInt64(255 &- alpha))
        // Lanes never exceed 510; clamp any lane above 255 (only possible for malformed input).
        let overflow = (sum & 0x0100_0100_0100_0100) >> 8
        return pack((sum | (overflow &* 0xFF)) & laneMask)
    }
}
