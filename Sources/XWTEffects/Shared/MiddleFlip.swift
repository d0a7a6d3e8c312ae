import Foundation
import XWTEngine
import XWTMotion

/// The book-style flip over the centre line of VC's `CEFlipAnimationController.m` (its Left and
/// Right runs) and XW's `XWCoolAnimator+XWMiddlePageFlip.m` (which adds Top and Bottom): both
/// screens cut in halves at the centre line; one half of the from screen lifts over the spine
/// toward the viewer, then the matching half of the to screen lands on the other side.
///
/// Container perspective m34 = −0.002 (eye 500 pt). Keyframes `[0, 0.5]` (from half → ±90°, its
/// shadow 0 → 1) and `[0.5, 1]` (to half ∓90° → ∓0.001 rad, its shadow 1 → 0) inside an overall
/// ease-in-out. The real views left beneath are always covered by the four opaque halves and are
/// not drawn.
struct MiddleFlip {
    /// The container's sublayer perspective (m34 = −0.002).
    static let eyeDistance = 500.0
    /// The landing angle, radians: a hair off flat so the landed half sorts in front (z > 0).
    static let landingAngle = 0.001
    /// Darkness of the hinge end of the shadow gradients (black α 0 → α 0.5).
    static let shadowAlpha = 0.5

    /// The half of the from screen that lifts in this run.
    let side: Side

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        let u = TimingCurve.easeInOut.value(clampedProgress(progress))
        let (from, to) = context.screens(direction)
        // At rest the four flat halves tile the from screen: drawn whole, without seams at a
        // fractional spine. At the end the completion removes the halves, leaving the to view
        // (the landed half is still 0.001 rad off flat until then).
        if u == 0 { return Scene(background: context.background, layers: [context.screenLayer(from)]) }
        if u == 1 { return Scene(background: context.background, layers: [context.screenLayer(to)]) }
        let w = context.canvas.size.width, h = context.canvas.size.height
        let halves =
            side.isVertical
            ? [Rect(x: 0, y: 0, width: w, height: h / 2), Rect(x: 0, y: h / 2, width: w, height: h / 2)]
            : [Rect(x: 0, y: 0, width: w / 2, height: h), Rect(x: w / 2, y: 0, width: w / 2, height: h)]
        // Left/Top lift the from screen's first half and land the to screen's second half.
        let liftIndex = side == .left || side == .top ? 0 : 1
        let landIndex = 1 - liftIndex
        let sign: Double = side == .left || side == .bottom ? 1 : -1
        let axis: (x: Double, y: Double) = side.isVertical ? (1, 0) : (0, 1)

        let liftAngle = KeyframeTrack(initial: 0.0, keyframes: [Keyframe(start: 0, end: 0.5, value: sign * Double.pi / 2)])
        let liftShadow = KeyframeTrack(initial: 0.0, keyframes: [Keyframe(start: 0, end: 0.5, value: 1.0)])
        let landAngle = KeyframeTrack(
            initial: -sign * Double.pi / 2,
            keyframes: [Keyframe(start: 0.5, end: 1, value: -sign * Self.landingAngle)])
        let landShadow = KeyframeTrack(initial: 1.0, keyframes: [Keyframe(start: 0.5, end: 1, value: 0.0)])

        var toHalves = halves.map { context.sliceLayer(to, frame: $0) }
        var fromHalves = halves.map { context.sliceLayer(from, frame: $0) }
        fromHalves[liftIndex] = hinged(
            fromHalves[liftIndex], hingeAt: landIndex, angle: liftAngle.value(at: u),
            axis: axis, shadow: liftShadow.value(at: u))
        toHalves[landIndex] = hinged(
            toHalves[landIndex], hingeAt: liftIndex, angle: landAngle.value(at: u),
            axis: axis, shadow: landShadow.value(at: u))
        return Scene(
            background: context.background, sublayerTransform: .perspective(eyeDistance: Self.eyeDistance),
            layers: toHalves + fromHalves)
    }

    /// `half` anchored on the spine (the edge facing half `hingeAt`), rotated by `angle` about
    /// `axis`, with a black gradient overlay (α 0 at the outer edge → 0.5 at the spine).
    private func hinged(_ half: Layer, hingeAt other: Int, angle: Double, axis: (x: Double, y: Double), shadow: Double) -> Layer {
        // Unit position of the spine inside this half: its far edge toward the other half.
        let spine = Double(other)
        let anchor = side.isVertical ? Point(0.5, spine) : Point(spine, 0.5)
        let outer = side.isVertical ? Point(0, 1 - spine) : Point(1 - spine, 0)
        let hinge = side.isVertical ? Point(0, spine) : Point(spine, 0)
        var layer = half
        layer.setAnchorKeepingFrame(anchor)
        layer.transform = .rotation(angle, axis.x, axis.y, 0)
        var overlay = Layer(
            frame: Rect(x: 0, y: 0, width: half.bounds.width, height: half.bounds.height),
            content: .gradient(
                AxialGradient(
                    start: outer, end: hinge,
                    colors: [
                        Color(red: 0, green: 0, blue: 0, alpha: 0),
                        Color(red: 0, green: 0, blue: 0, alpha: Self.shadowAlpha),
                    ])))
        overlay.opacity = shadow
        layer.sublayers = [overlay]
        return layer
    }
}
