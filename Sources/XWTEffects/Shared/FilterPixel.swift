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

    /// `bilinear` at four positions (lanes 0…3), the samples' channels side by side (sample k in
    /// bytes 4k…4k + 3): `columns4` and `rows4` find their places, `bilinear4(_:_:_:)` reads and
    /// lerps. Needs width ≥ 2.
    @inline(__always)
    static func bilinear4<Memory>(_ image: PixelImage<Memory>, x: SIMD4<Double>, y: SIMD4<Double>) -> SIMD16<UInt8> {
        bilinear4(image, columns4(x: x, width: image.width), rows4(y: y, width: image.width, height: image.height))
    }

    /// Where four samples read along x: each one's left texel column and the right texel's weight.
    struct SampleColumns {
        /// Left texel columns and right texels' weights (0…256), integral doubles.
        let left: SIMD4<Double>, weights: SIMD4<Double>
    }

    /// Where four samples read along y: each one's upper and lower texel rows and the lower's weight.
    struct SampleRows {
        /// Pixel indices (y·width) of the upper and lower rows' column 0 and the lower rows'
        /// weights (0…256), integral doubles.
        let upper: SIMD4<Double>, lower: SIMD4<Double>, weights: SIMD4<Double>
    }

    /// The columns of samples at x in an image `width` wide (clamped as `bilinear` clamps), found for the four lanes at once
    /// in doubles (`split4`). Each sample reads its texels as a horizontal pair; at the last column
    /// (x0 = width − 1, so weight 0 and the right texel equal to the left) the pair starts one
    /// column earlier with weight 256, which gives the same texel exactly.
    @inline(__always)
    static func columns4(x: SIMD4<Double>, width: Int) -> SampleColumns {
        let right = SIMD4(repeating: Double(width &- 1))
        let (x0, wx) = split4(clamp(x - 0.5, right))
        let last = x0 .== right
        return SampleColumns(
            left: x0.replacing(with: x0 - 1, where: last), weights: wx.replacing(with: 256, where: last))
    }

    /// The rows of samples at y in an image of `width`×`height` (clamped as `bilinear` clamps; the last row is its own lower row).
    @inline(__always)
    static func rows4(y: SIMD4<Double>, width: Int, height: Int) -> SampleRows {
        let bottom = SIMD4(repeating: Double(height &- 1))
        let (y0, wy) = split4(clamp(y - 0.5, bottom))
        let y1 = y0.replacing(with: y0 + 1, where: y0 .< bottom)
        let rowLength = SIMD4(repeating: Double(width))
        return SampleRows(upper: y0 * rowLength, lower: y1 * rowLength, weights: wy)
    }

    /// Four bilinear samples at their places, lerped at once in 16-bit lanes: the same lerps per
    /// channel as `bilinear`, so the same bytes (a lane's `a·(256 − f) + b·f + 128` stays below
    /// 2¹⁶, as in `PackedPixel.lerp`).
    @inline(__always)
    static func bilinear4<Memory>(_ image: PixelImage<Memory>, _ columns: SampleColumns, _ rows: SampleRows) -> SIMD16<UInt8> {
        let top = integers(rows.upper + columns.left), low = integers(rows.lower + columns.left)
        let t0 = image.pair(at: top[0]), t1 = image.pair(at: top[1]), t2 = image.pair(at: top[2]), t3 = image.pair(at: top[3])
        let b0 = image.pair(at: low[0]), b1 = image.pair(at: low[1]), b2 = image.pair(at: low[2]), b3 = image.pair(at: low[3])
        @inline(__always) func lanes(_ a: SIMD4<UInt8>, _ b: SIMD4<UInt8>, _ c: SIMD4<UInt8>, _ d: SIMD4<UInt8>) -> SIMD16<UInt16> {
            widen(SIMD16(lowHalf: SIMD8(lowHalf: a, highHalf: b), highHalf: SIMD8(lowHalf: c, highHalf: d)))
        }
        let wx = weights(columns.weights)
        let upper = lerp(lanes(t0.lowHalf, t1.lowHalf, t2.lowHalf, t3.lowHalf), lanes(t0.highHalf, t1.highHalf, t2.highHalf, t3.highHalf), wx)
        let lower = lerp(lanes(b0.lowHalf, b1.lowHalf, b2.lowHalf, b3.lowHalf), lanes(b0.highHalf, b1.highHalf, b2.highHalf, b3.highHalf), wx)
        return narrow(lerp(upper, lower, weights(rows.weights)))
    }

    /// Four weights (integral doubles 0…256), each repeated in four 16-bit lanes.
    @inline(__always)
    static func weights(_ w: SIMD4<Double>) -> SIMD16<UInt16> {
        let k = integers(w)
        @inline(__always) func four(_ i: Int) -> SIMD4<UInt16> { SIMD4(repeating: UInt16(truncatingIfNeeded: k[i])) }
        return SIMD16(lowHalf: SIMD8(lowHalf: four(0), highHalf: four(1)), highHalf: SIMD8(lowHalf: four(2), highHalf: four(3)))
    }

    /// `min(max(v, 0), upper)` lane by lane, as `bilinear` clamps (a NaN lane becomes 0).
    @inline(__always)
    static func clamp(_ v: SIMD4<Double>, _ upper: SIMD4<Double>) -> SIMD4<Double> {
        let low = SIMD4<Double>.zero.replacing(with: v, where: v .> 0)
        return upper.replacing(with: low, where: low .< upper)
    }

    /// `split` of four lanes, whole parts and weights as integral doubles. `split` gives
    /// `whole·256 + weight = ⌊fl(v·256 + ½)⌋`: for v ≥ 1 its `g + ½` and `v·256 + ½` are both exact,
    /// so either rounds up exactly when the fraction of `v·256` is at least ½; for v < 1 whole is 0
    /// and g is `v·256` itself. So the truncations become two independent `floor4`s.
    @inline(__always)
    static func split4(_ v: SIMD4<Double>) -> (whole: SIMD4<Double>, weight: SIMD4<Double>) {
        let whole = floor4(v)
        return (whole, floor4(v * 256 + 0.5) - whole * 256)
    }

    /// `⌊v⌋` lane by lane for 0 ≤ v < 2⁵²: adding and subtracting 2⁵² rounds to the nearest
    /// integer, one less where that rounded up.
    @inline(__always)
    static func floor4(_ v: SIMD4<Double>) -> SIMD4<Double> {
        let magic = SIMD4<Double>(repeating: 0x1p52)
        let nearest = (v + magic) - magic
        return nearest.replacing(with: nearest - 1, where: nearest .> v)
    }

    /// Integral doubles 0 ≤ v < 2⁵² as integers: `v + 2⁵²` holds v in its significand bits.
    @inline(__always)
    static func integers(_ v: SIMD4<Double>) -> SIMD4<Int> {
        let biased = v + SIMD4(repeating: 0x1p52)
        let offset = Int(bitPattern: UInt((0x1p52 as Double).bitPattern))
        return SIMD4(
            Int(bitPattern: UInt(biased[0].bitPattern)), Int(bitPattern: UInt(biased[1].bitPattern)),
            Int(bitPattern: UInt(biased[2].bitPattern)), Int(bitPattern: UInt(biased[3].bitPattern))) &- offset
    }

    /// Four pixels' channels in the opposite order (pixel k moves to 3 − k).
    @inline(__always)
    static func reversedPixels(_ v: SIMD16<UInt8>) -> SIMD16<UInt8> {
        SIMD16(
            lowHalf: SIMD8(lowHalf: v.highHalf.highHalf, highHalf: v.highHalf.lowHalf),
            highHalf: SIMD8(lowHalf: v.lowHalf.highHalf, highHalf: v.lowHalf.lowHalf))
    }

    /// `PackedPixel.lerp` lane by lane: `(a·(256 − f) + b·f + 128) >> 8`, f in 0…256 per lane.
    @inline(__always)
    static func lerp(_ a: SIMD16<UInt16>, _ b: SIMD16<UInt16>, _ f: SIMD16<UInt16>) -> SIMD16<UInt16> {
        (a &* (SIMD16(repeating: 256) &- f) &+ b &* f &+ SIMD16(repeating: 128)) &>> 8
    }

    /// Sixteen channels widened to 16-bit lanes (lane by lane: the standard library's generic
    /// conversion is not always inlined).
    @inline(__always)
    static func widen(_ v: SIMD16<UInt8>) -> SIMD16<UInt16> {
        var lanes = SIMD16<UInt16>()
        for i in 0..<16 { lanes[i] = UInt16(v[i]) }
        return lanes
    }

    /// The low bytes of sixteen 16-bit lanes.
    @inline(__always)
    static func narrow(_ v: SIMD16<UInt16>) -> SIMD16<UInt8> {
        var bytes = SIMD16<UInt8>()
        for i in 0..<16 { bytes[i] = UInt8(truncatingIfNeeded: v[i]) }
        return bytes
    }
}
