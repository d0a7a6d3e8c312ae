/// Exact 8-bit fixed-point helpers for premultiplied compositing.

/// `x / 255` rounded to nearest, exact for 0 ≤ x ≤ 65 535.
@inline(__always)
func div255(_ x: Int) -> Int {
    let t = x &+ 128
    return (t &+ (t &>> 8)) &>> 8
}

/// Source-over of a premultiplied pixel (already scaled by its coverage) onto `dst`.
///
/// An opaque source replaces the destination exactly; a zero source leaves it untouched.
@inline(__always)
func blendOver(_ dst: UnsafeMutablePointer<UInt8>, _ r: Int, _ g: Int, _ b: Int, _ a: Int) {
    if a == 255 {
        dst[0] = UInt8(truncatingIfNeeded: r); dst[1] = UInt8(truncatingIfNeeded: g)
        dst[2] = UInt8(truncatingIfNeeded: b); dst[3] = 255
        return
    }
    if a == 0 && r == 0 && g == 0 && b == 0 { return }
    let k = 255 &- a
    dst[0] = UInt8(truncatingIfNeeded: min(255, r &+ div255(Int(dst[0]) &* k)))
    dst[1] = UInt8(truncatingIfNeeded: min(255, g &+ div255(Int(dst[1]) &* k)))
    dst[2] = UInt8(truncatingIfNeeded: min(255, b &+ div255(Int(dst[2]) &* k)))
    dst[3] = UInt8(truncatingIfNeeded: min(255, a &+ div255(Int(dst[3]) &* k)))
}

/// Quantises a coverage or opacity in 0…1 to 0…255, rounding to nearest.
@inline(__always)
func quantize(_ v: Double) -> Int {
    v <= 0 ? 0 : (v >= 1 ? 255 : Int(v * 255 + 0.5))
}
