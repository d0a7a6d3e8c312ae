import XWTEngine
import XWTMotion

/// TransitionManager SysMoveIn (`TransitionAnimator+SystemType.m`): `kCATransitionMoveIn`, the new
/// screen slides in from a side over the old one, which stays; the back run is Reveal with the
/// mirrored subtype (the screen slides back off the way it came).
///
/// Pushed in the demo (`TableViewController.m`), popped with a back pan Left|Right. The shift is
/// rounded to whole pixels: no resampling.
/// No fade by default: `fade` is the other reading (`TMSystemTransition.slideFade` says why).
struct TMMoveIn: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "tm-move-in", library: .transitionManager, family: "System",
        summary: "TM SysMoveIn: kCATransitionMoveIn, the new screen slides in over the old one",
        source: "TransitionAnimator+SystemType.m",
        construction: "kernel: A still, B over it shifted by v·Δ·(1 − p), whole pixels, no resampling",
        parameters: TMSlideParameters.specs, durations: DurationRule(backUsesToDuration: true), libraryEffects: 4)

    let slide: TMSlideParameters

    init(_ p: EffectParameters) { slide = TMSlideParameters(p) }

    var gesture: GestureTraits { TMPresentation.push.gesture(slide.side) }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        TMSystemTransition.moveIn(slide.side, fade: slide.fade).scene(direction, presentation: .push, progress: progress, in: context)
    }

    /// B `1 − p` of the screen out toward `side`, over A in place.
    static func frame(_ side: Side, fade: Double, progress p: Double, from: Bitmap, to: Bitmap, in context: EffectContext) -> Scene {
        let span = side.isVertical ? from.height : from.width
        let entry = ScreenShiftKernel.offset(side, pixels: span, fraction: 1 - p)
        let sheets = [
            ScreenShiftKernel.Sheet(image: from, dx: 0, dy: 0),
            ScreenShiftKernel.Sheet(image: to, dx: entry.dx, dy: entry.dy, opacity: 1 - fade * (1 - p)),
        ]
        return Scene(background: context.background, kernel: ScreenShiftKernel(sheets: sheets, background: context.background.premultiplied))
    }
}
