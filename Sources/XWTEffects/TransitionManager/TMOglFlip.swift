import Foundation
import XWTEngine
import XWTMotion

/// TransitionManager SysOglFlip (`TransitionAnimator+SystemType.m`): the private `oglFlip`
/// CATransition (UIView's flip transition), the screen turning over like a card to show the new
/// one on its back; the back run is OglFlip with the mirrored subtype.
///
/// Our model (Apple's private type is closed): the screen turns linearly through 180° about its
/// vertical axis (horizontal for top/bottom), the subtype's edge swinging toward the viewer first,
/// under a perspective of eye distance 2·E (E = the width, or the height for top/bottom), scaled
/// about its centre so the nearer edge never grows past the screen (as UIView's flip keeps the card
/// inside its container); A shows while the turn is under 90°, then B, unmirrored. The background
/// shows round the card. The card dims toward edge-on as UIKit's flip does: a black veil of
/// opacity `shading`·(1 − |cos θ|) over it (Lambert shading under a light at the eye; how dark
/// the device gets is not published, so `shading` sets it, 0 = no dimming). Pushed in the demo
/// (`TableViewController.m`), popped with a back pan Left|Right.
struct TMOglFlip: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "tm-ogl-flip", library: .transitionManager, family: "System",
        summary: "TM SysOglFlip: the private oglFlip CATransition, the screen flips over like a card",
        source: "TransitionAnimator+SystemType.m",
        construction:
            "one screen layer turning 180° about its centre line, eye distance 2·E, scaled to keep the near edge inside the screen, "
            + "under a black veil of shading·(1 − |cos θ|); A then B",
        parameters: [TMSystemTransition.subtype.spec, shading.spec], durations: DurationRule(backUsesToDuration: true), libraryEffects: 4)

    static let shading = Parameter.number(
        "shading", default: 1, unit: .none, range: 0...1,
        "how dark the card gets edge-on: a black veil of shading × (1 − |cos θ|) (1: Lambert shading, light at the eye; 0: none)")

    /// Eye distance of the card's perspective, in card extents across the axis.
    static let eyeDistance = 2.0

    let side: Side
    let shading: Double

    init(_ p: EffectParameters) {
        side = p[TMSystemTransition.subtype]
        shading = p[Self.shading]
    }

    var gesture: GestureTraits { TMPresentation.push.gesture(side) }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        TMSystemTransition.oglFlip(side, shading: shading).scene(direction, presentation: .push, progress: progress, in: context)
    }

    /// The card turned `180°·p`, veiled by `shading`·(1 − |cos θ|).
    static func frame(_ side: Side, shading: Double, progress p: Double, from: Bitmap, to: Bitmap, in context: EffectContext) -> Scene {
        let size = context.canvas.size
        let extent = side.isVertical ? size.height : size.width
        let eye = Self.eyeDistance * extent
        // About Y a positive angle sends the right edge away, about X it brings the bottom edge
        // closer: the right (top) edge comes forward with a negative angle.
        let sign: Double = side == .right || side == .top ? -1 : 1
        let axis: (x: Double, y: Double) = side.isVertical ? (1, 0) : (0, 1)
        let angle = sign * Double.pi * p
        let frontShows = p < 0.5
        // The near edge at depth (E/2)·|sin θ| would show 1/(1 − that/eye) times larger.
        let fit = 1 - extent / 2 * abs(sin(angle)) / eye
        var card = context.screenLayer(frontShows ? from : to)
        card.transform = Transform3D.rotation(frontShows ? angle : angle - sign * Double.pi, axis.x, axis.y, 0)
            .concatenating(.perspective(eyeDistance: eye))
            .concatenating(.scale(fit, fit))
        let veil = shading * (1 - abs(cos(angle)))
        guard veil > 0 else { return Scene(background: context.background, layers: [card]) }
        var shade = Layer(frame: context.bounds, content: .color(.black))
        shade.transform = card.transform
        shade.opacity = veil
        return Scene(background: context.background, layers: [card, shade])
    }
}
