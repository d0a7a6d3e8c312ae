import XWTEngine
import XWTMotion

/// XWCoolAnimator HorizontalLines (`XWCoolAnimator+XWLines.m`): the shared `SlicedLines` cut into
/// full-width 4-pt rows flying sideways by random multiples of the width.
///
/// XW's settings: both directions run over `toDuration` (XW ignores `backDuration`), both screens
/// are sliced up front (XW's fix of HUAnimator's delayed snapshot) unless `legacySnapshots`.
struct CoolHorizontalLines: CatalogEffect {
    /// Also declared by `CoolVerticalLines`.
    static let legacySnapshots = Parameter.flag(
        "legacySnapshots", default: false,
        "reproduce HUAnimator's delayed snapshot of the to screen, which XW fixed: for the first 0.01 s the to screen's slices do not exist yet and nothing moves; the spring then runs from 0.01 s to D"
    )

    static let descriptor = EffectDescriptor(
        id: "cool-horizontal-lines", library: .xwTransition, family: "Cool",
        summary: "XWCool HorizontalLines: both screens cut into 4-pt rows that fly sideways and settle with a springy wobble",
        source: "XWCoolAnimator+XWLines.m",
        construction: "4-pt contentsRect rows of both screens on a UIKit spring (ζ 0.8), seeded offsets k·W, k ∈ [1, 8)",
        parameters: [legacySnapshots.spec], durations: DurationRule(backUsesToDuration: true))

    let lines: SlicedLines

    init(_ p: EffectParameters) {
        lines = SlicedLines(axis: .horizontal, duration: p.toDuration, delayedSnapshot: p[Self.legacySnapshots])
    }

    /// Non-timer; demo pans Left (to) / Right (back).
    var gesture: GestureTraits { .xw(timer: false, to: .left, back: .right) }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        lines.scene(direction: direction, progress: progress, in: context)
    }
}
