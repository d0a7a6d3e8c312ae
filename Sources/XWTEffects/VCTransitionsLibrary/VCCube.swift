import Foundation
import XWTEngine
import XWTMotion

/// VC Cube (`CECubeAnimationController.m`): the two screens are adjacent faces of a cube that
/// turns by 90°; the shared edge travels across the screen and both faces recede from it.
///
/// dir = +1 reverse, −1 forward. Horizontal: the from face ends at `dir·90°` about Y and the to
/// face starts at `−dir·90°`; anchors move to the shared edge without moving the positions
/// (to x = dir = 1 ? 0 : 1, from the opposite), so both sit at the centre line, and the whole
/// container slides from `dir·W/2` to `−dir·W/2` — forward the new face comes in from the left.
/// Vertical: the same about X (from `−dir·90°`, to `+dir·90°`) with anchors and slide in y.
/// The perspective −1/200 is *assigned* into m34 of both rotations, so it vanishes at the ends and
/// shows mid-way through the decomposed tween (`w = 1 + u·P·x·sin((1 − u)·a)` for the from face).
/// Each face carries a black α 0.8 overlay: from 0 → 1, to 1 → 0. Ease-in-out. VC's
/// `cubeAnimationType` is declared but never read, so it is not a parameter.
struct VCCube: CatalogEffect {
    /// VC's `CubeAnimationWay`.
    enum Way: String, ChoiceParameter { case horizontal, vertical }

    static let cubeAnimationWay = Parameter.choice(
        "cubeAnimationWay", default: Way.horizontal,
        "horizontal turns the cube about the vertical axis (VC's default), vertical about the horizontal axis")

    static let descriptor = EffectDescriptor(
        id: "vc-cube", library: .vcTransitionsLibrary, family: "Cube",
        summary: "VC Cube: the two screens turn like adjacent faces of a cube",
        source: "CECubeAnimationController.m",
        construction:
            "both screens hinged on their shared edge, rotating 90° with m34 −1/200 assigned into the rotations, in a sliding container; black α 0.8 shades",
        parameters: [cubeAnimationWay.spec], durations: DurationRule(to: 1, back: 1))

    /// `PERSPECTIVE`, assigned into m34 of the face rotations.
    static let perspective = -1.0 / 200
    /// Alpha of the black shade over each face (`addOpacityToView:withColor:`).
    static let shadeAlpha = 0.8

    let way: Way

    init(_ p: EffectParameters) { way = p[Self.cubeAnimationWay] }

    var gesture: GestureTraits { .vcHorizontalSwipe }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        let u = TimingCurve.easeInOut.value(clampedProgress(progress))
        let (from, to) = context.screens(direction)
        // The completion resets anchors, transforms and the container, keeping the winning view.
        if u == 0 { return Scene(background: context.background, layers: [context.screenLayer(from)]) }
        if u == 1 { return Scene(background: context.background, layers: [context.screenLayer(to)]) }
        let poses = Self.poses(way: way, direction: direction)
        let size = context.canvas.size
        let length = way == .horizontal ? size.width : size.height
        let slide = Double.interpolate(poses.dir * length / 2, -poses.dir * length / 2, u)
        let leaving = face(
            from, anchor: poses.fromAnchor, transform: .interpolate(.identity, poses.fromEnd, u),
            shade: u, slide: slide, context: context)
        let arriving = face(
            to, anchor: poses.toAnchor, transform: .interpolate(poses.toStart, .identity, u),
            shade: 1 - u, slide: slide, context: context)
        return Scene(background: context.background, layers: [leaving, arriving])
    }

    /// dir, the from face's end transform and anchor, the to face's start transform and anchor.
    static func poses(
        way: Way, direction: TransitionDirection
    )
        -> (dir: Double, fromEnd: Transform3D, fromAnchor: Point, toStart: Transform3D, toAnchor: Point)
    {
        let dir: Double = direction == .back ? 1 : -1
        let quarter = Double.pi / 2
        var fromEnd: Transform3D, toStart: Transform3D
        let fromAnchor: Point, toAnchor: Point
        switch way {
        case .horizontal:
            fromEnd = .rotation(dir * quarter, 0, 1, 0)
            toStart = .rotation(-dir * quarter, 0, 1, 0)
            toAnchor = Point(dir == 1 ? 0 : 1, 0.5)
            fromAnchor = Point(dir == 1 ? 1 : 0, 0.5)
        case .vertical:
            fromEnd = .rotation(-dir * quarter, 1, 0, 0)
            toStart = .rotation(dir * quarter, 1, 0, 0)
            toAnchor = Point(0.5, dir == 1 ? 0 : 1)
            fromAnchor = Point(0.5, dir == 1 ? 1 : 0)
        }
        fromEnd.m34 = perspective
        toStart.m34 = perspective
        return (dir, fromEnd, fromAnchor, toStart, toAnchor)
    }

    /// A full-screen face with its anchor moved to `anchor` (position kept at the centre, as VC
    /// does), posed by `transform`, shaded black at `shade` opacity, in the container slid by `slide` pt.
    private func face(
        _ screen: Bitmap, anchor: Point, transform: Transform3D, shade: Double, slide: Double,
        context: EffectContext
    ) -> Layer {
        var layer = context.screenLayer(screen)
        layer.anchorPoint = anchor
        if way == .horizontal { layer.position.x += slide } else { layer.position.y += slide }
        layer.transform = transform
        var overlay = Layer(
            frame: Rect(x: 0, y: 0, width: layer.bounds.width, height: layer.bounds.height),
            content: .color(Color(red: 0, green: 0, blue: 0, alpha: Self.shadeAlpha)))
        overlay.opacity = shade
        layer.sublayers = [overlay]
        return layer
    }
}
