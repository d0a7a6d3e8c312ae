import Foundation
import XWTEngine
import XWTMotion

/// VC Cards (`CECardsAnimationController.m`): the new screen slides up from the bottom like a card
/// while the old one tips back, shrinks and dims; reverse the top card slides down and the one
/// beneath comes forward.
///
/// Keyframes in cubic calculation mode (`CubicKeyframeTrack`) inside an overall ease-in-out.
/// `t1` = rotate 15° about X, scale 0.95, perspective −1/900; `t2` = scale 0.8, move up 0.08·H,
/// perspective −1/900. Forward: A → t1 and opacity 0.6 over [0, 0.4], then → t2 (the overlapping
/// [0.2, 0.6] keyframe, sequenced) by 0.6; B from y = H to H − 30 over [0.6, 0.8] and to 0 over
/// [0.8, 1] (the author's stand-in for a spring's overshoot). Reverse: B slides to y = H over
/// [0, 0.5]; A, below it at scale 0.6 and opacity 0.6, → t1 and opacity 1 over [0.35, 0.7], then
/// → identity over [0.75, 1]. Around the shrunken screen the background shows.
struct VCCards: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "vc-cards", library: .vcTransitionsLibrary, family: "Cards",
        summary: "VC Cards: the new screen slides up like a card while the old one tips back, shrinks and dims",
        source: "CECardsAnimationController.m",
        construction: "cubic keyframes: the from screen tilted, scaled and dimmed under a 900-pt perspective, the to screen sliding in y",
        durations: DurationRule(to: 1, back: 1))

    /// Eye distance of `t1` and `t2` (m34 = −1/900), pt.
    static let eyeDistance = 900.0
    /// How far B first rises above the bottom edge before sliding home, pt.
    static let slideStep = 30.0

    init() {}

    init(_ p: EffectParameters) { self.init() }

    var gesture: GestureTraits { .vcHorizontalSwipe }

    /// `firstTransform`: rotate 15° about X, then scale 0.95, then the perspective.
    static let tipped = Transform3D.perspective(eyeDistance: eyeDistance).scaled(0.95, 0.95).rotated(15 * Double.pi / 180, 1, 0, 0)

    /// `secondTransformWithView:`: scale 0.8, then move up 0.08·`height`, then the perspective.
    static func pushedBack(height: Double) -> Transform3D {
        Transform3D.perspective(eyeDistance: eyeDistance).translated(0, -0.08 * height).scaled(0.8, 0.8)
    }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        let u = TimingCurve.easeInOut.value(clampedProgress(progress))
        let h = context.canvas.size.height
        var back = context.screenLayer(context.screenA), card = context.screenLayer(context.screenB)
        let backPose: CubicKeyframeTrack<Transform3D>, backOpacity: CubicKeyframeTrack<Double>, cardY: CubicKeyframeTrack<Double>
        if direction == .to {
            backPose = CubicKeyframeTrack(
                initial: .identity,
                keyframes: [
                    Keyframe(start: 0, end: 0.4, value: Self.tipped), Keyframe(start: 0.2, end: 0.6, value: Self.pushedBack(height: h)),
                ])
            backOpacity = CubicKeyframeTrack(initial: 1, keyframes: [Keyframe(start: 0, end: 0.4, value: 0.6)])
            cardY = CubicKeyframeTrack(
                initial: h,
                keyframes: [
                    Keyframe(start: 0.6, end: 0.8, value: h - Self.slideStep), Keyframe(start: 0.8, end: 1, value: 0),
                ])
        } else {
            backPose = CubicKeyframeTrack(
                initial: .scale(0.6, 0.6),
                keyframes: [
                    Keyframe(start: 0.35, end: 0.7, value: Self.tipped), Keyframe(start: 0.75, end: 1, value: .identity),
                ])
            backOpacity = CubicKeyframeTrack(initial: 0.6, keyframes: [Keyframe(start: 0.35, end: 0.7, value: 1)])
            cardY = CubicKeyframeTrack(initial: 0, keyframes: [Keyframe(start: 0, end: 0.5, value: h)])
        }
        back.transform = backPose.value(at: u)
        back.opacity = backOpacity.value(at: u)
        card.position.y += cardY.value(at: u)
        return Scene(background: context.background, layers: [back, card])
    }
}
