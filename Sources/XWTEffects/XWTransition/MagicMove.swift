import XWTEngine
import XWTMotion

/// XWMagicMoveAnimator (`XWMagicMoveAnimator.m`): shared elements fly from their rectangles on the from
/// screen to their counterparts on the to screen while the two screens cross-fade through the
/// background.
///
/// Eased progress `u` (EIO, or XW's spring ζ 0.55, v0 1/0.55 over the direction's duration):
/// from alpha `1 − u`, to alpha `u` on top (both clamped to [0, 1]), so a pixel away from the
/// elements is `u·B + (1 − u)·[(1 − u)·A + u·G]`. On top, one temporary view per element, in
/// order, whose frame runs from the start rectangle to the end rectangle (origin and size linear
/// in `u`, overshooting with the spring) and whose corner radius runs between the pair's radii;
/// it shows the element's own image (the screens' content without floating controls), as XW's
/// imageMode copies the element's image. The originals are hidden on both screens; the controls
/// floating over them (the detail's round buttons, sibling views) stay. Forward: start
/// = the rectangle on A, end = on B; back: the other way round. Geometry in points.
struct MagicMove: CatalogEffect {
    /// One shared element: where it is on screen A and where its counterpart is on screen B, and
    /// its corner radius on each (0: square), pt.
    struct SharedElement: Sendable, Hashable {
        var onA: Rect
        var onB: Rect
        var radiusOnA = 0.0
        var radiusOnB = 0.0
    }

    static let pairs = Parameter.rectPairs(
        "pairs", default: mockScreenElements.map { RectPair($0.onA, $0.onB) },
        "shared elements matched by index, [rectangle on A, rectangle on B], each [x, y, w, h], optionally [radius on A, radius on B] (the flying view's corner radius, pt); default: the list's first avatar → the detail's hero at 375 × 667"
    )
    static let dampingEnable = Parameter.flag(
        "dampingEnable", default: false, "XW dampingEnable: false = ease-in-out; true = UIKit spring ζ 0.55, v0 1/0.55 over the duration (elements overshoot)")
    static let imageMode = Parameter.flag(
        "imageMode", default: false, "XW imageMode: an element that grows shows the crop of its larger (end) rectangle instead of the stretched start snapshot")
    static let hideOriginals = Parameter.flag(
        "hideOriginals", default: true,
        "hide the original elements as XW does: fill each rectangle with its screen's colour just outside it (false = leave the screens as they are)")

    static let descriptor = EffectDescriptor(
        id: "magic-move", library: .xwTransition, family: "MagicMove",
        summary: "XWMagicMove: shared elements fly between their rectangles while the screens cross-fade through the background",
        source: "XWMagicMoveAnimator.m",
        construction: "a cross-fade kernel of A and B through the background with the originals filled, one flying snapshot layer per element",
        parameters: [pairs.spec, dampingEnable.spec, imageMode.spec, hideOriginals.spec])

    /// The XW demo (XWMagicMoveFrom/ToController): a down pan presents, an up pan dismisses;
    /// released pans settle with UIKit's completion.
    var gesture: GestureTraits { .xw(timer: false, to: .down, back: .up) }

    /// XW's spring damping ratio; its initial velocity is the reciprocal.
    static let springDamping = 0.55

    /// The list screen's first avatar → the detail screen's hero image, bundled screens at 375 × 667 pt.
    static let mockScreenElements = [
        SharedElement(onA: Rect(x: 28, y: 175, width: 50, height: 50), onB: Rect(x: 0, y: 0, width: 375, height: 283))
    ]

    /// Matched pairs; empty means XW's "nothing to move" (see `scene`).
    let elements: [SharedElement]
    let imageMode: Bool
    let hideOriginals: Bool
    /// Eased progress of the forward and back runs.
    let toCurve: TimingCurve
    let backCurve: TimingCurve

    init(_ p: EffectParameters) {
        self.init(
            elements: p[Self.pairs].map {
                SharedElement(onA: $0.first, onB: $0.second, radiusOnA: $0.firstRadius, radiusOnB: $0.secondRadius)
            },
            dampingEnable: p[Self.dampingEnable], imageMode: p[Self.imageMode], hideOriginals: p[Self.hideOriginals],
            toDuration: p.toDuration, backDuration: p.backDuration)
    }

    init(
        elements: [SharedElement], dampingEnable: Bool = false, imageMode: Bool = false, hideOriginals: Bool = true,
        toDuration: Double = 0.5, backDuration: Double = 0.5
    ) {
        self.elements = elements
        self.imageMode = imageMode
        self.hideOriginals = hideOriginals
        func curve(_ duration: Double) -> TimingCurve {
            dampingEnable
                ? .spring(Spring(damping: Self.springDamping, initialVelocity: 1 / Self.springDamping, duration: duration))
                : .easeInOut
        }
        toCurve = curve(toDuration)
        backCurve = curve(backDuration)
    }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        let p = clampedProgress(progress)
        let (from, to) = context.screens(direction)
        // XW gives up at once without a pair to move; the script then shows the to screen.
        // At the ends XW's completion has removed the temporary views and unhidden the originals.
        if elements.isEmpty || p == 1 { return Scene(background: context.background, layers: [context.screenLayer(to)]) }
        if p == 0 { return Scene(background: context.background, layers: [context.screenLayer(from)]) }
        let u = (direction == .to ? toCurve : backCurve).value(p)
        let moves: [(start: Rect, end: Rect, startRadius: Double, endRadius: Double)] = elements.map {
            direction == .to ? ($0.onA, $0.onB, $0.radiusOnA, $0.radiusOnB) : ($0.onB, $0.onA, $0.radiusOnB, $0.radiusOnA)
        }
        let (fromElements, toElements) = direction == .to ? (context.elementsA, context.elementsB) : (context.elementsB, context.elementsA)

        let (fromControls, toControls) = context.controls(direction)
        let fade = CrossFadeKernel(
            from: from, to: to, background: context.background.premultiplied,
            fromAlpha: 1 - u, toAlpha: u,
            fromHoles: hideOriginals
                ? moves.map { CrossFadeKernel.Hole(covering: $0.start, of: from, canvas: context.canvas, overlay: fromControls) } : [],
            toHoles: hideOriginals ? moves.map { CrossFadeKernel.Hole(covering: $0.end, of: to, canvas: context.canvas, overlay: toControls) } : [])
        let temporaryViews = moves.map { move in
            var view = snapshot(start: move.start, end: move.end, from: fromElements, to: toElements, context: context)
            let frame = Self.frame(from: move.start, to: move.end, at: u)
            view.bounds = frame.size
            view.position = Point(frame.minX + frame.width / 2, frame.minY + frame.height / 2)
            let radius = max(0, Double.interpolate(move.startRadius, move.endRadius, u))
            if radius > 0 { view.mask = .roundedRect(Rect(x: 0, y: 0, width: frame.width, height: frame.height), radius: radius) }
            return view
        }
        return Scene(background: context.background, kernel: fade, layers: temporaryViews)
    }

    /// The temporary view's content, placed at its crop: XW's snapshot of the start view, or in
    /// image mode, for an element that grows, the crop of its end rectangle on the to screen (the
    /// sharper, larger rendition standing in for the view's full-size image).
    private func snapshot(start: Rect, end: Rect, from: Bitmap, to: Bitmap, context: EffectContext) -> Layer {
        imageMode && end.width * end.height > start.width * start.height
            ? context.sliceLayer(to, frame: end)
            : context.sliceLayer(from, frame: start)
    }

    /// The UIView frame animation at eased progress `u`: origin and size linear, sizes floored at
    /// 0 when a spring overshoots a shrinking element.
    static func frame(from a: Rect, to b: Rect, at u: Double) -> Rect {
        Rect(
            x: Double.interpolate(a.minX, b.minX, u), y: Double.interpolate(a.minY, b.minY, u),
            width: max(0, Double.interpolate(a.width, b.width, u)), height: max(0, Double.interpolate(a.height, b.height, u)))
    }
}
