import XWTEngine
import XWTMotion

/// XWCoolAnimator VerticalLines (`XWCoolAnimator+XWLines.m`): `CoolLines` cut into full-height
/// 4-pt columns flying alternately up and down by random multiples of the height.
struct CoolVerticalLines: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "cool-vertical-lines", library: .xwTransition, family: "Cool",
        summary: "XWCool VerticalLines: both screens cut into 4-pt columns flying alternately up and down on a spring",
        source: "XWCoolAnimator+XWLines.m",
        construction: "4-pt contentsRect columns of both screens on a UIKit spring (ζ 0.8), seeded offsets ±k·H, k ∈ [1, 4)",
        parameters: [CoolLines.legacySnapshots.spec], durations: DurationRule(backUsesToDuration: true))

    let lines: CoolLines

    init(_ p: EffectParameters) { lines = CoolLines(p, axis: .vertical) }

    var gesture: GestureTraits { lines.gesture }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        lines.scene(direction: direction, progress: progress, in: context)
    }
}
