import Foundation
import XWTEngine
import XWTMotion

/// TransitionManager SysCube (`TransitionAnimator+SystemType.m`): the private `cube` CATransition,
/// the screens on two adjacent faces of a cube that turns a quarter, the new face coming round from
/// the subtype's side; the back run is Cube with the mirrored subtype.
///
/// Our model (Apple's private type is closed): a cube of edge E (the width, the height for
/// top/bottom) centred E/2 behind the screen turns linearly through 90° about its vertical
/// (horizontal) axis, seen under a container perspective of eye distance 2.5·E on either axis; the
/// old face at −90°·p, the new one at +90°·(1 − p) (signs mirrored for left and bottom). The
/// projected cube is scaled about the screen centre so every edge stays inside the screen along the
/// turn (the transition draws inside its layer's bounds): unscaled, the far edges would reach 21 %
/// past the half-extent across the axis and the near edge, 0.21·E in front, 9 % along its length. The background shows round the edges. Pushed in the demo (`TableViewController.m`), popped with a back pan
/// Left|Right.
struct TMCube: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "tm-cube", library: .transitionManager, family: "System",
        summary: "TM SysCube: the private cube CATransition, the screens on two faces of a turning cube",
        source: "TransitionAnimator+SystemType.m",
        construction:
            "two screen layers on adjacent cube faces rotating 90° about the cube's centre E/2 deep, eye distance 2.5·E, "
            + "scaled to keep every edge inside the screen",
        parameters: [TMSystemTransition.subtype.spec], durations: DurationRule(backUsesToDuration: true), libraryEffects: 4)

    /// Eye distance of the container perspective, in cube edges.
    static let eyeDistance = 2.5

    let side: Side

    init(_ p: EffectParameters) { side = p[TMSystemTransition.subtype] }

    var gesture: GestureTraits { TMPresentation.push.gesture(side) }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        TMSystemTransition.cube(side).scene(direction, presentation: .push, progress: progress, in: context)
    }

    /// The cube turned `90°·p` from the old face toward the new one.
    static func frame(_ side: Side, progress p: Double, from: Bitmap, to: Bitmap, in context: EffectContext) -> Scene {
        let size = context.canvas.size
        let edge = side.isVertical ? size.height : size.width
        // Right and top: +90° about Y (X) brings a face from the right (top) to the front.
        let sign: Double = side == .right || side == .top ? 1 : -1
        let axis: (x: Double, y: Double) = side.isVertical ? (1, 0) : (0, 1)
        func turn(_ angle: Double) -> Transform3D {
            Transform3D.translation(0, 0, edge / 2).concatenating(.rotation(angle, axis.x, axis.y, 0)).concatenating(.translation(0, 0, -edge / 2))
        }
        let quarter = Double.pi / 2
        let turns = [turn(-sign * quarter * p), turn(sign * quarter * (1 - p))]
        let perspective = Transform3D.perspective(eyeDistance: Self.eyeDistance * edge)
        // How far the faces' corners reach past the screen's half-extents, projected: the far
        // edges across the axis and the near (shared) edge, magnified along its length.
        var reach = 1.0
        for t in turns {
            for corner in [Point(-1, -1), Point(-1, 1), Point(1, -1), Point(1, 1)] {
                let q = t.concatenating(perspective).project(Point(corner.x * size.width / 2, corner.y * size.height / 2))
                reach = max(reach, abs(q.x) / (size.width / 2), abs(q.y) / (size.height / 2))
            }
        }
        let fit = 1 / reach
        var layers = [context.screenLayer(from), context.screenLayer(to)]
        for i in layers.indices { layers[i].transform = turns[i] }
        return Scene(background: context.background, sublayerTransform: perspective.concatenating(.scale(fit, fit)), layers: layers)
    }
}
