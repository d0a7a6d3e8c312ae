/// Draws one `DrawQuad` into a band of rows with source-over.
///
/// Every pixel is computed from its absolute coordinates only, so the result does not depend on
/// how rows are split into bands.
struct QuadRasterizer {
    let quad: DrawQuad
    /// Destination row 0, 4·width bytes per row.
    let target: UnsafeMutablePointer<UInt8>
    let width: Int

    func draw(rows: Range<Int>) {
        let lower = max(rows.lowerBound, quad.minY), upper = min(rows.upperBound, quad.maxY)
        guard lower < upper else { return }
        switch quad.paint {
        case let .color(c):
            drawRows(lower..<upper, sampler: ColorSampler(c))
        case let .gradient(lut, gx, gy, g0):
            lut.withUnsafeBufferPointer { table in
                drawRows(lower..<upper, sampler: GradientSampler(lut: table.baseAddress!, gx: gx, gy: gy, g0: g0))
            }
        case let .image(bitmap, su, ou, sv, ov):
            bitmap.pixels.withUnsafeBufferPointer { pixels in
                drawRows(lower..<upper, sampler: ImageSampler(pixels: pixels.baseAddress!, width: bitmap.width,
                                                              height: bitmap.height, su: su, ou: ou, sv: sv, ov: ov))
            }
        }
    }

    /// Column span of row centre `yc` where every edge distance is at least `threshold`.
    private func span(yc: Double, threshold: Double) -> Range<Int>? {
        var lo = Double(quad.minX), hi = Double(quad.maxX) - 1
        for e in quad.edges {
            let k = e.b * yc + e.c
            if e.a > 1e-12 {
                lo = max(lo, ((threshold - k) / e.a - 0.5).rounded(.up))
            } else if e.a < -1e-12 {
                hi = min(hi, ((threshold - k) / e.a - 0.5).rounded(.down))
            } else if k < threshold {
                return nil
            }
        }
        guard lo <= hi else { return nil }
        return Int(lo)..<(Int(hi) + 1)
    }

    private func drawRows<S: PaintSampler>(_ rows: Range<Int>, sampler: S) {
        let m = quad.toLocal
        let opacity = quad.opacity
        let opaqueFactor = quantize(opacity)
        for y in rows {
            let yc = Double(y) + 0.5
            guard let outer = span(yc: yc, threshold: -0.5) else { continue }
            let inner = span(yc: yc, threshold: 0.5) ?? outer.lowerBound..<outer.lowerBound
            let row = target + y &* width &* 4
            let bx = m.b * yc + m.c, by = m.e * yc + m.f, bw = m.h * yc + m.i
            for x in outer {
                let xc = Double(x) + 0.5
                let hw = m.g * xc + bw
                let lx = (m.a * xc + bx) / hw, ly = (m.d * xc + by) / hw
                var factor = opaqueFactor
                if !inner.contains(x) || quad.mask != nil {
                    var coverage = opacity
                    if !inner.contains(x) {
                        for e in quad.edges {
                            let d = e.a * xc + e.b * yc + e.c
                            if d < 0.5 { coverage *= d > -0.5 ? d + 0.5 : 0 }
                        }
                    }
                    if let mask = quad.mask { coverage *= maskCoverage(mask, lx, ly) }
                    factor = quantize(coverage)
                }
                if factor == 0 { continue }
                var (r, g, b, a) = sampler.sample(lx, ly)
                if factor != 255 {
                    r = div255(r &* factor); g = div255(g &* factor); b = div255(b &* factor); a = div255(a &* factor)
                }
                blendOver(row + x &* 4, r, g, b, a)
            }
        }
    }

    @inline(__always)
    private func maskCoverage(_ mask: DrawQuad.Mask, _ lx: Double, _ ly: Double) -> Double {
        let d: Double
        switch mask {
        case let .circle(cx, cy, radius):
            let dx = lx - cx, dy = ly - cy
            d = radius - (dx * dx + dy * dy).squareRoot()
        case let .rect(r):
            d = min(min(lx - r.minX, r.maxX - lx), min(ly - r.minY, r.maxY - ly))
        }
        let c = d * quad.pixelsPerPoint + 0.5
        return c <= 0 ? 0 : (c >= 1 ? 1 : c)
    }
}
