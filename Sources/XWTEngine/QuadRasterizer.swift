/// Draws one `DrawQuad` into a band of rows with source-over.
///
/// Every pixel is computed from its absolute coordinates only (never accumulated from the start
/// of a band or span), so the result does not depend on how rows are split into bands. Generic
/// over the frame's memory (`PixelMemory`): the renderer's unchecked path and the reference path
/// run this same code.
struct QuadRasterizer {
    let quad: DrawQuad

    func draw<Rows: FrameRows>(rows: Range<Int>, into target: inout Rows) {
        let lower = max(rows.lowerBound, quad.minY), upper = min(rows.upperBound, quad.maxY)
        guard lower < upper else { return }
        switch quad.paint {
        case let .color(c):
            drawRows(lower..<upper, into: &target, sampler: ColorSampler(c),
                     texture: nil as ImageSampler<Rows.Memory>?, shade: nil as GradientSampler<Rows.Memory>?)
        case let .gradient(lut, gx, gy, g0):
            let sampler = GradientSampler<Rows.Memory>(lut: PixelImage(lut).row(0), gx: gx, gy: gy, g0: g0)
            drawRows(lower..<upper, into: &target, sampler: sampler, texture: nil, shade: sampler)
        case let .image(bitmap, su, ou, sv, ov):
            let sampler = ImageSampler<Rows.Memory>(image: PixelImage(bitmap), su: su, ou: ou, sv: sv, ov: ov)
            drawRows(lower..<upper, into: &target, sampler: sampler, texture: sampler, shade: nil)
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
        return columns(Int(lo), Int(hi) + 1)
    }

    /// `lo..<hi`, or empty when `hi ≤ lo` (release builds drop Range's own bounds check).
    @inline(__always)
    private func columns(_ lo: Int, _ hi: Int) -> Range<Int> { lo < hi ? lo..<hi : lo..<lo }

    /// One row's local-coordinate map: bounds coordinates at pixel centre x are (X/W, Y/W) with
    /// X = a·xc + bx, Y = d·xc + by, W = g·xc + bw.
    private struct RowMap {
        let a, d, g, bx, by, bw: Double
        @inline(__always) func local(_ x: Int) -> (Double, Double) {
            let xc = Double(x) + 0.5
            let w = 1 / (g * xc + bw)
            return ((a * xc + bx) * w, (d * xc + by) * w)
        }
    }

    private func drawRows<Rows: FrameRows, S: PaintSampler>(_ rows: Range<Int>, into target: inout Rows, sampler: S,
                                                           texture: ImageSampler<Rows.Memory>?, shade: GradientSampler<Rows.Memory>?) {
        let m = quad.toLocal
        let factor = quantize(quad.opacity)
        for y in rows {
            let yc = Double(y) + 0.5
            guard let outer = span(yc: yc, threshold: quad.antialiasedEdges ? -0.5 : 0) else { continue }
            let inner = quad.antialiasedEdges
                ? span(yc: yc, threshold: 0.5).map { $0.clamped(to: outer) } ?? outer.lowerBound..<outer.lowerBound
                : outer
            let map = RowMap(a: m.a, d: m.d, g: m.g, bx: m.b * yc + m.c, by: m.e * yc + m.f, bw: m.h * yc + m.i)
            target.update(row: y) { row in
                drawEdgePixels(columns(outer.lowerBound, inner.lowerBound), row: &row, yc: yc, map: map, sampler: sampler)
                if !inner.isEmpty {
                    let split = interiorPieces(inner, map: map)
                    drawMasked(split.leading, row: &row, map: map, sampler: sampler)
                    if !split.whole.isEmpty {
                        if let texture {
                            drawImageInterior(split.whole, row: &row, map: map, image: texture, factor: factor)
                        } else if let shade {
                            drawGradientInterior(split.whole, row: &row, map: map, gradient: shade, factor: factor)
                        } else {
                            for x in split.whole {
                                let (lx, ly) = map.local(x)
                                put(sampler.sample(lx, ly), factor: factor, &row, x)
                            }
                        }
                    }
                    drawMasked(split.trailing, row: &row, map: map, sampler: sampler)
                }
                drawEdgePixels(columns(max(outer.lowerBound, inner.upperBound), outer.upperBound), row: &row, yc: yc, map: map, sampler: sampler)
            }
        }
    }

    /// Fully covered pixels whose mask coverage is partial.
    private func drawMasked<Memory, S: PaintSampler>(_ xs: Range<Int>, row: inout FrameRow<Memory>, map: RowMap, sampler: S) {
        for x in xs {
            let (lx, ly) = map.local(x)
            let f = quantize(quad.opacity * maskCoverage(lx, ly))
            if f != 0 { put(sampler.sample(lx, ly), factor: f, &row, x) }
        }
    }

    /// A fully covered span split by the mask: `whole` needs no mask, `leading` and `trailing`
    /// need per-pixel mask coverage; columns the mask hides belong to none of them.
    private struct InteriorSplit {
        var leading: Range<Int>
        var whole: Range<Int>
        var trailing: Range<Int>
        static func masked(_ r: Range<Int>) -> InteriorSplit { InteriorSplit(leading: r, whole: r.upperBound..<r.upperBound, trailing: r.upperBound..<r.upperBound) }
    }

    /// Splits a fully covered span by the mask (no allocation: this runs per row per layer).
    ///
    /// For a circle mask on an affine layer the boundary is found analytically and widened by a
    /// pixel each way, so every pixel classified whole or hidden would get coverage 1 or 0 anyway.
    private func interiorPieces(_ span: Range<Int>, map: RowMap) -> InteriorSplit {
        let empty = span.lowerBound..<span.lowerBound
        guard let mask = quad.mask else { return InteriorSplit(leading: empty, whole: span, trailing: empty) }
        guard map.g == 0, case let .circle(cx, cy, radius) = mask else { return .masked(span) }
        // Local coordinates are linear in x: l(x) = l0 + x·dl (at pixel centres).
        let inv = 1 / map.bw
        let dlx = map.a * inv, dly = map.d * inv
        let ox = (map.a * 0.5 + map.bx) * inv - cx, oy = (map.d * 0.5 + map.by) * inv - cy
        let qa = dlx * dlx + dly * dly, qb = 2 * (dlx * ox + dly * oy), qc = ox * ox + oy * oy
        let band = 0.5 / quad.pixelsPerPoint
        func roots(_ r: Double) -> (Double, Double)? {
            guard r > 0, qa > 0 else { return nil }
            let disc = qb * qb - 4 * qa * (qc - r * r)
            guard disc >= 0 else { return nil }
            let s = disc.squareRoot()
            return ((-qb - s) / (2 * qa), (-qb + s) / (2 * qa))
        }
        guard let (outerLo, outerHi) = roots(radius + band) else { return .masked(empty) }
        let visible = columns(max(span.lowerBound, Int(outerLo.rounded(.down)) - 1), min(span.upperBound, Int(outerHi.rounded(.up)) + 2))
        guard !visible.isEmpty, let (fullLo, fullHi) = roots(radius - band) else { return .masked(visible) }
        let whole = columns(max(visible.lowerBound, Int(fullLo.rounded(.up)) + 1), min(visible.upperBound, Int(fullHi.rounded(.down))))
        guard !whole.isEmpty else { return .masked(visible) }
        return InteriorSplit(leading: visible.lowerBound..<whole.lowerBound, whole: whole, trailing: whole.upperBound..<visible.upperBound)
    }

    /// Pixels near the polygon's edges: coverage from the signed distances to every edge.
    private func drawEdgePixels<Memory, S: PaintSampler>(_ xs: Range<Int>, row: inout FrameRow<Memory>, yc: Double,
                                                         map: RowMap, sampler: S) {
        for x in xs {
            let xc = Double(x) + 0.5
            let (lx, ly) = map.local(x)
            var coverage = quad.opacity
            for e in quad.edges {
                let d = e.a * xc + e.b * yc + e.c
                if d < 0.5 { coverage *= d > -0.5 ? d + 0.5 : 0 }
            }
            if quad.mask != nil { coverage *= maskCoverage(lx, ly) }
            let factor = quantize(coverage)
            if factor != 0 { put(sampler.sample(lx, ly), factor: factor, &row, x) }
        }
    }

    /// `v` rounded to the nearest integer (halves up) without a libm call: truncation after a bias
    /// that keeps every operand positive. Valid for |v| < 2^40.
    @inline(__always)
    private func fixedPoint(_ v: Double) -> Int {
        let bias = 1_099_511_627_776.0   // 2^40
        return Int(v + bias + 0.5) &- (1 << 40)
    }

    /// Texel coordinates in 16.16 fixed point at pixel centre x.
    @inline(__always)
    private func fixedTexel<Memory>(_ map: RowMap, _ image: ImageSampler<Memory>, _ x: Int) -> (Int, Int) {
        let (lx, ly) = map.local(x)
        return (fixedPoint((lx * image.su + image.ou) * 65536), fixedPoint((ly * image.sv + image.ov) * 65536))
    }

    /// Fully covered, unmasked image pixels. Affine rows step texel coordinates exactly; rows with
    /// perspective compute exact coordinates every 8 columns (at absolute multiples of 8) and
    /// interpolate linearly between them.
    private func drawImageInterior<Memory>(_ xs: Range<Int>, row: inout FrameRow<Memory>, map: RowMap,
                                           image: ImageSampler<Memory>, factor: Int) {
        if map.g == 0 {
            // Texel coordinates are linear in x: t(x) = t0 + x·dt, in 40.24 fixed point from the
            // absolute column (drift over a 4096-pixel row stays below 1/4000 of a texel).
            let inv = 1 / map.bw
            let one = Double(1 << 24)
            let tx0 = ((map.a * 0.5 + map.bx) * inv * image.su + image.ou) * one
            let ty0 = ((map.d * 0.5 + map.by) * inv * image.sv + image.ov) * one
            let x0 = fixedPoint(tx0), y0 = fixedPoint(ty0)
            let dx = fixedPoint(map.a * inv * image.su * one), dy = fixedPoint(map.d * inv * image.sv * one)
            if dx == 1 << 24 && dy == 0 && x0 & 0xFFFFFF == 0 && y0 & 0xFFFFFF == 0 && factor == 255 {
                copyRow(xs, row: &row, image: image, shift: x0 &>> 24, sourceY: y0 &>> 24)
                return
            }
            if dx == 1 << 24 && dy == 0 {
                shiftedRow(xs, row: &row, image: image, x0: x0, y0: y0, factor: factor)
                return
            }
            for x in xs {
                putWord(bilinear(image, (x0 &+ x &* dx) &>> 8, (y0 &+ x &* dy) &>> 8), factor: factor, &row, x)
            }
            return
        }
        var segment = xs.lowerBound & ~7
        while segment < xs.upperBound {
            let (ax, ay) = fixedTexel(map, image, segment)
            let (bx, by) = fixedTexel(map, image, segment &+ 8)
            let sx = (bx &- ax) &>> 3, sy = (by &- ay) &>> 3
            for x in max(segment, xs.lowerBound)..<min(segment &+ 8, xs.upperBound) {
                let k = x &- segment
                putWord(bilinear(image, ax &+ k &* sx, ay &+ k &* sy), factor: factor, &row, x)
            }
            segment &+= 8
        }
    }

    /// Fully covered, unmasked gradient pixels: the table index is evaluated exactly every 8
    /// columns (at absolute multiples of 8) and interpolated in 16.16 fixed point between them.
    private func drawGradientInterior<Memory>(_ xs: Range<Int>, row: inout FrameRow<Memory>, map: RowMap,
                                              gradient: GradientSampler<Memory>, factor: Int) {
        let last = GradientTable.size - 1
        let scale = Double(last) * 65536
        @inline(__always) func index(_ x: Int) -> Int {
            let (lx, ly) = map.local(x)
            return fixedPoint((lx * gradient.gx + ly * gradient.gy + gradient.g0) * scale)
        }
        let lut = gradient.lut
        var segment = xs.lowerBound & ~7
        while segment < xs.upperBound {
            let a = index(segment), b = index(segment &+ 8)
            let step = (b &- a) &>> 3
            for x in max(segment, xs.lowerBound)..<min(segment &+ 8, xs.upperBound) {
                let t = (a &+ (x &- segment) &* step &+ 32768) &>> 16
                let i = t < 0 ? 0 : (t > last ? last : t)
                putWord(lut[i], factor: factor, &row, x)
            }
            segment &+= 8
        }
    }

    /// A 1:1 image shifted by a fractional offset: the bilinear weights are the same for the whole
    /// row, so each texel is loaded and spread once and reused as the next pixel's left neighbour.
    /// Bit-identical to `bilinear` (same lerps in the same order); edge columns use `bilinear` itself.
    private func shiftedRow<Memory>(_ xs: Range<Int>, row: inout FrameRow<Memory>, image: ImageSampler<Memory>,
                                    x0: Int, y0: Int, factor: Int) {
        let w = image.width, h = image.height
        let shift = x0 &>> 24, sourceY = y0 &>> 24
        let fx = UInt64((x0 &>> 16) & 255), fy = UInt64((y0 &>> 16) & 255)
        // Columns whose two source texels both lie inside the image need no clamping.
        let safe = columns(max(xs.lowerBound, -shift), min(xs.upperBound, w &- 1 &- shift))
        let edges = [columns(xs.lowerBound, min(xs.upperBound, safe.lowerBound)), columns(max(xs.lowerBound, safe.upperBound), xs.upperBound)]
        for part in edges {
            for x in part { putWord(bilinear(image, (x0 &+ x &<< 24) &>> 8, y0 &>> 8), factor: factor, &row, x) }
        }
        guard !safe.isEmpty else { return }
        let ya = sourceY < 0 ? 0 : (sourceY >= h ? h &- 1 : sourceY)
        let yb = sourceY &+ 1 < 0 ? 0 : (sourceY &+ 1 >= h ? h &- 1 : sourceY &+ 1)
        let top = image.image.row(ya), bottom = image.image.row(yb)
        @inline(__always) func texel(_ row: PixelRow<Memory>, _ x: Int) -> UInt64 {
            PackedPixel.spread(row[x])
        }
        var leftTop = texel(top, shift &+ safe.lowerBound), leftBottom = texel(bottom, shift &+ safe.lowerBound)
        for x in safe {
            let sx = shift &+ x &+ 1
            let rightTop = texel(top, sx)
            var value = PackedPixel.lerp(leftTop, rightTop, fx)
            if fy != 0 {
                let rightBottom = texel(bottom, sx)
                value = PackedPixel.lerp(value, PackedPixel.lerp(leftBottom, rightBottom, fx), fy)
                leftBottom = rightBottom
            }
            leftTop = rightTop
            putWord(PackedPixel.pack(value), factor: factor, &row, x)
        }
    }

    /// Whole-pixel shift of a 1:1 image: a copy (opaque pixels) or an unscaled blend. Where the
    /// source span lies inside the image and is opaque throughout (screens usually are), the row
    /// is one copy.
    private func copyRow<Memory>(_ xs: Range<Int>, row: inout FrameRow<Memory>, image: ImageSampler<Memory>, shift: Int, sourceY: Int) {
        let w = image.width
        let sourceRow = image.image.row(sourceY < 0 ? 0 : (sourceY >= image.height ? image.height &- 1 : sourceY))
        let inside = columns(max(xs.lowerBound, -shift), min(xs.upperBound, w &- shift))
        if !inside.isEmpty {
            var alphas: UInt32 = 0xFF00_0000
            for x in inside { alphas &= sourceRow[x &+ shift] }
            if alphas == 0xFF00_0000 {
                row.copy(sourceRow, shiftedBy: -shift, columns: inside)
                copyPixels(columns(xs.lowerBound, inside.lowerBound), row: &row, sourceRow: sourceRow, shift: shift)
                copyPixels(columns(inside.upperBound, xs.upperBound), row: &row, sourceRow: sourceRow, shift: shift)
                return
            }
        }
        copyPixels(xs, row: &row, sourceRow: sourceRow, shift: shift)
    }

    /// `copyRow` pixel by pixel, source columns clamped to the image.
    private func copyPixels<Memory>(_ xs: Range<Int>, row: inout FrameRow<Memory>, sourceRow: PixelRow<Memory>, shift: Int) {
        let w = sourceRow.width
        for x in xs {
            let sx = shift &+ x
            let word = sourceRow[sx < 0 ? 0 : (sx >= w ? w &- 1 : sx)]
            if word >> 24 == 255 {
                row[x] = word
            } else {
                blendOver(&row, x, channel(word, 0), channel(word, 8), channel(word, 16), channel(word, 24))
            }
        }
    }

    /// Bilinear sample at 16.16 fixed-point texel coordinates with 8-bit weights, edge-clamped,
    /// as a premultiplied pixel word. Exact (the texel itself) when both fractions are zero.
    @inline(__always)
    private func bilinear<Memory>(_ image: ImageSampler<Memory>, _ fxFull: Int, _ fyFull: Int) -> UInt32 {
        let w = image.width, h = image.height
        let x0 = fxFull &>> 16, y0 = fyFull &>> 16
        let fx = UInt64((fxFull &>> 8) & 255), fy = UInt64((fyFull &>> 8) & 255)
        let xa = x0 < 0 ? 0 : (x0 >= w ? w &- 1 : x0)
        let ya = y0 < 0 ? 0 : (y0 >= h ? h &- 1 : y0)
        @inline(__always) func texel(_ x: Int, _ y: Int) -> UInt32 { image.image[x, y] }
        let p00 = texel(xa, ya)
        if fx == 0 && fy == 0 { return p00 }
        let xb = x0 &+ 1 < 0 ? 0 : (x0 &+ 1 >= w ? w &- 1 : x0 &+ 1)
        let yb = y0 &+ 1 < 0 ? 0 : (y0 &+ 1 >= h ? h &- 1 : y0 &+ 1)
        let top = PackedPixel.lerp(PackedPixel.spread(p00), PackedPixel.spread(texel(xb, ya)), fx)
        if fy == 0 { return PackedPixel.pack(top) }
        let bottom = PackedPixel.lerp(PackedPixel.spread(texel(xa, yb)), PackedPixel.spread(texel(xb, yb)), fx)
        return PackedPixel.pack(PackedPixel.lerp(top, bottom, fy))
    }

    /// Source-over of a premultiplied word scaled by `factor`/255.
    @inline(__always)
    private func putWord<Memory>(_ word: UInt32, factor: Int, _ row: inout FrameRow<Memory>, _ x: Int) {
        let src = factor == 255 ? word : PackedPixel.pack(PackedPixel.scale(PackedPixel.spread(word), UInt64(factor)))
        // An opaque source never reads the destination (the frame is larger than the caches).
        if src >> 24 == 255 { row[x] = src; return }
        row[x] = PackedPixel.over(row[x], src)
    }

    @inline(__always)
    private func put<Memory>(_ c: (r: Int, g: Int, b: Int, a: Int), factor: Int, _ row: inout FrameRow<Memory>, _ x: Int) {
        if factor == 255 { blendOver(&row, x, c.r, c.g, c.b, c.a); return }
        blendOver(&row, x, div255(c.r &* factor), div255(c.g &* factor), div255(c.b &* factor), div255(c.a &* factor))
    }

    @inline(__always)
    private func maskCoverage(_ lx: Double, _ ly: Double) -> Double {
        guard let mask = quad.mask else { return 1 }
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
