import Foundation
import XWTEngine
import XWTMotion

/// XWFilterAnimator PageCurl (`XWFilterAnimator.m`): CIPageCurlWithShadowTransition with Apple's
/// defaults — the from screen's edge on the side the curl comes from lifts and rolls over a
/// 100-px cylinder that sweeps along the angle, its back (mirrored, lighter) lying on top of the
/// page, the to screen revealed behind the roll with a shadow along it.
///
/// `ratio` = linear progress with XW's end-state clamp; angle as `FilterAngle` (startAngle, + π back
/// when `revers`): at angle 0 the left edge lifts and the roll moves right.
struct FilterPageCurl: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "filter-page-curl", library: .xwTransition, family: "Filter",
        summary: "XWFilter PageCurl: CIPageCurlWithShadowTransition, the old screen rolls up over a 100-px cylinder",
        source: "XWFilterAnimator.m",
        construction: "kernel: the from screen wrapped over a 100-px cylinder moving along the angle, its back and shadow over the to screen",
        parameters: FilterAngle.parameters + [XWFilter.legacy.spec])

    /// Apple's defaults, which XW keeps: inputRadius (image pixels), inputShadowSize, inputShadowAmount.
    static let radius = 100.0
    static let shadowSize = 0.5
    static let shadowAmount = 0.7

    let angle: FilterAngle
    let legacy: Bool

    init(angle: FilterAngle, legacy: Bool) { self.angle = angle; self.legacy = legacy }

    init(_ p: EffectParameters) { self.init(angle: FilterAngle(p), legacy: p[XWFilter.legacy]) }

    /// Timer-driven; the demo's pans follow the angle on screen.
    var gesture: GestureTraits { XWFilter.gesture(angle.pans, legacy: legacy) }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        XWFilter.scene(direction, progress: progress, in: context) { from, to, ratio in
            PageCurlKernel(
                source: from, target: to, angle: angle.angle(direction), ratio: ratio,
                radius: Self.radius, shadowSize: Self.shadowSize, shadowAmount: Self.shadowAmount)
        }
    }
}
