import Foundation
import XWTEngine
import XWTMotion

/// VC NatGeo (`CENatGeoAnimationController.m`, after MHNatGeoViewControllerTransition): the old
/// screen swings away about its left edge like a door while the new one flies in from the right,
/// tilted, and settles flat.
///
/// Forward: A's anchor moves to its left edge (frame kept); A goes `sourceFirst → sourceLast`
/// (rotate 80° about Y after moving 170 pt right and 30 pt back) over [0.2, 1]; B goes
/// `destFirst → destLast` (from rotated X 10°, Y −45°, moved (320, −40, 150), rotated Z 5°) over
/// [0, 1]. Reverse: A (still anchored on its left edge) goes `sourceLast → sourceFirst` over
/// [0, 0.8] and B `destLast → destFirst` over [0, 1]. Every pose carries m34 = −1/500; cubic
/// calculation mode (`CubicKeyframeTrack`) inside an overall ease-in-out; depth decides what is in
/// front. The source's points are written for a 320-pt-wide screen and by default are used as
/// written, as the library runs on any phone (on a 375-pt one B's 320-pt move falls 55 pt short of
/// the width); `literal320` false scales every length (the moves and the 500-pt eye distance) by W/320,
/// the picture the library shows on a 320-pt screen.
struct VCNatGeo: CatalogEffect {
    static let literal320 = Parameter.flag(
        "literal320", default: true,
        "use the source's points for a 320-pt screen as written, as the library does on any phone; false scales them by W/320")

    static let descriptor = EffectDescriptor(
        id: "vc-nat-geo", library: .vcTransitionsLibrary, family: "NatGeo",
        summary: "VC NatGeo: the old screen swings away like a door while the new one flies in tilted from the right",
        source: "CENatGeoAnimationController.m",
        construction: "both screens posed by 3D transforms with m34 −1/500 (A hinged on its left edge), cubic keyframes, depth-sorted",
        parameters: [literal320.spec], durations: DurationRule(to: 1, back: 1))

    /// The screen width the source's points are written for.
    static let designWidth = 320.0
    /// `kAnimationFirstPartRatio`.
    static let firstPartRatio = 0.8

    let literal320: Bool

    init(_ p: EffectParameters) { literal320 = p[Self.literal320] }

    var gesture: GestureTraits { .vcHorizontalSwipe }

    /// The four poses for lengths scaled by `k` (points per source point).
    static func poses(scale k: Double) -> (sourceFirst: Transform3D, sourceLast: Transform3D, destFirst: Transform3D, destLast: Transform3D) {
        let degree = Double.pi / 180
        let perspective = Transform3D.perspective(eyeDistance: 500 * k)
        let sourceLast = perspective.rotated(80 * degree, 0, 1, 0).translated(0, 0, -30 * k).translated(170 * k, 0, 0)
        let destFirst = perspective.rotated(5 * degree, 0, 0, 1).translated(320 * k, -40 * k, 150 * k)
            .rotated(-45 * degree, 0, 1, 0).rotated(10 * degree, 1, 0, 0)
        return (perspective, sourceLast, destFirst, perspective)
    }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        let u = TimingCurve.easeInOut.value(clampedProgress(progress))
        // The completion resets every transform, leaving the winning view.
        if u == 0 { return Scene(background: context.background, layers: [context.screenLayer(context.screens(direction).from)]) }
        if u == 1 { return Scene(background: context.background, layers: [context.screenLayer(context.screens(direction).to)]) }
        let pose = Self.poses(scale: literal320 ? 1 : context.canvas.size.width / Self.designWidth)
        var source = context.screenLayer(context.screenA), destination = context.screenLayer(context.screenB)
        source.setAnchorKeepingFrame(Point(0, 0.5))
        let sourceTrack: CubicKeyframeTrack<Transform3D>, destinationTrack: CubicKeyframeTrack<Transform3D>
        if direction == .to {
            sourceTrack = CubicKeyframeTrack(
                initial: pose.sourceFirst,
                keyframes: [Keyframe(start: 1 - Self.firstPartRatio, end: 1, value: pose.sourceLast)])
            destinationTrack = CubicKeyframeTrack(initial: pose.destFirst, keyframes: [Keyframe(start: 0, end: 1, value: pose.destLast)])
        } else {
            sourceTrack = CubicKeyframeTrack(
                initial: pose.sourceLast,
                keyframes: [Keyframe(start: 0, end: Self.firstPartRatio, value: pose.sourceFirst)])
            destinationTrack = CubicKeyframeTrack(initial: pose.destLast, keyframes: [Keyframe(start: 0, end: 1, value: pose.destFirst)])
        }
        source.transform = sourceTrack.value(at: u)
        destination.transform = destinationTrack.value(at: u)
        // Container order: the from view, then the to view (depth sorting decides what shows).
        let layers = direction == .to ? [source, destination] : [destination, source]
        return Scene(background: context.background, layers: layers)
    }
}
