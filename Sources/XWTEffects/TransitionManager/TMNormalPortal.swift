import XWTEngine
import XWTMotion

/// TransitionManager Normal Portal (`TransitionAnimator+Portal.m`, the Normal…Portal types): the
/// doors of `TMPortalDoors` over the other screen at full size.
struct TMNormalPortal: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "tm-normal-portal", library: .transitionManager, family: "Portal",
        summary: "TransitionManager Normal Portal: the screen splits into two doors that part (open) or close over the other one",
        source: "TransitionAnimator+Portal.m",
        construction: "two contentsRect halves (of A for open, B for close) sliding half the screen apart or together, ease-in-out, over the other screen",
        parameters: [TMPortalDoors.mode.spec, TMPortalDoors.axis.spec], libraryEffects: 4)

    let doors: TMPortalDoors

    init(_ p: EffectParameters) { doors = TMPortalDoors(p, solid: false) }

    var gesture: GestureTraits { doors.gesture }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        doors.scene(direction: direction, progress: progress, in: context)
    }
}
