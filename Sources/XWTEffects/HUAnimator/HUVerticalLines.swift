import XWTEngine
import XWTMotion

/// HUAnimator's VerticalLines (`HUTransitionVerticalLinesAnimator.m`): the shared `SlicedLines` in
/// full-height 4-pt columns flying alternately up and down, with HU's own settings.
///
/// As `HUHorizontalLines`: delayed snapshot of the to screen (0.01 s), a 4.0-s spring (D = 4.01 s),
/// each direction over its own duration.
struct HUVerticalLines: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "hu-vertical-lines", library: .huAnimator, family: "Lines",
        summary: "HUAnimator VerticalLines: both screens cut into 4-pt columns flying alternately up and down on a slow 4-s spring",
        source: "HUTransitionVerticalLinesAnimator.m",
        construction:
            "4-pt contentsRect columns on a UIKit spring (ζ 0.8) after a 0.01-s delay before the to screen is sliced, seeded offsets ±k·H, k ∈ [1, 4)",
        durations: DurationRule(to: 4.01, back: 4.01))

    let toLines: SlicedLines
    let backLines: SlicedLines

    init(_ p: EffectParameters) {
        toLines = SlicedLines(axis: .vertical, duration: p.toDuration, delayedSnapshot: true)
        backLines = SlicedLines(axis: .vertical, duration: p.backDuration, delayedSnapshot: true)
    }

    var gesture: GestureTraits { .hu }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        (direction == .to ? toLines : backLines).scene(direction: direction, progress: progress, in: context)
    }
}
