import XWTEngine
import XWTMotion

/// VC Explode (`CEExplodeAnimationController.m`): the from screen, cut into W/10 tiles, flies apart
/// over the to screen — each tile drifts ±100 pt, spins ±10 rad, shrinks to 0.01 and fades
/// (`ExplodingTiles`, which XW copies). Unlike XW, the real from view is sent to the back
/// under the to view rather than hidden.
struct VCExplode: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "vc-explode", library: .vcTransitionsLibrary, family: "Explode",
        summary: "VC Explode: the old screen bursts into spinning, shrinking, fading tiles",
        source: "CEExplodeAnimationController.m",
        construction:
            "the from screen at the back, the to screen over it, W/10-pt contentsRect tiles of the from screen moved, spun, scaled and faded (seeded)",
        durations: DurationRule(to: 1, back: 1))

    init() {}

    init(_ p: EffectParameters) { self.init() }

    var gesture: GestureTraits { .vcHorizontalSwipe }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        ExplodingTiles(fromViewBeneath: true).scene(direction: direction, progress: progress, in: context)
    }
}
