import XWTEngine

/// The from screen at `fromAlpha` over the background, then the to screen at `toAlpha` over that
/// (premultiplied source-over with opacities quantised to 1/256, rounded after each step as
/// separate layers would be), with the hidden elements' rectangles of each screen painted in
/// their fill colour, under the controls that float over them when a hole carries them.
///
/// `from` is the lower screen and `to` the upper one: XW MagicMove (`XWMagicMoveAnimator.m`) and
/// TM ViewMove's forward run (`TransitionAnimatorViewMove.m`) stack them in transition order, TM
/// ViewMove's back run keeps the to screen below the fading from screen.
///
/// Invariant: both screens are frame-sized, so row reads stay in bounds; hole ranges are clamped
/// to the frame. Pure in (x, y): a row is cut into segments where no hole starts or ends, each
/// blended in one flat loop over whole pixel words read from a screen row, a fill colour, or an
/// overlay row over a fill colour.
struct CrossFadeKernel: PixelKernel {
    /// A hidden element's pixels on one screen: the pixel centres inside its rectangle (edges
    /// included, as Core Animation fills a non-antialiased layer), and the colour they show, under
    /// `overlay` where given.
    struct Hole: Sendable {
        let columns: Range<Int>
        let rows: Range<Int>
        let color: RGBA8
        /// Screen-sized premultiplied pixels drawn over `color` inside the hole: the buttons and
        /// scrims that float above the hidden view and stay when it is hidden (nil: none).
        let overlay: Bitmap?

        /// The pixels of `rect` (pt) on `screen`, filled with the first on-canvas pixel just
        /// outside the middle of its top, left, bottom or right edge (the view's surroundings);
        /// transparent when the rectangle leaves no edge on the canvas. `overlay` (screen-sized,
        /// premultiplied) stays visible over the fill.
        init(covering rect: Rect, of screen: Bitmap, canvas: Canvas, overlay: Bitmap? = nil) {
            let s = canvas.scale
            let x0 = Int((rect.minX * s - 0.5).rounded(.up)), x1 = Int((rect.maxX * s - 0.5).rounded(.down)) + 1
            let y0 = Int((rect.minY * s - 0.5).rounded(.up)), y1 = Int((rect.maxY * s - 0.5).rounded(.down)) + 1
            let w = screen.width, h = screen.height
            precondition(overlay.map { $0.width == w && $0.height == h } ?? true, "a hole's overlay must match its screen")
            self.overlay = overlay
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
            // Inside a hole with an overlay, the overlay's row takes the screen row's place.
            let fromOverlay = fromHole.flatMap { fromHoles[$0].overlay }, toOverlay = toHole.flatMap { toHoles[$0].overlay }
            blend(
                &row, x..<end, from: fromOverlay.map { PixelImage<Memory>($0).row(y) } ?? a,
                fromFill: fromHole.map { holeWords[$0] }, fromOverFill: fromOverlay != nil,
                to: toOverlay.map { PixelImage<Memory>($0).row(y) } ?? b,
                toFill: toHole.map { holeWords[fromHoles.count &+ $0] }, toOverFill: toOverlay != nil)
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
    /// colour where one is given, or (`…OverFill`) their row's pixel over the fill colour. Every
    /// lane stays ≤ 255·256 (channels ≤ alpha), so no lane spills.
    @inline(__always)
    private func blend<Memory>(
        _ out: inout FrameRow<Memory>, _ columns: Range<Int>, from a: PixelRow<Memory>, fromFill: UInt32?, fromOverFill: Bool,
        to b: PixelRow<Memory>, toFill: UInt32?, toOverFill: Bool
    ) {
        let f = fromAlpha, t = toAlpha, g = background, half = PackedPixel.half, mask = PackedPixel.laneMask
        // Both pixels opaque (the usual case): the remainders are the constants 256 − F and 256 − T.
        let opaqueBelow = g &* (256 &- f), keep = 256 &- t
        let fillsFrom = fromFill != nil, fromWord = fromFill ?? 0
        let fillsTo = toFill != nil, toWord = toFill ?? 0
        @inline(__always) func one(_ x: Int) {
            let pa = fillsFrom ? (fromOverFill ? PackedPixel.over(fromWord, a[x]) : fromWord) : a[x]
            let pb = fillsTo ? (toOverFill ? PackedPixel.over(toWord, b[x]) : toWord) : b[x]
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
        var x = columns.lowerBound
        if columns.count >= 4 {
            // Four pixels at a time; where all eight are opaque, the same sums in 16-bit lanes.
            let lanes = OpaqueFadeLanes(background: PackedPixel.pack(g), fromAlpha: f, toAlpha: t)
            let fromFour = Self.four(fromWord), toFour = Self.four(toWord)
            // The tests read the four pixel words (`==` on the vectors walked their 16 lanes one by one,
            // ≈ 40 instructions a test; lane reads took ≈ 25 in shuffles).
            @inline(__always) func anyInk(_ row: PixelRow<Memory>, _ x: Int) -> Bool { row[x] | row[x &+ 1] | row[x &+ 2] | row[x &+ 3] != 0 }
            @inline(__always) func allOf(_ row: PixelRow<Memory>, _ x: Int) -> UInt32 { row[x] & row[x &+ 1] & row[x &+ 2] & row[x &+ 3] }
            while x &+ 4 <= columns.upperBound {
                // Where an overlay row shows anything, its pixels go one by one; elsewhere the fill.
                let overlaid = (fromOverFill && anyInk(a, x)) || (toOverFill && anyInk(b, x))
                let va = fillsFrom ? fromFour : a.channels4(x), vb = fillsTo ? toFour : b.channels4(x)
                // All eight pixels opaque (a fill's four are its word).
                let alphas = (fillsFrom ? fromWord : allOf(a, x)) & (fillsTo ? toWord : allOf(b, x))
                if !overlaid && alphas >= 0xFF00_0000 {
                    out.setChannels4(x, lanes.blend(va, vb))
                } else {
                    one(x); one(x &+ 1); one(x &+ 2); one(x &+ 3)
                }
                x &+= 4
            }
        }
        while x < columns.upperBound { one(x); x &+= 1 }
    }

    /// Four copies of pixel word `w`'s channels.
    @inline(__always)
    private static func four(_ w: UInt32) -> SIMD16<UInt8> {
        let c = SIMD4<UInt8>(
            UInt8(truncatingIfNeeded: w), UInt8(truncatingIfNeeded: w >> 8),
            UInt8(truncatingIfNeeded: w >> 16), UInt8(truncatingIfNeeded: w >> 24))
        let two = SIMD8(lowHalf: c, highHalf: c)
        return SIMD16(lowHalf: two, highHalf: two)
    }

    /// `x / 255` rounded to nearest, exact for 0 ≤ x ≤ 65 535.
    @inline(__always)
    private static func div255(_ x: UInt64) -> UInt64 {
        let t = x &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }
}

/// `CrossFadeKernel.blend`'s opaque case for four pixels at once, channels in 16-bit lanes: the
/// same sums as the packed words' lanes (each ≤ 255·256, so none wraps), so the same bytes.
private struct OpaqueFadeLanes {
    let fromAlpha: SIMD8<UInt16>
    let toAlpha: SIMD8<UInt16>
    let keep: SIMD8<UInt16>
    /// The background times 256 − F, per channel (two pixels' worth).
    let opaqueBelow: SIMD8<UInt16>

    /// `fromAlpha` and `toAlpha` in 0…256.
    @inline(__always)
    init(background: UInt32, fromAlpha f: UInt64, toAlpha t: UInt64) {
        fromAlpha = SIMD8(repeating: UInt16(truncatingIfNeeded: f))
        toAlpha = SIMD8(repeating: UInt16(truncatingIfNeeded: t))
        keep = SIMD8(repeating: UInt16(truncatingIfNeeded: 256 &- t))
        let g = SIMD4<UInt16>(
            UInt16(truncatingIfNeeded: background & 0xFF), UInt16(truncatingIfNeeded: background >> 8 & 0xFF),
            UInt16(truncatingIfNeeded: background >> 16 & 0xFF), UInt16(truncatingIfNeeded: background >> 24))
        opaqueBelow = SIMD8(lowHalf: g, highHalf: g) &* SIMD8(repeating: UInt16(truncatingIfNeeded: 256 &- f))
    }

    /// `X = (F·a + G·(256 − F) + 128) >> 8`, then `(T·b + X·(256 − T) + 128) >> 8`, per channel.
    @inline(__always)
    func blend(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> SIMD16<UInt8> {
        let half = SIMD8<UInt16>(repeating: 128)
        @inline(__always) func lanes(_ a: SIMD8<UInt8>, _ b: SIMD8<UInt8>) -> SIMD8<UInt8> {
            let below = (Self.widen(a) &* fromAlpha &+ opaqueBelow &+ half) &>> 8
            return Self.narrow((Self.widen(b) &* toAlpha &+ below &* keep &+ half) &>> 8)
        }
        return SIMD16(lowHalf: lanes(a.lowHalf, b.lowHalf), highHalf: lanes(a.highHalf, b.highHalf))
    }

    /// Spelt lane by lane: the generic conversion is not always inlined.
    @inline(__always)
    private static func widen(_ v: SIMD8<UInt8>) -> SIMD8<UInt16> {
        SIMD8(UInt16(v[0]), UInt16(v[1]), UInt16(v[2]), UInt16(v[3]), UInt16(v[4]), UInt16(v[5]), UInt16(v[6]), UInt16(v[7]))
    }

    /// The low bytes of the lanes (each ≤ 255 here).
    @inline(__always)
    private static func narrow(_ v: SIMD8<UInt16>) -> SIMD8<UInt8> {
        SIMD8(
            UInt8(truncatingIfNeeded: v[0]), UInt8(truncatingIfNeeded: v[1]), UInt8(truncatingIfNeeded: v[2]),
            UInt8(truncatingIfNeeded: v[3]), UInt8(truncatingIfNeeded: v[4]), UInt8(truncatingIfNeeded: v[5]),
            UInt8(truncatingIfNeeded: v[6]), UInt8(truncatingIfNeeded: v[7]))
    }
}
