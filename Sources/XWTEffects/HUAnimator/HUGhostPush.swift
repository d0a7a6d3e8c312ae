import XWTEngine
import XWTMotion

/// HUAnimator's Ghost push (`HUTransitionGhostAnimator.m`): a snapshot of A ("the ghost") jiggles
/// right and left and fades for the first third of the run, then `HUClassicPush`'s push plays.
///
/// As coded, the ghost sits *below* the real A, so it only shows where A is transparent. Ghost
/// phase (first 1/3 of D, 0.1 of 0.3 s): one keyframe animation, overall ease-in-out, linear
/// segments — x 0 → +25 pt by 0.3, → −75 pt by 0.7, then held; opacity 1 → 0 over the phase (the
/// two x keyframes both start at 0 in the source; modelled as sequential). Push phase (2/3 of
/// D): the classic push, ease-in. Pop: the classic pop over the whole D, ease-out.
struct HUGhostPush: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "hu-ghost", library: .huAnimator, family: "Push",
        summary: "HUAnimator Ghost: a snapshot of the old screen jiggles and fades beneath it, then the iOS 6 push",
        source: "HUTransitionGhostAnimator.m",
        construction: "A's snapshot under A keyframed ±x and faded over the first third (seen where A is transparent), then the classic push",
        durations: DurationRule(to: 0.3, back: 0.3))

    /// Share of the push run the ghost takes (0.1 of 0.3 s).
    static let ghostShare = 1.0 / 3
    /// The ghost's x keyframes (overall ease-in-out, linear inside), pt.
    static let ghostTrack = KeyframeTrack(
        initial: 0.0,
        keyframes: [
            Keyframe(start: 0, end: 0.3, value: 25.0),
            Keyframe(start: 0.3, end: 0.7, value: -75.0),
        ])

    init(_ p: EffectParameters) {}

    var gesture: GestureTraits { .hu }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        let p = clampedProgress(progress)
        guard direction == .to else { return HUClassicPush.slide(direction: .back, eased: TimingCurve.easeOut.value(p), in: context) }
        if p >= Self.ghostShare {
            return HUClassicPush.slide(direction: .to, eased: TimingCurve.easeIn.value((p - Self.ghostShare) / (1 - Self.ghostShare)), in: context)
        }
        let g = TimingCurve.easeInOut.value(p / Self.ghostShare)
        var ghost = context.screenLayer(context.screenA)
        ghost.position.x += Self.ghostTrack.value(at: g)
        ghost.opacity = 1 - g
        var incoming = context.screenLayer(context.screenB)
        incoming.position.x += context.canvas.size.width
        return Scene(background: context.background, layers: [ghost, context.screenLayer(context.screenA), incoming])
    }
}
