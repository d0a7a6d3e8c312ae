import Foundation
import XWTEngine
import XWTMotion

/// XWCircleSpreadAnimator (`XWCircleSpreadAnimator.m`): B on top of A inside a circle whose radius
/// runs linearly between the start radius and the farthest-corner distance.
///
/// Forward `r = r0 + (R − r0)·p`, back `r = R + (r0 − R)·p`; A below, B masked, both ways.
/// The centre is given as a fraction of the canvas so one default fits every screen size.
struct CircleSpread: CatalogEffect {
    static let center = Parameter.point(
        "center", default: Point(0.5, 0.35), unit: .canvasFraction,
        "circle centre (x·W, y·H); default ≈ the demo button at (W/2, H/2 − 100) on a 667-pt screen")
    static let startRadius = Parameter.number(
        "startRadius", default: 20, unit: .points, range: 0...10_000,
        "radius of the circle at the start of the forward run (0 is taken as 0.01, as XW does)")
    static let legacy = Parameter.legacy("no display-link timer, so a release snaps to the end, and a cancel flashes the end state for a frame")

    static let descriptor = EffectDescriptor(
        id: "circle-spread", library: .xwTransition, family: "CircleSpread",
        summary: "XWCircleSpread: the new screen grows inside a circle from a point (shrinks back)",
        source: "XWCircleSpreadAnimator.m",
        construction: "A below, B above under an anti-aliased circle mask whose radius is linear in progress",
        parameters: [center.spec, startRadius.spec, legacy.spec],
        endpointLaw: .startCircle(center: center.spec.name, radius: startRadius.spec.name))

    /// Centre in unit canvas coordinates.
    let center: Point
    /// Start radius in points, > 0.
    let startRadius: Double
    let legacy: Bool

    init(_ p: EffectParameters) {
        center = p[Self.center]
        legacy = p[Self.legacy]
        let r0 = p[Self.startRadius]
        startRadius = r0 == 0 ? 0.01 : r0
    }

    /// Timer-driven completion (legacy: snap and flash); demo back gesture Down. The forward run is
    /// a button tap in the demo, so its gesture is taken as the mirror, Up.
    var gesture: GestureTraits {
        .xw(timer: !legacy, to: .up, back: .down, legacyGlitch: legacy ? .snapAndFlashOnCancel : nil)
    }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        let p = clampedProgress(progress)
        let w = context.canvas.size.width, h = context.canvas.size.height
        let c = Point(center.x * w, center.y * h)
        let farthest = hypot(max(c.x, w - c.x), max(c.y, h - c.y))
        let radius =
            direction == .to
            ? Double.interpolate(startRadius, farthest, p)
            : Double.interpolate(farthest, startRadius, p)
        var top = context.screenLayer(context.screenB)
        // A circle reaching the farthest corner covers the whole canvas: no mask, no corner fringe.
        top.mask = radius >= farthest ? nil : .circle(center: c, radius: radius)
        return Scene(background: context.background, layers: [context.screenLayer(context.screenA), top])
    }
}
