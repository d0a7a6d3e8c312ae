import Foundation
import XWTEngine
import XWTMotion

/// XWCoolAnimator PageFlip (`XWCoolAnimator+XWPageFlip.m`): a snapshot of A, hinged on its left edge, turns
/// −90° about Y (its free right edge swinging toward the viewer) and darkens to black, revealing
/// B, which starts solid black and brightens.
///
/// Container perspective m34 = −0.002 (eye 500 pt). Ease-in-out. The two shadows are solid black
/// layers: `shadowA` inside the page (opacity = f), `shadowB` inside B (opacity = 1 − f), where f
/// is the fraction of the forward turn. The back run starts from the forward end state (page
/// edge-on, shadows swapped) and returns every property to its start, so f = 1 − u there.
struct CoolPageFlip: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "cool-page-flip", library: .xwTransition, family: "Cool",
        summary: "XWCool PageFlip: the old screen turns like a page about its left edge, darkening, over a new screen brightening from black",
        source: "XWCoolAnimator+XWPageFlip.m",
        construction: "A's snapshot hinged on its left edge turning −90° about Y under a 500-pt perspective; black shadow layers inside A and B")

    /// The container's sublayer perspective (m34 = −0.002).
    static let eyeDistance = 500.0
    /// The page's rotation about Y at the end of the forward run, radians.
    static let finalAngle = -Double.pi / 2

    init() {}

    init(_ p: EffectParameters) { self.init() }

    /// Demo: forward pan Left, back pan Right; UIKit completion (no timer).
    var gesture: GestureTraits { .xw(timer: false, to: .left, back: .right) }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        let u = TimingCurve.easeInOut.value(clampedProgress(progress))
        let turned = direction == .to ? u : 1 - u

        var below = context.screenLayer(context.screenB)
        below.sublayers = [shadow(over: below, opacity: 1 - turned)]

        var page = context.screenLayer(context.screenA)
        page.setAnchorKeepingFrame(Point(0, 0.5))
        page.transform = .rotation(Self.finalAngle * turned, 0, 1, 0)
        page.sublayers = [shadow(over: page, opacity: turned)]

        return Scene(
            background: context.background, sublayerTransform: .perspective(eyeDistance: Self.eyeDistance),
            layers: [below, page])
    }

    /// A solid black overlay covering `layer` (XW's gradient with two opaque black stops).
    private func shadow(over layer: Layer, opacity: Double) -> Layer {
        var overlay = Layer(
            frame: Rect(x: 0, y: 0, width: layer.bounds.width, height: layer.bounds.height),
            content: .color(.black))
        overlay.opacity = opacity
        return overlay
    }
}
