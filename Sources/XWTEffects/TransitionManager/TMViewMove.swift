import XWTEngine
import XWTMotion

/// TransitionManager ViewMove (`TransitionAnimatorViewMove.m`): a snapshot of a view on A flies
/// from its frame to the frame of a view on B while B fades in over A (Keynote's magic move for
/// one view); the back run flies it home while B fades out over A.
///
/// Eased progress `u`: ease-in-out (ViewNormalMove) or a UIKit spring ζ 0.7, v0 1/0.7 over the
/// direction's duration (ViewSpringMove; the frame overshoots, opacities clamp). Forward: A at
/// opacity 1 − u under B at u. Back: A opaque under B at 1 − u. Both originals are hidden: their
/// rectangles show their surroundings under the screen's floating controls (`controlsA/B`: the
/// detail's round buttons and scrim stay over its hidden hero, as sibling views do on a device);
/// the snapshot of the start view, stretched to a frame whose origin and size are linear in u, is
/// on top of both screens. At the ends the completion has shown
/// the originals again and hidden the snapshot. Geometry in points.
struct TMViewMove: CatalogEffect {
    enum Style: String, ChoiceParameter { case normal, spring }

    static let views = Parameter.rectPairs(
        "views", default: [RectPair(mockScreenStartView, mockScreenEndView)], maxCount: 1,
        "[start view on A, end view on B], each [x, y, w, h]; default: the sunset photo of the photos grid → the detail's hero at 375 × 667")
    static let style = Parameter.choice(
        "style", default: Style.normal, "normal (ViewNormalMove: ease-in-out) or spring (ViewSpringMove: UIKit spring ζ 0.7, v0 1/0.7)")

    static let descriptor = EffectDescriptor(
        id: "tm-view-move", library: .transitionManager, family: "ViewMove",
        summary: "TransitionManager ViewMove: a view's snapshot flies to its place on the new screen while the new screen fades in",
        source: "TransitionAnimatorViewMove.m",
        construction: "a cross-fade kernel of A and B with both views' rectangles filled, the start view's snapshot layer flying between the rectangles",
        parameters: [views.spec, style.spec])

    /// The bundled `photos` screen at 375 × 667 pt: the sunset photo, right tile of the fifth row
    /// (3 columns of (375 − 2·2)/3-pt tiles, 2-pt gaps, the first row starting 0.4 tile above the top).
    static let mockScreenStartView = Rect(x: 371.0 / 3 * 2 + 4, y: 371.0 / 3 * 3.6 + 8, width: 371.0 / 3, height: 371.0 / 3)
    /// The bundled `detail` screen at 375 × 667 pt: the hero image above the content card.
    static let mockScreenEndView = Rect(x: 0, y: 0, width: 375, height: 283)
    /// TM's spring damping ratio; its initial velocity is the reciprocal.
    static let springDamping = 0.7

    let startView: Rect
    let endView: Rect
    let toCurve: TimingCurve
    let backCurve: TimingCurve

    init(_ p: EffectParameters) {
        let pair = p[Self.views][0]
        startView = pair.first
        endView = pair.second
        func curve(_ duration: Double) -> TimingCurve {
            p[Self.style] == .spring
                ? .spring(Spring(damping: Self.springDamping, initialVelocity: 1 / Self.springDamping, duration: duration))
                : .easeInOut
        }
        toCurve = curve(p.toDuration)
        backCurve = curve(p.backDuration)
    }

    /// Demo (`PartViewViewController.m`) push: back pan Left|Right.
    var gesture: GestureTraits { TMPresentation.push.gesture() }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        let p = clampedProgress(progress)
        let (from, to) = context.screens(direction)
        if p == 0 { return Scene(background: context.background, layers: [context.screenLayer(from)]) }
        if p == 1 { return Scene(background: context.background, layers: [context.screenLayer(to)]) }
        let forward = direction == .to
        let u = (forward ? toCurve : backCurve).value(p)
        let a = context.screenA, b = context.screenB
        let fade = CrossFadeKernel(
            from: a, to: b, background: context.background.premultiplied,
            fromAlpha: forward ? 1 - u : 1, toAlpha: forward ? u : 1 - u,
            fromHoles: [CrossFadeKernel.Hole(covering: startView, of: a, canvas: context.canvas, overlay: context.controlsA)],
            toHoles: [CrossFadeKernel.Hole(covering: endView, of: b, canvas: context.canvas, overlay: context.controlsB)])
        var snapshot = context.sliceLayer(a, frame: startView)
        let frame = forward ? Self.frame(from: startView, to: endView, at: u) : Self.frame(from: endView, to: startView, at: u)
        snapshot.bounds = frame.size
        snapshot.position = Point(frame.minX + frame.width / 2, frame.minY + frame.height / 2)
        return Scene(background: context.background, kernel: fade, layers: [snapshot])
    }

    /// The UIView frame tween at eased progress `u`: origin and size linear, sizes floored at 0
    /// when a spring overshoots a shrinking view.
    static func frame(from a: Rect, to b: Rect, at u: Double) -> Rect {
        Rect(
            x: Double.interpolate(a.minX, b.minX, u), y: Double.interpolate(a.minY, b.minY, u),
            width: max(0, Double.interpolate(a.width, b.width, u)), height: max(0, Double.interpolate(a.height, b.height, u)))
    }
}
