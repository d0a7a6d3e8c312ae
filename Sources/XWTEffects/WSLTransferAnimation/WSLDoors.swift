import XWTEngine
import XWTMotion

/// WSLTransferAnimation #4, doors (`WSLTransitionAnimationFour.m`): the old page opens like two
/// doors onto the new one; popping closes the previous page's doors over the current one.
///
/// One ease-in-out animation, D = 0.8 s. Push: A's left and right halves (clipping containers)
/// slide apart, left 0 → −W/2, right W/2 → W, uncovering B. Pop: A's halves start outside (left
/// at −W/2, right at W) and slide in to 0 and W/2, closing over B. Geometry in points.
struct WSLDoors: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "wsl-doors", library: .wslTransferAnimation, family: "Doors",
        summary: "WSL doors: the old page splits down the middle and slides open onto the new one; the pop closes it again",
        source: "WSLTransitionAnimationFour.m",
        construction: "A's two contentsRect halves sliding W/2 apart (push) or together (pop) over B, ease-in-out",
        durations: DurationRule(to: 0.8, back: 0.8))

    init(_ p: EffectParameters) {}

    /// WSLTransitionInteractiveFour.m: a pop pan anywhere, |tx| / W; the push is a tap.
    var gesture: GestureTraits { GestureTraits(model: WSLGestureModel(), toGesture: .left, backGesture: .right) }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        let p = clampedProgress(progress)
        let (from, to) = context.screens(direction)
        if p == 0 { return Scene(background: context.background, layers: [context.screenLayer(from)]) }
        if p == 1 { return Scene(background: context.background, layers: [context.screenLayer(to)]) }
        let u = TimingCurve.easeInOut.value(p)
        let size = context.canvas.size, half = size.width / 2
        let open = direction == .to ? u : 1 - u  // how far the doors stand apart, 0…1 of W/2
        var left = context.sliceLayer(context.screenA, frame: Rect(x: 0, y: 0, width: half, height: size.height))
        var right = context.sliceLayer(context.screenA, frame: Rect(x: half, y: 0, width: half, height: size.height))
        left.position.x -= half * open
        right.position.x += half * open
        return Scene(background: context.background, layers: [context.screenLayer(context.screenB), left, right])
    }
}
