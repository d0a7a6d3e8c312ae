import XWTEngine
import XWTMotion

/// XWCoolAnimator VerticalLines (`XWCoolAnimator+XWLines.m`): the shared `SlicedLines` cut into
/// full-height 4-pt columns flying alternately up and down by random multiples of the height.
///
/// XW's settings as for `CoolHorizontalLines`: `toDuration` both ways, up-front snapshots unless
/// `legacySnapshots`.
struct CoolVerticalLines: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "cool-vertical-lines", library: .xwTransition, family: "Cool",
        summary: "XWCool VerticalLines: both screens cut into 4-pt columns flying alternately up and down on a spring",
        source: "XWCoolAnimator+XWLines.m",
        construction: "4-pt contentsRect columns of both screens on a UIKit spring (ζ 0.8), seeded offsets ±k·H, k ∈ [1, 4)",
        parameters: [CoolHorizontalLines.legacySnapshots.spec], durations: DurationRule(backUsesToDuration: true))

    let lines: SlicedLines

    init(_ p: EffectParameters) {
        lines = SlicedLines(axis: .vertical, duration: p.toDuration, delayedSnapshot: p[CoolHorizontalLines.legacySnapshots])
    }

    /// Non-timer; demo pans Down (to) / Up (back).
    var gesture: GestureTraits { .xw(timer: false, to: .down, back: .up) }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        lines.scene(direction: direction, progress: progress, in: context)
    }
}
