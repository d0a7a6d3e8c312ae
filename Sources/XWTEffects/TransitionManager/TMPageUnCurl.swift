import XWTEngine
import XWTMotion

/// TransitionManager SysPageUnCurl (`TransitionAnimator+SystemType.m`): the private `pageUnCurl`
/// CATransition (UIView's curl down), the new screen unrolling down onto the old one from the
/// subtype's edge; the back run is PageCurl (same subtype for left/right, the mirrored one for
/// top/bottom, as TM pairs them).
///
/// Our model (Apple's private type is closed): the page curl of `TMPageCurl` played backwards with
/// the new screen as the page — it comes in rolled up at the subtype's edge and flattens across the
/// old one. Pushed in the demo (`TableViewController.m`), popped with a back pan Left|Right.
struct TMPageUnCurl: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "tm-page-uncurl", library: .transitionManager, family: "System",
        summary: "TM SysPageUnCurl: the private pageUnCurl CATransition, the new screen uncurls down over the old one",
        source: "TransitionAnimator+SystemType.m",
        construction: "kernel: the shared cylinder curl (radius 50 pt) played backwards, the to screen unrolling from the subtype's edge",
        parameters: [TMSystemTransition.subtype.spec], durations: DurationRule(backUsesToDuration: true))

    let side: Side

    init(_ p: EffectParameters) { side = p[TMSystemTransition.subtype] }

    var gesture: GestureTraits { TMPresentation.push.gesture(side) }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        TMSystemTransition.pageUnCurl(side).scene(direction, presentation: .push, progress: progress, in: context)
    }

    /// The page `to` still rolled `1 − p` of the way, its `side` edge down first, over `from`.
    static func frame(_ side: Side, progress p: Double, from: Bitmap, to: Bitmap, in context: EffectContext) -> Scene {
        Scene(background: context.background, kernel: TMPageCurl.curl(page: to, under: from, rollingToward: side, ratio: 1 - p, in: context))
    }
}
