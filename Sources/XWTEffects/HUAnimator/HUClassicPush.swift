import XWTEngine
import XWTMotion

/// HUAnimator's iOS 6 push and pop (`HUTransitionAnimator.m`): the screens slide a full width side
/// by side, the leaving one fading out.
///
/// Push (ease-in): B on top slides in from x = +W while A slides to −W, A's opacity 1 → 0. Pop
/// (ease-out): B on top slides to +W fading out, A below comes back from −W. Geometry in points;
/// D = 0.25 s both ways. Driven by taps only (`HUGestureModel`).
struct HUClassicPush: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "hu-classic", library: .huAnimator, family: "Push",
        summary: "HUAnimator iOS 6 push: the screens slide a full width side by side, the leaving one fading out",
        source: "HUTransitionAnimator.m",
        construction: "A and B translated ±W in one ease-in (push) or ease-out (pop) animation, the leaving screen's opacity 1 → 0",
        durations: DurationRule(to: 0.25, back: 0.25))

    init(_ p: EffectParameters) {}

    var gesture: GestureTraits { .hu }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        let p = clampedProgress(progress)
        return Self.slide(direction: direction, eased: (direction == .to ? TimingCurve.easeIn : .easeOut).value(p), in: context)
    }

    /// The push or pop at eased progress `u`: the to screen slides in over (push) or under (pop)
    /// the from screen, which slides out the other way and fades to 0.
    static func slide(direction: TransitionDirection, eased u: Double, in context: EffectContext) -> Scene {
        let (from, to) = context.screens(direction)
        let w = context.canvas.size.width
        var leaving = context.screenLayer(from)
        var coming = context.screenLayer(to)
        leaving.opacity = 1 - u
        if direction == .to {
            leaving.position.x -= w * u
            coming.position.x += w * (1 - u)
            return Scene(background: context.background, layers: [leaving, coming])
        }
        leaving.position.x += w * u
        coming.position.x -= w * (1 - u)
        return Scene(background: context.background, layers: [coming, leaving])
    }
}

extension GestureTraits {
    /// HUAnimator: no interaction controller; the directions are those a finger would use with a
    /// preset's own `"gesture"` model (push: finger left, pop: finger right).
    static var hu: GestureTraits { GestureTraits(model: HUGestureModel(), toGesture: .left, backGesture: .right) }
}
