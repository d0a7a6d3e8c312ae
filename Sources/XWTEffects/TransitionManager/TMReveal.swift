import XWTEngine
import XWTMotion

/// TransitionManager SysReveal (`TransitionAnimator+SystemType.m`): `kCATransitionReveal`, the old
/// screen slides away toward the side opposite the subtype, uncovering the new one beneath; the
/// back run is MoveIn with the mirrored subtype (the screen slides back over).
///
/// Pushed in the demo (`TableViewController.m`), popped with a back pan Left|Right. The shift is
/// rounded to whole pixels: no resampling.
struct TMReveal: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "tm-reveal", library: .transitionManager, family: "System",
        summary: "TM SysReveal: kCATransitionReveal, the old screen slides off uncovering the new one",
        source: "TransitionAnimator+SystemType.m",
        construction: "kernel: B still, A over it shifted by −v·Δ·p, whole pixels, no resampling",
        parameters: [TMSystemTransition.subtype.spec], durations: DurationRule(backUsesToDuration: true), libraryEffects: 4)

    let side: Side

    init(_ p: EffectParameters) { side = p[TMSystemTransition.subtype] }

    var gesture: GestureTraits { TMPresentation.push.gesture(side) }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        TMSystemTransition.reveal(side).scene(direction, presentation: .push, progress: progress, in: context)
    }

    /// A `p` of the screen out toward the side opposite `side`, over B in place.
    static func frame(_ side: Side, progress p: Double, from: Bitmap, to: Bitmap, in context: EffectContext) -> Scene {
        let span = side.isVertical ? from.height : from.width
        let out = ScreenShiftKernel.offset(side.mirrored, pixels: span, fraction: p)
        let sheets = [
            ScreenShiftKernel.Sheet(image: to, dx: 0, dy: 0),
            ScreenShiftKernel.Sheet(image: from, dx: out.dx, dy: out.dy),
        ]
        return Scene(background: context.background, kernel: ScreenShiftKernel(sheets: sheets, background: context.background.premultiplied))
    }
}
