import XWTEngine
import XWTMotion

/// How PageUnCurl reads its subtype, which only a device settles (Apple's type is private).
///
/// `rewind` (default) is the reading TM's own pairing implies: TM pops a PageCurl with the
/// PageUnCurl of the same left/right subtype and the mirrored top/bottom one
/// (`TransitionAnimator+SystemType.m`) so that the pop undoes the push, which holds on both axes
/// only if PageUnCurl(s) is PageCurl played backwards — of s for left/right, of the mirrored s for
/// top/bottom. `landingEdge` reads every subtype as the edge where the page lands first; under it
/// the vertical pops still rewind but the horizontal ones bring the old screen back from the edge
/// it left by.
enum UncurlReading: String, ChoiceParameter {
    case rewind
    case landingEdge = "landing-edge"
}

/// TransitionManager SysPageUnCurl (`TransitionAnimator+SystemType.m`): the private `pageUnCurl`
/// CATransition (UIView's curl down), the new screen unrolling down onto the old one; the back run
/// is PageCurl (same subtype for left/right, the mirrored one for top/bottom, as TM pairs them).
///
/// Our model (Apple's private type is closed): the page curl of `TMPageCurl` played backwards with
/// the new screen as the page. Under the default `rewind` reading a top (bottom) subtype lands the
/// page's top (bottom) edge first and a right (left) subtype its left (right) edge first, so each
/// run is PageCurl's with the pairing above run backwards. Pushed in the demo
/// (`TableViewController.m`), popped with a back pan Left|Right.
struct TMPageUnCurl: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "tm-page-uncurl", library: .transitionManager, family: "System",
        summary: "TM SysPageUnCurl: the private pageUnCurl CATransition, the new screen uncurls down over the old one",
        source: "TransitionAnimator+SystemType.m",
        construction: "kernel: the shared cylinder curl (radius 50 pt) played backwards, the to screen unrolling onto the from screen",
        parameters: [TMSystemTransition.subtype.spec, reading.spec], durations: DurationRule(backUsesToDuration: true), libraryEffects: 4)

    static let reading = Parameter.choice(
        "uncurl", default: UncurlReading.rewind,
        "how pageUnCurl reads its subtype (a device fact): rewind (PageCurl played backwards under TM's pairing, so every pop "
            + "undoes its push) or landing-edge (the page lands at the subtype's edge first; horizontal pops then do not rewind)")

    let side: Side
    let reading: UncurlReading

    init(_ p: EffectParameters) {
        side = p[TMSystemTransition.subtype]
        reading = p[Self.reading]
    }

    var gesture: GestureTraits { TMPresentation.push.gesture(side) }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        TMSystemTransition.pageUnCurl(side, reading).scene(direction, presentation: .push, progress: progress, in: context)
    }

    /// The page `to` still rolled `1 − p` of the way over `from`, its roll running back toward the
    /// edge it lands at last.
    static func frame(_ side: Side, reading: UncurlReading, progress p: Double, from: Bitmap, to: Bitmap, in context: EffectContext) -> Scene {
        let toward = reading == .rewind && !side.isVertical ? side.mirrored : side
        return Scene(background: context.background, kernel: TMPageCurl.curl(page: to, under: from, rollingToward: toward, ratio: 1 - p, in: context))
    }
}
