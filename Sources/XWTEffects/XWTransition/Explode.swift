import XWTEngine
import XWTMotion

/// XWCoolAnimator Explode (`XWCoolAnimator+XWExplode.m`): the from screen bursts into spinning,
/// shrinking, fading tiles — VC's explode model (`ExplodingTiles`) with the real from view
/// hidden, at XW's durations.
struct Explode: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "explode", library: .xwTransition, family: "Cool",
        summary: "XWCool Explode: the old screen bursts into spinning, shrinking, fading tiles",
        source: "XWCoolAnimator+XWExplode.m",
        construction: "the to screen below W/10-pt contentsRect tiles of the from screen, each moved, spun, scaled and faded (seeded)")

    init() {}

    init(_ p: EffectParameters) { self.init() }

    /// UIKit completion; the demo presents with a pan Down and dismisses with a pan Up.
    var gesture: GestureTraits { .xw(timer: false, to: .down, back: .up) }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        ExplodingTiles(fromViewBeneath: false).scene(direction: direction, progress: progress, in: context)
    }
}
