import Foundation
import XWTEngine
import XWTMotion

/// TransitionManager RotationPresent (`TransitionAnimator+RotationPresent.m`): a snapshot of B
/// swings up over A like a clock hand pivoting one screen height below the bottom edge; the back
/// run swings it on to the other side.
///
/// The card is B's snapshot with anchor (0.5, 2) and frame = the screen, so it pivots about
/// (W/2, 2H). Forward: affine rotation −90° (FromLeft: the card starts far left) or +90°
/// (FromRight) → 0 on a UIKit spring ζ 0.7, v0 1/0.7 over the duration (it overshoots a few
/// degrees). Back: 0 → +90° (FromLeft) or −90° (FromRight), ease-in-out. Angles clockwise on
/// screen. Real B lies under A throughout the forward run; A lies over B in the back run.
struct TMRotationPresent: CatalogEffect {
    enum From: String, ChoiceParameter { case left, right }

    static let direction = Parameter.choice(
        "direction", default: From.left,
        "the side the new screen swings in from: left (RotationPresentFromLeft) or right (FromRight); the back run swings it out the other side")

    static let descriptor = EffectDescriptor(
        id: "tm-rotation-present", library: .transitionManager, family: "RotationPresent",
        summary: "TransitionManager RotationPresent: the new screen swings up over the old one like a clock hand pivoting below the screen",
        source: "TransitionAnimator+RotationPresent.m",
        construction: "B's snapshot rotating about (W/2, 2H): ±90° → 0 on a UIKit spring (ζ 0.7, v0 1/0.7), back 0 → ∓90° ease-in-out, over A",
        parameters: [direction.spec], libraryEffects: 2)

    /// The card's anchor: its pivot lies one screen height below the bottom edge.
    static let pivotAnchor = Point(0.5, 2)
    /// TM's spring damping ratio; its initial velocity is the reciprocal.
    static let springDamping = 0.7

    let from: From
    let spring: Spring

    init(_ p: EffectParameters) {
        from = p[Self.direction]
        spring = Spring(damping: Self.springDamping, initialVelocity: 1 / Self.springDamping, duration: p.toDuration)
    }

    /// Demo present: back pan Down.
    var gesture: GestureTraits { TMPresentation.present.gesture() }

    /// The forward run's start angle (radians, clockwise on screen): −π/2 from the left, +π/2 from the right.
    var startAngle: Double { from == .left ? -Double.pi / 2 : Double.pi / 2 }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        let p = clampedProgress(progress)
        let angle =
            direction == .to
            ? startAngle * (1 - TimingCurve.spring(spring).value(p))
            : -startAngle * TimingCurve.easeInOut.value(p)
        return Scene(
            background: context.background,
            layers: [context.screenLayer(context.screenA), Self.card(context.screenB, angle: angle, in: context)])
    }

    /// B's snapshot turned `angle` radians (clockwise on screen) about its pivot (W/2, 2H).
    static func card(_ screen: Bitmap, angle: Double, in context: EffectContext) -> Layer {
        var card = context.screenLayer(screen)
        card.setAnchorKeepingFrame(pivotAnchor)
        card.transform = .rotation(angle, 0, 0, 1)
        return card
    }
}
