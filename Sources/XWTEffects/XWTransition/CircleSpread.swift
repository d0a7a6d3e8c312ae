import Foundation
import XWTEngine
import XWTMotion

/// XWCircleSpreadAnimator (effects.md §1.3): B on top of A inside a circle whose radius runs
/// linearly between the start radius and the farthest-corner distance.
///
/// Forward `r = r0 + (R − r0)·p`, back `r = R + (r0 − R)·p`; A below, B masked, both ways.
/// The centre is given as a fraction of the canvas so one default fits every screen size.
struct CircleSpread: TransitionEffect {
    static let parameters = [
        ParameterSpec(name: "center", kind: .point, defaultValue: .point(Point(0.5, 0.35)),
                      summary: "circle centre as a fraction of the canvas, (x·W, y·H) pt; default ≈ the demo button at (W/2, H/2 − 100) on a 667-pt screen"),
        ParameterSpec(name: "startRadius", kind: .number(min: 0, max: 10_000), defaultValue: .number(20),
                      summary: "radius of the circle at the start of the forward run, pt (0 is taken as 0.01, as XW does)"),
        ParameterSpec.legacy("no display-link timer, so a release snaps to the end, and a cancel flashes the end state for a frame"),
    ]

    /// Timer-driven completion (legacy: snap and flash); demo back gesture Down. The forward run is
    /// a button tap in the demo, so its gesture is taken as the mirror, Up.
    var gesture: GestureTraits {
        GestureTraits(usesTimer: !legacy, toGesture: .up, backGesture: .down, legacyGlitch: legacy ? .snapAndFlashOnCancel : nil)
    }

    /// Centre in unit canvas coordinates.
    let center: Point
    /// Start radius in points, > 0.
    let startRadius: Double
    let legacy: Bool

    init(_ p: EffectParameters) {
        center = p.point("center")
        legacy = p.bool("legacy")
        let r0 = p.number("startRadius")
        startRadius = r0 == 0 ? 0.01 : r0
    }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        let p = clampedProgress(progress)
        let w = context.canvas.size.width, h = context.canvas.size.height
        let c = Point(center.x * w, center.y * h)
        let farthest = hypot(max(c.x, w - c.x), max(c.y, h - c.y))
        let radius = direction == .to
            ? Double.interpolate(startRadius, farthest, p)
            : Double.interpolate(farthest, startRadius, p)
        var top = context.screenLayer(context.screenB)
        // A circle reaching the farthest corner covers the whole canvas: no mask, no corner fringe.
        top.mask = radius >= farthest ? nil : .circle(center: c, radius: radius)
        return Scene(background: context.background, layers: [context.screenLayer(context.screenA), top])
    }
}
