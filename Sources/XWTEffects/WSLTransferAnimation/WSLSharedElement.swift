import XWTEngine
import XWTMotion

/// WSLTransferAnimation #2, the shared-element push and pop (`WSLTransitionAnimationTwo.m`): the
/// cell's image and subtitle fly to the destination's image and title.
///
/// Push (UIKit spring ζ 0.5, v0 2.0 over D = 0.5 s): B appears at once on top, its image and title
/// hidden, while snapshots of the cell's elements fly from their rectangles on A to their
/// counterparts on B (origin and size with the spring, overshooting ≈ 16 %). Pop (ease-in-out,
/// 0.5 s): A is laid over B with the cell's elements still hidden, under a black overlay fading
/// 1 → 0, and snapshots of B's elements fly back (WSL's destination page is black, so the overlay
/// continues it; over another page the first frame turns black). The originals are filled with
/// the colour around them (the shared frame-tween backdrop), under the controls floating over
/// them (`EffectContext.controlsA/B`: sibling views, which hiding the image leaves). WSL snapshots the image and label
/// views alone, so the flying snapshots are cut from the screens' content without the controls
/// floating over it (`EffectContext.elementsA/B`). Geometry in points.
struct WSLSharedElement: CatalogEffect {
    static let pairs = Parameter.rectPairs(
        "pairs", default: mockScreenElements,
        "shared elements matched by index, [rectangle on A, rectangle on B], each [x, y, w, h]; default: the Weibo grid's fifth photo → the viewer's photo, at 375 × 667"
    )

    static let descriptor = EffectDescriptor(
        id: "wsl-shared-element", library: .wslTransferAnimation, family: "SharedElement",
        summary: "WSL shared-element push: the cell's image and subtitle spring into the new page's image and title; the pop flies them back through black",
        source: "WSLTransitionAnimationTwo.m",
        construction:
            "B (push) or A under a fading black overlay (pop) with the originals filled, one flying snapshot layer per element on a spring (ζ 0.5, v0 2) or ease-in-out",
        parameters: [pairs.spec], durations: DurationRule(to: 0.5, back: 0.5),
        defaultScreens: DefaultScreens(from: "weibo-grid", to: "weibo-viewer"))

    /// The `weibo-grid` screen's fifth photo (`photo-5`) → the `weibo-viewer`'s photo, as in WSL's
    /// demo (a photo cell into a photo page), 375 × 667 pt.
    static let mockScreenElements = [RectPair(WSLPhotoViewer.gridPhoto5, Rect(x: 0, y: (667 - 375) / 2, width: 375, height: 375))]
    /// The push's spring damping ratio and initial velocity (whole distances per second).
    static let damping = 0.5, velocity = 2.0

    let elements: [RectPair]
    let spring: Spring

    init(_ p: EffectParameters) {
        elements = p[Self.pairs]
        spring = Spring(damping: Self.damping, initialVelocity: Self.velocity, duration: p.toDuration)
    }

    /// WSLTransitionInteractiveTwo.m: a pop pan anywhere, |tx| / W; the push is a tap.
    var gesture: GestureTraits { GestureTraits(model: WSLGestureModel(), toGesture: .left, backGesture: .right) }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        let p = clampedProgress(progress)
        let (from, to) = context.screens(direction)
        if p == 0 { return Scene(background: context.background, layers: [context.screenLayer(from)]) }
        if p == 1 { return Scene(background: context.background, layers: [context.screenLayer(to)]) }
        let holes = { (screen: Bitmap, controls: Bitmap?, rects: [Rect]) in
            rects.map { CrossFadeKernel.Hole(covering: $0, of: screen, canvas: context.canvas, overlay: controls) }
        }
        let onA = elements.map(\.first), onB = elements.map(\.second)
        if direction == .to {
            let u = spring.value(p)
            let page = CrossFadeKernel(
                from: context.screenA, to: context.screenB, background: context.background.premultiplied,
                fromAlpha: 0, toAlpha: 1, fromHoles: [], toHoles: holes(context.screenB, context.controlsB, onB))
            return Scene(
                background: context.background, kernel: page,
                layers: zip(onA, onB).map { snapshot(of: context.elementsA, $0.0, flyingTo: $0.1, at: u, in: context) })
        }
        let u = TimingCurve.easeInOut.value(p)
        let list = CrossFadeKernel(
            from: context.screenB, to: context.screenA, background: context.background.premultiplied,
            fromAlpha: 0, toAlpha: 1, fromHoles: [], toHoles: holes(context.screenA, context.controlsA, onA))
        var overlay = Layer(frame: context.bounds, content: .color(.black))
        overlay.opacity = 1 - u
        return Scene(
            background: context.background, kernel: list,
            layers: [overlay] + zip(onB, onA).map { snapshot(of: context.elementsB, $0.0, flyingTo: $0.1, at: u, in: context) })
    }

    /// The snapshot of `screen`'s element at `start`, its frame `u` of the way to `end`.
    private func snapshot(of screen: Bitmap, _ start: Rect, flyingTo end: Rect, at u: Double, in context: EffectContext) -> Layer {
        var layer = context.sliceLayer(screen, frame: start)
        let frame = MagicMove.frame(from: start, to: end, at: u)
        layer.bounds = frame.size
        layer.position = Point(frame.minX + frame.width / 2, frame.minY + frame.height / 2)
        return layer
    }
}
