import XWTEngine
import XWTMotion

/// UIKit's stock full-screen modal presentation (`UIModalTransitionStyle.coverVertical`, the
/// default style before iOS 13's sheets): the presented screen slides up from the bottom edge over
/// the presenting one, which stays put; dismissal slides it back down.
///
/// Present: B y: +H → 0 over A, unmoved; dismiss: the same run backwards. The geometry is Apple's
/// documentation of `coverVertical` ("its view slides up from the bottom of the screen. On
/// dismissal, the view slides back down"). The curve (UIView's default ease-in-out) and the
/// 0.5-s duration are a model: Apple documents neither and no measurement is published;
/// reimplementations differ (FluidInterfaceKit's `modalIdiom`: a 0.6-s critically damped spring).
/// No dimming or shadow: a full-screen presentation covers A edge to edge. There is no pan (a
/// full-screen presentation has no interactive dismissal). Geometry in points.
struct UIKitModal: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "uikit-modal", library: .uiKit, family: "Modal",
        summary: "UIKit modal presentation: the new screen slides up from the bottom over the old one (cover vertical, full screen)",
        source: "UIViewController.present (UIModalTransitionStyle.coverVertical)",
        construction: "B translated +H ↔ 0 over A, ease-in-out",
        durations: DurationRule(to: 0.5, back: 0.5))

    init(_ p: EffectParameters) {}

    /// Taps present and dismiss; every pan is refused.
    var gesture: GestureTraits { GestureTraits(model: UIKitModalModel(), toGesture: .up, backGesture: .down) }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        let p = clampedProgress(progress)
        let (from, to) = context.screens(direction)
        if p == 0 { return Scene(background: context.background, layers: [context.screenLayer(from)]) }
        if p == 1 { return Scene(background: context.background, layers: [context.screenLayer(to)]) }
        // How far B has come up: 1 when it covers the screen.
        let covered = direction == .to ? TimingCurve.easeInOut.value(p) : 1 - TimingCurve.easeInOut.value(p)
        var top = context.screenLayer(context.screenB)
        top.position.y += context.canvas.size.height * (1 - covered)
        return Scene(background: context.background, layers: [context.screenLayer(context.screenA), top])
    }
}
