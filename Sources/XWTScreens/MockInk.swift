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
}

/// Blends `ink` over the opaque pixel at byte offset `i` of `pixels`, weighted by `coverage` (0…1).
///
/// Invariant: the destination alpha stays 255, so the pixel stays a valid premultiplied opaque pixel.
@inline(__always)
func mockBlend(_ pixels: inout [UInt8], _ i: Int, _ ink: MockInk, _ coverage: Double) {
    mockBlend(&pixels, i, ink, alpha: Int32(Double(ink.a) * coverage + 0.5))
}

/// `mockBlend` at the ink's alpha already weighted by the coverage (`ink.a · coverage`, rounded).
@inline(__always)
func mockBlend(_ pixels: inout [UInt8], _ i: Int, _ ink: MockInk, alpha a: Int32) {
    if a <= 0 { return }
    if a >= 255 {
        pixels[i] = UInt8(truncatingIfNeeded: ink.r)
        pixels[i + 1] = UInt8(truncatingIfNeeded: ink.g)
        pixels[i + 2] = UInt8(truncatingIfNeeded: ink.b)
        return
    }
    let ia = 255 - a
    pixels[i] = UInt8(truncatingIfNeeded: (ink.r * a + Int32(pixels[i]) * ia + 127) / 255)
    pixels[i + 1] = UInt8(truncatingIfNeeded: (ink.g * a + Int32(pixels[i + 1]) * ia + 127) / 255)
    pixels[i + 2] = UInt8(truncatingIfNeeded: (ink.b * a + Int32(pixels[i + 2]) * ia + 127) / 255)
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
