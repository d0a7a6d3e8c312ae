import XWTEngine
import XWTMotion

/// VC Portal (`CEPortalAnimationController.m`, `ZOOM_SCALE` 0.8): the from screen parts in the
/// middle like two doors over the to screen growing from 0.8; the reverse run closes the doors
/// from outside while the dismissed screen shrinks to 0.8 (`PortalDoors`, which XW copies).
struct VCPortal: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "vc-portal", library: .vcTransitionsLibrary, family: "Portal",
        summary: "VC Portal: the old screen opens like two doors while the new one grows from 0.8 behind them",
        source: "CEPortalAnimationController.m",
        construction: "A's contentsRect halves sliding W/2 apart (ease-out) over B scaled 0.8 → 1 about the centre",
        durations: DurationRule(to: 1, back: 1))

    init() {}

    init(_ p: EffectParameters) { self.init() }

    var gesture: GestureTraits { .vcHorizontalSwipe }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        PortalDoors.scene(direction: direction, progress: progress, in: context)
    }
}
