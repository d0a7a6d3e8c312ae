import XWTEngine
import XWTMotion

/// XWCoolAnimator FoldFromLeft / FoldFromRight (`XWCoolAnimator+XWFold.m`): the from screen folds up
/// like an accordion into one edge while the to screen unfolds from the other — VC's fold model
/// (`AccordionFold`) with XW's `foldCount` (default 4) and its flag F: the to screen unfolds
/// from the left for FoldFromLeft forward and FoldFromRight back.
struct CoolFold: CatalogEffect {
    /// The two edges a fold can come from.
    enum Edge: String, ChoiceParameter {
        case left, right
        var side: Side { self == .left ? .left : .right }
    }

    static let direction = Parameter.choice(
        "direction", default: Edge.left,
        "edge the to screen unfolds from in the forward run: left (FoldFromLeft) or right (FoldFromRight)")
    static let foldCount = Parameter.integer(
        "foldCount", default: 4, range: 1...64,
        "number of folds N (XW foldCount): each screen is cut into 2N strips W/(2N) pt wide")

    static let descriptor = EffectDescriptor(
        id: "cool-fold", library: .xwTransition, family: "Cool",
        summary: "XWCool Fold: the old screen folds up like an accordion into one edge while the new one unfolds from the other",
        source: "XWCoolAnimator+XWFold.m",
        construction: "4N contentsRect strips hinged in valley pairs under a 200-pt container perspective, sliding linearly in eased time",
        parameters: [direction.spec, foldCount.spec], libraryEffects: 2)

    /// Edge the to screen unfolds from in the forward run: `.left` or `.right`.
    let side: Side
    /// N ≥ 1.
    let foldCount: Int

    init(side: Side, foldCount: Int) {
        precondition(side == .left || side == .right, "a fold comes from the left or the right")
        precondition(foldCount >= 1, "at least one fold")
        self.side = side; self.foldCount = foldCount
    }

    init(_ p: EffectParameters) {
        self.init(side: p[Self.direction].side, foldCount: p[Self.foldCount])
    }

    /// Demo: FoldFromLeft forward pan Right, back Left; FoldFromRight the mirror. No timer.
    var gesture: GestureTraits {
        .xw(timer: false, to: side.demoPans.to, back: side.demoPans.back)
    }

    /// XW's flag F: the from screen gathers at the right edge and the to screen unfolds from the left.
    func unfoldsFromLeft(_ direction: TransitionDirection) -> Bool {
        (side == .left) == (direction == .to)
    }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        AccordionFold(unfoldsFromLeft: unfoldsFromLeft(direction), foldCount: foldCount)
            .scene(direction: direction, progress: progress, in: context)
    }
}
