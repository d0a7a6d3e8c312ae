import XWTEngine
import XWTMotion

/// XWCoolAnimator Portal (`XWCoolAnimator+XWPortal.m`): A opens like two doors over B growing
/// from 0.8 — VC's portal model (`PortalDoors`) unchanged, at XW's durations.
struct CoolPortal: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "cool-portal", library: .xwTransition, family: "Cool",
        summary: "XWCool Portal: the old screen opens like two doors while the new one grows from 0.8 behind them",
        source: "XWCoolAnimator+XWPortal.m",
        construction: "A's contentsRect halves sliding W/2 apart (ease-out) over B scaled 0.8 → 1 about the centre")

    init() {}

    init(_ p: EffectParameters) { self.init() }

    /// Demo: forward pan Down, back pan Up; UIKit completion (no timer).
    var gesture: GestureTraits { .xw(timer: false, to: .down, back: .up) }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        PortalDoors.scene(direction: direction, progress: progress, in: context)
    }
}
