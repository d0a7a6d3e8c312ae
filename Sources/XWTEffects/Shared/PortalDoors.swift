import XWTEngine
import XWTMotion

/// The portal of VC's `CEPortalAnimationController.m`, copied by XW's `XWCoolAnimator+XWPortal.m`:
/// A splits into two doors that slide apart while B grows from `ZOOM_SCALE` to full size behind
/// them; the back run closes the doors from outside while B shrinks back to `ZOOM_SCALE`.
///
/// Ease-out. Doors are A's halves (contentsRect), each travelling W/2 points. B is scaled about
/// the canvas centre by `s = 0.8 + 0.2·u` (forward: the 0.8-scaled snapshot's frame is set to the
/// full screen, which grows its bounds linearly under the fixed transform) or `1 − 0.2·u` (back:
/// the real B view's transform goes to scale 0.8). Around the shrunken B the container background
/// shows, since neither real A nor real B is drawn full-size there.
enum PortalDoors {
    /// `ZOOM_SCALE`: the size of B, relative to the screen, while the doors are shut.
    static let zoomScale = 0.8

    static func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
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
