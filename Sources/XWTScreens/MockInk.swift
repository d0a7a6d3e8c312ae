import XWTEngine

/// A straight (non-premultiplied) 8-bit colour ready for blending.
///
/// Invariant: every field lies in 0…255.
struct MockInk: Sendable, Equatable {
    var r, g, b, a: Int32

    init(_ color: Color) {
        func q(_ v: Double) -> Int32 { Int32(max(0, min(255, v * 255 + 0.5))) }  // round half up, no libm
        r = q(color.red); g = q(color.green); b = q(color.blue); a = q(color.alpha)
    }

    init(r: Int32, g: Int32, b: Int32, a: Int32 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// The colour channels as the low three bytes of a pixel word (R | G << 8 | B << 16).
    var colourWord: UInt32 {
        UInt32(truncatingIfNeeded: r) | UInt32(truncatingIfNeeded: g) << 8 | UInt32(truncatingIfNeeded: b) << 16
    }
}

/// Blends `ink` over the opaque pixel at column `x` of `row`, weighted by `coverage` (0…1).
///
/// Invariant: the destination alpha stays 255, so the pixel stays a valid premultiplied opaque pixel.
@inline(__always)
func mockBlend<Memory: PixelMemory>(_ row: inout FrameRow<Memory>, _ x: Int, _ ink: MockInk, _ coverage: Double) {
    mockBlend(&row, x, ink, alpha: Int32(Double(ink.a) * coverage + 0.5))
}

/// `mockBlend` at the ink's alpha already weighted by the coverage (`ink.a · coverage`, rounded):
/// each colour channel becomes (ink · a + old · (255 − a) + 127) / 255, the alpha byte is kept.
@inline(__always)
func mockBlend<Memory: PixelMemory>(_ row: inout FrameRow<Memory>, _ x: Int, _ ink: MockInk, alpha a: Int32) {
    if a <= 0 { return }
    let old = row[x]
    if a >= 255 {
        row[x] = ink.colourWord | old & 0xFF00_0000
        return
    }
    let ia = 255 &- a
    func channel(_ ink: Int32, _ shift: UInt32) -> UInt32 {
        UInt32((ink &* a &+ Int32(old >> shift & 0xFF) &* ia &+ 127) / 255) << shift
    }
    row[x] = channel(ink.r, 0) | channel(ink.g, 8) | channel(ink.b, 16) | old & 0xFF00_0000
}

/// `mockBlend` of every column of `run` at one alpha: an opaque ink fills the run a row store at
/// a time (the alpha byte is 255 there already), a translucent one blends four pixels a vector,
/// dividing by 255 as (t + 1 + t >> 8) >> 8, exact for every t ≤ 255 · 255 + 127.
@inline(__always)
func mockBlend<Memory: PixelMemory>(_ row: inout FrameRow<Memory>, _ run: Range<Int>, _ ink: MockInk, alpha a: Int32) {
    if a <= 0 || run.isEmpty { return }
    if a >= 255 {
        row.fill(ink.colourWord | 0xFF00_0000, columns: run)
        return
    }
    // Per lane of four pixels: ink · a + 127 for R, G and B; the alpha lanes are kept from `old`.
    let lanes = SIMD4<UInt16>(UInt16(ink.r * a + 127), UInt16(ink.g * a + 127), UInt16(ink.b * a + 127), 0)
    let add = SIMD16<UInt16>(
        lowHalf: SIMD8(lowHalf: lanes, highHalf: lanes), highHalf: SIMD8(lowHalf: lanes, highHalf: lanes))
    let keep = SIMD16<UInt16>(repeating: UInt16(255 - a))
    let alphaBytes = SIMD16<UInt8>(0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255)
    var x = run.lowerBound
    while x &+ 4 <= run.upperBound {
        let old = row.channels4(x)
        let t = SIMD16<UInt16>(truncatingIfNeeded: old) &* keep &+ add
        let blended = SIMD16<UInt8>(truncatingIfNeeded: (t &+ 1 &+ t &>> 8) &>> 8)
        row.setChannels4(x, blended & ~alphaBytes | old & alphaBytes)
        x &+= 4
    }
    while x < run.upperBound {
        mockBlend(&row, x, ink, alpha: a)
        x &+= 1
    }
}

/// The length of the overlap between pixel `p`'s span [p, p+1) and [lo, hi), in pixels (0…1).
@inline(__always)
func mockOverlap(_ p: Int, _ lo: Double, _ hi: Double) -> Double {
    let a = max(lo, Double(p)), b = min(hi, Double(p + 1))
    return b > a ? b - a : 0
}

/// `v` clamped to 0…1.
@inline(__always)
func mockClamp01(_ v: Double) -> Double { v < 0 ? 0 : (v > 1 ? 1 : v) }

/// The pixel columns whose centres (p + 0.5) lie in [lo, hi] (an empty range when none do).
func mockColumns(centresFrom lo: Double, to hi: Double) -> Range<Int> {
    var a = Int((lo - 0.5).rounded(.up)), b = Int((hi - 0.5).rounded(.down)) + 1
    while Double(a) + 0.5 < lo { a += 1 }
    while Double(a - 1) + 0.5 >= lo { a -= 1 }
    while Double(b - 1) + 0.5 > hi { b -= 1 }
    while Double(b) + 0.5 <= hi { b += 1 }
    return a..<max(a, b)
}
