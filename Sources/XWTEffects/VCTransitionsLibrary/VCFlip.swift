import XWTEngine
import XWTMotion

/// VC Flip (`CEFlipAnimationController.m`): a page flip over the vertical centre line — forward
/// the from screen's left half lifts toward the viewer and the to screen's right half lands;
/// reverse the mirror (`MiddleFlip` Left / Right, which XW's MiddlePageFlip copies).
struct VCFlip: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "vc-flip", library: .vcTransitionsLibrary, family: "Flip",
        summary: "VC Flip: the left half of the page turns over the centre line like a book (back: the right half)",
        source: "CEFlipAnimationController.m",
        construction: "four contentsRect halves under a 500-pt container perspective, gradient shadows on the turning halves",
        durations: DurationRule(to: 1, back: 1))

    init() {}

    init(_ p: EffectParameters) { self.init() }

    var gesture: GestureTraits { .vcHorizontalSwipe }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        MiddleFlip(side: direction == .to ? .left : .right).scene(direction: direction, progress: progress, in: context)
    }
}
