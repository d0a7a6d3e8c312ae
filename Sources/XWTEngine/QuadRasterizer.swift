/// Draws one `DrawQuad` with source-over, reading its paint through `Memory`.
///
/// Every pixel is computed from its absolute coordinates only (never accumulated from the start
/// of a band or span), so the result depends neither on how rows are split into bands nor on
/// which columns of a row are drawn: the renderer draws only the columns no opaque quad in front
/// hides (`OpaqueCover`). Generic over the frame's memory (`PixelMemory`): the renderer's
/// unchecked path and the reference path run this same code. A class: the renderer asks each
/// quad about every row, and a reference is cheaper to hand around than the quad's arrays.
final class QuadRasterizer<Memory: PixelMemory> {
    /// The columns of one row the quad touches (`outer`) and those it covers fully (`inner` ⊆ `outer`).
    struct RowSpans {
        var outer: Range<Int>
        var inner: Range<Int>
    }

    /// Rows `rows` with their spans, each to be drawn in the same columns `visible` (indices into a
    /// list of column ranges, sorted, disjoint, inside `spans.outer`).
    struct RowEntry {
        var rows: Range<Int>
        var spans: RowSpans
        var visible: Range<Int>
    }

    /// The fully covered, unmasked pixels' paint, bound once per draw.
    private enum Interior {
        case color(word: UInt32)
        case gradient(GradientSampler<Memory>, table: PixelRow<Memory>)
        case image(ImageSampler<Memory>)
    }

    private enum Paint {
        /// `word`: the colour scaled by the quad's opacity, as the interior draws it.
        case color(ColorSampler, word: UInt32)
        /// `interiorTable`: the table pre-scaled by the quad's opacity (the interior draws it unscaled).
        case gradient(GradientSampler<Memory>, interiorTable: PixelRow<Memory>)
        case image(ImageSampler<Memory>)
    }

    let quad: DrawQuad
    private let paint: Paint
    /// The quad's opacity quantised to 0…255.
    let factor: Int
    /// True when the paint is opaque everywhere (an image known to be opaque, an opaque colour or table).
    let paintIsOpaque: Bool
    /// True when every pixel of a row's `inner` span is written with an opaque word, whatever lies
    /// below: an opaque paint at full opacity without a mask.
    let occludes: Bool

    /// The lerps across x of the texel rows an image quad's scaled rows read, reused by the rows
    /// that read the same texel rows (nil for other paints).
    let rowLerps: TexelRowLerps<Memory>?

    /// The gradient quad drawn right after this image quad, over the same pixels, that this one
    /// draws in the same pass (`fuse`).
    private(set) var overlay: Overlay?

    /// A gradient quad of an image quad's geometry (a shading layer on an image, as each fold strip
    /// of `AccordionFold` carries) with its paint.
    struct Overlay {
        let rasterizer: QuadRasterizer
        let gradient: GradientSampler<Memory>
        /// The table pre-scaled by the overlay's opacity.
        let table: PixelRow<Memory>
    }

    /// `span`'s bounds from the edges whose distance is the same in every row (b = 0), for the
    /// outer and the inner threshold; `rowEdges` are the others, evaluated row by row.
    private let outerBounds: EdgeBounds, innerBounds: EdgeBounds
    private let rowEdges: [DrawQuad.Edge]
    /// True when every row edge is horizontal (|a| ≤ 1e-12, as `narrow` tells): then a row edge
    /// never narrows the columns, and a row's span is the bounds' columns (`outerColumns`,
    /// `innerColumns`) unless a row edge excludes the row.
    private let rowEdgesAreHorizontal: Bool
    private let outerColumns: Range<Int>?, innerColumns: Range<Int>?
    /// Rows in which `spans(row:)` gives one and the same value: those between a quad's horizontal
    /// row edges where every row edge is at full coverage (empty when the row edges are not horizontal).
    let steadyRows: Range<Int>
    /// `affineRow`'s set-up when it is the same in every row (an image quad whose map has no
    /// perspective and whose texel x does not depend on the row).
    let affineSetup: AffineSetup?

    /// The column bounds `span` starts from, and whether an edge already excludes every row.
    private struct EdgeBounds {
        var lo: Double, hi: Double, excluded: Bool
    }

    init(_ quad: DrawQuad) {
        self.quad = quad
        // An edge with b = 0 has k = c in every row (0·yc + c, at most a zero's sign apart, which
        // no use of k sees), so its bound is computed once. Only when every coefficient is finite:
        // then no bound is NaN, and the min/max over edges is the same in any order.
        let finite = quad.edges.allSatisfy { $0.a.isFinite && $0.b.isFinite && $0.c.isFinite }
        let steady = finite ? quad.edges.filter { $0.b == 0 } : []
        rowEdges = finite ? quad.edges.filter { $0.b != 0 } : quad.edges
        outerBounds = Self.bounds(quad, steady, threshold: quad.antialiasedEdges ? -0.5 : 0)
        innerBounds = Self.bounds(quad, steady, threshold: 0.5)
        rowEdgesAreHorizontal = finite && rowEdges.allSatisfy { !($0.a > 1e-12) && !($0.a < -1e-12) }
        outerColumns = Self.columns(outerBounds)
        innerColumns = Self.columns(innerBounds)
        steadyRows = rowEdgesAreHorizontal ? Self.steadyRows(quad, rowEdges) : quad.minY..<quad.minY
        let factor = quantize(quad.opacity)
        self.factor = factor
        let opaquePaint: Bool
        var rowLerps: TexelRowLerps<Memory>?
        switch quad.paint {
        case let .color(c):
            let sampler = ColorSampler(c)
            paint = .color(
                sampler,
                word: factor == 255
                    ? c.word
                    : pixelWord(
                        div255(sampler.r &* factor), div255(sampler.g &* factor),
                        div255(sampler.b &* factor), div255(sampler.a &* factor)))
            opaquePaint = c.a == 255
        case let .gradient(lut, gx, gy, g0):
            let table = PixelImage<Memory>(lut).row(0)
            paint = .gradient(
                GradientSampler(lut: table, gx: gx, gy: gy, g0: g0),
                interiorTable: factor == 255 ? table : Self.scaled(table, factor))
            opaquePaint = lut.isKnownOpaque
        case let .image(bitmap, su, ou, sv, ov):
            // Rows with perspective (g ≠ 0) read a new source row every few pixels: from the bands.
            let bands = quad.toLocal.g != 0 ? bitmap.columnBands.map { ColumnBandImage<Memory>($0) } : nil
            var sampler = ImageSampler(
                image: PixelImage(bitmap), bands: bands, blankRows: bitmap.blankRows, uniformRuns: nil, su: su, ou: ou, sv: sv, ov: ov)
            if Self.readsRuns(quad.toLocal, sampler) { sampler.uniformRuns = bitmap.uniformRuns }
            paint = .image(sampler)
            opaquePaint = bitmap.isKnownOpaque
            // Only affine rows (g = 0) are scaled rows; the buffer comes with the first of them.
            if quad.toLocal.g == 0 { rowLerps = TexelRowLerps() }
        }
        self.rowLerps = rowLerps
        // Without perspective and with b = h = 0 every row's set-up is row 0's (a zero coefficient
        // times a row centre, always positive, is the same zero in every row).
        let m = quad.toLocal
        if case let .image(sampler) = paint, m.g == 0, m.h == 0, m.b == 0 {
            affineSetup = AffineSetup(RowMap(m, yc: 0.5), sampler)
        } else {
            affineSetup = nil
        }
        paintIsOpaque = opaquePaint
        occludes = opaquePaint && factor == 255 && quad.mask == nil
    }

    /// True when the rows may sample an image under map `m` from its runs of one colour: rows with
    /// perspective (`perspectiveRow`'s one-colour segments), and affine rows that stay on one texel
    /// row (h = d = 0) and are scaled (`reusedRow`) or 1:1 at a fractional offset (`shiftedRow`;
    /// told from row 0). A 1:1 copy of whole texels reads none, so an image only ever copied is not
    /// scanned for them.
    private static func readsRuns(_ m: Homography, _ image: ImageSampler<Memory>) -> Bool {
        if m.g != 0 { return true }
        guard m.h == 0 && m.d == 0 else { return false }
        let map = RowMap(m, yc: 0.5), setup = AffineSetup(map, image)
        return setup.dx != 1 << 24 || setup.x0 & 0xFFFFFF != 0 || setup.y0(map, image) & 0xFFFFFF != 0
    }

    /// Makes this quad draw `next` (the quad drawn right after it) in its own pass, when `next` is a
    /// gradient over exactly this image quad's pixels: the same map, edges and bounds, no masks, and
    /// `next` hides nothing. Then both have the same spans in every row, `OpaqueCover` gives both the
    /// same visible columns (`next` adds nothing to it), and each pixel gets the image, then the
    /// gradient, as two passes would draw them. The renderer then skips `next`'s own rows.
    func fuse(_ next: QuadRasterizer) -> Bool {
        guard case .image = paint, case let .gradient(gradient, table) = next.paint else { return false }
        let a = quad, b = next.quad
        guard a.mask == nil, b.mask == nil, !next.occludes, a.antialiasedEdges == b.antialiasedEdges,
            a.minX == b.minX, a.maxX == b.maxX, a.minY == b.minY, a.maxY == b.maxY,
            Self.bits(a) == Self.bits(b)
        else { return false }
        overlay = Overlay(rasterizer: next, gradient: gradient, table: table)
        return true
    }

    /// The bit patterns of `quad`'s map and edges (equal bits: the same arithmetic gives the same results).
    private static func bits(_ quad: DrawQuad) -> [UInt64] {
        let m = quad.toLocal
        return ([m.a, m.b, m.c, m.d, m.e, m.f, m.g, m.h, m.i] + quad.edges.flatMap { [$0.a, $0.b, $0.c] }).map(\.bitPattern)
    }

    /// `table` with every entry scaled by `factor`/255 (as `putWord` scales each pixel).
    private static func scaled(_ table: PixelRow<Memory>, _ factor: Int) -> PixelRow<Memory> {
        var bytes = [UInt8](repeating: 0, count: 4 * table.width)
        for i in 0..<table.width {
            let word = PackedPixel.pack(PackedPixel.scale(PackedPixel.spread(table[i]), UInt64(factor)))
            bytes[4 * i] = UInt8(word & 0xFF); bytes[4 * i + 1] = UInt8(word >> 8 & 0xFF)
            bytes[4 * i + 2] = UInt8(word >> 16 & 0xFF); bytes[4 * i + 3] = UInt8(word >> 24)
        }
        return PixelImage(Bitmap(width: table.width, height: 1, pixels: bytes)).row(0)
    }

    /// The spans of row `y`, or nil when the quad touches none of its columns.
    func spans(row y: Int) -> RowSpans? {
        guard y >= quad.minY && y < quad.maxY else { return nil }
        let yc = Double(y) + 0.5
        guard let outer = span(yc: yc, threshold: quad.antialiasedEdges ? -0.5 : 0, bounds: outerBounds, steady: outerColumns)
        else { return nil }
        let inner =
            quad.antialiasedEdges
            ? span(yc: yc, threshold: 0.5, bounds: innerBounds, steady: innerColumns).map { $0.clamped(to: outer) }
                ?? outer.lowerBound..<outer.lowerBound
            : outer
        return RowSpans(outer: outer, inner: inner)
    }

    /// Column span of row centre `yc` where every edge distance is at least `threshold`: the
    /// row-independent `bounds` (of that threshold) narrowed by `rowEdges`; `steady` is the
    /// bounds' own columns (`columns(bounds)`).
    @inline(__always)
    private func span(yc: Double, threshold: Double, bounds: EdgeBounds, steady: Range<Int>?) -> Range<Int>? {
        if rowEdgesAreHorizontal {
            for e in rowEdges where e.b * yc + e.c < threshold { return nil }
            return steady
        }
        if bounds.excluded { return nil }
        var lo = bounds.lo, hi = bounds.hi
        for e in rowEdges {
            let k = e.b * yc + e.c
            guard Self.narrow(&lo, &hi, e, k: k, threshold: threshold) else { return nil }
        }
        guard lo <= hi else { return nil }
        return Self.columns(Int(lo), Int(hi) + 1)
    }

    /// The rows of `quad` in which every (horizontal) row edge's distance is at least the inner
    /// threshold: there `span` gives the bounds' columns for both thresholds. A row edge's distance
    /// b·yc + c is monotone in yc (rounding is), so each edge keeps a run of rows on one side.
    private static func steadyRows(_ quad: DrawQuad, _ rowEdges: [DrawQuad.Edge]) -> Range<Int> {
        let threshold = quad.antialiasedEdges ? 0.5 : 0
        var lo = quad.minY, hi = max(quad.minY, quad.maxY)
        for e in rowEdges {
            @inline(__always) func inside(_ y: Int) -> Bool { !(e.b * (Double(y) + 0.5) + e.c < threshold) }
            if e.b > 0 { lo = firstRow(lo..<hi, where: inside) } else { hi = firstRow(lo..<hi) { !inside($0) } }
        }
        return lo < hi ? lo..<hi : lo..<lo
    }

    /// The first row of `rows` at which `test` holds (`rows.upperBound` if none), for a `test` that
    /// holds from some row on.
    private static func firstRow(_ rows: Range<Int>, where test: (Int) -> Bool) -> Int {
        var lo = rows.lowerBound, hi = rows.upperBound
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if test(mid) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// The columns of `bounds`, as `span` gives them when no row edge narrows them.
    private static func columns(_ bounds: EdgeBounds) -> Range<Int>? {
        guard !bounds.excluded, bounds.lo <= bounds.hi else { return nil }
        let lo = Int(bounds.lo), hi = Int(bounds.hi) + 1
        return lo < hi ? lo..<hi : lo..<lo
    }

    /// The quad's column bounds narrowed by `edges`, each at distance offset k = c.
    private static func bounds(_ quad: DrawQuad, _ edges: [DrawQuad.Edge], threshold: Double) -> EdgeBounds {
        var lo = Double(quad.minX), hi = Double(quad.maxX) - 1
        for e in edges where !narrow(&lo, &hi, e, k: e.c, threshold: threshold) {
            return EdgeBounds(lo: lo, hi: hi, excluded: true)
        }
        return EdgeBounds(lo: lo, hi: hi, excluded: false)
    }

    /// Narrows [lo, hi] to the columns whose centre lies at least `threshold` inside edge `e`
    /// (distance a·xc + k); false when the edge is horizontal and the row lies outside it.
    @inline(__always)
    private static func narrow(_ lo: inout Double, _ hi: inout Double, _ e: DrawQuad.Edge, k: Double, threshold: Double) -> Bool {
        if e.a > 1e-12 {
            lo = max(lo, ((threshold - k) / e.a - 0.5).rounded(.up))
        } else if e.a < -1e-12 {
            hi = min(hi, ((threshold - k) / e.a - 0.5).rounded(.down))
        } else if k < threshold {
            return false
        }
        return true
    }

    /// `lo..<hi`, or empty when `hi ≤ lo` (release builds drop Range's own bounds check).
    @inline(__always)
    static func columns(_ lo: Int, _ hi: Int) -> Range<Int> { lo < hi ? lo..<hi : lo..<lo }

    /// `r ∩ v` (empty when they do not meet).
    @inline(__always)
    private func clip(_ r: Range<Int>, _ v: Range<Int>) -> Range<Int> {
        Self.columns(max(r.lowerBound, v.lowerBound), min(r.upperBound, v.upperBound))
    }

    /// One row's local-coordinate map: bounds coordinates at pixel centre x are (X/W, Y/W) with
    /// X = a·xc + bx, Y = d·xc + by, W = g·xc + bw.
    struct RowMap {
        let a, d, g, bx, by, bw: Double

        /// The map `m` in the row whose centre is `yc`.
        @inline(__always) init(_ m: Homography, yc: Double) {
            a = m.a; d = m.d; g = m.g
            bx = m.b * yc + m.c; by = m.e * yc + m.f; bw = m.h * yc + m.i
        }

        @inline(__always) func local(_ x: Int) -> (Double, Double) {
            let xc = Double(x) + 0.5
            let w = 1 / (g * xc + bw)
            return ((a * xc + bx) * w, (d * xc + by) * w)
        }
    }

    /// Draws the rows `entries`, each in its visible columns (ranges of `visible`), into `target`.
    func draw<Rows: FrameRows>(_ entries: [RowEntry], visible: [Range<Int>], into target: inout Rows) where Rows.Memory == Memory {
        switch paint {
        case let .color(sampler, word): draw(entries, visible, &target, sampler: sampler, interior: .color(word: word))
        case let .gradient(sampler, table): draw(entries, visible, &target, sampler: sampler, interior: .gradient(sampler, table: table))
        case let .image(sampler): draw(entries, visible, &target, sampler: sampler, interior: .image(sampler))
        }
    }

    private func draw<Rows: FrameRows, S: PaintSampler>(
        _ entries: [RowEntry], _ visible: [Range<Int>], _ target: inout Rows,
        sampler: S, interior: Interior
    ) where Rows.Memory == Memory {
        // Read once per draw: a copy of the stored overlay per row retains and releases its arrays.
        let overlay = overlay
        for entry in entries {
            // Fully covered, unmasked columns of an image whose row set-up is the same in every
            // row (the lines effects' slices): each row only finds its texel row.
            if case let .image(image) = interior, let setup = affineSetup, overlay == nil, quad.mask == nil, entry.spans.inner == entry.spans.outer {
                for k in entry.visible { affineRows(visible[k], entry.rows, into: &target, image: image, setup: setup) }
                continue
            }
            for y in entry.rows {
                target.update(row: y) { row in draw(&row, y, entry, visible, sampler: sampler, interior: interior, overlay: overlay) }
            }
        }
    }

    /// Row `y` of `entry` (`row`) in its visible columns, with this quad's `overlay`.
    @inline(__always)
    private func draw<S: PaintSampler>(
        _ row: inout FrameRow<Memory>, _ y: Int, _ entry: RowEntry, _ visible: [Range<Int>],
        sampler: S, interior: Interior, overlay: Overlay?
    ) {
        let yc = Double(y) + 0.5
        let map = RowMap(quad.toLocal, yc: yc)
        let outer = entry.spans.outer, inner = entry.spans.inner
        let leftEdge = Self.columns(outer.lowerBound, inner.lowerBound)
        let rightEdge = Self.columns(max(outer.lowerBound, inner.upperBound), outer.upperBound)
        let split = inner.isEmpty ? nil : quad.mask == nil ? InteriorSplit.whole(inner) : interiorPieces(inner, map: map)
        // Empty pieces (most of them: a row's edges and mask pieces are a few pixels) are skipped
        // before the call, which costs more than their loops when a quad is a narrow strip.
        for k in entry.visible {
            let v = visible[k]
            let left = clip(leftEdge, v)
            if !left.isEmpty {
                drawEdgePixels(left, row: &row, yc: yc, map: map, sampler: sampler)
                overlay?.drawEdgePixels(left, row: &row, yc: yc, map: map)
            }
            if let split {
                let leading = clip(split.leading, v)
                if !leading.isEmpty { drawMasked(leading, row: &row, map: map, sampler: sampler) }
                let whole = clip(split.whole, v)
                if !whole.isEmpty {
                    switch interior {
                    case let .color(word): fill(whole, row: &row, word: word)
                    case let .gradient(gradient, table): drawGradientInterior(whole, row: &row, map: map, gradient: gradient, table: table)
                    case let .image(image): drawImageInterior(whole, row: &row, map: map, image: image, overlay: overlay)
                    }
                }
                let trailing = clip(split.trailing, v)
                if !trailing.isEmpty { drawMasked(trailing, row: &row, map: map, sampler: sampler) }
            }
            let right = clip(rightEdge, v)
            if !right.isEmpty {
                drawEdgePixels(right, row: &row, yc: yc, map: map, sampler: sampler)
                overlay?.drawEdgePixels(right, row: &row, yc: yc, map: map)
            }
        }
    }

    /// Fully covered pixels whose mask coverage is partial.
    private func drawMasked<S: PaintSampler>(_ xs: Range<Int>, row: inout FrameRow<Memory>, map: RowMap, sampler: S) {
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
        static func masked(_ r: Range<Int>) -> InteriorSplit {
            InteriorSplit(leading: r, whole: r.upperBound..<r.upperBound, trailing: r.upperBound..<r.upperBound)
        }
        /// No mask: the whole span.
        static func whole(_ r: Range<Int>) -> InteriorSplit {
            InteriorSplit(leading: r.lowerBound..<r.lowerBound, whole: r, trailing: r.lowerBound..<r.lowerBound)
        }
    }

    /// Splits a fully covered span by the mask (no allocation: this runs per row per layer).
    ///
    /// For a circle mask on an affine layer the boundary is found analytically and widened by a
    /// pixel each way, so every pixel classified whole or hidden would get coverage 1 or 0 anyway.
    private func interiorPieces(_ span: Range<Int>, map: RowMap) -> InteriorSplit {
        guard let mask = quad.mask else { return .whole(span) }
        let empty = span.lowerBound..<span.lowerBound
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
        let visible = Self.columns(max(span.lowerBound, Int(outerLo.rounded(.down)) - 1), min(span.upperBound, Int(outerHi.rounded(.up)) + 2))
        guard !visible.isEmpty, let (fullLo, fullHi) = roots(radius - band) else { return .masked(visible) }
        let whole = Self.columns(max(visible.lowerBound, Int(fullLo.rounded(.up)) + 1), min(visible.upperBound, Int(fullHi.rounded(.down))))
        guard !whole.isEmpty else { return .masked(visible) }
        return InteriorSplit(leading: visible.lowerBound..<whole.lowerBound, whole: whole, trailing: whole.upperBound..<visible.upperBound)
    }

    /// Pixels near the polygon's edges: coverage from the signed distances to every edge.
    fileprivate func drawEdgePixels<S: PaintSampler>(
        _ xs: Range<Int>, row: inout FrameRow<Memory>, yc: Double,
        map: RowMap, sampler: S
    ) {
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

    /// Fully covered, unmasked colour pixels: one word, already scaled by the opacity.
    private func fill(_ xs: Range<Int>, row: inout FrameRow<Memory>, word: UInt32) {
        if word >> 24 == 255 { row.fill(word, columns: xs); return }
        guard word != 0 else { return }
        let channels = ChannelVectors.channels(word), alpha = channels[3]
        let src = ChannelVectors.four(channels)
        var x = xs.lowerBound
        if channels[0] <= alpha && channels[1] <= alpha && channels[2] <= alpha {
            // A well-formed premultiplied colour (every colour layer's): `over` without saturation.
            while x < xs.upperBound &- 3 {
                row.setChannels4(x, ChannelVectors.overUniform(row.channels4(x), src, alpha: UInt16(alpha)))
                x &+= 4
            }
        }
        while x < xs.upperBound &- 3 {
            row.setChannels4(x, ChannelVectors.over(row.channels4(x), src))
            x &+= 4
        }
        while x < xs.upperBound { row[x] = PackedPixel.over(row[x], word); x &+= 1 }
    }

    /// `v` rounded to the nearest integer (halves up) without a libm call: truncation after a bias
    /// that keeps every operand positive. Valid for |v| < 2^40.
    @inline(__always)
    static func fixedPoint(_ v: Double) -> Int {
        let bias = 1_099_511_627_776.0  // 2^40
        return Int(v + bias + 0.5) &- (1 << 40)
    }

    /// Fully covered, unmasked gradient pixels: the table index is evaluated exactly every 8
    /// columns (at absolute multiples of 8) and interpolated in 16.16 fixed point between them
    /// (`GradientSegment`). `table` is already scaled by the opacity.
    func drawGradientInterior(
        _ xs: Range<Int>, row: inout FrameRow<Memory>, map: RowMap,
        gradient: GradientSampler<Memory>, table: PixelRow<Memory>
    ) {
        var segment = GradientSegment(xs.lowerBound & ~7, at: map.local(xs.lowerBound & ~7), gradient: gradient)
        while segment.start < xs.upperBound {
            segment.reach(map.local(segment.start &+ 8), gradient: gradient)
            var x = max(segment.start, xs.lowerBound)
            let end = min(segment.start &+ 8, xs.upperBound)
            while x < end &- 3 {
                putFour(segment.four(table, x), factor: 255, &row, x)
                x &+= 4
            }
            while x < end { putWord(table[segment.entry(x)], factor: 255, &row, x); x &+= 1 }
            segment.advance()
        }
    }

    /// The gradient table entries of columns start…start + 7: the index exact at both ends
    /// (absolute multiples of 8), stepped in 16.16 fixed point between them.
    struct GradientSegment {
        private(set) var start: Int
        private var a, b: Int
        private var step: Int { (b &- a) &>> 3 }
        /// True when every column's index lies inside the table (set by `reach`): then `four`
        /// leaves out the clamp, which changes nothing there.
        private var inTable = false

        /// The segment starting at column `start`, whose pixel centre has local coordinates `local`.
        init(_ start: Int, at local: (Double, Double), gradient: GradientSampler<Memory>) {
            self.start = start
            a = Self.index(local, gradient: gradient)
            b = a
        }

        /// Sets the segment's end: `local` is the local position of pixel centre start + 8.
        @inline(__always)
        mutating func reach(_ local: (Double, Double), gradient: GradientSampler<Memory>) {
            b = Self.index(local, gradient: gradient)
            // The index is monotone in x: inside the table at both ends, inside it between them.
            let last = GradientTable.size - 1, first = unclamped(start), end = unclamped(start &+ 7)
            inTable = first >= 0 && first <= last && end >= 0 && end <= last
        }

        /// The next 8 columns (the end's index, computed once, is the next start's).
        @inline(__always)
        mutating func advance() {
            start &+= 8
            a = b
        }

        /// The table index at local position (lx, ly), 16.16 fixed point.
        @inline(__always)
        private static func index(_ local: (Double, Double), gradient: GradientSampler<Memory>) -> Int {
            let (lx, ly) = local
            return QuadRasterizer.fixedPoint((lx * gradient.gx + ly * gradient.gy + gradient.g0) * (Double(GradientTable.size - 1) * 65536))
        }

        /// The table entry of column x (start ≤ x < start + 8), clamped to the table.
        @inline(__always)
        func entry(_ x: Int) -> Int {
            let last = GradientTable.size - 1
            let t = unclamped(x)
            return t < 0 ? 0 : (t > last ? last : t)
        }

        /// `entry` before the clamp.
        @inline(__always)
        private func unclamped(_ x: Int) -> Int { (a &+ (x &- start) &* step &+ 32768) &>> 16 }

        /// The channels of columns x…x + 3.
        @inline(__always)
        func four(_ table: PixelRow<Memory>, _ x: Int) -> SIMD16<UInt8> {
            if inTable {
                return ChannelVectors.four(
                    table.channels(unclamped(x)), table.channels(unclamped(x &+ 1)), table.channels(unclamped(x &+ 2)),
                    table.channels(unclamped(x &+ 3)))
            }
            return ChannelVectors.four(
                table.channels(entry(x)), table.channels(entry(x &+ 1)), table.channels(entry(x &+ 2)), table.channels(entry(x &+ 3)))
        }
    }

    /// Source-over of a premultiplied word scaled by `factor`/255.
    @inline(__always)
    func putWord(_ word: UInt32, factor: Int, _ row: inout FrameRow<Memory>, _ x: Int) {
        let src = factor == 255 ? word : PackedPixel.pack(PackedPixel.scale(PackedPixel.spread(word), UInt64(factor)))
        // An opaque source never reads the destination (the frame is larger than the caches).
        if src >> 24 == 255 { row[x] = src; return }
        row[x] = PackedPixel.over(row[x], src)
    }

    /// `putWord` of four neighbouring pixels, given as channels.
    @inline(__always)
    func putFour(_ v: SIMD16<UInt8>, factor: Int, _ row: inout FrameRow<Memory>, _ x: Int) {
        if factor == 255 && ChannelVectors.allOpaque(v) { row.setChannels4(x, v); return }
        blendFour(v, factor: factor, &row, x)
    }

    /// `putFour` of pixels that are translucent or scaled (kept out of line: the row loops stay small).
    @inline(never)
    func blendFour(_ v: SIMD16<UInt8>, factor: Int, _ row: inout FrameRow<Memory>, _ x: Int) {
        let dst = row.channels4(x)
        row.setChannels4(x, factor == 255 ? ChannelVectors.over(dst, v) : ChannelVectors.overScaled(dst, v, UInt16(truncatingIfNeeded: factor)))
    }

    @inline(__always)
    private func put(_ c: (r: Int, g: Int, b: Int, a: Int), factor: Int, _ row: inout FrameRow<Memory>, _ x: Int) {
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
        case let .roundedRect(r, radius):
            // Signed distance inside a rounded box: corner circles of radius ρ ≤ half the shorter side.
            let hw = r.width / 2, hh = r.height / 2, rho = min(max(radius, 0), hw, hh)
            let qx = abs(lx - r.minX - hw) - hw + rho, qy = abs(ly - r.minY - hh) - hh + rho
            let ox = max(qx, 0), oy = max(qy, 0)
            d = rho - (ox * ox + oy * oy).squareRoot() - min(max(qx, qy), 0)
        }
        let c = d * quad.pixelsPerPoint + 0.5
        return c <= 0 ? 0 : (c >= 1 ? 1 : c)
    }
}

extension QuadRasterizer.Overlay {
    /// The overlay's own edge pixels (its opacity, its paint) in columns `xs`.
    @inline(__always)
    func drawEdgePixels(_ xs: Range<Int>, row: inout FrameRow<Memory>, yc: Double, map: QuadRasterizer.RowMap) {
        rasterizer.drawEdgePixels(xs, row: &row, yc: yc, map: map, sampler: gradient)
    }
}
