import XWTEngine
import XWTMotion

/// TransitionManager SysPush (`TransitionAnimator+SystemType.m`): `kCATransitionPush`, the new
/// screen pushes the old one out, both moving linearly; the back run is Push with the mirrored
/// subtype (FromRight ↔ FromLeft, FromTop ↔ FromBottom).
///
/// Pushed in the demo (`TableViewController.m`), popped with a back pan Left|Right. The shift is
/// rounded to whole pixels, so every frame is the two screens side by side, unresampled.
/// No fade by default: `fade` is the other reading (`TMSystemTransition.slideFade` says why).
struct TMPush: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "tm-push", library: .transitionManager, family: "System",
        summary: "TM SysPush: kCATransitionPush, the new screen pushes the old one out from a side",
        source: "TransitionAnimator+SystemType.m",
        construction: "kernel: A shifted by −v·Δ·p and B by v·Δ·(1 − p), whole pixels, no resampling",
        parameters: TMSlideParameters.specs, durations: DurationRule(backUsesToDuration: true), libraryEffects: 4)

    let slide: TMSlideParameters

    init(_ p: EffectParameters) { slide = TMSlideParameters(p) }

    var gesture: GestureTraits { TMPresentation.push.gesture(slide.side) }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        TMSystemTransition.push(slide.side, fade: slide.fade).scene(direction, presentation: .push, progress: progress, in: context)
    }

    /// A moved `p` of the screen toward the opposite side, B entering from `side` right behind it.
    static func frame(_ side: Side, fade: Double, progress p: Double, from: Bitmap, to: Bitmap, in context: EffectContext) -> Scene {
        let span = side.isVertical ? from.height : from.width
        let out = ScreenShiftKernel.offset(side.mirrored, pixels: span, fraction: p)
        let entry = ScreenShiftKernel.offset(side, pixels: span, fraction: 1)
        let sheets = [
            ScreenShiftKernel.Sheet(image: from, dx: out.dx, dy: out.dy, opacity: 1 - fade * p),
            ScreenShiftKernel.Sheet(image: to, dx: entry.dx + out.dx, dy: entry.dy + out.dy, opacity: 1 - fade * (1 - p)),
        ]
        return Scene(background: context.background, kernel: ScreenShiftKernel(sheets: sheets, background: context.background.premultiplied))
    }
}
