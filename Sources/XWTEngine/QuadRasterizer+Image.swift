/// The fully covered, unmasked pixels of an image quad: bilinear samples at 8-bit weights,
/// edge-clamped, each a function of its own column only.
///
/// Where every texel a stretch of pixels reads lies inside the image, the samples are taken from
/// adjacent texel pairs with `ChannelVectors` (no clamping, several channels per instruction);
/// elsewhere by the scalar `bilinear`. Both compute the same lerps in the same order.
///
/// The row loops run `while x < end &- 3` (four columns from x fit): so written, the compiler
/// compares x with a bound computed once, not x + 4 kept beside x in another register.
extension QuadRasterizer {
    /// Texel coordinates in 16.16 fixed point at local position (lx, ly).
    @inline(__always)
    private func fixedTexel(_ local: (Double, Double), _ image: ImageSampler<Memory>) -> (Int, Int) {
        let (lx, ly) = local
        return (Self.fixedPoint((lx * image.su + image.ou) * 65536), Self.fixedPoint((ly * image.sv + image.ov) * 65536))
    }

    /// Affine rows step texel coordinates exactly; rows with perspective compute exact coordinates
    /// every 8 columns (at absolute multiples of 8) and interpolate linearly between them, reading
    /// the image's `ColumnBands` when it keeps them. An `overlay`'s interior is drawn over the same
    /// columns: pixel by pixel in rows with perspective, after the image's row when affine.
    func drawImageInterior(
        _ xs: Range<Int>, row: inout FrameRow<Memory>, map: RowMap, image: ImageSampler<Memory>, overlay: Overlay?
    ) {
        if map.g != 0 {
            // Rows without an overlay get their own copy of the row loop (`overlay` a constant nil).
            switch (image.bands, overlay != nil) {
            case let (bands?, true): perspectiveRow(xs, row: &row, map: map, image: image, pairs: bands, overlay: overlay, WithOverlay.self)
            case let (bands?, false): perspectiveRow(xs, row: &row, map: map, image: image, pairs: bands, overlay: nil, WithoutOverlay.self)
            case (nil, true): perspectiveRow(xs, row: &row, map: map, image: image, pairs: image.image, overlay: overlay, WithOverlay.self)
            case (nil, false): perspectiveRow(xs, row: &row, map: map, image: image, pairs: image.image, overlay: nil, WithoutOverlay.self)
            }
            return
        }
        affineRow(xs, row: &row, map: map, image: image, setup: affineSetup ?? AffineSetup(map, image))
        if let overlay {
            overlay.rasterizer.drawGradientInterior(xs, row: &row, map: map, gradient: overlay.gradient, table: overlay.table)
        }
    }

    /// An affine row's texel coordinates, linear in x: t(x) = t0 + x·dt, in 40.24 fixed point from
    /// the absolute column (drift over a 4096-pixel row stays below 1/4000 of a texel). All but
    /// the first column's texel y, for one row's map.
    struct AffineSetup {
        static var one: Double { Double(1 << 24) }
        /// 1 / w.
        let inv: Double
        /// Column 0's texel x.
        let x0: Int
        /// Texel steps per column.
        let dx, dy: Int

        @inline(__always) init(_ map: RowMap, _ image: ImageSampler<Memory>) {
            inv = 1 / map.bw
            x0 = QuadRasterizer.fixedPoint(((map.a * 0.5 + map.bx) * inv * image.su + image.ou) * Self.one)
            dx = QuadRasterizer.fixedPoint(map.a * inv * image.su * Self.one)
            dy = QuadRasterizer.fixedPoint(map.d * inv * image.sv * Self.one)
        }

        /// Column 0's texel y in the row of `map`.
        @inline(__always) func y0(_ map: RowMap, _ image: ImageSampler<Memory>) -> Int {
            QuadRasterizer.fixedPoint(((map.d * 0.5 + map.by) * inv * image.sv + image.ov) * Self.one)
        }
    }

    /// Rows `rows` of `affineRow` in the same columns `xs` with the quad's own `setup` (`affineSetup`);
    /// a 1:1 image's columns are found once (`ShiftedColumns`). Out of line: `draw`'s row loop for
    /// the other quads keeps its registers.
    @inline(never)
    func affineRows<Rows: FrameRows>(
        _ xs: Range<Int>, _ rows: Range<Int>, into target: inout Rows, image: ImageSampler<Memory>, setup: AffineSetup
    ) where Rows.Memory == Memory {
        let m = quad.toLocal
        let shifted = setup.dx == 1 << 24 && setup.dy == 0 ? ShiftedColumns(xs, x0: setup.x0, width: image.width) : nil
        // An opaque image at full opacity moved only vertically (fx = 0), every column reading texels
        // inside the image, four at a time (the lines effects' slices): a row between texel rows is
        // `shiftedRow`'s lerps alone, drawn here with nothing else to decide.
        if let shifted, shifted.fx == 0, shifted.before.isEmpty, shifted.after.isEmpty, shifted.safe.count & 3 == 0, paintIsOpaque,
            factor == 255
        {
            verticalRows(xs, rows, into: &target, image: image, setup: setup, columns: shifted)
            return
        }
        for y in rows {
            let map = RowMap(m, yc: Double(y) + 0.5)
            target.update(row: y) { affineRow(xs, row: &$0, map: map, image: image, setup: setup, shifted: shifted) }
        }
    }

    /// `affineRows` of an opaque image at full opacity moved only vertically (`columns.fx` = 0),
    /// every column reading texels inside the image, four at a time: a row between texel rows is
    /// `shiftedRow`'s lerps alone. The loop keeps only what a row needs (the bounds, the shift, the
    /// blank rows) beside it: ≈ 120 thousand such rows a frame in hu-vertical-lines.
    private func verticalRows<Rows: FrameRows>(
        _ xs: Range<Int>, _ rows: Range<Int>, into target: inout Rows, image: ImageSampler<Memory>, setup: AffineSetup,
        columns: ShiftedColumns
    ) where Rows.Memory == Memory {
        let m = quad.toLocal, blank = image.blankRows
        let first = columns.safe.lowerBound, end = columns.safe.upperBound, shift = columns.shift
        for y in rows {
            let map = RowMap(m, yc: Double(y) + 0.5)
            let y0 = setup.y0(map, image), fy = UInt16((y0 &>> 16) & 255)
            guard fy != 0 else {
                target.update(row: y) { affineRow(xs, row: &$0, map: map, image: image, setup: setup, shifted: columns) }
                continue
            }
            if let blank, Self.bothBlank(blank, y0 &>> 24) { continue }
            let (top, bottom) = Self.texelRows(image, y0 &>> 24)
            target.update(row: y) { row in
                var x = first
                while x < end {
                    Self.opaqueLerps(x, shift: shift, top, bottom, fy, &row)
                    x &+= 4
                }
            }
        }
    }

    /// An affine row: texel coordinates linear in x, `setup` made for this row's `map` (or the
    /// quad's own, the same in every row); `shifted`, when given, is `ShiftedColumns` of `xs` for it.
    private func affineRow(
        _ xs: Range<Int>, row: inout FrameRow<Memory>, map: RowMap, image: ImageSampler<Memory>, setup: AffineSetup,
        shifted: ShiftedColumns? = nil
    ) {
        let x0 = setup.x0, y0 = setup.y0(map, image), dx = setup.dx, dy = setup.dy
        // A row that stays on texel rows holding nothing but zeros draws zeros, which `over` leaves
        // below unchanged (a floating control's slice below the control).
        if dy == 0, let blank = image.blankRows, Self.bothBlank(blank, y0 &>> 24) { return }
        if dx == 1 << 24 && dy == 0 && x0 & 0xFFFFFF == 0 && y0 & 0xFFFFFF == 0 {
            copyRow(xs, row: &row, image: image, shift: x0 &>> 24, sourceY: y0 &>> 24)
        } else if dx == 1 << 24 && dy == 0 {
            shiftedRow(shifted ?? ShiftedColumns(xs, x0: x0, width: image.width), row: &row, image: image, y0: y0)
        } else {
            scaledRow(xs, row: &row, image: image, x0: x0, y0: y0, dx: dx, dy: dy)
        }
    }

    /// True when texel rows `ty` and `ty` + 1, edge-clamped (every texel row a sample at row `ty`
    /// reads), are both blank.
    @inline(__always)
    private static func bothBlank(_ blank: [Bool], _ ty: Int) -> Bool {
        let last = blank.count &- 1
        @inline(__always) func clamped(_ y: Int) -> Int { y < 0 ? 0 : (y > last ? last : y) }
        return blank[clamped(ty)] && blank[clamped(ty &+ 1)]
    }

    /// A row with perspective: exact texel coordinates every 8 columns (at absolute multiples of
    /// 8), linear between them; four texels inside the image are read from `pairs`. With an
    /// `overlay`, each pixel then gets the overlay's gradient (`drawGradientInterior`'s entries and
    /// blend) before it is stored.
    @inline(__always)
    private func perspectiveRow<Pairs: TexelPairs, Kind: OverlayKind>(
        _ xs: Range<Int>, row: inout FrameRow<Memory>, map: RowMap, image: ImageSampler<Memory>, pairs: Pairs, overlay: Overlay?,
        _: Kind.Type
    ) {
        // A constant of the specialisation: rows without an overlay carry none of its code.
        let overlay = Kind.present ? overlay : nil
        let opaque = occludes
        var segment = xs.lowerBound & ~7
        // Each segment's end is the next one's start: computed once, the same value either way.
        let first = map.local(segment)
        var (ax, ay) = fixedTexel(first, image)
        var shade = overlay.map { GradientSegment(segment, at: first, gradient: $0.gradient) }
        while segment < xs.upperBound {
            // The image and the overlay read the same local position at each segment end.
            let end = map.local(segment &+ 8)
            let (bx, by) = fixedTexel(end, image)
            if let overlay { shade?.reach(end, gradient: overlay.gradient) }
            let sx = (bx &- ax) &>> 3, sy = (by &- ay) &>> 3
            let lo = max(segment, xs.lowerBound), hi = min(segment &+ 8, xs.upperBound)
            let k0 = lo &- segment, k1 = hi &- 1 &- segment
            // Column x reads (ax + k·sx, ay + k·sy), k = x − segment: stepped by adding sx, sy.
            var u = ax &+ k0 &* sx, v = ay &+ k0 &* sy
            // Columns x…x + 3 from their samples, then the overlay's gradient (a constant here: a
            // captured variable would be boxed and checked for exclusive access).
            let segmentShade = shade
            @inline(__always) func put(_ x: Int, _ samples: SIMD16<UInt8>, _ row: inout FrameRow<Memory>) {
                // Samples of opaque texels are opaque: an occluding quad's are stored unblended.
                if let overlay, let shade = segmentShade {
                    let under =
                        opaque || factor == 255 && ChannelVectors.allOpaque(samples) ? samples : blendedFour(samples, factor: factor, row, x)
                    // `over` itself gives an opaque source's bytes: no test for it.
                    row.setChannels4(x, ChannelVectors.over(under, shade.four(overlay.table, x)))
                } else if opaque {
                    row.setChannels4(x, samples)
                } else {
                    putFour(samples, factor: factor, &row, x)
                }
            }
            // Columns x…x + 3, the first at (u, v).
            @inline(__always) func four(_ x: Int, _ u: Int, _ v: Int, _ row: inout FrameRow<Memory>) {
                let u1 = u &+ sx, v1 = v &+ sy, u2 = u1 &+ sx, v2 = v1 &+ sy
                put(x, SIMD16(lowHalf: pairSamples(pairs, u, v, u1, v1), highHalf: pairSamples(pairs, u2, v2, u2 &+ sx, v2 &+ sy)), &row)
            }
            // The columns from `single` on are drawn one by one (and get the overlay so).
            var single = lo
            if lo == segment && hi == segment &+ 8 && inside(image, ax, ay, ax &+ 7 &* sx, ay &+ 7 &* sy) {
                // A whole segment (most of a wide quad's): straight-line code, no loop to set up.
                if let colour = uniformColour(image, ax, ay, ax &+ 7 &* sx, ay &+ 7 &* sy) {
                    // Every texel its samples read is one colour: so is each sample.
                    let samples = ChannelVectors.four(ChannelVectors.channels(colour))
                    put(segment, samples, &row)
                    put(segment &+ 4, samples, &row)
                } else {
                    four(segment, ax, ay, &row)
                    four(segment &+ 4, ax &+ 4 &* sx, ay &+ 4 &* sy, &row)
                }
                single = hi
            } else if inside(image, u, v, ax &+ k1 &* sx, ay &+ k1 &* sy) {
                var x = lo
                while x < hi &- 3 {
                    four(x, u, v, &row)
                    u = u &+ 4 &* sx; v = v &+ 4 &* sy
                    x &+= 4
                }
                single = x
                while x < hi {
                    putSample(pairSample(pairs, u, v), &row, x)
                    u &+= sx; v &+= sy; x &+= 1
                }
            } else {
                for x in lo..<hi {
                    putWord(bilinear(image, u, v), factor: factor, &row, x)
                    u &+= sx; v &+= sy
                }
            }
            if let overlay, let current = shade {
                for x in single..<hi { putWord(overlay.table[current.entry(x)], factor: 255, &row, x) }
                shade?.advance()
            }
            (ax, ay) = (bx, by)
            segment &+= 8
        }
    }

    /// An affine row that is not a 1:1 shift. The 16.16 coordinates of column x, (x0 + x·dx) >> 8,
    /// are monotone in x, so the columns whose four texels lie inside the image form one stretch:
    /// the clamped columns before and after it (where the quad reaches past the image's edge
    /// texels) are sampled by `bilinear`, the stretch four pixels at a time from texel pairs.
    private func scaledRow(
        _ xs: Range<Int>, row: inout FrameRow<Memory>, image: ImageSampler<Memory>,
        x0: Int, y0: Int, dx: Int, dy: Int
    ) {
        @inline(__always) func u(_ x: Int) -> Int { (x0 &+ x &* dx) &>> 8 }
        @inline(__always) func v(_ x: Int) -> Int { (y0 &+ x &* dy) &>> 8 }
        @inline(__always) func clamped(_ x: Int) { putWord(bilinear(image, u(x), v(x)), factor: factor, &row, x) }
        @inline(__always) func sample(_ x: Int) -> SIMD4<UInt8> { pairSample(image.image, u(x), v(x)) }
        @inline(__always) func samples(_ x: Int) -> SIMD8<UInt8> { pairSamples(image.image, u(x), v(x), u(x &+ 1), v(x &+ 1)) }
        var lo = xs.lowerBound, hi = xs.upperBound
        while lo < hi && !inside(image, u(lo), v(lo), u(lo), v(lo)) { clamped(lo); lo &+= 1 }
        while hi > lo && !inside(image, u(hi &- 1), v(hi &- 1), u(hi &- 1), v(hi &- 1)) { hi &-= 1; clamped(hi) }
        var x = lo
        if dy == 0, let lerps = rowLerps, lerps.follows(x0: x0, dx: dx) {
            // A row that stays on one texel row with the row before's column map (a layer scaled
            // and moved): the texel rows' lerps across x may be computed already.
            x = reusedRow(Self.columns(lo, hi), row: &row, image: image, lerps: lerps, x0: x0, y0: y0, dx: dx)
        } else if dy == 0 {
            // A row that stays on one texel row but maps its columns unlike the row before (seen
            // tilted about a horizontal axis: each row its own scale): every column reads the same
            // two texel rows with the same vertical weight, found once.
            let v = y0 &>> 8, ty = v &>> 16, fy = UInt16(truncatingIfNeeded: (v &>> 8) & 255)
            @inline(__always) func flat(_ x: Int) -> SIMD8<UInt8> {
                let ua = u(x), ub = u(x &+ 1), xa = ua &>> 16, xb = ub &>> 16
                return ChannelVectors.bilinear2(
                    topA: image.image.pair(xa, ty), bottomA: image.image.pair(xa, ty &+ 1),
                    fxA: UInt16(truncatingIfNeeded: (ua &>> 8) & 255), fyA: fy,
                    topB: image.image.pair(xb, ty), bottomB: image.image.pair(xb, ty &+ 1),
                    fxB: UInt16(truncatingIfNeeded: (ub &>> 8) & 255), fyB: fy)
            }
            while x < hi &- 3 {
                putFour(SIMD16(lowHalf: flat(x), highHalf: flat(x &+ 2)), factor: factor, &row, x)
                x &+= 4
            }
        } else {
            while x < hi &- 3 {
                putFour(SIMD16(lowHalf: samples(x), highHalf: samples(x &+ 2)), factor: factor, &row, x)
                x &+= 4
            }
        }
        while x < hi { putSample(sample(x), &row, x); x &+= 1 }
    }

    /// `scaledRow`'s stretch `xs` (every texel pair inside the image) of a row that stays on one
    /// texel row, from lerps across x that the rows before may have computed (`TexelRowLerps`),
    /// four pixels at a time; returns the first column left (fewer than four before the end).
    /// Every column reads the same two texel rows with the same vertical weight: left, the lerp
    /// across y, of one colour where both texel rows hold one (`TexelRowLerps.Stretch`). Out of
    /// line: `scaledRow`'s other loops keep their registers.
    @inline(never)
    private func reusedRow(
        _ xs: Range<Int>, row: inout FrameRow<Memory>, image: ImageSampler<Memory>, lerps: TexelRowLerps<Memory>, x0: Int, y0: Int, dx: Int
    ) -> Int {
        // No columns (every one clamped: the row lies beyond the image's edge texels) read no texel row.
        guard !xs.isEmpty else { return xs.lowerBound }
        let v = y0 &>> 8, ty = v &>> 16, fy = UInt16(truncatingIfNeeded: (v &>> 8) & 255)
        let lerped = lerps.prepare(
            ty: ty, fy: fy, x0: x0, dx: dx, columns: xs, image: image.image, runs: image.uniformRuns, rowWidth: row.width)
        let end = xs.upperBound
        var x = xs.lowerBound
        // Only the blends at one alpha have a loop for one colour.
        if fadeAlpha != nil || paintIsOpaque && factor == 255 {
            let tops = lerped.topStretches, bottoms = lerped.bottomStretches
            var i = 0, j = 0
            while i < tops.count && j < bottoms.count {
                let a = tops[i], b = bottoms[j]
                let lo = max(a.columns.lowerBound, b.columns.lowerBound, x), hi = min(a.columns.upperBound, b.columns.upperBound, end)
                if a.columns.upperBound < b.columns.upperBound { i &+= 1 } else { j &+= 1 }
                guard hi &- lo >= 8 else { continue }
                // The columns before, four at a time up to `lo` or at most three past it (there the
                // lerps are the colour's; lo + 3 < hi ≤ end).
                x = lerpedColumns(x..<(lo &+ ((x &- lo) & 3)), row: &row, lerped, fy: fy)
                x = uniformColumns(x..<hi, row: &row, top: a.colour, bottom: b.colour, fy: fy)
            }
        }
        return lerpedColumns(x..<end, row: &row, lerped, fy: fy)
    }

    /// `reusedRow`'s columns `xs` from the lerps, four pixels at a time; returns the first column
    /// left (fewer than four before the end). One loop per case, its constants in locals (a stored
    /// property is read again after every store).
    @inline(__always)
    private func lerpedColumns(
        _ xs: Range<Int>, row: inout FrameRow<Memory>, _ lerped: TexelRowLerps<Memory>.Prepared, fy: UInt16
    ) -> Int {
        let buffer = lerped.buffer, top = lerped.top, bottom = lerped.bottom
        // `bilinear2`'s lerp across y at weight 0 gives the top row's lerps themselves.
        let end = xs.upperBound, f = UInt16(truncatingIfNeeded: factor)
        var x = xs.lowerBound
        if let alpha = fadeAlpha {
            if fy == 0 {
                while x < end &- 3 {
                    row.setChannels4(x, ChannelVectors.overOpaqueScaled(row.channels4(x), buffer.four(top &+ x), f, alpha: alpha))
                    x &+= 4
                }
            } else {
                @inline(__always) func four(_ x: Int) {
                    let (a, b) = (buffer.four(top &+ x), buffer.four(bottom &+ x))
                    row.setChannels4(x, ChannelVectors.lerpOverOpaqueScaled(row.channels4(x), a, b, fy, f, alpha: alpha))
                }
                x = Self.fours(from: x, to: end, four)
            }
        } else if paintIsOpaque && f == 255 {
            // Lerps of opaque texels are opaque: stored as they are (what `putFour` stores).
            if fy == 0 {
                while x < end &- 3 {
                    row.setChannels4(x, ChannelVectors.narrowWhole(buffer.four(top &+ x)))
                    x &+= 4
                }
            } else {
                @inline(__always) func four(_ x: Int) {
                    row.setChannels4(x, ChannelVectors.lerp(buffer.four(top &+ x), buffer.four(bottom &+ x), fy))
                }
                x = Self.fours(from: x, to: end, four)
            }
        } else {
            let factor = factor
            while x < end &- 3 {
                let v = buffer.four(top &+ x)
                putFour(fy == 0 ? ChannelVectors.narrowWhole(v) : ChannelVectors.lerp(v, buffer.four(bottom &+ x), fy), factor: factor, &row, x)
                x &+= 4
            }
        }
        return x
    }

    /// `lerpedColumns` (or `shiftedColumns`) of columns `xs` whose lerps are `top`'s colour in the
    /// top texel row and `bottom`'s in the bottom one (fading, or opaque at full opacity): the same
    /// functions on the colours, the sample computed once. Returns the first column left (fewer
    /// than four before the end).
    @inline(__always)
    private func uniformColumns(_ xs: Range<Int>, row: inout FrameRow<Memory>, top: SIMD4<UInt16>, bottom: SIMD4<UInt16>, fy: UInt16) -> Int {
        let a = SIMD8(lowHalf: top, highHalf: top), b = SIMD8(lowHalf: bottom, highHalf: bottom)
        let end = xs.upperBound
        var x = xs.lowerBound
        if let alpha = fadeAlpha {
            let f = UInt16(truncatingIfNeeded: factor)
            while x < end &- 3 {
                let dst = row.channels4(x)
                row.setChannels4(
                    x,
                    fy == 0
                        ? ChannelVectors.overOpaqueScaled(dst, (a, a), f, alpha: alpha)
                        : ChannelVectors.lerpOverOpaqueScaled(dst, (a, a), (b, b), fy, f, alpha: alpha))
                x &+= 4
            }
            return x
        }
        let sample = fy == 0 ? ChannelVectors.narrowWhole((a, a)) : ChannelVectors.lerp((a, a), (b, b), fy)
        row.fill(ChannelVectors.word(sample, pixel: 0), columns: xs)
        return end
    }

    /// Runs `four` at columns x, x + 4, … while four columns from it fit before `end`, eight
    /// columns a step (the loop's own counting spread over twice the work); returns the first
    /// column left (fewer than four before `end`).
    @inline(__always)
    private static func fours(from x: Int, to end: Int, _ four: (Int) -> Void) -> Int {
        var x = x
        while x < end &- 7 {
            four(x)
            four(x &+ 4)
            x &+= 8
        }
        if x < end &- 3 {
            four(x)
            x &+= 4
        }
        return x
    }

    /// True when every sample on the line between two 16.16 texel positions reads four texels
    /// inside the image (texel columns 0…width − 2 and rows 0…height − 2 as the top-left one).
    @inline(__always)
    private func inside(_ image: ImageSampler<Memory>, _ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int) -> Bool {
        let x0 = min(xa, xb) &>> 16, x1 = max(xa, xb) &>> 16, y0 = min(ya, yb) &>> 16, y1 = max(ya, yb) &>> 16
        return x0 >= 0 && y0 >= 0 && x1 <= image.width &- 2 && y1 <= image.height &- 2
    }

    /// The one colour of every texel that the samples on the line between two 16.16 texel
    /// positions read (all inside the image), when the image's `UniformRuns` show one: each row's
    /// texels lie in one run, and the rows' first texels are one colour. Then each sample is that
    /// colour, whatever its weights (a lerp of c and c is (256·c + 128) >> 8 = c).
    @inline(__always)
    private func uniformColour(_ image: ImageSampler<Memory>, _ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int) -> UInt32? {
        guard let runs = image.uniformRuns else { return nil }
        let x0 = min(xa, xb) &>> 16, x1 = max(xa, xb) &>> 16 &+ 1, y0 = min(ya, yb) &>> 16, y1 = max(ya, yb) &>> 16 &+ 1
        // Each texel row costs about a tenth of the samples: more than four rows are left to them.
        guard y1 &- y0 < 4 else { return nil }
        let colour = image.image[x0, y0]
        for y in (y0 &+ 1)...y1 where image.image[x0, y] != colour { return nil }
        return runs.joins(rows: y0...y1, columns: x0...x1) ? colour : nil
    }

    /// `bilinear` at 16.16 coordinates whose four texels lie inside the image (no clamping).
    @inline(__always)
    private func pairSample<Pairs: TexelPairs>(_ pairs: Pairs, _ fxFull: Int, _ fyFull: Int) -> SIMD4<UInt8> {
        let (top, bottom) = pairs.pairs(fxFull &>> 16, fyFull &>> 16)
        return ChannelVectors.bilinear(
            top: top, bottom: bottom,
            fx: UInt16(truncatingIfNeeded: (fxFull &>> 8) & 255),
            fy: UInt16(truncatingIfNeeded: (fyFull &>> 8) & 255))
    }

    /// `pairSample` at two 16.16 positions (a, then b), both reading texels inside the image.
    @inline(__always)
    private func pairSamples<Pairs: TexelPairs>(_ pairs: Pairs, _ ua: Int, _ va: Int, _ ub: Int, _ vb: Int) -> SIMD8<UInt8> {
        let a = pairs.pairs(ua &>> 16, va &>> 16), b = pairs.pairs(ub &>> 16, vb &>> 16)
        @inline(__always) func weight(_ full: Int) -> UInt16 { UInt16(truncatingIfNeeded: (full &>> 8) & 255) }
        return ChannelVectors.bilinear2(
            topA: a.top, bottomA: a.bottom, fxA: weight(ua), fyA: weight(va),
            topB: b.top, bottomB: b.bottom, fxB: weight(ub), fyB: weight(vb))
    }

    /// The one alpha of this quad's samples when its image fades (below full opacity) and is
    /// opaque (samples of opaque texels are opaque); nil otherwise.
    private var fadeAlpha: UInt16? {
        paintIsOpaque && factor != 255 ? ChannelVectors.scaledAlpha(UInt16(truncatingIfNeeded: factor)) : nil
    }

    /// `putFour` of four samples; with `fadeAlpha` (the quad's own), blended at that one alpha.
    @inline(__always)
    private func putSamples(_ v: SIMD16<UInt8>, fadeAlpha: UInt16?, _ row: inout FrameRow<Memory>, _ x: Int) {
        if let alpha = fadeAlpha {
            row.setChannels4(x, ChannelVectors.overOpaqueScaled(row.channels4(x), v, UInt16(truncatingIfNeeded: factor), alpha: alpha))
        } else {
            putFour(v, factor: factor, &row, x)
        }
    }

    /// What `blendFour` stores: the four pixels scaled by `factor`/255 over the row's (out of line,
    /// as `blendFour`).
    @inline(never)
    private func blendedFour(_ v: SIMD16<UInt8>, factor: Int, _ row: FrameRow<Memory>, _ x: Int) -> SIMD16<UInt8> {
        let src = factor == 255 ? v : ChannelVectors.scale(v, UInt16(truncatingIfNeeded: factor))
        return ChannelVectors.over(row.channels4(x), src)
    }

    /// `putWord` of a sample given as channels.
    @inline(__always)
    private func putSample(_ c: SIMD4<UInt8>, _ row: inout FrameRow<Memory>, _ x: Int) {
        putWord(ChannelVectors.word(c), factor: factor, &row, x)
    }

    /// The columns `xs` of a 1:1 image's row whose column 0 reads texel x `x0` (40.24): the same in
    /// every row of the quad. `safe`: columns whose two source texels both lie inside the image (at
    /// fx = 0 the right one is not read: the last column is safe too); `before` and `after`: the
    /// others, sampled by `bilinear`.
    struct ShiftedColumns {
        let x0: Int, shift: Int, fx: UInt16
        let safe: Range<Int>, before: Range<Int>, after: Range<Int>

        @inline(__always) init(_ xs: Range<Int>, x0: Int, width w: Int) {
            self.x0 = x0
            shift = x0 &>> 24
            fx = UInt16((x0 &>> 16) & 255)
            safe = QuadRasterizer.columns(max(xs.lowerBound, -shift), min(xs.upperBound, (fx == 0 ? w : w &- 1) &- shift))
            before = QuadRasterizer.columns(xs.lowerBound, min(xs.upperBound, safe.lowerBound))
            after = QuadRasterizer.columns(max(xs.lowerBound, safe.upperBound), xs.upperBound)
        }
    }

    /// A 1:1 image shifted by a fractional offset, in `columns`: the bilinear weights are the same
    /// for the whole row, so four neighbouring pixels are sampled at once from four texels and their
    /// right neighbours. Edge columns use `bilinear` itself. Where every texel a stretch of columns
    /// reads lies in one run of one colour of each texel row (`UniformRuns`, when the image keeps
    /// them), the stretch is drawn from the two colours (`uniformColumns`).
    private func shiftedRow(_ columns: ShiftedColumns, row: inout FrameRow<Memory>, image: ImageSampler<Memory>, y0: Int) {
        let x0 = columns.x0, shift = columns.shift, fx = columns.fx, safe = columns.safe
        let sourceY = y0 &>> 24, fy = UInt16((y0 &>> 16) & 255)
        @inline(__always) func scalar(_ x: Int) { putWord(bilinear(image, (x0 &+ x &<< 24) &>> 8, y0 &>> 8), factor: factor, &row, x) }
        for x in columns.before { scalar(x) }
        for x in columns.after { scalar(x) }
        guard !safe.isEmpty else { return }
        let (ta, tb) = Self.texelRowIndices(image, sourceY)
        let top = image.image.row(ta), bottom = image.image.row(tb)
        let fade = fadeAlpha, end = safe.upperBound
        var x = safe.lowerBound
        // Only the blends at one alpha have a loop for one colour (as in `reusedRow`).
        if let runs = image.uniformRuns, fade != nil || paintIsOpaque && factor == 255 {
            // Column x reads texel shift + x and, unless fx = 0, shift + x + 1, of the top texel row
            // and, unless fy = 0, of the bottom one: the runs of both rows are walked together.
            // Runs ending before column x's texels are passed over, and the walk ends at the first
            // pair starting too late for a stretch (each pair starts no earlier than the one before).
            let reach = fx == 0 ? 0 : 1, first = shift &+ x &+ reach
            let tops = runs.runs(row: ta, endingAfter: first), bottoms = fy == 0 ? tops : runs.runs(row: tb, endingAfter: first)
            var i = tops.lowerBound, j = bottoms.lowerBound
            while i < tops.upperBound && j < bottoms.upperBound {
                let a = runs.run(i), b = fy == 0 ? a : runs.run(j)
                if fy == 0 || a.upperBound < b.upperBound { i &+= 1 } else { j &+= 1 }
                let start = max(a.lowerBound, b.lowerBound) &- shift
                if start > end &- 8 { break }
                let lo = max(start, x)
                let hi = min(min(a.upperBound, b.upperBound) &- reach &- shift, end)
                guard hi &- lo >= 8 else { continue }
                // The columns before, four at a time up to `lo` or at most three past it (there the
                // samples are the colours' too; lo + 3 < hi ≤ end).
                x = shiftedColumns(x..<(lo &+ ((x &- lo) & 3)), row: &row, top, bottom, shift: shift, fx: fx, fy: fy, fade: fade)
                if fy == 0 && fade == nil {
                    // Opaque at full opacity from one texel row: the sample is the run's texel itself
                    // (`uniformColumns`' word, without the lanes and back).
                    row.fill(image.image[a.lowerBound, ta], columns: x..<hi)
                    x = hi
                } else {
                    x = uniformColumns(
                        x..<hi, row: &row, top: UniformRuns.colour(image.image, a.lowerBound, ta),
                        bottom: UniformRuns.colour(image.image, b.lowerBound, tb), fy: fy)
                }
            }
        }
        x = shiftedColumns(x..<end, row: &row, top, bottom, shift: shift, fx: fx, fy: fy, fade: fade)
        while x < end { scalar(x); x &+= 1 }
    }

    /// `shiftedRow`'s columns `xs` (every texel they read inside the image) from texel rows `top`
    /// and `bottom`, four pixels at a time; returns the first column left (fewer than four before
    /// the end). `fade`: the quad's `fadeAlpha`.
    @inline(__always)
    private func shiftedColumns(
        _ xs: Range<Int>, row: inout FrameRow<Memory>, _ top: PixelRow<Memory>, _ bottom: PixelRow<Memory>,
        shift: Int, fx: UInt16, fy: UInt16, fade: UInt16?
    ) -> Int {
        @inline(__always) func put(_ v: SIMD16<UInt8>, _ x: Int) { putSamples(v, fadeAlpha: fade, &row, x) }
        let end = xs.upperBound
        var x = xs.lowerBound
        // Four pixels read texels shift + x … shift + x + 4, all inside while x + 4 ≤ end.
        if fx == 0 {
            // A lerp at weight 0 gives its first operand: only the lerp across y is left (a layer
            // moved vertically by a fraction of a pixel).
            if let alpha = fade, fy != 0 {
                // A fading opaque image (a cascading tile): the lerp kept in 16-bit lanes.
                let f = UInt16(truncatingIfNeeded: factor)
                @inline(__always) func four(_ x: Int) {
                    let sx = shift &+ x
                    row.setChannels4(x, ChannelVectors.lerpOverOpaqueScaled(row.channels4(x), top.channels4(sx), bottom.channels4(sx), fy, f, alpha: alpha))
                }
                // Eight pixels a step, as `reusedRow`'s loops.
                x = Self.fours(from: x, to: end, four)
            } else if fy != 0 && paintIsOpaque && factor == 255 {
                while x < end &- 3 {
                    Self.opaqueLerps(x, shift: shift, top, bottom, fy, &row)
                    x &+= 4
                }
            }
            while x < end &- 3 {
                let sx = shift &+ x
                put(fy == 0 ? top.channels4(sx) : ChannelVectors.lerp(top.channels4(sx), bottom.channels4(sx), fy), x)
                x &+= 4
            }
            return x
        }
        if fy == 0 && paintIsOpaque && factor == 255 {
            // The lerp across x alone, of opaque texels at full opacity: opaque, stored as it is
            // (what `putFour` stores), with no test per four pixels (a layer moved sideways).
            while x < end &- 3 {
                let sx = shift &+ x
                let (l0, l1) = ChannelVectors.widen(top.channels4(sx)), (r0, r1) = ChannelVectors.widen(top.channels4(sx &+ 1))
                row.setChannels4(x, ChannelVectors.narrow(ChannelVectors.lerp(l0, r0, fx), ChannelVectors.lerp(l1, r1, fx)))
                x &+= 4
            }
            return x
        }
        while x < end &- 3 {
            let sx = shift &+ x
            let (l0, l1) = ChannelVectors.widen(top.channels4(sx)), (r0, r1) = ChannelVectors.widen(top.channels4(sx &+ 1))
            var v0 = ChannelVectors.lerp(l0, r0, fx), v1 = ChannelVectors.lerp(l1, r1, fx)
            if fy != 0 {
                let (bl0, bl1) = ChannelVectors.widen(bottom.channels4(sx)), (br0, br1) = ChannelVectors.widen(bottom.channels4(sx &+ 1))
                v0 = ChannelVectors.lerp(v0, ChannelVectors.lerp(bl0, br0, fx), fy)
                v1 = ChannelVectors.lerp(v1, ChannelVectors.lerp(bl1, br1, fx), fy)
            }
            put(ChannelVectors.narrow(v0, v1), x)
            x &+= 4
        }
        return x
    }

    /// Texel rows `sourceY` and `sourceY` + 1 of `image`, edge-clamped.
    @inline(__always)
    private static func texelRows(_ image: ImageSampler<Memory>, _ sourceY: Int) -> (PixelRow<Memory>, PixelRow<Memory>) {
        let (ya, yb) = texelRowIndices(image, sourceY)
        return (image.image.row(ya), image.image.row(yb))
    }

    /// The indices of `texelRows`.
    @inline(__always)
    private static func texelRowIndices(_ image: ImageSampler<Memory>, _ sourceY: Int) -> (Int, Int) {
        let h = image.height
        let ya = sourceY < 0 ? 0 : (sourceY >= h ? h &- 1 : sourceY)
        let yb = sourceY &+ 1 < 0 ? 0 : (sourceY &+ 1 >= h ? h &- 1 : sourceY &+ 1)
        return (ya, yb)
    }

    /// Columns x…x + 3 lerped between texel columns shift + x… of `top` and `bottom` at weight `fy`,
    /// opaque texels at full opacity: lerps of opaque texels are opaque, stored as they are (what
    /// `putFour` stores).
    @inline(__always)
    private static func opaqueLerps(
        _ x: Int, shift: Int, _ top: PixelRow<Memory>, _ bottom: PixelRow<Memory>, _ fy: UInt16, _ row: inout FrameRow<Memory>
    ) {
        let sx = shift &+ x
        row.setChannels4(x, ChannelVectors.lerp(top.channels4(sx), bottom.channels4(sx), fy))
    }

    /// Whole-pixel shift of a 1:1 image: a copy (opaque pixels at full opacity) or a blend of the
    /// texels themselves (`shiftedRow`'s samples at zero fractions, without the lerps).
    private func copyRow(_ xs: Range<Int>, row: inout FrameRow<Memory>, image: ImageSampler<Memory>, shift: Int, sourceY: Int) {
        let w = image.width, factor = factor
        let sourceRow = image.image.row(sourceY < 0 ? 0 : (sourceY >= image.height ? image.height &- 1 : sourceY))
        @inline(__always) func one(_ x: Int) {
            let sx = shift &+ x
            let word = sourceRow[sx < 0 ? 0 : (sx >= w ? w &- 1 : sx)]
            if factor != 255 {
                putWord(word, factor: factor, &row, x)
            } else if word >> 24 == 255 {
                row[x] = word
            } else {
                blendOver(&row, x, channel(word, 0), channel(word, 8), channel(word, 16), channel(word, 24))
            }
        }
        // Where the texels lie inside the image and are all opaque (an image known to be opaque, or
        // a span checked here) and the layer is at full opacity, the columns are one copy.
        let inside = Self.columns(max(xs.lowerBound, -shift), min(xs.upperBound, w &- shift))
        var opaque = factor == 255 && paintIsOpaque
        if factor == 255 && !opaque && !inside.isEmpty {
            var alphas: UInt32 = 0xFF00_0000
            for x in inside { alphas &= sourceRow[x &+ shift] }
            opaque = alphas == 0xFF00_0000
        }
        for x in Self.columns(xs.lowerBound, min(xs.upperBound, inside.lowerBound)) { one(x) }
        if opaque {
            row.copy(sourceRow, shiftedBy: -shift, columns: inside)
        } else {
            // Translucent texels or layer: source-over four pixels at a time (`ChannelVectors.over`
            // is `one`'s blend, `overScaled` `putWord`'s).
            var x = inside.lowerBound
            if factor == 255 {
                while x < inside.upperBound &- 3 {
                    row.setChannels4(x, ChannelVectors.over(row.channels4(x), sourceRow.channels4(x &+ shift)))
                    x &+= 4
                }
            } else if paintIsOpaque {
                // Opaque texels scaled by the layer's opacity all have the same alpha.
                let f = UInt16(truncatingIfNeeded: factor), alpha = ChannelVectors.scaledAlpha(f), end = inside.upperBound
                @inline(__always) func four(_ x: Int) {
                    row.setChannels4(x, ChannelVectors.overOpaqueScaled(row.channels4(x), sourceRow.channels4(x &+ shift), f, alpha: alpha))
                }
                // Eight pixels a step, as `reusedRow`'s loops.
                x = Self.fours(from: x, to: end, four)
            } else {
                let f = UInt16(truncatingIfNeeded: factor)
                while x < inside.upperBound &- 3 {
                    row.setChannels4(x, ChannelVectors.overScaled(row.channels4(x), sourceRow.channels4(x &+ shift), f))
                    x &+= 4
                }
            }
            while x < inside.upperBound { one(x); x &+= 1 }
        }
        for x in Self.columns(max(xs.lowerBound, inside.upperBound), xs.upperBound) { one(x) }
    }

    /// Bilinear sample at 16.16 fixed-point texel coordinates with 8-bit weights, edge-clamped,
    /// as a premultiplied pixel word. Exact (the texel itself) when both fractions are zero.
    @inline(__always)
    func bilinear(_ image: ImageSampler<Memory>, _ fxFull: Int, _ fyFull: Int) -> UInt32 {
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
}

/// Whether a row loop is specialised for an overlay (`QuadRasterizer.Overlay`).
protocol OverlayKind { static var present: Bool { get } }
enum WithOverlay: OverlayKind { static var present: Bool { true } }
enum WithoutOverlay: OverlayKind { static var present: Bool { false } }
