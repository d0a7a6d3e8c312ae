import Foundation
import XWTEngine
import XWTMotion

/// XWDrawerAnimator (`XWDrawerAnimator.m`): B slides in from one side until `d` points of it show,
/// over (plain, flip) or under (parallax) a snapshot of A that stays, scales, slides or tilts.
///
/// One UIKit keyframe animation: overall ease-in-out, keyframes linear inside it. The back run
/// starts from the forward end pose and returns every layer to its start. Geometry in points.
struct Drawer: CatalogEffect {
    enum Style: String, ChoiceParameter { case plain, parallax, flip }

    static let direction = Parameter.side("direction", "side the drawer comes from: left, right, top or bottom")
    static let distance = Parameter.number(
        "distance", default: 0, unit: .points, range: 0...10_000,
        "how far the drawer comes in (0 = the full width or height)")
    static let style = Parameter.choice(
        "style", default: Style.plain,
        "plain, parallax (QQ: A slides d, B only d/2) or flip (Taobao: A tilts back and shrinks)")
    static let scaleRatio = Parameter.number(
        "scaleRatio", default: 1, unit: .none, range: 0.1...1,
        "final scale of A's snapshot; flip: 1 keeps XW's steps 0.95/0.8, k sets min(1, k+0.15)/max(0.1, k)")

    static let descriptor = EffectDescriptor(
        id: "drawer", library: .xwTransition, family: "Drawer",
        summary: "XWDrawer: a drawer slides in from one side (plain, QQ parallax or Taobao flip)",
        source: "XWDrawerAnimator.m",
        construction: "B sliding in over (plain, flip) or under (parallax) A's snapshot, which scales, slides or tilts in two keyframes",
        parameters: [direction.spec, distance.spec, style.spec, scaleRatio.spec], endpointLaw: .endsInPose)

    /// Keyframe split of the flip style: `[0, 0.35]` → T1, `[0.35, 1]` → T2.
    static let flipSplit = 0.35
    /// Eye distance of the flip's own perspective (m34 = −1/900), pt.
    static let flipEyeDistance = 900.0

    let side: Side
    let distance: Double
    let style: Style
    let scaleRatio: Double

    init(_ p: EffectParameters) {
        side = p[Self.direction]
        distance = p[Self.distance]
        style = p[Self.style]
        scaleRatio = p[Self.scaleRatio]
    }

    /// Demo: Left drawer → forward pan Right, back pan Left (and so on per side).
    var gesture: GestureTraits {
        .xw(timer: false, to: side.demoPans.to, back: side.demoPans.back)
    }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        let u = TimingCurve.easeInOut.value(clampedProgress(progress))
        let length = side.isVertical ? context.canvas.size.height : context.canvas.size.width
        // XW's signed distance Dv, parallax distance pd and side sign.
        let sign: Double = side == .left || side == .top ? -1 : 1
        let travel = sign * (distance == 0 ? length : distance)
        let parallax = style == .parallax ? travel / 2 : 0
        let drawerStart = (length - abs(parallax)) * sign
        let drawerShift = -(travel - parallax)

        let shift = Double.interpolate(0, drawerShift, direction == .to ? u : 1 - u)
        var drawer = context.screenLayer(context.screenB)
        drawer.transform = along(drawerStart + shift)

        var snapshot = context.screenLayer(context.screenA)
        snapshot.transform = snapshotTransform(direction: direction, u: u, travel: travel, canvas: context.canvas.size)
        if style == .parallax {
            return Scene(background: context.background, layers: [drawer, snapshot])
        }
        snapshot.zPosition = -1000
        return Scene(background: context.background, layers: [snapshot, drawer])
    }

    /// A translation by `offset` points along the drawer's axis.
    private func along(_ offset: Double) -> Transform3D {
        side.isVertical ? .translation(0, offset) : .translation(offset, 0)
    }

    /// The snapshot's layer transform at eased time `u`.
    private func snapshotTransform(direction: TransitionDirection, u: Double, travel: Double, canvas: Size) -> Transform3D {
        switch style {
        case .plain, .parallax:
            // UIView transform: scale by scaleRatio, then (parallax) slide a full d away from the drawer.
            let end = Transform3D.scale(scaleRatio, scaleRatio).concatenating(along(style == .parallax ? -travel : 0))
            return direction == .to ? .interpolate(.identity, end, u) : .interpolate(end, .identity, u)
        case .flip:
            let t1 = stepOne()
            let track =
                direction == .to
                ? KeyframeTrack(
                    initial: .identity,
                    keyframes: [
                        Keyframe(start: 0, end: Self.flipSplit, value: t1),
                        Keyframe(start: Self.flipSplit, end: 1, value: stepTwo(after: t1, canvas: canvas)),
                    ])
                : KeyframeTrack(
                    initial: stepTwo(after: t1, canvas: canvas),
                    keyframes: [
                        Keyframe(start: 0, end: Self.flipSplit, value: t1),
                        Keyframe(start: Self.flipSplit, end: 1, value: .identity),
                    ])
            return track.value(at: u)
        }
    }

    /// XW's stepOne/stepTwo scales: 0.95/0.8 unless scaleRatio k was set (k ≠ 1 here).
    private var stepScales: (one: Double, two: Double) {
        scaleRatio == 1 ? (0.95, 0.8) : (min(1, scaleRatio + 0.15), max(0.1, scaleRatio))
    }

    /// T1: tilt 15°·rr about Y (left/right) or X (top/bottom), scale stepOne, perspective 1/900.
    private func stepOne() -> Transform3D {
        let one = stepScales.one
        let ratio = 1 + (0.95 - one) * 3
        let symbol: Double = side == .left || side == .bottom ? 1 : -1
        let angle = 15 * Double.pi / 180 * ratio * symbol
        let axis: (x: Double, y: Double) = side.isVertical ? (1, 0) : (0, 1)
        return Transform3D.rotation(angle, axis.x, axis.y, 0)
            .concatenating(.scale(one, one))
            .concatenating(.perspective(eyeDistance: Self.flipEyeDistance))
    }

    /// T2: scale stepTwo, shift 8 % of the tilted snapshot's frame size (its projected bounding
    /// box under T1, as UIView.frame reports it mid-animation) toward the drawer side, perspective.
    private func stepTwo(after t1: Transform3D, canvas: Size) -> Transform3D {
        let two = stepScales.two
        let hw = canvas.width / 2, hh = canvas.height / 2
        let corners = [(-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)].map { t1.project(Point($0.0, $0.1)) }
        let extent =
            side.isVertical
            ? corners.map(\.y).max()! - corners.map(\.y).min()!
            : corners.map(\.x).max()! - corners.map(\.x).min()!
        let symbol: Double = side == .right || side == .bottom ? -1 : 1
        return Transform3D.scale(two, two)
            .concatenating(along(extent * 0.08 * symbol))
            .concatenating(.perspective(eyeDistance: Self.flipEyeDistance))
    }
}
