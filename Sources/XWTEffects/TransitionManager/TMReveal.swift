import XWTEngine
import XWTMotion

/// TransitionManager SysReveal (`TransitionAnimator+SystemType.m`): `kCATransitionReveal`, the old
/// screen slides away toward the side opposite the subtype, uncovering the new one beneath; the
/// back run is MoveIn with the mirrored subtype (the screen slides back over).
///
/// Pushed in the demo (`TableViewController.m`), popped with a back pan Left|Right. The shift is
/// rounded to whole pixels: no resampling.
/// No fade by default: `fade` is the other reading (`TMSystemTransition.slideFade` says why).
struct TMReveal: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "tm-reveal", library: .transitionManager, family: "System",
        summary: "TM SysReveal: kCATransitionReveal, the old screen slides off uncovering the new one",
        source: "TransitionAnimator+SystemType.m",
        construction: "kernel: B still, A over it shifted by −v·Δ·p, whole pixels, no resampling",
        parameters: TMSlideParameters.specs, durations: DurationRule(backUsesToDuration: true), libraryEffects: 4)

    let slide: TMSlideParameters

    init(_ p: EffectParameters) { slide = TMSlideParameters(p) }

    var gesture: GestureTraits { TMPresentation.push.gesture(slide.side) }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        TMSystemTransition.reveal(slide.side, fade: slide.fade).scene(direction, presentation: .push, progress: progress, in: context)
    }

    /// A `p` of the screen out toward the side opposite `side`, over B in place.
    static func frame(_ side: Side, fade: Double, progress p: Double, from: Bitmap, to: Bitmap, in context: EffectContext) -> Scene {
        let span = side.isVertical ? from.height : from.width
        let out = ScreenShiftKernel.offset(side.mirrored, pixels: span, fraction: p)
        let sheets = [
            ScreenShiftKernel.Sheet(image: to, dx: 0, dy: 0),
            ScreenShiftKernel.Sheet(image: from, dx: out.dx, dy: out.dy, opacity: 1 - fade * p),
        ]
        return Scene(background: context.background, kernel: ScreenShiftKernel(sheets: sheets, background: context.background.premultiplied))
    }
}
