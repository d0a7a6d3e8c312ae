import Foundation
import XWTEngine
import XWTMotion

/// XWFilterAnimator's direction settings (effects.md §1.7): `startAngle` and `revers`.
///
/// Angles are Core Image's (y up, counter-clockwise from +x, radians): on screen (y down) the
/// direction is (cos a, −sin a). Forward angle = `startAngle`; back = `startAngle + π` when
/// `reverses`, else `startAngle`.
struct FilterAngle: Sendable, Hashable {
    /// The two parameters every directional filter (Swipe, BarSwipe, Mod, PageCurl, CopyMachine) takes.
    static let parameters = [
        ParameterSpec(name: "startAngle", kind: .number(min: -4 * Double.pi, max: 4 * Double.pi), defaultValue: .number(0),
                      summary: "filter angle of the forward run, radians, Core Image convention (0 = toward the right, π/2 = up)"),
        ParameterSpec(name: "revers", kind: .bool, defaultValue: .bool(true),
                      summary: "back run goes the opposite way (angle + π), as XW's `revers` (default true)"),
    ]

    let startAngle: Double
    let reverses: Bool

    init(startAngle: Double, reverses: Bool) {
        self.startAngle = startAngle; self.reverses = reverses
    }

    init(_ p: EffectParameters) {
        self.init(startAngle: p.number("startAngle"), reverses: p.bool("revers"))
    }

    /// The Core Image angle of a run, radians.
    func angle(_ direction: TransitionDirection) -> Double {
        direction == .back && reverses ? startAngle + Double.pi : startAngle
    }

    /// Timer-driven; the pans follow each run's on-screen direction (angle 0: Right / Left).
    func gesture(legacy: Bool) -> GestureTraits {
        FilterGesture.traits(to: Self.pan(angle(.to)), back: Self.pan(angle(.back)), legacy: legacy)
    }

    /// The swipe direction nearest to on-screen motion (cos a, −sin a); ties go horizontal.
    static func pan(_ a: Double) -> SwipeDirection {
        let dx = cos(a), dy = -sin(a)
        if abs(dx) >= abs(dy) - 1e-12 { return dx >= 0 ? .right : .left }
        return dy > 0 ? .down : .up
    }
}

/// How every XW filter run is driven (effects.md §1.7, §9.1, §10): a released pan finishes on the
/// display-link timer; `legacy` reproduces the flash of the start image the end-state clamp fixed.
enum FilterGesture {
    /// The `legacy` parameter every filter effect takes (default false: XW's clamp).
    static let legacyParameter = ParameterSpec.legacy("without the end-state clamp, a finish flashes the start image for a frame")

    /// Timer-driven traits with the demo's pans.
    static func traits(to: SwipeDirection, back: SwipeDirection, legacy: Bool) -> GestureTraits {
        GestureTraits(usesTimer: true, toGesture: to, backGesture: back, legacyGlitch: legacy ? .flashStartOnFinish : nil)
    }
}

/// Where a filter run stands after XW's end-state clamp (effects.md §1.7).
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

extension EffectContext {
    /// The scene of an XW filter run: the exact end image when clamped, else `running`'s kernel
    /// made from (from screen, to screen, ratio in (0, 1)).
    func filterScene(_ direction: TransitionDirection, progress: Double,
                     running: (_ from: Bitmap, _ to: Bitmap, _ ratio: Double) -> any PixelKernel) -> Scene {
        let (from, to) = screens(direction)
        switch FilterPhase(progress: progress) {
        case .from: return Scene(background: background, kernel: ImageKernel(image: from))
        case .to: return Scene(background: background, kernel: ImageKernel(image: to))
        case let .running(ratio): return Scene(background: background, kernel: running(from, to, ratio))
        }
    }
}

/// Draws a precomputed full-frame image unchanged (the clamped ends, or a per-frame buffer such as
/// the box-blurred screen).
///
/// Invariant: `image` has the frame's size, so each row is one copy of `4·width` bytes.
struct ImageKernel: PixelKernel {
    let image: Bitmap

    func render(row y: Int, into row: UnsafeMutablePointer<UInt8>, width: Int) {
        image.pixels.withUnsafeBufferPointer { pixels in
            row.update(from: pixels.baseAddress! + y &* width &* 4, count: width &* 4)
        }
    }
}

/// An XW filter effect (effects.md §1.7): timer-driven pans, the end-state clamp, `legacy`; a
/// conformer supplies only its demo pans and its running kernel.
protocol XWFilterEffect: TransitionEffect {
    /// True: no end-state clamp (effects.md §10), a finish flashes the start image.
    var legacy: Bool { get }
    /// The demo's pan directions (to, back).
    var pans: (to: SwipeDirection, back: SwipeDirection) { get }
    /// The running filter of `direction` at a ratio in (0, 1).
    func kernel(from: Bitmap, to: Bitmap, ratio: Double, direction: TransitionDirection, in context: EffectContext) -> any PixelKernel
}

extension XWFilterEffect {
    var gesture: GestureTraits { FilterGesture.traits(to: pans.to, back: pans.back, legacy: legacy) }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        context.filterScene(direction, progress: progress) { from, to, ratio in
            kernel(from: from, to: to, ratio: ratio, direction: direction, in: context)
        }
    }
}

/// A filter with XW's `startAngle`/`revers`; by default its pans follow the angle on screen.
protocol AngledFilterEffect: XWFilterEffect {
    var angle: FilterAngle { get }
    init(angle: FilterAngle, legacy: Bool)
}

extension AngledFilterEffect {
    static var parameters: [ParameterSpec] { FilterAngle.parameters + [FilterGesture.legacyParameter] }

    init(_ p: EffectParameters) { self.init(angle: FilterAngle(p), legacy: p.bool("legacy")) }

    var pans: (to: SwipeDirection, back: SwipeDirection) { (FilterAngle.pan(angle.angle(.to)), FilterAngle.pan(angle.angle(.back))) }
}

/// A filter without an angle: `legacy` is its only parameter.
protocol UnangledFilterEffect: XWFilterEffect {
    init(legacy: Bool)
}

extension UnangledFilterEffect {
    static var parameters: [ParameterSpec] { [FilterGesture.legacyParameter] }

    init(_ p: EffectParameters) { self.init(legacy: p.bool("legacy")) }
}

/// A straight band `bandWidth` px wide sweeping across the image along a Core Image angle (on
/// screen (cos a, −sin a)): `m(x, y) = m00 + x·mx + y·my` is the position across the band at the
/// centre of pixel (x, y), `m ≤ 0` where it has passed (target), `m ≥ 1` ahead of it (source).
/// Shared by the Swipe and CopyMachine models (effects.md §7.2).
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

    /// Writes row `y`: copies of the target or source where the band is not, and `inside` for the
    /// band's columns (0 < m < 1, widened by one each side) with the row's m at x = 0 and the
    /// source and target rows. One call per row; `inside` runs the flat per-pixel loop.
    func render(row y: Int, width: Int, source: Bitmap, target: Bitmap, into row: UnsafeMutablePointer<UInt8>,
                inside: (_ columns: Range<Int>, _ first: Double, _ s: UnsafePointer<UInt8>, _ t: UnsafePointer<UInt8>) -> Void) {
        let first = m00 + Double(y) * my
        let last = first + Double(width - 1) * mx
        source.pixels.withUnsafeBufferPointer { sourcePixels in
            target.pixels.withUnsafeBufferPointer { targetPixels in
                let s = sourcePixels.baseAddress! + y &* width &* 4
                let t = targetPixels.baseAddress! + y &* width &* 4
                if min(first, last) >= 1 { row.update(from: s, count: width &* 4); return }
                if max(first, last) <= 0 { row.update(from: t, count: width &* 4); return }
                var lo = 0, hi = width
                if mx != 0 {
                    let a = -first / mx, b = (1 - first) / mx
                    lo = Int(max(0, min(Double(width), min(a, b).rounded(.down))))
                    hi = Int(max(0, min(Double(width), max(a, b).rounded(.up) + 1)))
                }
                let left = first <= 0 ? t : s, right = last <= 0 ? t : s
                row.update(from: left, count: lo &* 4)
                row.advanced(by: hi &* 4).update(from: right.advanced(by: hi &* 4), count: (width &- hi) &* 4)
                inside(lo..<hi, first, s, t)
            }
        }
    }
}
