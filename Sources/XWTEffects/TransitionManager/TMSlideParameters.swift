/// The parameters TransitionManager's sliding system types (Push, MoveIn, Reveal) share: the
/// CATransition subtype and how far a sliding screen fades (`TMSystemTransition.slideFade`).
struct TMSlideParameters {
    /// The declared parameters, in the order the three effects list them.
    static let specs = [TMSystemTransition.subtype.spec, TMSystemTransition.slideFade.spec]

    let side: Side
    /// 0…1: a sliding screen's opacity runs between 1 and 1 − `fade`.
    let fade: Double

    init(_ p: EffectParameters) {
        side = p[TMSystemTransition.subtype]
        fade = p[TMSystemTransition.slideFade]
    }
}
