import Foundation
import XWTEngine
import XWTMotion

/// XWFilterAnimator's direction settings (`XWFilterAnimator.m`): `startAngle` and `revers`.
///
/// Angles are Core Image's (y up, counter-clockwise from +x, radians): on screen (y down) the
/// direction is (cos a, −sin a). Forward angle = `startAngle`; back = `startAngle + π` when
/// `reverses`, else `startAngle`.
struct FilterAngle: Sendable, Hashable {
    static let startAngle = Parameter.number(
        "startAngle", default: 0, unit: .radians, range: -4 * Double.pi...4 * Double.pi,
        "filter angle of the forward run, Core Image convention (0 = toward the right, π/2 = up)")
    static let revers = Parameter.flag("revers", default: true, "back run goes the opposite way (angle + π), as XW's `revers`")
    /// The two parameters every directional filter (Swipe, BarSwipe, Mod, PageCurl, CopyMachine) takes.
    static let parameters = [startAngle.spec, revers.spec]

    let startAngle: Double
    let reverses: Bool

    init(startAngle: Double, reverses: Bool) {
        self.startAngle = startAngle; self.reverses = reverses
    }

    init(_ p: EffectParameters) {
        self.init(startAngle: p[Self.startAngle], reverses: p[Self.revers])
    }

    /// The Core Image angle of a run, radians.
    func angle(_ direction: TransitionDirection) -> Double {
        direction == .back && reverses ? startAngle + Double.pi : startAngle
    }

    /// The demo's pans follow each run's on-screen direction (angle 0: Right / Left).
    var pans: (to: SwipeDirection, back: SwipeDirection) { (Self.pan(angle(.to)), Self.pan(angle(.back))) }

    /// The swipe direction nearest to on-screen motion (cos a, −sin a); ties go horizontal.
    static func pan(_ a: Double) -> SwipeDirection {
        let dx = cos(a), dy = -sin(a)
        if abs(dx) >= abs(dy) - 1e-12 { return dx >= 0 ? .right : .left }
        return dy > 0 ? .down : .up
    }
}

/// What every XW filter shares (`XWFilterAnimator.m`, `XWFilterTransitionView.m`): a released pan
/// finishes on the display-link timer, the end-state clamp draws the exact end images, and
/// `legacy` reproduces the flash of the start image that the clamp fixed. Each filter calls these
/// from its own file.
enum XWFilter {
    /// The `legacy` parameter every filter effect takes (default false: XW's clamp).
    static let legacy = Parameter.legacy("without the end-state clamp, a finish flashes the start image for a frame")

    /// Timer-driven traits with the demo's pans.
    static func gesture(_ pans: (to: SwipeDirection, back: SwipeDirection), legacy: Bool) -> GestureTraits {
        .xw(timer: true, to: pans.to, back: pans.back, legacyGlitch: legacy ? .flashStartOnFinish : nil)
    }

    /// The scene of a filter run: the exact end image when clamped, else `running`'s kernel made
    /// from (from screen, to screen, ratio in (0, 1)).
    static func scene(
        _ direction: TransitionDirection, progress: Double, in context: EffectContext,
        running: (_ from: Bitmap, _ to: Bitmap, _ ratio: Double) -> any PixelKernel
    ) -> Scene {
        let (from, to) = context.screens(direction)
        switch FilterPhase(progress: progress) {
        case .from: return Scene(background: context.background, kernel: ImageKernel(image: from))
        case .to: return Scene(background: context.background, kernel: ImageKernel(image: to))
        case let .running(ratio): return Scene(background: context.background, kernel: running(from, to, ratio))
        }
    }
}

/// Where a filter run stands after XW's end-state clamp (`XWFilterTransitionView.m`).
///
/// The filter view draws the exact end image when `ratio ≤ 0` or `≥ 1` (XW picks the end the
/// previous frame was nearer to; for a monotonic timeline that is the end reached), so the
/// filter itself only ever runs with `0 < ratio < 1`.
enum FilterPhase: Sendable, Equatable {
    case from
    case to
    case running(ratio: Double)

    /// The phase at linear timeline progress `progress` (clamped like every effect's progress).
    init(progress: Double) {
        let ratio = clampedProgress(progress)
        if ratio <= 0 { self = .from } else if ratio >= 1 { self = .to } else { self = .running(ratio: ratio) }
    }
}

/// Draws a precomputed full-frame image unchanged (the clamped ends, or a per-frame buffer such as
/// the box-blurred screen).
///
/// Invariant: `image` has the frame's size, so each row is one copy of its row.
struct ImageKernel: PixelKernel {
    let image: Bitmap

    func render<Memory>(_ row: inout FrameRow<Memory>) {
        row.copy(PixelImage<Memory>(image).row(row.y))
    }
}

/// A straight band `bandWidth` px wide sweeping across the image along a Core Image angle (on
/// screen (cos a, −sin a)): `m(x, y) = m00 + x·mx + y·my` is the position across the band at the
/// centre of pixel (x, y), `m ≤ 0` where it has passed (target), `m ≥ 1` ahead of it (source).
/// Shared by the Swipe and CopyMachine models.
struct FilterBand: Sendable {
    let m00: Double
    let mx: Double
    let my: Double

    /// `edge(L)` gives the band's trailing edge in px along the direction from the extent's first
    /// corner, for the extent's length `L` along it (the extent is the whole image).
    init(angle: Double, width: Int, height: Int, bandWidth: Double, edge: (_ length: Double) -> Double) {
        let dx = cos(angle), dy = -sin(angle)
        let w = Double(width), h = Double(height)
        let s0 = min(0, dx * w) + min(0, dy * h)
        let length = abs(dx) * w + abs(dy) * h
        mx = dx / bandWidth
        my = dy / bandWidth
        m00 = (0.5 * dx + 0.5 * dy - s0 - edge(length)) / bandWidth
    }

    /// Writes `row`: copies of the target or source row where the band is not, and `inside` for
    /// the band's columns (0 < m < 1, widened by one each side) with the row's m at x = 0 and the
    /// source and target rows. One call per row; `inside` runs the flat per-pixel loop.
    func render<Memory>(
        _ row: inout FrameRow<Memory>, source: Bitmap, target: Bitmap,
        inside: (
            _ row: inout FrameRow<Memory>, _ columns: Range<Int>, _ first: Double,
            _ s: PixelRow<Memory>, _ t: PixelRow<Memory>
        ) -> Void
    ) {
        let width = row.width
        let first = m00 + Double(row.y) * my
        let last = first + Double(width &- 1) * mx
        let s = PixelImage<Memory>(source).row(row.y), t = PixelImage<Memory>(target).row(row.y)
        if min(first, last) >= 1 { row.copy(s); return }
        if max(first, last) <= 0 { row.copy(t); return }
        var lo = 0, hi = width
        if mx != 0 {
            let a = -first / mx, b = (1 - first) / mx
            lo = Int(max(0, min(Double(width), min(a, b).rounded(.down))))
            hi = Int(max(0, min(Double(width), max(a, b).rounded(.up) + 1)))
        }
        row.copy(first <= 0 ? t : s, columns: 0..<lo)
        row.copy(last <= 0 ? t : s, columns: hi..<width)
        inside(&row, lo..<hi, first, s, t)
    }
}
