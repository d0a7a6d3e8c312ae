import XWTEngine
import XWTMotion

/// HUAnimator's HorizontalLines (`HUTransitionHorizontalLinesAnimator.m`): the shared `SlicedLines`
/// in full-width 4-pt rows, with HU's own settings.
///
/// HU's settings (what XW's CoolHorizontalLines changed): the to screen is snapshotted after an
/// empty 0.01-s animation (its rows appear late and nothing moves before), the spring lasts
/// 4.70 s (D = 4.71 s), and each direction runs over its own duration.
struct HUHorizontalLines: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "hu-horizontal-lines", library: .huAnimator, family: "Lines",
        summary: "HUAnimator HorizontalLines: both screens cut into 4-pt rows flying sideways on a slow 4.7-s spring (the original of XW's lines)",
        source: "HUTransitionHorizontalLinesAnimator.m",
        construction: "4-pt contentsRect rows on a UIKit spring (ζ 0.8) after a 0.01-s delay before the to screen is sliced, seeded offsets k·W, k ∈ [1, 8)",
        durations: DurationRule(to: 4.71, back: 4.71))

    let toLines: SlicedLines
    let backLines: SlicedLines

    init(_ p: EffectParameters) {
        toLines = SlicedLines(axis: .horizontal, duration: p.toDuration, delayedSnapshot: true)
        backLines = SlicedLines(axis: .horizontal, duration: p.backDuration, delayedSnapshot: true)
    }

    var gesture: GestureTraits { .hu }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        (direction == .to ? toLines : backLines).scene(direction: direction, progress: progress, in: context)
    }
}
