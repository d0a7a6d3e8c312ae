import XWTEngine
import XWTMotion

/// The spring modal of the custom-transition tutorial ("PresentAnimation" / "DismissAnimation"):
/// the presented screen springs up from below and is dismissed by sliding down, or by a pan.
///
/// Present: B, on top of A (which does not move), from one screen height below to its final frame
/// on a UIKit spring ζ 0.6, v0 0 over D = 0.8 s (the linear curve option passed with it is ignored
/// by springs): it overshoots ≈ 9.5 % of H upward, showing A below it, and settles. Dismiss: B slides
/// down by H over D = 0.4 s, ease-in-out, A behind it. Geometry in points.
///
/// `legacy` reproduces the tutorial's earlier code, which the seed article ("自定义转场详解(一)", a
/// walk through onevcat's introduction) corrects step by step: `finish-on-release` is its first
/// `panGestureAction:` (any release dismisses); `complete-after-cancel` keeps the `shouldComplete`
/// fix but the first `DismissAnimation` completion, `completeTransition:YES` whatever happened.
/// UIKit documents that argument as "the transition completed and the new view controller is now
/// displayed", so after a cancelled pan it records the dismissal while the reversed animation has
/// put the modal back in place. What the screen shows then is a model, from reports of such stuck
/// transitions: the modal stays where the reversal left it and nothing on it responds, so later
/// pans and taps change nothing (`GestureModel.freezesAfterCancel`).
struct SpringModal: CatalogEffect {
    enum Legacy: String, ChoiceParameter {
        case none
        case finishOnRelease = "finish-on-release"
        case completeAfterCancel = "complete-after-cancel"
    }

    static let legacy = Parameter.choice(
        "legacy", default: Legacy.none,
        "none (the article's final code), finish-on-release (its first pan handler: any release dismisses) or complete-after-cancel (completeTransition:YES after a cancelled pan: the modal stays and nothing responds again)"
    )

    static let descriptor = EffectDescriptor(
        id: "spring-modal", library: .springModalTutorial, family: "SpringModal",
        summary: "Spring modal: the new screen springs up from below (damping 0.6) and slides back down to dismiss, by tap or a pan past 150 pt",
        source: "PresentAnimation / DismissAnimation / PanInteractiveTransition (the tutorial's classes)",
        construction: "B translated from +H on a UIKit spring (ζ 0.6, v0 0) over A; dismissed +H with ease-in-out",
        parameters: [legacy.spec], durations: DurationRule(to: 0.8, back: 0.4))

    /// The present's spring damping ratio (initial velocity 0).
    static let damping = 0.6

    let spring: Spring
    let glitch: SpringModalGestureModel.Glitch?

    init(_ p: EffectParameters) {
        spring = Spring(damping: Self.damping, initialVelocity: 0, duration: p.toDuration)
        glitch = SpringModalGestureModel.Glitch(rawValue: p[Self.legacy].rawValue)
    }

    /// The tutorial's pan-to-dismiss (down); the present is a button tap.
    var gesture: GestureTraits {
        GestureTraits(model: SpringModalGestureModel(threshold: 0.5, glitch: glitch), toGesture: .up, backGesture: .down)
    }

    /// B's offset below its final frame as a fraction of H at linear progress `p`.
    func drop(direction: TransitionDirection, progress p: Double) -> Double {
        direction == .to ? 1 - spring.value(p) : TimingCurve.easeInOut.value(p)
    }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        let p = clampedProgress(progress)
        var modal = context.screenLayer(context.screenB)
        modal.position.y += drop(direction: direction, progress: p) * context.canvas.size.height
        return Scene(background: context.background, layers: [context.screenLayer(context.screenA), modal])
    }
}
