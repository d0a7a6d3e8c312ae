import XWTEngine

/// The painter the mock screens draw with: pixel rows reached through the unchecked path.
typealias MockPainter = MockPainting<UncheckedMemory>

/// Paints anti-aliased shapes onto an opaque bitmap; all geometry is in points, scaled by `scale`.
///
/// Invariant: every pixel of `bitmap` stays fully opaque (alpha 255), hence validly premultiplied.
/// Each drawing changes only pixels inside its own bounds and the clip, each as a function of that
/// pixel's previous value alone, so a pixel drawn with a narrower clip gets the same bytes.
/// Pixels are read and written a row at a time through `Memory` (`PixelMemory`): the screens paint
/// on `UncheckedMemory`, and a test paints every drawing on `CheckedMemory` too and compares.
struct MockPainting<Memory: PixelMemory> {
    /// What is painted so far (`width` × `height` premultiplied RGBA8). Only `eachRow` writes it,
    /// once per drawing, so its opacity record is forgotten once a drawing rather than per store.
    private var painted: Bitmap
    /// The canvas's bytes.
    var pixels: [UInt8] { painted.pixels }
    let width: Int
    let height: Int
    /// What has been painted.
    var bitmap: Bitmap { Bitmap(width: width, height: height, pixels: painted.pixels) }
    /// The pixel columns and rows every drawing so far has been confined to (nil: nothing drawn):
    /// a pixel outside it still holds the background.
    private(set) var touched: (x0: Int, y0: Int, x1: Int, y1: Int)?
    /// Pixels per point.
    let scale: Double
    /// The canvas size in points.
    let size: Size
    /// The pixel clip rectangle [x0, x1) × [y0, y1); drawing never touches pixels outside it.
    private(set) var clip: (x0: Int, y0: Int, x1: Int, y1: Int)
    /// The faces text is set in.
    let fonts: FontSet

    /// A painter over a canvas-sized bitmap filled with the opaque `background`, drawing only in
    /// pixel rows `rows` when given; fails when a font is missing.
    init(canvas: Canvas, background: Color, rows: Range<Int>? = nil) throws {
        fonts = try FontSet.shared()
        let bg = MockInk(background)
        width = canvas.pixelWidth
        height = canvas.pixelHeight
        painted = Bitmap(width: width, height: height, fill: RGBA8(r: UInt8(bg.r), g: UInt8(bg.g), b: UInt8(bg.b)))
        scale = canvas.scale
        size = canvas.size
        clip = (0, 0, width, height)
        if let rows { clip = (0, max(0, rows.lowerBound), width, min(height, rows.upperBound)) }
    }

    /// Runs `body` with drawing restricted to pixel rows `rows` (and the clip).
    mutating func restricted(toRows rows: Range<Int>, _ body: (inout Self) -> Void) {
        let saved = clip
        clip = (saved.x0, max(saved.y0, rows.lowerBound), saved.x1, min(saved.y1, rows.upperBound))
        body(&self)
        clip = saved
    }

    /// Runs `body` and returns the box of pixels it drew in (nil: none); `touched` then includes it.
    mutating func tracking(_ body: (inout Self) -> Void) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let before = touched
        touched = nil
        body(&self)
        let drawn = touched
        touched = before
        if let drawn { touch(drawn.x0..<drawn.x1, drawn.y0..<drawn.y1) }
        return drawn
    }

    /// True when no pixel row of the clip lies within `extent` points of `baseline` (points):
    /// a line of text there draws nothing.
    func rowsMiss(baseline: Double, extent: Double) -> Bool {
        let top = Int(((baseline - extent) * scale).rounded(.down)), bottom = Int(((baseline + extent) * scale).rounded(.up))
        return bottom < clip.y0 || top >= clip.y1
    }

    /// Records that a drawing is confined to `columns` × `rows` (non-empty, inside the clip).
    private mutating func touch(_ columns: Range<Int>, _ rows: Range<Int>) {
        let box = touched ?? (columns.lowerBound, rows.lowerBound, columns.upperBound, rows.upperBound)
        touched = (
            min(box.x0, columns.lowerBound), min(box.y0, rows.lowerBound), max(box.x1, columns.upperBound), max(box.y1, rows.upperBound)
        )
    }

    /// Runs `body` with drawing restricted to the pixels whose centres lie in `rect` (points).
    mutating func clipped(to rect: Rect, _ body: (inout Self) -> Void) {
        let saved = clip
        clip = (
            max(saved.x0, Int((rect.minX * scale).rounded())), max(saved.y0, Int((rect.minY * scale).rounded())),
            min(saved.x1, Int((rect.maxX * scale).rounded())), min(saved.y1, Int((rect.maxY * scale).rounded()))
        )
        body(&self)
        clip = saved
    }

    /// Pixel columns overlapping [lo, hi) points, within the clip.
    private func columns(_ lo: Double, _ hi: Double) -> Range<Int> {
        let a = max(clip.x0, Int((lo * scale).rounded(.down)))
        let b = min(clip.x1, Int((hi * scale).rounded(.up)))
        return a < b ? a..<b : a..<a
    }

    /// Pixel rows overlapping [lo, hi) points, within the clip.
    private func rows(_ lo: Double, _ hi: Double) -> Range<Int> {
        let a = max(clip.y0, Int((lo * scale).rounded(.down)))
        let b = min(clip.y1, Int((hi * scale).rounded(.up)))
        return a < b ? a..<b : a..<a
    }

    /// Runs `body` on each of pixel rows `rows` (inside the canvas), the drawing's one write access.
    @inline(__always)
    private mutating func eachRow(_ rows: Range<Int>, _ body: (inout FrameRow<Memory>) -> Void) {
        Memory.withRows(of: &painted) { frame in
            for y in rows { frame.update(row: y, body) }
        }
    }

    // MARK: Rectangles

    /// Fills `rect` with `color`, corners rounded by `radius` (points), edges anti-aliased.
    mutating func fill(_ rect: Rect, radius: Double = 0, _ color: Color) {
        let ink = MockInk(color)
        fillRounded(rect, radius, rowConstant: true) { _, _ in ink }
    }

    /// Fills `rect` (corners rounded by `radius`) with `shader(x, y)` evaluated at each pixel centre (points).
    mutating func shade(_ rect: Rect, radius: Double = 0, _ shader: (Double, Double) -> Color) {
        fillRounded(rect, radius) { x, y in MockInk(shader(x, y)) }
    }

    /// Fills `rect` with a linear gradient from `a` to `b`, top to bottom (or left to right when not `vertical`).
    mutating func gradient(_ rect: Rect, radius: Double = 0, _ a: Color, _ b: Color, vertical: Bool = true) {
        if vertical {
            fillRounded(rect, radius, rowConstant: true) { _, y in
                MockInk(MockColor.mix(a, b, mockClamp01((y - rect.minY) / rect.height)))
            }
        } else {
            fillRounded(rect, radius) { x, _ in
                MockInk(MockColor.mix(a, b, mockClamp01((x - rect.minX) / rect.width)))
            }
        }
    }

    /// A horizontal line one device pixel thick whose top edge is at `y` points, from `x0` to `x1` points.
    mutating func hairline(y: Double, from x0: Double, to x1: Double, _ color: Color) {
        let top = (y * scale).rounded(.down) / scale
        fill(Rect(x: x0, y: top, width: x1 - x0, height: 1 / scale), color)
    }

    /// Core of the rectangle fills; with `rowConstant` the ink is evaluated once per pixel row.
    private mutating func fillRounded(
        _ rect: Rect, _ radius: Double, rowConstant: Bool = false,
        _ ink: (Double, Double) -> MockInk
    ) {
        let s = scale, inv = 1 / scale
        let x0 = rect.minX * s, x1 = rect.maxX * s, y0 = rect.minY * s, y1 = rect.maxY * s
        let r = max(0, min(radius * s, min(x1 - x0, y1 - y0) / 2))
        let cornered = r > 0.5
        let cols = columns(rect.minX, rect.maxX), rws = rows(rect.minY, rect.maxY)
        if cols.isEmpty || rws.isEmpty { return }
        touch(cols, rws)
        // Columns a pixel covers whole (`mockOverlap` exactly 1): outside the corners their coverage
        // is the row's, so with a row-constant ink they form one run blended at one alpha.
        let wholeFrom = max(cols.lowerBound, Int(x0.rounded(.up))), wholeTo = min(cols.upperBound, Int(x1.rounded(.down)))
        let whole = (wholeFrom..<max(wholeFrom, wholeTo)).clamped(to: cols)
        // The columns whose centres lie between the corners (x0 + r ≤ cx ≤ x1 − r): in a corner row
        // only they belong to the run.
        let between = cornered ? mockColumns(centresFrom: x0 + r, to: x1 - r) : whole
        eachRow(rws) { row in
            let py = row.y
            let cy = Double(py) + 0.5
            let covY = mockOverlap(py, y0, y1)
            let inCornerRow = cornered && (cy < y0 + r || cy > y1 - r)
            let ccy = cy < y0 + r ? y0 + r : y1 - r
            let rowInk = rowConstant ? ink(Double(cols.lowerBound) * inv, cy * inv) : MockInk(r: 0, g: 0, b: 0)
            let run = !rowConstant ? cols.lowerBound..<cols.lowerBound : inCornerRow ? whole.clamped(to: between).clamped(to: cols) : whole
            mockBlend(&row, run, rowInk, alpha: Int32(Double(rowInk.a) * covY + 0.5))
            // The columns left and right of the run, each at its own coverage.
            for side in 0..<2 {
                for px in side == 0 ? cols.lowerBound..<run.lowerBound : run.upperBound..<cols.upperBound {
                    let cx = Double(px) + 0.5
                    let cov: Double
                    if inCornerRow && (cx < x0 + r || cx > x1 - r) {
                        let dx = cx - (cx < x0 + r ? x0 + r : x1 - r), dy = cy - ccy
                        cov = mockClamp01(r - (dx * dx + dy * dy).squareRoot() + 0.5)
                    } else {
                        cov = covY * mockOverlap(px, x0, x1)
                    }
                    if cov <= 0 { continue }
                    mockBlend(&row, px, rowConstant ? rowInk : ink(cx * inv, cy * inv), cov)
                }
            }
        }
    }

    /// Blends `color` over the pixels of `mask` (a rasterised glyph), weighted by its coverage.
    mutating func blend(_ mask: GlyphMask, _ color: Color) {
        let ink = MockInk(color)
        let x0 = max(clip.x0, mask.left), x1 = min(clip.x1, mask.left + mask.width)
        let y0 = max(clip.y0, mask.top), y1 = min(clip.y1, mask.top + mask.height)
        if x0 >= x1 || y0 >= y1 { return }
        touch(x0..<x1, y0..<y1)
        eachRow(y0..<y1) { row in
            let start = (row.y - mask.top) * mask.width - mask.left
            for px in x0..<x1 {
                let k = mask.coverage[start + px]
                if k > 0 { mockBlend(&row, px, ink, Double(k) / 255) }
            }
        }
    }

    // MARK: Distance-field shapes

    /// Fills the region where `distance(x, y)` (signed, points, negative inside) is below zero,
    /// searching only `bounds`; the edge is anti-aliased over one device pixel.
    mutating func fillShape(bounds: Rect, _ color: Color, distance: (Double, Double) -> Double) {
        let pad = 1 / scale, s = scale
        let padded = Rect(x: bounds.minX - pad, y: bounds.minY - pad, width: bounds.width + 2 * pad, height: bounds.height + 2 * pad)
        fillCoverage(bounds: padded, color) { x, y in mockClamp01(0.5 - distance(x, y) * s) }
    }

    /// Blends `color` over each pixel of `bounds` weighted by `coverage(x, y)` (0…1) at the pixel centre (points).
    /// `extent(y)`, when given, is an interval of x (points) outside which the coverage in the
    /// pixel row centred at y is 0: the row's other pixels are skipped unevaluated.
    mutating func fillCoverage(
        bounds: Rect, _ color: Color, extent: ((Double) -> ClosedRange<Double>)? = nil, coverage: (Double, Double) -> Double
    ) {
        let ink = MockInk(color)
        let cols = columns(bounds.minX, bounds.maxX), rws = rows(bounds.minY, bounds.maxY)
        if cols.isEmpty || rws.isEmpty { return }
        touch(cols, rws)
        let s = scale, inv = 1 / scale
        eachRow(rws) { row in
            let y = (Double(row.y) + 0.5) * inv
            var span = cols
            if let xs = extent?(y) {
                let a = Int((xs.lowerBound * s).rounded(.down)), b = Int((xs.upperBound * s).rounded(.up))
                span = (a..<max(a, b)).clamped(to: cols)
            }
            for px in span {
                let cov = coverage((Double(px) + 0.5) * inv, y)
                if cov > 0 { mockBlend(&row, px, ink, cov) }
            }
        }
    }

    /// Fills the part of `rect` below the curve y = `top(x)` (points), anti-aliased vertically.
    /// `top` is evaluated once per pixel column.
    mutating func fillBelow(_ rect: Rect, _ color: Color, top: (Double) -> Double) {
        let ink = MockInk(color)
        let cols = columns(rect.minX, rect.maxX), rws = rows(rect.minY, rect.maxY)
        if cols.isEmpty || rws.isEmpty { return }
        touch(cols, rws)
        let s = scale, inv = 1 / scale
        let x0 = rect.minX * s, x1 = rect.maxX * s, y1 = rect.maxY * s
        // Per column: its horizontal coverage, the curve's height there (device pixels) and the
        // first row drawn.
        let covX = cols.map { mockOverlap($0, x0, x1) }
        let edges = cols.map { top((Double($0) + 0.5) * inv) * s }
        let starts = edges.map { Int($0.rounded(.down)) }
        let first = cols.lowerBound
        let highest = min(rws.upperBound, max(rws.lowerBound, starts.min() ?? rws.upperBound))
        eachRow(highest..<rws.upperBound) { row in
            let py = row.y
            let covBottom = mockOverlap(py, -.infinity, y1)
            for px in cols where py >= starts[px - first] {
                let cov = covX[px - first] * mockClamp01(Double(py) + 0.5 - edges[px - first] + 0.5) * covBottom
                if cov > 0 { mockBlend(&row, px, ink, cov) }
            }
        }
    }

    /// Adds a soft radial glow of `color` about `center`: opacity falls smoothly from full to 0 at `radius`.
    mutating func glow(_ center: Point, _ radius: Double, _ color: Color) {
        let r2 = radius * radius, margin = 2 / scale
        let bounds = Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        // Outside the circle's chord (widened by two pixels against rounding) t ≤ 0.
        let chord = { (y: Double) -> ClosedRange<Double> in
            let dy = y - center.y, half = max(0, r2 - dy * dy).squareRoot() + margin
            return center.x - half...center.x + half
        }
        fillCoverage(bounds: bounds, color, extent: chord) { x, y in
            let dx = x - center.x, dy = y - center.y
            let t = 1 - (dx * dx + dy * dy) / r2
            return t > 0 ? t * t : 0
        }
    }

    /// Fills a circle of `radius` points about `center`.
    mutating func circle(_ center: Point, _ radius: Double, _ color: Color) {
        fillShape(bounds: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius), color) { x, y in
            let dx = x - center.x, dy = y - center.y
            return (dx * dx + dy * dy).squareRoot() - radius
        }
    }

    /// Fills the ellipse inscribed in `rect`.
    mutating func ellipse(_ rect: Rect, _ color: Color) {
        let cx = rect.minX + rect.width / 2, cy = rect.minY + rect.height / 2
        let a = rect.width / 2, b = rect.height / 2, m = min(a, b)
        fillShape(bounds: rect, color) { x, y in
            let u = (x - cx) / a, v = (y - cy) / b
            return ((u * u + v * v).squareRoot() - 1) * m
        }
    }

    /// Strokes a ring of `radius` (to the stroke centre) and `width` points about `center`.
    mutating func ring(_ center: Point, _ radius: Double, width: Double, _ color: Color) {
        let o = radius + width / 2
        fillShape(bounds: Rect(x: center.x - o, y: center.y - o, width: 2 * o, height: 2 * o), color) { x, y in
            let dx = x - center.x, dy = y - center.y
            return abs((dx * dx + dy * dy).squareRoot() - radius) - width / 2
        }
    }

    /// Strokes the outline of `rect` with rounded corners; the stroke of `width` is centred on the edge.
    mutating func strokeRounded(_ rect: Rect, radius: Double, width: Double, _ color: Color) {
        let hw = rect.width / 2, hh = rect.height / 2
        let cx = rect.minX + hw, cy = rect.minY + hh
        let o = width / 2
        fillShape(bounds: Rect(x: rect.minX - o, y: rect.minY - o, width: rect.width + width, height: rect.height + width), color) { x, y in
            abs(mockRoundedBoxDistance(x - cx, y - cy, hw, hh, radius)) - o
        }
    }

    /// Strokes the polyline through `points` with round joins and caps, `width` points wide.
    mutating func polyline(_ points: [Point], width: Double, _ color: Color) {
        guard let first = points.first else { return }
        var lo = first, hi = first
        for p in points { lo = Point(min(lo.x, p.x), min(lo.y, p.y)); hi = Point(max(hi.x, p.x), max(hi.y, p.y)) }
        let o = width / 2
        fillShape(bounds: Rect(x: lo.x - o, y: lo.y - o, width: hi.x - lo.x + width, height: hi.y - lo.y + width), color) { x, y in
            var best = Double.infinity
            if points.count == 1 { best = ((x - first.x) * (x - first.x) + (y - first.y) * (y - first.y)).squareRoot() }
            for i in 1..<max(1, points.count) {
                best = min(best, mockSegmentDistance(x, y, points[i - 1], points[i]))
            }
            return best - o
        }
    }

    /// Fills the polygon through `points` (any winding, even-odd rule).
    mutating func polygon(_ points: [Point], _ color: Color) {
        guard points.count >= 3 else { return }
        var lo = points[0], hi = points[0]
        for p in points { lo = Point(min(lo.x, p.x), min(lo.y, p.y)); hi = Point(max(hi.x, p.x), max(hi.y, p.y)) }
        fillShape(bounds: Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y), color) { x, y in
            var best = Double.infinity
            var inside = false
            var j = points.count - 1
            for i in 0..<points.count {
                let a = points[j], b = points[i]
                best = min(best, mockSegmentDistance(x, y, a, b))
                if (b.y > y) != (a.y > y), x < (a.x - b.x) * (y - b.y) / (a.y - b.y) + b.x { inside.toggle() }
                j = i
            }
            return inside ? -best : best
        }
    }
}

/// Signed distance (points) from (x, y) to a rounded box of half-size (hw, hh) centred at the origin.
@inline(__always)
func mockRoundedBoxDistance(_ x: Double, _ y: Double, _ hw: Double, _ hh: Double, _ radius: Double) -> Double {
    let r = min(radius, hw, hh)
    let qx = abs(x) - hw + r, qy = abs(y) - hh + r
    let ox = max(qx, 0), oy = max(qy, 0)
    return (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - r
}

/// Unsigned distance (points) from (x, y) to the segment a–b.
@inline(__always)
func mockSegmentDistance(_ x: Double, _ y: Double, _ a: Point, _ b: Point) -> Double {
    let abx = b.x - a.x, aby = b.y - a.y
    let apx = x - a.x, apy = y - a.y
    let len2 = abx * abx + aby * aby
    let t = len2 > 0 ? mockClamp01((apx * abx + apy * aby) / len2) : 0
    let dx = apx - abx * t, dy = apy - aby * t
    return (dx * dx + dy * dy).squareRoot()
}
