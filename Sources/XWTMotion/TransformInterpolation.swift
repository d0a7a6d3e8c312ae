import Foundation
import XWTEngine

extension Transform3D: Interpolatable {
    /// Core Animation's transform tween: decompose both ends, interpolate the parts, recompose
    /// (as Core Animation does).
    ///
    /// Exact at t = 0 and t = 1. A singular end (a zero scale, m44 = 0) cannot be decomposed and
    /// switches discretely at t = 0.5, as CSS specifies; Core Animation likewise does not tween it.
    public static func interpolate(_ a: Transform3D, _ b: Transform3D, _ t: Double) -> Transform3D {
        if t == 0 || a == b { return a }
        if t == 1 { return b }
        guard let da = DecomposedTransform(a), let db = DecomposedTransform(b) else {
            return t < 0.5 ? a : b
        }
        return DecomposedTransform.interpolate(da, db, t).matrix
    }
}

/// A 4×4 transform split as in the CSS Transforms "unmatrix" algorithm, in Core Animation's
/// row-vector convention: `M = Scale · Skew · Rotation · Translation · Perspective`
/// (a point is scaled first, perspective-divided last).
///
/// Invariant: `DecomposedTransform(m)?.matrix` reproduces `m / m44` up to rounding; the
/// quaternion is unit length; `skew` holds the (xy, xz, yz) shear factors.
struct DecomposedTransform: Hashable {
    var scale: SIMD3<Double>
    var skew: SIMD3<Double>
    var quaternion: SIMD4<Double>  // (x, y, z, w)
    var translation: SIMD3<Double>
    var perspective: SIMD4<Double>

    init(
        scale: SIMD3<Double>, skew: SIMD3<Double>, quaternion: SIMD4<Double>,
        translation: SIMD3<Double>, perspective: SIMD4<Double>
    ) {
        self.scale = scale; self.skew = skew; self.quaternion = quaternion
        self.translation = translation; self.perspective = perspective
    }

    /// Nil when `m` is singular (m44 = 0 or the upper 3×3 has determinant 0) or not finite.
    init?(_ m: Transform3D) {
        guard m.m44 != 0 else { return nil }
        let n = 1 / m.m44
        let r0 = SIMD3(m.m11, m.m12, m.m13) * n
        let r1 = SIMD3(m.m21, m.m22, m.m23) * n
        let r2 = SIMD3(m.m31, m.m32, m.m33) * n
        let column = SIMD3(m.m14, m.m24, m.m34) * n
        translation = SIMD3(m.m41, m.m42, m.m43) * n

        // Perspective: M = [[L, L·p], [t, t·p + p3]] with L the upper 3×3, so L·p = column.
        let c12 = cross(r1, r2), c20 = cross(r2, r0), c01 = cross(r0, r1)
        let det = dot(r0, c12)
        guard det != 0, det.isFinite else { return nil }
        let p = (column.x * c12 + column.y * c20 + column.z * c01) / det
        perspective = SIMD4(p.x, p.y, p.z, 1 - dot(translation, p))

        // Gram–Schmidt on the rows: L = Scale · Skew · R with R orthonormal rows.
        var sx = length(r0)
        var n0 = r0 / sx
        var xy = dot(n0, r1)
        let u1 = r1 - xy * n0
        var sy = length(u1)
        var n1 = u1 / sy
        xy /= sy
        var xz = dot(n0, r2)
        var u2 = r2 - xz * n0
        var yz = dot(n1, u2)
        u2 -= yz * n1
        var sz = length(u2)
        var n2 = u2 / sz
        xz /= sz
        yz /= sz
        // A reflection goes into the scale, so R is a proper rotation.
        if dot(n0, cross(n1, n2)) < 0 {
            sx = -sx; sy = -sy; sz = -sz
            n0 = -n0; n1 = -n1; n2 = -n2
        }
        scale = SIMD3(sx, sy, sz)
        skew = SIMD3(xy, xz, yz)
        quaternion = DecomposedTransform.quaternion(rows: n0, n1, n2)
    }

    /// The unit quaternion of the row-vector rotation with rows `n0`, `n1`, `n2` (Shepperd's method).
    ///
    /// Convention: `Transform3D.rotation(a, axis)` has quaternion (axis·sin(a/2), cos(a/2)).
    private static func quaternion(rows n0: SIMD3<Double>, _ n1: SIMD3<Double>, _ n2: SIMD3<Double>) -> SIMD4<Double> {
        // cIJ is the column-vector matrix entry (row I, column J), the transpose of the row-vector one.
        let (c00, c01, c02) = (n0.x, n1.x, n2.x)
        let (c10, c11, c12) = (n0.y, n1.y, n2.y)
        let (c20, c21, c22) = (n0.z, n1.z, n2.z)
        let trace = c00 + c11 + c22
        let q: SIMD4<Double>
        if trace > 0 {
            let s = 2 * (1 + trace).squareRoot()
            q = SIMD4((c21 - c12) / s, (c02 - c20) / s, (c10 - c01) / s, s / 4)
        } else if c00 >= c11 && c00 >= c22 {
            let s = 2 * (1 + c00 - c11 - c22).squareRoot()
            q = SIMD4(s / 4, (c01 + c10) / s, (c02 + c20) / s, (c21 - c12) / s)
        } else if c11 >= c22 {
            let s = 2 * (1 + c11 - c00 - c22).squareRoot()
            q = SIMD4((c01 + c10) / s, s / 4, (c12 + c21) / s, (c02 - c20) / s)
        } else {
            let s = 2 * (1 + c22 - c00 - c11).squareRoot()
            q = SIMD4((c02 + c20) / s, (c12 + c21) / s, s / 4, (c10 - c01) / s)
        }
        return q / (q * q).sum().squareRoot()
    }

    /// The recomposed matrix, normalised so that a translation-free, perspective-free result has m44 = 1.
    var matrix: Transform3D {
        let (x, y, z, w) = (quaternion.x, quaternion.y, quaternion.z, quaternion.w)
        // Rows of the row-vector rotation = columns of the column-vector quaternion matrix.
        let n0 = SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w))
        let n1 = SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w))
        let n2 = SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
        let r0 = scale.x * n0
        let r1 = scale.y * (skew.x * n0 + n1)
        let r2 = scale.z * (skew.y * n0 + skew.z * n1 + n2)
        let p = SIMD3(perspective.x, perspective.y, perspective.z)
        let t = translation
        return Transform3D(
            m11: r0.x, m12: r0.y, m13: r0.z, m14: dot(r0, p),
            m21: r1.x, m22: r1.y, m23: r1.z, m24: dot(r1, p),
            m31: r2.x, m32: r2.y, m33: r2.z, m34: dot(r2, p),
            m41: t.x, m42: t.y, m43: t.z, m44: dot(t, p) + perspective.w)
    }

    /// Linear interpolation of scale, skew, translation and perspective; quaternion slerp along
    /// the shorter arc.
    static func interpolate(_ a: DecomposedTransform, _ b: DecomposedTransform, _ t: Double) -> DecomposedTransform {
        func lerp<V: SIMD>(_ u: V, _ v: V) -> V where V.Scalar == Double { u * (1 - t) + v * t }
        var q1 = b.quaternion
        if (a.quaternion * q1).sum() < 0 { q1 = -q1 }
        // Angle between the unit quaternions, accurate also when they nearly coincide.
        let theta = 2 * atan2(length4(a.quaternion - q1), length4(a.quaternion + q1))
        var q: SIMD4<Double>
        if theta < 1e-12 {
            q = lerp(a.quaternion, q1)
        } else {
            let s = sin(theta)
            q = a.quaternion * (sin((1 - t) * theta) / s) + q1 * (sin(t * theta) / s)
        }
        q /= length4(q)
        return DecomposedTransform(
            scale: lerp(a.scale, b.scale), skew: lerp(a.skew, b.skew),
            quaternion: q, translation: lerp(a.translation, b.translation),
            perspective: lerp(a.perspective, b.perspective))
    }
}

private func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
private func length(_ a: SIMD3<Double>) -> Double { dot(a, a).squareRoot() }
private func length4(_ a: SIMD4<Double>) -> Double { (a * a).sum().squareRoot() }
private func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}
