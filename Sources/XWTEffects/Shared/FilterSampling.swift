import XWTEngine

/// Whole-pixel reads, writes and shading for the Core Image filter kernels (Mod, PageCurl, Ripple,
/// CopyMachine), on top of the engine's `PackedPixel` lane form (R, B, G, A in the 16-bit lanes
/// 0…3 of a UInt64; words are premultiplied R | G<<8 | B<<16 | A<<24).
enum FilterPixel {
    static let alphaLane: UInt64 = 0x00FF_0000_0000_0000

    /// The pixel word at byte offset `offset` (a multiple of 4) of `base`.
    @inline(__always) static func load(_ base: UnsafePointer<UInt8>, _ offset: Int) -> UInt32 {
        UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt32.self)
    }

    /// Stores `word` at byte offset `offset` of `base`.
    @inline(__always) static func store(_ word: UInt32, _ base: UnsafeMutablePointer<UInt8>, _ offset: Int) {
        UnsafeMutableRawPointer(base).storeBytes(of: word, toByteOffset: offset, as: UInt32.self)
    }

    /// A fraction `f` in [0, 1] as a lerp/shade weight 0…256, rounded (via Int: x86 converts a
    /// Double to a signed integer in one instruction, to an unsigned one in several).
    @inline(__always) static func weight(_ f: Double) -> UInt64 {
        UInt64(truncatingIfNeeded: Int(f * 256 + 0.5))
    }

    /// Colour lanes times `f`/256 (f in 0…256), alpha kept: shading that keeps coverage.
    @inline(__always) static func shade(_ v: UInt64, _ f: UInt64) -> UInt64 {
        ((((v &* f) &+ PackedPixel.half) >> 8) & (PackedPixel.laneMask & ~alphaLane)) | (v & alphaLane)
    }

    /// Every colour lane moved toward the pixel's alpha by `f`/256 (f in 0…256): lighter, still
    /// premultiplied-valid (colour ≤ alpha), transparent stays transparent.
    @inline(__always) static func lighten(_ v: UInt64, _ f: UInt64) -> UInt64 {
        let alpha = (v >> 48) &* 0x0001_0001_0001_0001
        return PackedPixel.lerp(v, alpha, f)
    }

    /// Lane-wise sum clamped to 255.
    @inline(__always) static func addSaturating(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let sum = a &+ b
        let overflow = (sum >> 8) & 0x0001_0001_0001_0001
        return (sum | (overflow &* 0xFF)) & PackedPixel.laneMask
    }

    /// Bilinear sample, in lane form, of a `width × height` premultiplied image at the continuous
    /// pixel position (x, y) (pixel centres at +0.5); positions past the edge repeat edge pixels.
    @inline(__always)
    static func bilinear(_ base: UnsafePointer<UInt8>, width: Int, height: Int, x: Double, y: Double) -> UInt64 {
        let fx = min(max(x - 0.5, 0), Double(width - 1))
        let fy = min(max(y - 0.5, 0), Double(height - 1))
        let x0 = Int(fx), y0 = Int(fy)
        let wx = weight(fx - Double(x0)), wy = weight(fy - Double(y0))
        let x1 = min(x0 &+ 1, width &- 1), y1 = min(y0 &+ 1, height &- 1)
        let row0 = y0 &* width &* 4, row1 = y1 &* width &* 4
        let top = PackedPixel.lerp(PackedPixel.spread(load(base, row0 &+ x0 &* 4)),
                                   PackedPixel.spread(load(base, row0 &+ x1 &* 4)), wx)
        let bottom = PackedPixel.lerp(PackedPixel.spread(load(base, row1 &+ x0 &* 4)),
                                      PackedPixel.spread(load(base, row1 &+ x1 &* 4)), wx)
        return PackedPixel.lerp(top, bottom, wy)
    }
}
