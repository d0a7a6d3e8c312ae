import XWTEngine
import XWTMotion

/// TransitionManager's portal (`TransitionAnimator+Portal.m`), shared by the Normal and Solid
/// effects: two doors, each one half of a screen, slide apart by half the screen or together,
/// over the other screen, which the Solid kind zooms between 0.6 and 1 about the centre.
///
/// Ease-in-out. Open types paint the doors from A (B behind them), Close types from B (A behind),
/// in both directions. `apart` (0 shut, 1 open) is u when the doors open — Open forward, Close
/// back — and 1 − u when they close; the screen behind is scaled 0.6 + 0.4·apart in the Solid
/// kind, with the other screen hidden so the window shows around it. The doors are drawn at the
/// device scale (TM renders them at 1 px per pt). Solid Close's back run ends at scale 1 without
/// the replayed zoom TM removed after an interactive finish (commit b4258bc).
struct TMPortalDoors: Sendable, Hashable {
    enum Mode: String, ChoiceParameter { case open, close }
    enum Axis: String, ChoiceParameter { case horizontal, vertical }

    static let mode = Parameter.choice(
        "mode", default: Mode.open,
        "open (…OpenPortal…: doors of A part over B) or close (…ClosePortal…: doors of B close over A); the back run reverses it")
    static let axis = Parameter.choice(
        "axis", default: Axis.horizontal,
        "horizontal (…PortalHorizontal: left and right doors, pushed: back pan Left|Right) or vertical (top and bottom doors, presented: back pan Down)")

    /// The Solid kind's scale of the screen behind shut doors.
    static let solidScale = 0.6

    let mode: Mode
    let axis: Axis
    /// Solid: the screen behind zooms with the doors.
    let zooms: Bool

    init(_ p: EffectParameters, solid: Bool) {
        mode = p[Self.mode]
        axis = p[Self.axis]
        zooms = solid
    }

    /// Horizontal doors as the demo's push (back pan Left|Right), vertical ones as its present
    /// (back pan Down), so the pan runs along the doors' motion. Solid Open's back run sets the
    /// pushed screen's transform to the 0.6 scale at once, and TM reads the pan in that screen's
    /// coordinates: the percent is travel / (0.6 × size).
    var gesture: GestureTraits {
        let demo = axis == .horizontal ? TMPresentation.push.gesture() : TMPresentation.present.gesture()
        guard zooms && mode == .open, var model = demo.model as? TMGestureModel else { return demo }
        model.viewScale = Self.solidScale
        return GestureTraits(model: model, toGesture: demo.toGesture, backGesture: demo.backGesture)
    }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        let u = TimingCurve.easeInOut.value(clampedProgress(progress))
        let apart = (mode == .open) == (direction == .to) ? u : 1 - u
        let (doorScreen, behindScreen) = mode == .open ? (context.screenA, context.screenB) : (context.screenB, context.screenA)

        var behind = context.screenLayer(behindScreen)
        if zooms {
            let s = Self.behindScale(apart: apart)
            behind.transform = .scale(s, s)
        }
        let w = context.canvas.size.width, h = context.canvas.size.height
        let halves =
            axis == .horizontal
            ? (Rect(x: 0, y: 0, width: w / 2, height: h), Rect(x: w / 2, y: 0, width: w / 2, height: h))
            : (Rect(x: 0, y: 0, width: w, height: h / 2), Rect(x: 0, y: h / 2, width: w, height: h / 2))
        var first = context.sliceLayer(doorScreen, frame: halves.0)
        var second = context.sliceLayer(doorScreen, frame: halves.1)
        let travel = (axis == .horizontal ? w : h) / 2 * apart
        if axis == .horizontal {
            first.position.x -= travel
            second.position.x += travel
        } else {
            first.position.y -= travel
            second.position.y += travel
        }
        return Scene(background: context.background, layers: [behind, first, second])
    }

    /// The Solid kind's scale of the screen behind when the doors stand `apart` (0 shut, 1 open).
    static func behindScale(apart: Double) -> Double {
        solidScale + (1 - solidScale) * apart
    }
}
