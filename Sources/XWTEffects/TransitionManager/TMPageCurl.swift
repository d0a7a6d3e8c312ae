import Foundation
import XWTEngine
import XWTMotion

/// TransitionManager SysPageCurl (`TransitionAnimator+SystemType.m`): the private `pageCurl`
/// CATransition (UIView's curl up), the old screen lifting at the subtype's edge and rolling
/// away over a cylinder to uncover the new one; the back run is PageUnCurl (same subtype for
/// left/right, the mirrored one for top/bottom, as TM pairs them), which rewinds it on both axes
/// under the reading `TMPageUnCurl` documents (`uncurl` parameter).
///
/// Our model (Apple's private type is closed): the shared cylinder curl (`PageCurlKernel`, the
/// model of XW's PageCurl filter) sweeping linearly away from the subtype's edge, radius 50 pt,
/// shadow as the filter's. Pushed in the demo (`TableViewController.m`), popped with a back pan
/// Left|Right.
struct TMPageCurl: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "tm-page-curl", library: .transitionManager, family: "System",
        summary: "TM SysPageCurl: the private pageCurl CATransition, the old screen curls up and away from a side",
        source: "TransitionAnimator+SystemType.m",
        construction: "kernel: the shared cylinder curl (radius 50 pt) of the from screen rolling away from the subtype's edge over the to screen",
        parameters: [TMSystemTransition.subtype.spec, TMPageUnCurl.reading.spec], durations: DurationRule(backUsesToDuration: true), libraryEffects: 4)

    /// Curl radius in points (the filter's 100 px at 2 px per point).
    static let radius = 50.0

    let side: Side
    /// How the back run's PageUnCurl reads its subtype.
    let reading: UncurlReading

    init(_ p: EffectParameters) {
        side = p[TMSystemTransition.subtype]
        reading = p[TMPageUnCurl.reading]
    }

    var gesture: GestureTraits { TMPresentation.push.gesture(side) }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        TMSystemTransition.pageCurl(side, reading).scene(direction, presentation: .push, progress: progress, in: context)
    }

    /// The page `from` rolled a fraction `p` of the way, lifting at `side`, over `to`.
    static func frame(_ side: Side, progress p: Double, from: Bitmap, to: Bitmap, in context: EffectContext) -> Scene {
        Scene(background: context.background, kernel: curl(page: from, under: to, rollingToward: side.mirrored, ratio: p, in: context))
    }

    /// The shared curl of `page` over `under`, its roll moving toward `toward` (Core Image angles,
    /// y up: on screen the sweep is (cos a, −sin a)), `ratio` of the way across.
    static func curl(page: Bitmap, under: Bitmap, rollingToward toward: Side, ratio: Double, in context: EffectContext) -> PageCurlKernel {
        let angle: Double
        switch toward {
        case .right: angle = 0
        case .left: angle = Double.pi
        case .top: angle = Double.pi / 2
        case .bottom: angle = -Double.pi / 2
        }
        return PageCurlKernel(
            source: page, target: under, angle: angle, ratio: ratio, radius: radius * context.canvas.scale,
            shadowSize: FilterPageCurl.shadowSize, shadowAmount: FilterPageCurl.shadowAmount)
    }
}
