import XWTEngine
import XWTMotion

/// XWCoolAnimator Portal (`XWCoolAnimator+XWPortal.m`, after VC's `CEPortalAnimationController.m`): A splits into two doors that slide
/// apart while B grows from 0.8 to full size behind them; the back run closes the doors from
/// outside while B shrinks back to 0.8.
///
/// Ease-out. Doors are A's halves (contentsRect), each travelling W/2 points. B is scaled about
/// the canvas centre by `s = 0.8 + 0.2·u` (forward: XW sets the 0.8-scaled snapshot's frame to
/// the full screen, which grows its bounds linearly under the fixed transform) or `1 − 0.2·u`
/// (back: the real B view's transform goes to scale 0.8). Around the shrunken B the container
/// background shows, since neither real A nor real B is drawn full-size there.
struct CoolPortal: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "cool-portal", library: .xwTransition, family: "Cool",
        summary: "XWCool Portal: the old screen opens like two doors while the new one grows from 0.8 behind them",
        source: "XWCoolAnimator+XWPortal.m",
        construction: "A's contentsRect halves sliding W/2 apart (ease-out) over B scaled 0.8 → 1 about the centre")

    /// VC's `ZOOM_SCALE`: the size of B, relative to the screen, while the doors are shut.
    static let zoomScale = 0.8

    init() {}

    init(_ p: EffectParameters) { self.init() }

    /// Demo: forward pan Down, back pan Up; UIKit completion (no timer).
    var gesture: GestureTraits { .xw(timer: false, to: .down, back: .up) }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        let u = TimingCurve.easeOut.value(clampedProgress(progress))
        // How far the doors are open (and B grown), 0…1, in forward terms.
        let open = direction == .to ? u : 1 - u
        let w = context.canvas.size.width, h = context.canvas.size.height

        var behind = context.screenLayer(context.screenB)
        let scale = Self.scale(open: open)
        behind.transform = .scale(scale, scale)

        let travel = w / 2 * open
        var leftDoor = context.sliceLayer(context.screenA, frame: Rect(x: 0, y: 0, width: w / 2, height: h))
        var rightDoor = context.sliceLayer(context.screenA, frame: Rect(x: w / 2, y: 0, width: w / 2, height: h))
        leftDoor.position.x -= travel
        rightDoor.position.x += travel
        return Scene(background: context.background, layers: [behind, leftDoor, rightDoor])
    }

    /// B's scale about the centre when the doors are `open` (0 = shut, 1 = fully apart).
    static func scale(open: Double) -> Double {
        zoomScale + (1 - zoomScale) * open
    }
}
