import XWTEngine
import XWTMotion

/// UIKit's stock navigation push and pop: the new screen slides in from the right over the old
/// one, which moves left with parallax under a dimming view, B casting a soft shadow on it.
///
/// Push: B x: +W → 0; A x: 0 → −0.3·W; a black view over A, alpha 0 → 0.1; a 4-pt shadow left of
/// B's edge (black, opacity 0.2, fading outwards). Pop: the same run backwards. Curve ease-in-out
/// when tapped, linear when a finger drives it (the popped view follows the finger). The numbers
/// are the published reimplementation SloppySwiper's (`SSWAnimator.m`: parallax −0.3·W "matches
/// the one used in the pop animation in iOS 7.1", dimming 0.1, shadow 4 pt at 0.2, "approximated"
/// duration 0.3 s); the curve is UIView's default ease-in-out [model: UIKit's own push curve is
/// not documented]. Geometry in points.
struct UIKitPush: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "uikit-push", library: .uiKit, family: "Navigation",
        summary: "UIKit push: the new screen slides in from the right over the old one, which drifts left under a dimming view",
        source: "UINavigationController (numbers: SloppySwiper SSWAnimator.m)",
        construction: "B translated +W ↔ 0 with a 4-pt edge shadow over A translated 0 ↔ −0.3·W under a black view at alpha 0 ↔ 0.1",
        durations: DurationRule(to: 0.3, back: 0.3))

    /// The covered screen's offset as a fraction of the width, its dimming, and B's edge shadow.
    static let parallax = 0.3
    static let dimming = 0.1
    static let shadowWidth = 4.0
    static let shadowOpacity = 0.2

    init(_ p: EffectParameters) {}

    /// UIKit's edge swipe pops; pushes are taps.
    var gesture: GestureTraits { GestureTraits(model: UIKitEdgeModel(), toGesture: .left, backGesture: .right) }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        scene(direction: direction, progress: progress, drive: .animated, in: context)
    }

    func scene(direction: TransitionDirection, progress: Double, drive: TransitionDrive, in context: EffectContext) -> Scene {
        let p = clampedProgress(progress)
        let (from, to) = context.screens(direction)
        if p == 0 { return Scene(background: context.background, layers: [context.screenLayer(from)]) }
        if p == 1 { return Scene(background: context.background, layers: [context.screenLayer(to)]) }
        let u = drive == .interactive ? p : TimingCurve.easeInOut.value(p)
        // How far B has come in: 1 when it covers the screen.
        let covered = direction == .to ? u : 1 - u
        let size = context.canvas.size
        var below = context.screenLayer(context.screenA)
        below.position.x -= size.width * Self.parallax * covered
        var dim = Layer(frame: Rect(x: 0, y: 0, width: size.width, height: size.height), content: .color(.black))
        dim.opacity = Self.dimming * covered
        var top = context.screenLayer(context.screenB)
        let edge = size.width * (1 - covered)
        top.position.x += edge
        let shadow = Layer(
            frame: Rect(x: edge - Self.shadowWidth, y: 0, width: Self.shadowWidth, height: size.height),
            content: .gradient(
                AxialGradient(
                    start: Point(0, 0.5), end: Point(1, 0.5),
                    colors: [.clear, Color(red: 0, green: 0, blue: 0, alpha: Self.shadowOpacity)])))
        return Scene(background: context.background, layers: [below, dim, shadow, top])
    }
}
