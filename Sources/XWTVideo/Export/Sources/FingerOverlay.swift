import XWTEngine

/// The touch indicator drawn over a frame while a pan is in progress, like iOS's "show touches"
/// in screen recordings: a translucent grey-white disc, 44 pt across, with a soft edge and a faint
/// shadow so it reads on light and dark screens.
///
/// Made of engine layers only (circle-masked solid colours stacked into smooth radial ramps), so a
/// frame with the indicator is still a pure function of (preset, frame index). The layers sit on top
/// of every effect layer in screen space, whatever the scene's `sublayerTransform` (see `layers`).
public enum FingerOverlay {
    /// Outer diameter of the disc, in points.
    public static let diameter = 44.0
    /// Radius (pt) outside which nothing is drawn: the disc plus its shadow.
    public static let extent = 26.0

    /// One radial ramp: `color` with opacity `alpha` inside `inner`, fading smoothly to 0 at `outer` (pt).
    struct Ramp {
        var color: Color
        var alpha: Double
        var inner: Double
        var outer: Double
        var steps: Int
    }

    /// Shadow first, then the disc; each ramp is `steps` concentric discs, outermost first.
    static let ramps = [
        Ramp(color: Color(red: 0, green: 0, blue: 0), alpha: 0.16, inner: 20, outer: extent, steps: 10),
        Ramp(color: Color(red: 0.86, green: 0.86, blue: 0.87), alpha: 0.6, inner: 18.5, outer: diameter / 2, steps: 8),
    ]

    /// z of the indicator's plane: in front of any effect layer (their z stays within a few screen sizes).
    static let depth = 100_000.0

    /// Adds the indicator at `finger` (screen points) to `scene` of `canvas`, drawn after every other layer.
    public static func add(to scene: inout Scene, at finger: Point, canvas: Canvas) {
        scene.layers += layers(at: finger, container: scene.sublayerTransform, canvas: canvas)
    }

    /// The indicator's layers for a scene whose container applies `container` about the canvas centre.
    ///
    /// The engine maps a top-level layer by `placement · C` with C = T(−c)·S·T(c). Each layer's
    /// transform X = T(p, z)·C⁻¹·T(p, z)⁻¹ cancels C, so the disc lands at `finger` unprojected on the
    /// plane z = `depth`, which sorts after every effect layer. With an identity container X is the
    /// identity and the placement is exact.
    static func layers(at finger: Point, container: Transform3D, canvas: Canvas) -> [Layer] {
        let side = 2 * extent
        let local = Point(extent, extent)
        var transform = Transform3D.identity
        if !container.isIdentity, let inverse = inverted(container) {
            let cx = canvas.size.width / 2, cy = canvas.size.height / 2
            let undo = Transform3D.translation(-cx, -cy).concatenating(inverse).concatenating(.translation(cx, cy))
            transform = Transform3D.translation(finger.x, finger.y, depth).concatenating(undo)
                .concatenating(.translation(-finger.x, -finger.y, -depth))
        }
        var result: [Layer] = []
        for ramp in ramps {
            var covered = 0.0  // composite opacity of the discs drawn so far
            for k in 1...ramp.steps {
                let t = Double(k) / Double(ramp.steps)
                let target = ramp.alpha * t * t * (3 - 2 * t)  // smoothstep towards the inside
                let opacity = 1 - (1 - target) / (1 - covered)
                covered = target
                let radius = ramp.outer - (ramp.outer - ramp.inner) * Double(k - 1) / Double(ramp.steps - 1)
                var layer = Layer(bounds: Size(side, side), position: finger, content: .color(ramp.color))
                layer.opacity = opacity
                layer.zPosition = depth
                layer.transform = transform
                layer.mask = .circle(center: local, radius: radius)
                result.append(layer)
            }
        }
        return result
    }

    /// The inverse of a 4×4 matrix by Gauss–Jordan elimination with partial pivoting; nil when singular.
    static func inverted(_ t: Transform3D) -> Transform3D? {
        var m = [
            [t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24],
            [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44],
        ]
        var r: [[Double]] = (0..<4).map { i in (0..<4).map { $0 == i ? 1 : 0 } }
        for column in 0..<4 {
            let pivot = (column..<4).max { abs(m[$0][column]) < abs(m[$1][column]) }!
            guard abs(m[pivot][column]) > 1e-12 else { return nil }
            m.swapAt(column, pivot); r.swapAt(column, pivot)
            let scale = 1 / m[column][column]
            for j in 0..<4 { m[column][j] *= scale; r[column][j] *= scale }
            for row in 0..<4 where row != column {
                let factor = m[row][column]
                if factor == 0 { continue }
                for j in 0..<4 { m[row][j] -= factor * m[column][j]; r[row][j] -= factor * r[column][j] }
            }
        }
        return Transform3D(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
            m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
            m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
            m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }
}
