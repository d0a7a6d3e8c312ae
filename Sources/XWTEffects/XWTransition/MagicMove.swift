import XWTEngine
import XWTMotion

/// XWMagicMoveAnimator (`XWMagicMoveAnimator.m`): shared elements fly from their rectangles on the from
/// screen to their counterparts on the to screen while the two screens cross-fade through the
/// background.
///
/// Eased progress `u` (EIO, or XW's spring ζ 0.55, v0 1/0.55 over the direction's duration):
/// from alpha `1 − u`, to alpha `u` on top (both clamped to [0, 1]), so a pixel away from the
/// elements is `u·B + (1 − u)·[(1 − u)·A + u·G]`. On top, one temporary view per element, in
/// order, whose frame runs from the start rectangle to the end rectangle (origin and size linear
/// in `u`, overshooting with the spring). The originals are hidden on both screens. Forward: start
/// = the rectangle on A, end = on B; back: the other way round. Geometry in points.
struct MagicMove: CatalogEffect {
    /// One shared element: where it is on screen A and where its counterpart is on screen B, pt.
    struct SharedElement: Sendable, Hashable {
        var onA: Rect
        var onB: Rect
    }

    static let pairs = Parameter.rectPairs(
        "pairs", default: mockScreenElements.map { RectPair($0.onA, $0.onB) },
        "shared elements matched by index, [rectangle on A, rectangle on B], each [x, y, w, h]; default: the list's first avatar → the detail's hero at 375 × 667")
    static let dampingEnable = Parameter.flag(
        "dampingEnable", default: false, "XW dampingEnable: false = ease-in-out; true = UIKit spring ζ 0.55, v0 1/0.55 over the duration (elements overshoot)")
    static let imageMode = Parameter.flag(
        "imageMode", default: false, "XW imageMode: an element that grows shows the crop of its larger (end) rectangle instead of the stretched start snapshot")
    static let hideOriginals = Parameter.flag(
        "hideOriginals", default: true,
        "hide the original elements as XW does: fill each rectangle with its screen's colour just outside it (false = leave the screens as they are)")

    static let descriptor = EffectDescriptor(
        id: "magic-move", library: .xwTransition, family: "MagicMove",
        summary: "XWMagicMove: shared elements fly between their rectangles while the screens cross-fade through the background",
        source: "XWMagicMoveAnimator.m",
        construction: "a cross-fade kernel of A and B through the background with the originals filled, one flying snapshot layer per element",
        parameters: [pairs.spec, dampingEnable.spec, imageMode.spec, hideOriginals.spec])

    /// The XW demo (XWMagicMoveFrom/ToController): a down pan presents, an up pan dismisses;
    /// released pans settle with UIKit's completion.
    var gesture: GestureTraits { .xw(timer: false, to: .down, back: .up) }

    /// XW's spring damping ratio; its initial velocity is the reciprocal.
    static let springDamping = 0.55

    /// The list screen's first avatar → the detail screen's hero image, bundled screens at 375 × 667 pt.
    static let mockScreenElements = [
        SharedElement(onA: Rect(x: 28, y: 175, width: 50, height: 50), onB: Rect(x: 0, y: 0, width: 375, height: 283)),
    ]

    /// Matched pairs; empty means XW's "nothing to move" (see `scene`).
    let elements: [SharedElement]
    let imageMode: Bool
    let hideOriginals: Bool
    /// Eased progress of the forward and back runs.
    let toCurve: TimingCurve
    let backCurve: TimingCurve

    init(_ p: EffectParameters) {
        self.init(elements: p[Self.pairs].map { SharedElement(onA: $0.first, onB: $0.second) },
                  dampingEnable: p[Self.dampingEnable], imageMode: p[Self.imageMode], hideOriginals: p[Self.hideOriginals],
                  toDuration: p.toDuration, backDuration: p.backDuration)
    }

    init(elements: [SharedElement], dampingEnable: Bool = false, imageMode: Bool = false, hideOriginals: Bool = true,
         toDuration: Double = 0.5, backDuration: Double = 0.5) {
        self.elements = elements
        self.imageMode = imageMode
        self.hideOriginals = hideOriginals
        func curve(_ duration: Double) -> TimingCurve {
            dampingEnable
                ? .spring(Spring(damping: Self.springDamping, initialVelocity: 1 / Self.springDamping, duration: duration))
                : .easeInOut
        }
        toCurve = curve(toDuration)
        backCurve = curve(backDuration)
    }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        let p = clampedProgress(progress)
        let (from, to) = context.screens(direction)
        // XW gives up at once without a pair to move; the script then shows the to screen.
        // At the ends XW's completion has removed the temporary views and unhidden the originals.
        if elements.isEmpty || p == 1 { return Scene(background: context.background, layers: [context.screenLayer(to)]) }
        if p == 0 { return Scene(background: context.background, layers: [context.screenLayer(from)]) }
        let u = (direction == .to ? toCurve : backCurve).value(p)
        let moves: [(start: Rect, end: Rect)] = elements.map { direction == .to ? ($0.onA, $0.onB) : ($0.onB, $0.onA) }

        let fade = CrossFadeKernel(
            from: from, to: to, background: context.background.premultiplied,
            fromAlpha: 1 - u, toAlpha: u,
            fromHoles: hideOriginals ? moves.map { CrossFadeKernel.Hole(covering: $0.start, of: from, canvas: context.canvas) } : [],
            toHoles: hideOriginals ? moves.map { CrossFadeKernel.Hole(covering: $0.end, of: to, canvas: context.canvas) } : [])
        let temporaryViews = moves.map { move in
            var view = snapshot(start: move.start, end: move.end, from: from, to: to, context: context)
            let frame = Self.frame(from: move.start, to: move.end, at: u)
            view.bounds = frame.size
            view.position = Point(frame.minX + frame.width / 2, frame.minY + frame.height / 2)
            return view
        }
        return Scene(background: context.background, kernel: fade, layers: temporaryViews)
    }

    /// The temporary view's content, placed at its crop: XW's snapshot of the start view, or in
    /// image mode, for an element that grows, the crop of its end rectangle on the to screen (the
    /// sharper, larger rendition standing in for the view's full-size image).
    private func snapshot(start: Rect, end: Rect, from: Bitmap, to: Bitmap, context: EffectContext) -> Layer {
        imageMode && end.width * end.height > start.width * start.height
            ? context.sliceLayer(to, frame: end)
            : context.sliceLayer(from, frame: start)
    }

    /// The UIView frame animation at eased progress `u`: origin and size linear, sizes floored at
    /// 0 when a spring overshoots a shrinking element.
    static func frame(from a: Rect, to b: Rect, at u: Double) -> Rect {
        Rect(x: Double.interpolate(a.minX, b.minX, u), y: Double.interpolate(a.minY, b.minY, u),
             width: max(0, Double.interpolate(a.width, b.width, u)), height: max(0, Double.interpolate(a.height, b.height, u)))
    }
}

/// The from screen at `fromAlpha` over the background, then the to screen at `toAlpha` over that
/// (premultiplied source-over with opacities quantised to 1/256, rounded after each step as
/// separate layers would be), with the hidden elements' rectangles of each screen painted in
/// their fill colour.
///
/// Invariant: both screens are frame-sized, so row reads stay in bounds; hole ranges are clamped
/// to the frame. Pure in (x, y): a row is cut into segments where no hole starts or ends, each
/// blended in one flat loop over whole pixel words read from a screen row or a fill colour.
struct CrossFadeKernel: PixelKernel {
    /// A hidden element's pixels on one screen: the pixel centres inside its rectangle (edges
    /// included, as Core Animation fills a non-antialiased layer), and the colour they show.
    struct Hole: Sendable {
        let columns: Range<Int>
        let rows: Range<Int>
        let color: RGBA8

        /// The pixels of `rect` (pt) on `screen`, filled with the first on-canvas pixel just
        /// outside the middle of its top, left, bottom or right edge (the view's surroundings);
        /// transparent when the rectangle leaves no edge on the canvas.
        init(covering rect: Rect, of screen: Bitmap, canvas: Canvas) {
            let s = canvas.scale
            let x0 = Int((rect.minX * s - 0.5).rounded(.up)), x1 = Int((rect.maxX * s - 0.5).rounded(.down)) + 1
            let y0 = Int((rect.minY * s - 0.5).rounded(.up)), y1 = Int((rect.maxY * s - 0.5).rounded(.down)) + 1
            let w = screen.width, h = screen.height
            columns = Self.clamped(x0, x1, to: w)
            rows = Self.clamped(y0, y1, to: h)
            let cx = min(max((x0 + x1 - 1) / 2, 0), w - 1), cy = min(max((y0 + y1 - 1) / 2, 0), h - 1)
            let outside = [(cx, y0 - 1), (x0 - 1, cy), (cx, y1), (x1, cy)]
            if let (x, y) = outside.first(where: { $0.0 >= 0 && $0.0 < w && $0.1 >= 0 && $0.1 < h }) {
                color = screen[x, y]
            } else {
                color = .clear
            }
        }

        /// `lower..<upper` clamped to `0...limit` (empty when reversed).
        private static func clamped(_ lower: Int, _ upper: Int, to limit: Int) -> Range<Int> {
            let lo = min(max(lower, 0), limit)
            return lo..<max(lo, min(upper, limit))
        }
    }

    let from: Bitmap
    let to: Bitmap
    let fromHoles: [Hole]
    let toHoles: [Hole]
    /// Opacities 0…256 (values past 0…1, from spring overshoot, clamp as Core Animation's do).
    let fromAlpha: UInt64
    let toAlpha: UInt64
    /// The background word, spread (see `PackedPixel`).
    let background: UInt64
    /// Hole colours as pixel words, `fromHoles` then `toHoles` (the stride-0 sources).
    let holeWords: [UInt32]

    init(from: Bitmap, to: Bitmap, background: RGBA8, fromAlpha: Double, toAlpha: Double, fromHoles: [Hole], toHoles: [Hole]) {
        precondition(from.width == to.width && from.height == to.height, "screens differ in size")
        self.from = from; self.to = to
        self.fromHoles = fromHoles; self.toHoles = toHoles
        self.fromAlpha = Self.quantized(fromAlpha)
        self.toAlpha = Self.quantized(toAlpha)
        self.background = PackedPixel.spread(background.word)
        holeWords = (fromHoles + toHoles).map { $0.color.word }
    }

    private static func quantized(_ alpha: Double) -> UInt64 {
        alpha <= 0 ? 0 : (alpha >= 1 ? 256 : UInt64(alpha * 256 + 0.5))
    }

    func render<Memory>(_ row: inout FrameRow<Memory>) {
        let y = row.y, width = row.width
        let a = PixelImage<Memory>(from).row(y), b = PixelImage<Memory>(to).row(y)
        var x = 0
        while x < width {
            let (fromHole, fromEnd) = Self.hole(at: x, row: y, in: fromHoles, limit: width)
            let (toHole, toEnd) = Self.hole(at: x, row: y, in: toHoles, limit: width)
            let end = min(fromEnd, toEnd)
            blend(&row, x..<end, from: a, fromFill: fromHole.map { holeWords[$0] },
                  to: b, toFill: toHole.map { holeWords[fromHoles.count &+ $0] })
            x = end
        }
    }

    /// The last hole of `holes` covering (x, y), and the first column after x where that answer
    /// may change (a hole on this row starts or ends there).
    private static func hole(at x: Int, row y: Int, in holes: [Hole], limit: Int) -> (index: Int?, end: Int) {
        var found: Int?
        var end = limit
        for i in holes.indices where holes[i].rows.contains(y) {
            let columns = holes[i].columns
            if columns.contains(x) {
                found = i
                end = min(end, columns.upperBound)
            } else if columns.lowerBound > x {
                end = min(end, columns.lowerBound)
            }
        }
        return (found, end)
    }

    /// `X = (F·a + G·(256 − F·αa/255)) / 256`, then `out = (T·b + X·(256 − T·αb/255)) / 256`, per
    /// channel, rounded, over `columns`; `a` and `b` are read from their rows, or are the fill
    /// colour where one is given. Every lane stays ≤ 255·256 (channels ≤ alpha), so no lane spills.
    @inline(__always)
    private func blend<Memory>(_ out: inout FrameRow<Memory>, _ columns: Range<Int>, from a: PixelRow<Memory>, fromFill: UInt32?,
                               to b: PixelRow<Memory>, toFill: UInt32?) {
        let f = fromAlpha, t = toAlpha, g = background, half = PackedPixel.half, mask = PackedPixel.laneMask
        // Both pixels opaque (the usual case): the remainders are the constants 256 − F and 256 − T.
        let opaqueBelow = g &* (256 &- f), keep = 256 &- t
        let fillsFrom = fromFill != nil, fromWord = fromFill ?? 0
        let fillsTo = toFill != nil, toWord = toFill ?? 0
        for x in columns {
            let pa = fillsFrom ? fromWord : a[x]
            let pb = fillsTo ? toWord : b[x]
            let below: UInt64, result: UInt64
            if pa & pb >= 0xFF00_0000 {
                below = ((PackedPixel.spread(pa) &* f &+ opaqueBelow &+ half) >> 8) & mask
                result = ((PackedPixel.spread(pb) &* t &+ below &* keep &+ half) >> 8) & mask
            } else {
                below = ((PackedPixel.spread(pa) &* f &+ g &* (256 &- Self.div255(f &* UInt64(pa >> 24))) &+ half) >> 8) & mask
                result = ((PackedPixel.spread(pb) &* t &+ below &* (256 &- Self.div255(t &* UInt64(pb >> 24))) &+ half) >> 8) & mask
            }
            out[x] = PackedPixel.pack(result)
        }
    }

    /// `x / 255` rounded to nearest, exact for 0 ≤ x ≤ 65 535.
    @inline(__always)
    private static func div255(_ x: UInt64) -> UInt64 {
        let t = x &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }
}
