import XWTEngine
import XWTMotion

/// XWCoolAnimator HorizontalLines (`XWCoolAnimator+XWLines.m`): `CoolLines` cut into full-width
/// 4-pt rows flying sideways by random multiples of the width.
struct CoolHorizontalLines: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "cool-horizontal-lines", library: .xwTransition, family: "Cool",
        summary: "XWCool HorizontalLines: both screens cut into 4-pt rows that fly sideways and settle with a springy wobble",
        source: "XWCoolAnimator+XWLines.m",
        construction: "4-pt contentsRect rows of both screens on a UIKit spring (ζ 0.8), seeded offsets k·W, k ∈ [1, 8)",
        parameters: [CoolLines.legacySnapshots.spec], durations: DurationRule(backUsesToDuration: true))

    let lines: CoolLines

    init(_ p: EffectParameters) { lines = CoolLines(p, axis: .horizontal) }

    var gesture: GestureTraits { lines.gesture }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        lines.scene(direction: direction, progress: progress, in: context)
    }
}
