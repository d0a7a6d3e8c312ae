import XWTEngine
import XWTMotion

/// TransitionManager Solid Portal (`TransitionAnimator+Portal.m`, the Solid…Portal types): the
/// doors of `TMPortalDoors` over the other screen zooming between 0.6 (doors shut) and 1 (open),
/// with the window around it.
struct TMSolidPortal: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "tm-solid-portal", library: .transitionManager, family: "Portal",
        summary: "TransitionManager Solid Portal: two doors part or close while the screen behind zooms between 0.6 and 1",
        source: "TransitionAnimator+Portal.m",
        construction: "two contentsRect halves (of A for open, B for close) sliding half the screen, ease-in-out, over the other screen "
            + "scaled 0.6 + 0.4 × how far the doors stand apart",
        parameters: [TMPortalDoors.mode.spec, TMPortalDoors.axis.spec], libraryEffects: 4)

    let doors: TMPortalDoors

    init(_ p: EffectParameters) { doors = TMPortalDoors(p, solid: true) }

    var gesture: GestureTraits { doors.gesture }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        doors.scene(direction: direction, progress: progress, in: context)
    }
}
