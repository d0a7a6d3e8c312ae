import Foundation
import XWTEngine
import XWTMotion

/// VC Turn (`CETurnAnimationController.m`): a 3D card turn — the from screen turns edge-on about
/// its centre line, then the to screen turns in from edge-on, revealing it "on the back".
///
/// Container perspective m34 = −0.002 (eye 500 pt); both views full-screen, anchors centred.
/// f = +1 reverse, −1 forward. Keyframes inside an overall ease-in-out: `[0, 0.5]` from → f·90°,
/// `[0.5, 1]` to −f·90° → 0. `flipDirection` vertical (VC's default) turns about the Y axis,
/// horizontal about the X axis.
struct VCTurn: CatalogEffect {
    /// VC's `CEDirection`.
    enum FlipDirection: String, ChoiceParameter { case vertical, horizontal }

    static let flipDirection = Parameter.choice(
        "flipDirection", default: FlipDirection.vertical,
        "vertical turns about the Y axis (VC's default), horizontal about the X axis")

    static let descriptor = EffectDescriptor(
        id: "vc-turn", library: .vcTransitionsLibrary, family: "Turn",
        summary: "VC Turn: the old screen turns edge-on, then the new one turns in as if on its back",
        source: "CETurnAnimationController.m",
        construction: "both screens rotating ±90° about their centre line in two keyframes under a 500-pt container perspective",
        parameters: [flipDirection.spec], durations: DurationRule(to: 1, back: 1))

    /// The container's sublayer perspective (m34 = −0.002).
    static let eyeDistance = 500.0

    let flipDirection: FlipDirection

    init(_ p: EffectParameters) { flipDirection = p[Self.flipDirection] }

    var gesture: GestureTraits { .vcHorizontalSwipe }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        let u = TimingCurve.easeInOut.value(clampedProgress(progress))
        let (from, to) = context.screens(direction)
        // The completion leaves only the winning view, flat.
        if u == 0 { return Scene(background: context.background, layers: [context.screenLayer(from)]) }
        if u == 1 { return Scene(background: context.background, layers: [context.screenLayer(to)]) }
        let f: Double = direction == .back ? 1 : -1
        let quarter = Double.pi / 2
        let fromAngle = KeyframeTrack(initial: 0.0, keyframes: [Keyframe(start: 0, end: 0.5, value: f * quarter)])
        let toAngle = KeyframeTrack(initial: -f * quarter, keyframes: [Keyframe(start: 0.5, end: 1, value: 0.0)])
        var leaving = context.screenLayer(from), arriving = context.screenLayer(to)
        leaving.transform = rotation(fromAngle.value(at: u))
        arriving.transform = rotation(toAngle.value(at: u))
        return Scene(
            background: context.background, sublayerTransform: .perspective(eyeDistance: Self.eyeDistance),
            layers: [leaving, arriving])
    }

    /// `rotate:` — about Y (vertical) or X (horizontal).
    private func rotation(_ angle: Double) -> Transform3D {
        flipDirection == .vertical ? .rotation(angle, 0, 1, 0) : .rotation(angle, 1, 0, 0)
    }
}
