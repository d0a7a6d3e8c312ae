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

/// Axial gradient through a `GradientTable.size`-entry table (one pixel row).
struct GradientSampler<Memory: PixelMemory>: PaintSampler {
    let lut: PixelRow<Memory>
    let gx, gy, g0: Double
    @inline(__always) func sample(_ lx: Double, _ ly: Double) -> (r: Int, g: Int, b: Int, a: Int) {
        let t = lx * gx + ly * gy + g0
        let i = t <= 0 ? 0 : (t >= 1 ? GradientTable.size - 1 : Int(t * Double(GradientTable.size - 1) + 0.5))
        let c = lut[i]
        return (channel(c, 0), channel(c, 8), channel(c, 16), channel(c, 24))
    }
}

/// Bilinear image sampling with 8-bit fixed-point weights, clamping to the edge pixels.
///
/// Exact at texel centres: when the sample point falls on a texel centre the texel is returned
/// unchanged.
struct ImageSampler<Memory: PixelMemory>: PaintSampler {
    let image: PixelImage<Memory>
    /// The same texels in `ColumnBands`, when the image keeps them and is seen under perspective.
    let bands: ColumnBandImage<Memory>?
    /// The image's `Bitmap.blankRows`, when recorded.
    let blankRows: [Bool]?
    /// The image's `Bitmap.uniformRuns`, when kept and the quad's rows are scaled or seen under perspective.
    let uniformRuns: UniformRuns?
    let su, ou, sv, ov: Double

    var width: Int { image.width }
    var height: Int { image.height }

    @inline(__always) func sample(_ lx: Double, _ ly: Double) -> (r: Int, g: Int, b: Int, a: Int) {
        let width = image.width, height = image.height
        let tx = lx * su + ou, ty = ly * sv + ov
        var x0 = Int(tx.rounded(.down)), y0 = Int(ty.rounded(.down))
        var fx = Int((tx - Double(x0)) * 256 + 0.5), fy = Int((ty - Double(y0)) * 256 + 0.5)
        if fx == 256 { x0 &+= 1; fx = 0 }
        if fy == 256 { y0 &+= 1; fy = 0 }
        let xa = x0 < 0 ? 0 : (x0 >= width ? width &- 1 : x0)
        let xb = x0 &+ 1 < 0 ? 0 : (x0 &+ 1 >= width ? width &- 1 : x0 &+ 1)
        let ya = y0 < 0 ? 0 : (y0 >= height ? height &- 1 : y0)
        let yb = y0 &+ 1 < 0 ? 0 : (y0 &+ 1 >= height ? height &- 1 : y0 &+ 1)
        let p00 = image[xa, ya]
        if fx == 0 && fy == 0 { return (channel(p00, 0), channel(p00, 8), channel(p00, 16), channel(p00, 24)) }
        let p10 = image[xb, ya], p01 = image[xa, yb], p11 = image[xb, yb]
        let w00 = (256 &- fx) &* (256 &- fy), w10 = fx &* (256 &- fy), w01 = (256 &- fx) &* fy, w11 = fx &* fy
        @inline(__always) func mix(_ shift: UInt32) -> Int {
            (channel(p00, shift) &* w00 &+ channel(p10, shift) &* w10 &+ channel(p01, shift) &* w01
                &+ channel(p11, shift) &* w11 &+ 32768) &>> 16
        }
        return (mix(0), mix(8), mix(16), mix(24))
    }
}
