import XWTEngine
import XWTMotion

/// XWCoolAnimator PageMiddleFlip FromLeft/Right/Top/Bottom (`XWCoolAnimator+XWMiddlePageFlip.m`):
/// one half of the from screen turns over the centre line like a book — VC's flip model
/// (`MiddleFlip`) extended to the top and bottom halves. The back run lifts the mirrored side.
struct PageMiddleFlip: CatalogEffect {
    static let direction = Parameter.side("direction", "the half that lifts in the forward run: left, right, top or bottom")
    static let legacy = Parameter.legacy("without the 0.001 update, a cancel with percent < 0 flashes the end state for a frame")

    static let descriptor = EffectDescriptor(
        id: "page-middle-flip", library: .xwTransition, family: "Cool",
        summary: "XWCool MiddlePageFlip: one half of the page turns over the centre line like a book",
        source: "XWCoolAnimator+XWMiddlePageFlip.m",
        construction: "four contentsRect halves under a 500-pt container perspective, gradient shadows on the turning halves",
        parameters: [direction.spec, legacy.spec], libraryEffects: 4)

    let side: Side
    let legacy: Bool

    init(_ p: EffectParameters) {
        side = p[Self.direction]
        legacy = p[Self.legacy]
    }

    var gesture: GestureTraits {
        .xw(timer: false, to: side.demoPans.to, back: side.demoPans.back, legacyGlitch: legacy ? .flashOnNegativeCancel : nil)
    }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        MiddleFlip(side: direction == .to ? side : side.mirrored).scene(direction: direction, progress: progress, in: context)
    }
}
