import Foundation
import XWTEngine
import XWTMotion

/// TransitionManager SysSuckEffect (`TransitionAnimator+SystemType.m`): the private `suckEffect`
/// CATransition, the old screen sucked like cloth into a point low on the screen, uncovering the
/// new one; the back run is SuckEffect again.
///
/// Presented in the demo (`TableViewController.m`) and dismissed with a back pan Down: the effect
/// has no side, so a push adds nothing a present does not show.
struct TMSuck: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "tm-suck", library: .transitionManager, family: "System",
        summary: "TM SysSuckEffect: the private suckEffect CATransition, the old screen is sucked into a point",
        source: "TransitionAnimator+SystemType.m",
        construction: "kernel: A's rows pulled toward (W/2, 3H/4) and narrowed into a funnel, nearest rows first, over B",
        durations: DurationRule(backUsesToDuration: true))

    /// The point the screen is sucked into, as a fraction of the screen ((160, 360) on 320 × 480).
    static let target = Point(0.5, 0.75)

    init(_ p: EffectParameters) {}

    var gesture: GestureTraits { TMPresentation.present.gesture() }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        TMSystemTransition.suck.scene(direction, presentation: .present, progress: progress, in: context)
    }

    /// The from screen `p` of the way into the point, over the to screen.
    static func frame(progress p: Double, from: Bitmap, to: Bitmap, in context: EffectContext) -> Scene {
        Scene(background: context.background, kernel: SuckKernel(source: from, target: to, progress: p, point: target))
    }
}

/// Our suck model (Apple's private type is closed): a funnel that swallows the screen row by
/// row, nearest rows first.
///
/// A source row at signed distance `d` from the point's row (`δ = |d|/D` ∈ [0, 1], D = the
/// distance from the point to that screen edge) moves on its own clock
/// `τ = clamp((1 + lag)·p − lag·δ, 0, 1)`: it lies at distance `|d|·(1 − τ)` from the point
/// and is `(1 − τ)²` as wide, centred on the point's column. Monotone in δ, so each output row
/// shows one source row (found by bisection once per frame). Edges are anti-aliased over one pixel;
/// A is sampled bilinearly, B shows wherever A is not.
///
/// Invariant: both screens have the frame's size. Pure in (x, y); per row the columns outside
/// the funnel are copies of B, the rest one flat loop.
struct SuckKernel: PixelKernel {
    /// How much later the screen's far edges start than the rows at the point (in progress units).
    static let lag = 0.6

    /// What one output row shows.
    struct Row: Sendable {
        /// Source row (pixel coordinates, centres at +0.5), width factor (0 = nothing) and vertical
        /// coverage.
        var sourceY: Double
        var scale: Double
        var coverage: Double
    }

    let source: Bitmap
    let target: Bitmap
    let pointX: Double
    let rows: [Row]

    init(source: Bitmap, target: Bitmap, progress p: Double, point: Point) {
        precondition(source.width == target.width && source.height == target.height, "screens differ in size")
        self.source = source; self.target = target
        let h = Double(source.height)
        pointX = point.x * Double(source.width)
        let pointY = point.y * h
        rows = (0..<source.height).map { y in
            let offset = Double(y) + 0.5 - pointY
            let reach = offset < 0 ? pointY : h - pointY
            return Self.row(distance: abs(offset), reach: reach, sign: offset < 0 ? -1 : 1, pointY: pointY, progress: p)
        }
    }

    /// A source row's clock τ at relative distance δ.
    static func clock(_ delta: Double, progress p: Double) -> Double {
        min(max((1 + lag) * p - lag * delta, 0), 1)
    }

    /// The output distance from the point of the source row at relative distance δ.
    static func shown(_ delta: Double, reach: Double, progress p: Double) -> Double {
        delta * reach * (1 - clock(delta, progress: p))
    }

    private static func row(distance e: Double, reach: Double, sign: Double, pointY: Double, progress p: Double) -> Row {
        guard reach > 0 else { return Row(sourceY: pointY, scale: 0, coverage: 0) }
        let far = shown(1, reach: reach, progress: p)
        if e >= far + 0.5 { return Row(sourceY: pointY, scale: 0, coverage: 0) }
        var lo = 0.0, hi = 1.0
        if e < far {
            for _ in 0..<48 {
                let mid = (lo + hi) / 2
                if shown(mid, reach: reach, progress: p) < e { lo = mid } else { hi = mid }
            }
        }
        let delta = e < far ? (lo + hi) / 2 : 1
        let left = 1 - clock(delta, progress: p)
        return Row(sourceY: pointY + sign * delta * reach, scale: left * left, coverage: min(1, far + 0.5 - e))
    }

    func render<Memory>(_ row: inout FrameRow<Memory>) {
        let y = row.y, width = row.width
        let shape = rows[y]
        let image = PixelImage<Memory>(source), t = PixelImage<Memory>(target).row(y)
        // The row's edges on screen, then the columns whose pixels they touch.
        let left = pointX - pointX * shape.scale, right = pointX + (Double(width) - pointX) * shape.scale
        guard shape.scale * Double(width) >= 1e-3, shape.coverage > 0 else { row.copy(t); return }
        let lo = max(0, Int(left.rounded(.down))), hi = min(width, Int(right.rounded(.up)))
        row.copy(t, columns: 0..<lo)
        row.copy(t, columns: hi..<width)
        let inverse = 1 / shape.scale
        for x in lo..<hi {
            let centre = Double(x) + 0.5
            let cover = min(1, centre - left + 0.5, right - centre + 0.5) * shape.coverage
            let sx = pointX + (centre - pointX) * inverse
            let sample = FilterPixel.bilinear(image, x: sx, y: shape.sourceY)
            let covered = cover >= 1 ? sample : PackedPixel.lerp(0, sample, FilterPixel.weight(max(cover, 0)))
            row[x] = PackedPixel.over(t[x], PackedPixel.pack(covered))
        }
    }
}
