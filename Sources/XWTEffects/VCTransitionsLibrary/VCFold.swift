import XWTEngine
import XWTMotion

/// VC Fold (`CEFoldAnimationController.m`): the from screen folds up like an accordion into the
/// right edge while the to screen unfolds from the left; reverse the mirror (`AccordionFold`
/// with flag `!reverse`, which XW copies). VC's `folds` defaults to 2. VC also puts each to-strip
/// snapshot in a view of the to view's background colour; opaque screens cover it entirely.
struct VCFold: CatalogEffect {
    static let folds = Parameter.integer(
        "folds", default: 2, range: 1...64,
        "number of folds N (VC folds): each screen is cut into 2N strips W/(2N) pt wide")

    static let descriptor = EffectDescriptor(
        id: "vc-fold", library: .vcTransitionsLibrary, family: "Fold",
        summary: "VC Fold: the old screen folds up like paper into one edge while the new one unfolds from the other",
        source: "CEFoldAnimationController.m",
        construction: "4N contentsRect strips hinged in valley pairs under a 200-pt container perspective, sliding linearly in eased time",
        parameters: [folds.spec], durations: DurationRule(to: 1, back: 1))

    /// N ≥ 1.
    let folds: Int

    init(_ p: EffectParameters) { folds = p[Self.folds] }

    var gesture: GestureTraits { .vcHorizontalSwipe }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        AccordionFold(unfoldsFromLeft: direction == .to, foldCount: folds).scene(direction: direction, progress: progress, in: context)
    }
}
