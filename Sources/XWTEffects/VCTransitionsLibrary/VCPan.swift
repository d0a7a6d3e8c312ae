import XWTEngine
import XWTMotion

/// VC Pan (`CEPanAnimationController.m`): a horizontal push with half-speed parallax — forward the
/// to screen slides in from the right over the from screen, which drifts half as far left;
/// reverse the to screen drifts back from the left under the from screen sliding out right.
///
/// The library forces a 0.3-s duration (the defaults here) and writes its points for a
/// 320-pt-wide screen (320 and 160). By default they are used as written, as the library runs on
/// any phone: on a wider screen the forward run shows a strip of the incoming screen at once (55 pt
/// on a 375-pt phone) and the reverse run a strip of the leaving one; `literal320` false scales
/// them to the canvas (W and W/2). The ends show what the completion leaves, the from or the to
/// screen alone. Ease-in-out.
struct VCPan: CatalogEffect {
    static let literal320 = Parameter.flag(
        "literal320", default: true,
        "use the source's points for a 320-pt screen (320, 160) as written, as the library does on any phone; false scales them to W and W/2")

    static let descriptor = EffectDescriptor(
        id: "vc-pan", library: .vcTransitionsLibrary, family: "Pan",
        summary: "VC Pan: the new screen slides in from the right while the old one drifts left at half speed",
        source: "CEPanAnimationController.m",
        construction: "the to screen over (forward) or under (reverse) the from screen, sliding 320 and 160 pt (or W and W/2) (ease-in-out)",
        parameters: [literal320.spec], durations: DurationRule(to: 0.3, back: 0.3))

    /// The screen width the source's points are written for.
    static let designWidth = 320.0

    let literal320: Bool

    init(_ p: EffectParameters) { literal320 = p[Self.literal320] }

    var gesture: GestureTraits { .vcHorizontalSwipe }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        let u = TimingCurve.easeInOut.value(clampedProgress(progress))
        let (from, to) = context.screens(direction)
        if u == 0 { return Scene(background: context.background, layers: [context.screenLayer(from)]) }
        if u == 1 { return Scene(background: context.background, layers: [context.screenLayer(to)]) }
        // The source's 320 (a screen width away) and 160 (half of it).
        let away = literal320 ? Self.designWidth : context.canvas.size.width
        var leaving = context.screenLayer(from), arriving = context.screenLayer(to)
        if direction == .to {
            arriving.position.x += Double.interpolate(away, 0, u)
            leaving.position.x += Double.interpolate(0, -away / 2, u)
            return Scene(background: context.background, layers: [leaving, arriving])
        }
        arriving.position.x += Double.interpolate(-away / 2, 0, u)
        leaving.position.x += Double.interpolate(0, away, u)
        return Scene(background: context.background, layers: [arriving, leaving])
    }
}
