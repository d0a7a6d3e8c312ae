/// Exact 8-bit fixed-point helpers for premultiplied compositing.

/// `x / 255` rounded to nearest, exact for 0 ≤ x ≤ 65 535.
@inline(__always)
func div255(_ x: Int) -> Int {
    let t = x &+ 128
    return (t &+ (t &>> 8)) &>> 8
}

/// Source-over of a premultiplied pixel (already scaled by its coverage) onto column `x` of `row`.
///
/// An opaque source replaces the destination exactly; a zero source leaves it untouched.
@inline(__always)
func blendOver<Memory>(_ row: inout FrameRow<Memory>, _ x: Int, _ r: Int, _ g: Int, _ b: Int, _ a: Int) {
    if a == 255 {
        row[x] = pixelWord(r, g, b, 255)
        return
    }
    if a == 0 && r == 0 && g == 0 && b == 0 { return }
    let k = 255 &- a, dst = row[x]
    row[x] = pixelWord(
        min(255, r &+ div255(Int(dst & 0xFF) &* k)), min(255, g &+ div255(Int(dst >> 8 & 0xFF) &* k)),
        min(255, b &+ div255(Int(dst >> 16 & 0xFF) &* k)), min(255, a &+ div255(Int(dst >> 24) &* k)))
}

/// The word of four channel values, each truncated to its low 8 bits.
@inline(__always)
func pixelWord(_ r: Int, _ g: Int, _ b: Int, _ a: Int) -> UInt32 {
    UInt32(truncatingIfNeeded: r & 0xFF) | UInt32(truncatingIfNeeded: g & 0xFF) << 8
        | UInt32(truncatingIfNeeded: b & 0xFF) << 16 | UInt32(truncatingIfNeeded: a & 0xFF) << 24
}

/// Channel `shift / 8` of a pixel word (shift 0, 8, 16 or 24).
@inline(__always)
func channel(_ word: UInt32, _ shift: UInt32) -> Int {
    Int(word >> shift & 0xFF)
}

/// Quantises a coverage or opacity in 0…1 to 0…255, rounding to nearest.
@inline(__always)
func quantize(_ v: Double) -> Int {
    v <= 0 ? 0 : (v >= 1 ? 255 : Int(v * 255 + 0.5))
}
