/// `PackedPixel`'s bilinear arithmetic on SIMD vectors of 8-bit channels, several channels (and
/// pixels) per instruction: the same formulas lane by lane, so the same bytes.
///
/// Channels are widened to 16-bit lanes; `a·(256 − f) + b·f + 128` stays below 65 536 for
/// channels ≤ 255 and weights f ≤ 256, so no lane ever overflows.
enum ChannelVectors {
    /// `(a·(256 − f) + b·f + 128) >> 8` per lane (`PackedPixel.lerp`).
    @inline(__always)
    static func lerp(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>, _ f: UInt16) -> SIMD8<UInt16> {
        (a &* SIMD8(repeating: 256 &- f) &+ b &* SIMD8(repeating: f) &+ SIMD8(repeating: 128)) &>> 8
    }

    /// The bilinear sample of four texels given as two pairs, `top` = (p00, p10) and `bottom` =
    /// (p01, p11), with 8-bit weights `fx`, `fy` (0…255): lerp across x in both rows, then across y,
    /// exactly as `QuadRasterizer`'s scalar bilinear does.
    @inline(__always)
    static func bilinear(top: SIMD8<UInt8>, bottom: SIMD8<UInt8>, fx: UInt16, fy: UInt16) -> SIMD4<UInt8> {
        let wx = SIMD8<UInt16>(lowHalf: SIMD4(repeating: 256 &- fx), highHalf: SIMD4(repeating: fx))
        let half = SIMD4<UInt16>(repeating: 128)
        let t = widen(top) &* wx, b = widen(bottom) &* wx
        let rows = SIMD8(lowHalf: (t.lowHalf &+ t.highHalf &+ half) &>> 8, highHalf: (b.lowHalf &+ b.highHalf &+ half) &>> 8)
        let v = rows &* SIMD8<UInt16>(lowHalf: SIMD4(repeating: 256 &- fy), highHalf: SIMD4(repeating: fy))
        return narrow(SIMD8(lowHalf: (v.lowHalf &+ v.highHalf &+ half) &>> 8, highHalf: .zero)).lowHalf
    }

    /// `bilinear` of two samples at once, pixel a's texel pairs and weights and pixel b's: the
    /// left texels of both in one vector and the right ones in another, so each lerp is one
    /// multiply-add per vector with no halves to fold. The same lerps in the same order, so the
    /// same bytes: the result holds a's channels, then b's.
    @inline(__always)
    static func bilinear2(
        topA: SIMD8<UInt8>, bottomA: SIMD8<UInt8>, fxA: UInt16, fyA: UInt16,
        topB: SIMD8<UInt8>, bottomB: SIMD8<UInt8>, fxB: UInt16, fyB: UInt16
    ) -> SIMD8<UInt8> {
        let fx = SIMD8<UInt16>(fxA, fxA, fxA, fxA, fxB, fxB, fxB, fxB)
        let fy = SIMD8<UInt16>(fyA, fyA, fyA, fyA, fyB, fyB, fyB, fyB)
        let full = SIMD8<UInt16>(repeating: 256), half = SIMD8<UInt16>(repeating: 128)
        let gx = full &- fx, gy = full &- fy
        let top = across(topA, topB, fx: fx, gx: gx), bottom = across(bottomA, bottomB, fx: fx, gx: gx)
        return narrow((top &* gy &+ bottom &* fy &+ half) &>> 8)
    }

    /// Four pixels' channels in 16-bit lanes, each ≤ 255: (pixels 0–1, pixels 2–3), as `widen` gives them.
    typealias WideFour = (SIMD8<UInt16>, SIMD8<UInt16>)

    /// `lerp` of four pixels' channels `a` and `b` at weight `f` (`bilinear2`'s lerp across y),
    /// with the weights as whole vectors: so written, the compiler keeps every step in vectors.
    @inline(__always)
    static func lerp(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>, _ f: UInt16) -> SIMD16<UInt8> {
        lerp(widen(a), widen(b), f)
    }

    /// `lerp` of four pixels given in 16-bit lanes.
    @inline(__always)
    static func lerp(_ a: WideFour, _ b: WideFour, _ f: UInt16) -> SIMD16<UInt8> {
        let g = SIMD8<UInt16>(repeating: 256 &- f), fv = SIMD8<UInt16>(repeating: f), half = SIMD8<UInt16>(repeating: 128)
        return narrow((a.0 &* g &+ b.0 &* fv &+ half) &>> 8, (a.1 &* g &+ b.1 &* fv &+ half) &>> 8)
    }

    /// The lerps across x of `bilinear2`: texel pair `a` with the weight in lanes 0–3 of `fx`, pair
    /// `b` with the one in lanes 4–7 (`gx` = 256 − `fx`); a's channels, then b's, each ≤ 255.
    @inline(__always)
    static func across(_ a: SIMD8<UInt8>, _ b: SIMD8<UInt8>, fx: SIMD8<UInt16>, gx: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let left = widen(SIMD8(lowHalf: a.lowHalf, highHalf: b.lowHalf))
        let right = widen(SIMD8(lowHalf: a.highHalf, highHalf: b.highHalf))
        return (left &* gx &+ right &* fx &+ SIMD8(repeating: 128)) &>> 8
    }

    /// Eight channels widened to 16-bit lanes. Spelt lane by lane: the generic conversion of the
    /// standard library is not always inlined, and a call per pixel costs more than the arithmetic.
    @inline(__always)
    static func widen(_ v: SIMD8<UInt8>) -> SIMD8<UInt16> {
        SIMD8(UInt16(v[0]), UInt16(v[1]), UInt16(v[2]), UInt16(v[3]), UInt16(v[4]), UInt16(v[5]), UInt16(v[6]), UInt16(v[7]))
    }

    /// The low bytes of eight 16-bit lanes.
    @inline(__always)
    static func narrow(_ v: SIMD8<UInt16>) -> SIMD8<UInt8> {
        SIMD8(
            UInt8(truncatingIfNeeded: v[0]), UInt8(truncatingIfNeeded: v[1]), UInt8(truncatingIfNeeded: v[2]),
            UInt8(truncatingIfNeeded: v[3]), UInt8(truncatingIfNeeded: v[4]), UInt8(truncatingIfNeeded: v[5]),
            UInt8(truncatingIfNeeded: v[6]), UInt8(truncatingIfNeeded: v[7]))
    }

    /// Four pixels' channels widened to 16-bit lanes: (pixels 0–1, pixels 2–3).
    @inline(__always)
    static func widen(_ v: SIMD16<UInt8>) -> (SIMD8<UInt16>, SIMD8<UInt16>) {
        (widen(v.lowHalf), widen(v.highHalf))
    }

    /// The inverse of `widen` (lanes ≤ 255).
    @inline(__always)
    static func narrow(_ low: SIMD8<UInt16>, _ high: SIMD8<UInt16>) -> SIMD16<UInt8> {
        SIMD16(lowHalf: narrow(low), highHalf: narrow(high))
    }

    /// `narrow` of four pixels as one 16-lane truncation (lanes ≤ 255). For lanes that are sums
    /// (`overUnsaturated`'s), so spelt the compiler narrows the sums once, where `narrow` makes it
    /// narrow each addend and add bytes (10 instructions more per four pixels).
    @inline(__always)
    static func narrowWhole(_ v: WideFour) -> SIMD16<UInt8> {
        let lanes = SIMD16<UInt16>(lowHalf: v.0, highHalf: v.1)
        @inline(__always) func low(_ i: Int) -> UInt8 { UInt8(truncatingIfNeeded: lanes[i]) }
        return SIMD16(
            low(0), low(1), low(2), low(3), low(4), low(5), low(6), low(7), low(8), low(9), low(10), low(11), low(12), low(13), low(14), low(15))
    }

    /// True when all four pixels of `v` have alpha 255.
    @inline(__always)
    static func allOpaque(_ v: SIMD16<UInt8>) -> Bool {
        v[3] & v[7] & v[11] & v[15] == 255
    }

    /// Source-over of four premultiplied pixels (`PackedPixel.over`): `src + dst·(255 − srcA)/255`
    /// per channel, rounded as `div255`, saturating at 255. The same bytes as `over`'s shortcuts:
    /// an opaque source gives `src` and a zero source `dst` through the formula itself.
    @inline(__always)
    static func over(_ dst: SIMD16<UInt8>, _ src: SIMD16<UInt8>) -> SIMD16<UInt8> {
        let (d0, d1) = widen(dst), (s0, s1) = widen(src)
        return narrow(over(d0, s0), over(d1, s1))
    }

    /// `over(dst, scale(src, factor))` in one widening: the scaled lanes stay ≤ 255, so skipping
    /// their narrowing and widening changes no byte.
    @inline(__always)
    static func overScaled(_ dst: SIMD16<UInt8>, _ src: SIMD16<UInt8>, _ factor: UInt16) -> SIMD16<UInt8> {
        let (d0, d1) = widen(dst), (s0, s1) = widen(src)
        let c0 = scaled(s0, factor), c1 = scaled(s1, factor)
        return narrow(over(d0, c0, alpha: spreadAlpha(c0)), over(d1, c1, alpha: spreadAlpha(c1)))
    }

    /// Lanes 3 and 7 (two pixels' alphas) each in its pixel's four lanes. Spelt with shifts of
    /// 64-bit lanes (one pixel each, its alpha the top 16 bits on a little-endian machine): lane
    /// subscripts of a computed vector compile to moves through general registers, which made the
    /// whole blend about twice as long (151 against ≈ 81 instructions per 4 px).
    @inline(__always)
    private static func spreadAlpha(_ v: SIMD8<UInt16>) -> SIMD8<UInt16> {
        #if _endian(little)
            let alpha = unsafeBitCast(v, to: SIMD2<UInt64>.self) &>> 48
            let two = alpha | alpha &<< 16
            return unsafeBitCast(two | two &<< 32, to: SIMD8<UInt16>.self)
        #else
            return SIMD8(v[3], v[3], v[3], v[3], v[7], v[7], v[7], v[7])
        #endif
    }

    /// `overScaled` of a source whose pixels are all opaque (alpha 255): every scaled pixel's alpha
    /// is then `scaledAlpha(factor)`, taken as a constant rather than read from the lanes, and no
    /// scaled channel exceeds it (`scaled` is monotone), so the sum needs no saturation.
    @inline(__always)
    static func overOpaqueScaled(_ dst: SIMD16<UInt8>, _ src: SIMD16<UInt8>, _ factor: UInt16, alpha: UInt16) -> SIMD16<UInt8> {
        overOpaqueScaled(dst, widen(src), factor, alpha: alpha)
    }

    /// `overOpaqueScaled` of a source given in 16-bit lanes.
    @inline(__always)
    static func overOpaqueScaled(_ dst: SIMD16<UInt8>, _ src: WideFour, _ factor: UInt16, alpha: UInt16) -> SIMD16<UInt8> {
        let (d0, d1) = widen(dst)
        let a = SIMD8<UInt16>(repeating: alpha)
        return narrowWhole((overUnsaturated(d0, scaled(src.0, factor), alpha: a), overUnsaturated(d1, scaled(src.1, factor), alpha: a)))
    }

    /// `overOpaqueScaled(dst, lerp(a, b, f), factor, alpha:)` of opaque `a` and `b`, the lerp kept
    /// in 16-bit lanes (they are ≤ 255: narrowing and widening them again changes nothing).
    @inline(__always)
    static func lerpOverOpaqueScaled(
        _ dst: SIMD16<UInt8>, _ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>, _ f: UInt16, _ factor: UInt16, alpha: UInt16
    ) -> SIMD16<UInt8> {
        lerpOverOpaqueScaled(dst, widen(a), widen(b), f, factor, alpha: alpha)
    }

    /// `lerpOverOpaqueScaled` of `a` and `b` given in 16-bit lanes.
    @inline(__always)
    static func lerpOverOpaqueScaled(
        _ dst: SIMD16<UInt8>, _ a: WideFour, _ b: WideFour, _ f: UInt16, _ factor: UInt16, alpha: UInt16
    ) -> SIMD16<UInt8> {
        let g = SIMD8<UInt16>(repeating: 256 &- f), fv = SIMD8<UInt16>(repeating: f), half = SIMD8<UInt16>(repeating: 128)
        let s0 = (a.0 &* g &+ b.0 &* fv &+ half) &>> 8, s1 = (a.1 &* g &+ b.1 &* fv &+ half) &>> 8
        return overOpaqueScaled(dst, (s0, s1), factor, alpha: alpha)
    }

    /// `over` of four pixels whose alphas are all `alpha` and whose channels are each ≤ `alpha`
    /// (a well-formed premultiplied colour): the same bytes without the saturation.
    @inline(__always)
    static func overUniform(_ dst: SIMD16<UInt8>, _ src: SIMD16<UInt8>, alpha: UInt16) -> SIMD16<UInt8> {
        let (d0, d1) = widen(dst), (s0, s1) = widen(src)
        let a = SIMD8<UInt16>(repeating: alpha)
        return narrow(overUnsaturated(d0, s0, alpha: a), overUnsaturated(d1, s1, alpha: a))
    }

    /// The alpha of an opaque pixel scaled by `factor`/255 (`scale`'s rounding).
    static func scaledAlpha(_ factor: UInt16) -> UInt16 {
        scaled(SIMD8(repeating: 255), factor)[3]
    }

    /// `over` of two pixels in 16-bit lanes.
    @inline(__always)
    private static func over(_ dst: SIMD8<UInt16>, _ src: SIMD8<UInt16>) -> SIMD8<UInt16> {
        over(dst, src, alpha: SIMD8<UInt16>(src[3], src[3], src[3], src[3], src[7], src[7], src[7], src[7]))
    }

    /// `over` of two pixels whose alphas, each in its pixel's four lanes, are `alpha`.
    @inline(__always)
    private static func over(_ dst: SIMD8<UInt16>, _ src: SIMD8<UInt16>, alpha: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let sum = overUnsaturated(dst, src, alpha: alpha)
        // Lanes stay below 511: a lane above 255 gets its low byte set to 255.
        return sum | ((sum &>> 8) &* 255)
    }

    /// `over`'s sum before saturation: `src + dst·(255 − alpha)/255` rounded as `div255`. The
    /// destination's share is at most 255 − alpha, so a lane whose source is ≤ alpha stays ≤ 255.
    @inline(__always)
    private static func overUnsaturated(_ dst: SIMD8<UInt16>, _ src: SIMD8<UInt16>, alpha: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let t = dst &* (SIMD8(repeating: 255) &- alpha) &+ SIMD8(repeating: 128)
        return src &+ div255(t, spare: alpha)
    }

    /// `(t + t >> 8) >> 8` (`div255`'s rounding of t = x·y + 128, x and y ≤ 255) as one
    /// multiply-high, (t·257) >> 16: the same value for every t ≤ 65 280, where the sum of the
    /// shifts still fits in 16 bits. `spare` is any value ≤ 255 known only at run time
    /// (a factor, an alpha): the multiplier is spelt 257 | spare >> 8 so that the compiler cannot
    /// tell it is a constant, which it would strength-reduce into shifts and adds of 32-bit lanes
    /// (several times the instructions of the one multiply).
    @inline(__always)
    static func div255(_ t: SIMD8<UInt16>, spare: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let multiplier = SIMD8<UInt16>(repeating: 257) | spare &>> 8
        // Lane by lane, as `widen`: the generic conversions of whole vectors are calls.
        @inline(__always) func high(_ i: Int) -> UInt16 { UInt16(truncatingIfNeeded: (UInt32(t[i]) &* UInt32(multiplier[i])) &>> 16) }
        return SIMD8(high(0), high(1), high(2), high(3), high(4), high(5), high(6), high(7))
    }

    /// Every channel times `factor`/255, rounded as `div255` (`PackedPixel.scale`).
    @inline(__always)
    static func scale(_ v: SIMD16<UInt8>, _ factor: UInt16) -> SIMD16<UInt8> {
        let (v0, v1) = widen(v)
        return narrow(scaled(v0, factor), scaled(v1, factor))
    }

    /// `scale` of two pixels in 16-bit lanes.
    @inline(__always)
    private static func scaled(_ lanes: SIMD8<UInt16>, _ factor: UInt16) -> SIMD8<UInt16> {
        let f = SIMD8(repeating: factor)
        return div255(lanes &* f &+ SIMD8(repeating: 128), spare: f)
    }

    /// Four pixels' channels side by side.
    @inline(__always)
    static func four(_ a: SIMD4<UInt8>, _ b: SIMD4<UInt8>, _ c: SIMD4<UInt8>, _ d: SIMD4<UInt8>) -> SIMD16<UInt8> {
        SIMD16(lowHalf: SIMD8(lowHalf: a, highHalf: b), highHalf: SIMD8(lowHalf: c, highHalf: d))
    }

    /// Four copies of one pixel's channels.
    @inline(__always)
    static func four(_ c: SIMD4<UInt8>) -> SIMD16<UInt8> {
        let two = SIMD8(lowHalf: c, highHalf: c)
        return SIMD16(lowHalf: two, highHalf: two)
    }

    /// The channels of pixel word `w`.
    @inline(__always)
    static func channels(_ w: UInt32) -> SIMD4<UInt8> {
        SIMD4(UInt8(truncatingIfNeeded: w), UInt8(truncatingIfNeeded: w >> 8), UInt8(truncatingIfNeeded: w >> 16), UInt8(truncatingIfNeeded: w >> 24))
    }

    /// The pixel word (R | G<<8 | B<<16 | A<<24) of channels `c`.
    @inline(__always)
    static func word(_ c: SIMD4<UInt8>) -> UInt32 {
        UInt32(c[0]) | UInt32(c[1]) << 8 | UInt32(c[2]) << 16 | UInt32(c[3]) << 24
    }

    /// Channels `4i…4i + 3` of `v` as a pixel word.
    @inline(__always)
    static func word(_ v: SIMD16<UInt8>, pixel i: Int) -> UInt32 {
        UInt32(v[4 &* i]) | UInt32(v[4 &* i &+ 1]) << 8 | UInt32(v[4 &* i &+ 2]) << 16 | UInt32(v[4 &* i &+ 3]) << 24
    }
}
