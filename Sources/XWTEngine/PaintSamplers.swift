/// Per-pixel content lookups, specialised per paint kind so row loops carry no switch.
protocol PaintSampler {
    /// Premultiplied colour at bounds coordinates (lx, ly), each channel 0…255.
    func sample(_ lx: Double, _ ly: Double) -> (r: Int, g: Int, b: Int, a: Int)
}

/// A solid premultiplied colour.
struct ColorSampler: PaintSampler {
    let r, g, b, a: Int
    init(_ c: RGBA8) { r = Int(c.r); g = Int(c.g); b = Int(c.b); a = Int(c.a) }
    @inline(__always) func sample(_ lx: Double, _ ly: Double) -> (r: Int, g: Int, b: Int, a: Int) { (r, g, b, a) }
}

/// Axial gradient through a 1024-entry table.
///
/// Invariant: `lut` outlives the sampler (it points into an array kept alive by the caller).
struct GradientSampler: PaintSampler {
    let lut: UnsafePointer<RGBA8>
    let gx, gy, g0: Double
    @inline(__always) func sample(_ lx: Double, _ ly: Double) -> (r: Int, g: Int, b: Int, a: Int) {
        let t = lx * gx + ly * gy + g0
        let i = t <= 0 ? 0 : (t >= 1 ? GradientTable.size - 1 : Int(t * Double(GradientTable.size - 1) + 0.5))
        let c = lut[i]
        return (Int(c.r), Int(c.g), Int(c.b), Int(c.a))
    }
}

/// Bilinear image sampling with 8-bit fixed-point weights, clamping to the edge pixels.
///
/// Exact at texel centres: when the sample point falls on a texel centre the texel is returned
/// unchanged. Invariant: `pixels` points at `width·height·4` bytes kept alive by the caller.
struct ImageSampler: PaintSampler {
    let pixels: UnsafePointer<UInt8>
    let width, height: Int
    let su, ou, sv, ov: Double

    @inline(__always) func sample(_ lx: Double, _ ly: Double) -> (r: Int, g: Int, b: Int, a: Int) {
        let tx = lx * su + ou, ty = ly * sv + ov
        var x0 = Int(tx.rounded(.down)), y0 = Int(ty.rounded(.down))
        var fx = Int((tx - Double(x0)) * 256 + 0.5), fy = Int((ty - Double(y0)) * 256 + 0.5)
        if fx == 256 { x0 &+= 1; fx = 0 }
        if fy == 256 { y0 &+= 1; fy = 0 }
        let xa = x0 < 0 ? 0 : (x0 >= width ? width &- 1 : x0)
        let xb = x0 &+ 1 < 0 ? 0 : (x0 &+ 1 >= width ? width &- 1 : x0 &+ 1)
        let ya = y0 < 0 ? 0 : (y0 >= height ? height &- 1 : y0)
        let yb = y0 &+ 1 < 0 ? 0 : (y0 &+ 1 >= height ? height &- 1 : y0 &+ 1)
        let rowA = pixels + ya &* width &* 4, rowB = pixels + yb &* width &* 4
        let p00 = rowA + xa &* 4
        if fx == 0 && fy == 0 { return (Int(p00[0]), Int(p00[1]), Int(p00[2]), Int(p00[3])) }
        let p10 = rowA + xb &* 4, p01 = rowB + xa &* 4, p11 = rowB + xb &* 4
        let w00 = (256 &- fx) &* (256 &- fy), w10 = fx &* (256 &- fy), w01 = (256 &- fx) &* fy, w11 = fx &* fy
        @inline(__always) func mix(_ c: Int) -> Int {
            (Int(p00[c]) &* w00 &+ Int(p10[c]) &* w10 &+ Int(p01[c]) &* w01 &+ Int(p11[c]) &* w11 &+ 32768) &>> 16
        }
        return (mix(0), mix(1), mix(2), mix(3))
    }
}
