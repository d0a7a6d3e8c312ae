import Foundation
import XWTEngine
import XWTMotion

/// XWFilterAnimator BarSwipe (`XWFilterAnimator.m`): CIBarsSwipeTransition with Apple's width 30 px
/// and bar offset 10 px — the from screen, cut into bars along the angle, slides off bar by bar
/// with a staircase lag, exposing the to screen.
///
/// `ratio` = linear progress with XW's end-state clamp; angle as `FilterAngle` (startAngle,
/// + π back when `revers`): at angle 0 the bars slide right and the to screen appears on the left.
struct FilterBarSwipe: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "filter-bar-swipe", library: .xwTransition, family: "Filter",
        summary: "XWFilter BarSwipe: CIBarsSwipeTransition, 30-px bars slide off along an angle in a staircase",
        source: "XWFilterAnimator.m",
        construction: "kernel: 30-px bars across the angle, each offset in a staircase of 10 px",
        parameters: FilterAngle.parameters + [XWFilter.legacy.spec])

    /// CIBarsSwipeTransition inputWidth (Apple default, XW keeps it), image pixels.
    static let barWidth = 30.0
    /// CIBarsSwipeTransition inputBarOffset (Apple default), image pixels.
    static let barOffset = 10.0

    let angle: FilterAngle
    let legacy: Bool

    init(angle: FilterAngle, legacy: Bool) { self.angle = angle; self.legacy = legacy }

    init(_ p: EffectParameters) { self.init(angle: FilterAngle(p), legacy: p[XWFilter.legacy]) }

    /// Timer-driven; the demo's pans follow the angle on screen.
    var gesture: GestureTraits { XWFilter.gesture(angle.pans, legacy: legacy) }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        XWFilter.scene(direction, progress: progress, in: context) { from, to, ratio in
            BarsSwipeKernel(
                source: from, target: to, angle: angle.angle(direction), ratio: ratio,
                barWidth: Self.barWidth, barOffset: Self.barOffset)
        }
    }
}

/// Our model of CIBarsSwipeTransition (Apple's kernel is closed) on the whole image, pixel units, screen
/// coordinates (y down): direction `d = (cos a, −sin a)`, bar normal `n` = CI's `(−sin a, cos a)`
/// on screen. Bar `k = ⌊(n·x − n₀)/width⌋` (n₀ = the extent's smallest n·corner, so bar 0 leads)
/// is displaced by `δ_k = clamp(t·(L + K·barOffset) − k·barOffset, 0, L)` along `d`; a pixel
/// shows the source at `x − δ_k·d` (nearest pixel) when that lies in the image, else the target.
///
/// Invariant: source and target have the frame's size, so every read is in bounds.
struct BarsSwipeKernel: PixelKernel {
    let source: Bitmap
    let target: Bitmap
    /// Whole-pixel source offsets (δ_k·d rounded) per bar, x and y.
    let offsetX: [Int]
    let offsetY: [Int]
    /// (n·(pixel centre) − n₀)/width = n00 + x·nx + y·ny.
    let n00: Double
    let nx: Double
    let ny: Double

    init(source: Bitmap, target: Bitmap, angle: Double, ratio: Double, barWidth: Double, barOffset: Double) {
        precondition(source.width == target.width && source.height == target.height, "screens differ in size")
        self.source = source
        self.target = target
        let w = Double(source.width), h = Double(source.height)
        let dx = cos(angle), dy = -sin(angle)
        let normalX = -sin(angle), normalY = -cos(angle)
        let length = abs(dx) * w + abs(dy) * h
        let across = abs(normalX) * w + abs(normalY) * h
        let n0 = min(0, normalX * w) + min(0, normalY * h)
        let bars = max(1, Int((across / barWidth).rounded(.up)))
        let travel = ratio * (length + Double(bars) * barOffset)
        var ox = [Int](), oy = [Int]()
        for k in 0..<bars {
            let shift = min(max(travel - Double(k) * barOffset, 0), length)
            ox.append(Int((shift * dx).rounded()))
            oy.append(Int((shift * dy).rounded()))
        }
        offsetX = ox
        offsetY = oy
        nx = normalX / barWidth
        ny = normalY / barWidth
        n00 = (0.5 * normalX + 0.5 * normalY - n0) / barWidth
    }

    /// The bar index of pixel column `x` in a row whose first centre has `rowStart`, clamped to the bars.
    private func bar(_ rowStart: Double, _ x: Int) -> Int {
        min(max(Int((rowStart + Double(x) * nx).rounded(.down)), 0), offsetX.count &- 1)
    }

    /// Runs of columns in one bar: each run copies one shifted span of the source and fills the
    /// columns whose sample falls outside the image from the target.
    func render<Memory>(_ row: inout FrameRow<Memory>) {
        let y = row.y, width = row.width
        let source = PixelImage<Memory>(self.source), t = PixelImage<Memory>(target).row(y)
        let height = source.height, last = offsetX.count &- 1
        let rowStart = n00 + Double(y) * ny
        var x = 0
        while x < width {
            let k = bar(rowStart, x)
            var end = width
            if nx != 0 && !(nx > 0 && k == last) && !(nx < 0 && k == 0) {
                let estimate =
                    nx > 0
                    ? ((Double(k &+ 1) - rowStart) / nx).rounded(.up)
                    : ((Double(k) - rowStart) / nx).rounded(.down) + 1
                end = Int(min(max(estimate, Double(x &+ 1)), Double(width)))
                while end < width && bar(rowStart, end) == k { end &+= 1 }
                while end > x &+ 1 && bar(rowStart, end &- 1) != k { end &-= 1 }
            }
            let sy = y &- offsetY[k], shift = offsetX[k]
            // Columns [lo, hi) of the run sample inside the source.
            var lo = x, hi = x
            if sy >= 0 && sy < height {
                lo = min(max(x, shift), end)
                hi = max(min(end, width &+ shift), lo)
            }
            row.copy(t, columns: x..<lo)
            if hi > lo { row.copy(source.row(sy), shiftedBy: shift, columns: lo..<hi) }
            row.copy(t, columns: hi..<end)
            x = end
        }
    }
}
