import XWTEngine

/// Sampling and shading for the Core Image filter kernels (Mod, PageCurl, Ripple, CopyMachine),
/// on top of the engine's `PackedPixel` lane form (R, B, G, A in the 16-bit lanes 0…3 of a
/// UInt64; words are premultiplied R | G<<8 | B<<16 | A<<24). Pixels are read through the
/// engine's `PixelImage` views.
enum FilterPixel {
    static let alphaLane: UInt64 = 0x00FF_0000_0000_0000

    /// The pixel word of four channel values, each truncated to its low 8 bits.
    @inline(__always) static func word(_ r: Int, _ g: Int, _ b: Int, _ a: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: r & 0xFF) | UInt32(truncatingIfNeeded: g & 0xFF) << 8
            | UInt32(truncatingIfNeeded: b & 0xFF) << 16 | UInt32(truncatingIfNeeded: a & 0xFF) << 24
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

    /// `(Int(v), weight(v − Int(v)))` for 0 ≤ v < 2⁴³ with one checked conversion instead of two:
    /// `v·256` is exact, so its integer part holds both the whole part and the fraction's, and the
    /// rounding `weight` would add is one comparison (`g + ½` is the same double either way).
    @inline(__always) static func split(_ v: Double) -> (whole: Int, weight: UInt64) {
        let scaled = v * 256
        let q = Int(scaled)
        let whole = q &>> 8, below = q & 255
        let g = scaled - Double(whole &* 256)  // (v − whole)·256, exact
        return (whole, UInt64(truncatingIfNeeded: g + 0.5 >= Double(below &+ 1) ? below &+ 1 : below))
    }

    /// Bilinear sample, in lane form, of `image` at the continuous pixel position (x, y) (pixel
    /// centres at +0.5); positions past the edge repeat edge pixels.
    @inline(__always)
    static func bilinear<Memory>(_ image: PixelImage<Memory>, x: Double, y: Double) -> UInt64 {
        let width = image.width, height = image.height
        let fx = min(max(x - 0.5, 0), Double(width &- 1))
        let fy = min(max(y - 0.5, 0), Double(height &- 1))
        let (x0, wx) = split(fx), (y0, wy) = split(fy)
        let x1 = min(x0 &+ 1, width &- 1), y1 = min(y0 &+ 1, height &- 1)
        let top = PackedPixel.lerp(PackedPixel.spread(image[x0, y0]), PackedPixel.spread(image[x1, y0]), wx)
        let bottom = PackedPixel.lerp(PackedPixel.spread(image[x0, y1]), PackedPixel.spread(image[x1, y1]), wx)
        return PackedPixel.lerp(top, bottom, wy)
    }

    /// `bilinear` at four positions (lanes 0…3): the four texel places first, then the four
    /// samples, so no sample's loads wait behind another's coordinate arithmetic.
    @inline(__always)
    static func bilinear4<Memory>(_ image: PixelImage<Memory>, x: SIMD4<Double>, y: SIMD4<Double>) -> (UInt64, UInt64, UInt64, UInt64) {
        let width = image.width, height = image.height
        let fx = (x - 0.5).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: Double(width &- 1)))
        let fy = (y - 0.5).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: Double(height &- 1)))
        @inline(__always) func place(_ k: Int) -> (x0: Int, x1: Int, y0: Int, y1: Int, wx: UInt64, wy: UInt64) {
            let (x0, wx) = split(fx[k]), (y0, wy) = split(fy[k])
            return (x0, min(x0 &+ 1, width &- 1), y0, min(y0 &+ 1, height &- 1), wx, wy)
        }
        @inline(__always) func sample(_ p: (x0: Int, x1: Int, y0: Int, y1: Int, wx: UInt64, wy: UInt64)) -> UInt64 {
            let top = PackedPixel.lerp(PackedPixel.spread(image[p.x0, p.y0]), PackedPixel.spread(image[p.x1, p.y0]), p.wx)
            let bottom = PackedPixel.lerp(PackedPixel.spread(image[p.x0, p.y1]), PackedPixel.spread(image[p.x1, p.y1]), p.wx)
            return PackedPixel.lerp(top, bottom, p.wy)
        }
        let p0 = place(0), p1 = place(1), p2 = place(2), p3 = place(3)
        return (sample(p0), sample(p1), sample(p2), sample(p3))
    }
}
