import Foundation

/// A 4×4 transform with Core Animation semantics: points are row vectors, `p' = p · M`.
///
/// `a.concatenating(b)` applies `a` first, then `b` (CATransform3DConcat). Rotations follow
/// Core Animation's sign convention (checked against VCTransitionsLibrary's device screenshots): about Y a positive angle moves +x away
/// from the viewer, about X it brings +y toward the viewer, about Z it turns clockwise on screen.
public struct Transform3D: Sendable, Hashable {
    public var m11, m12, m13, m14: Double
    public var m21, m22, m23, m24: Double
    public var m31, m32, m33, m34: Double
    public var m41, m42, m43, m44: Double

    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)

    public var isIdentity: Bool { self == .identity }

    /// Translation by (tx, ty, tz) points.
    public static func translation(_ tx: Double, _ ty: Double, _ tz: Double = 0) -> Transform3D {
        var t = identity
        t.m41 = tx; t.m42 = ty; t.m43 = tz
        return t
    }

    /// Scale by (sx, sy, sz).
    public static func scale(_ sx: Double, _ sy: Double, _ sz: Double = 1) -> Transform3D {
        var t = identity
        t.m11 = sx; t.m22 = sy; t.m33 = sz
        return t
    }

    /// Rotation by `angle` radians about the axis (x, y, z) (CATransform3DMakeRotation).
    public static func rotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else { return identity }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let c = cos(angle), s = sin(angle), k = 1 - c
        // Row-vector form: the transpose of the right-handed column-vector rotation.
        return Transform3D(
            m11: c + ux * ux * k, m12: uy * ux * k + uz * s, m13: uz * ux * k - uy * s, m14: 0,
            m21: ux * uy * k - uz * s, m22: c + uy * uy * k, m23: uz * uy * k + ux * s, m24: 0,
            m31: ux * uz * k + uy * s, m32: uy * uz * k - ux * s, m33: c + uz * uz * k, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The identity with `m34 = -1/eyeDistance`: perspective seen from `eyeDistance` points.
    public static func perspective(eyeDistance: Double) -> Transform3D {
        var t = identity
        t.m34 = -1 / eyeDistance
        return t
    }

    /// `self` followed by `next` (row vectors: `self · next`).
    public func concatenating(_ next: Transform3D) -> Transform3D {
        let a = self, b = next
        return Transform3D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
    }

    /// Rotates first, then applies `self` (CATransform3DRotate).
    public func rotated(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        Transform3D.rotation(angle, x, y, z).concatenating(self)
    }

    /// Scales first, then applies `self` (CATransform3DScale).
    public func scaled(_ sx: Double, _ sy: Double, _ sz: Double = 1) -> Transform3D {
        Transform3D.scale(sx, sy, sz).concatenating(self)
    }

    /// Translates first, then applies `self` (CATransform3DTranslate).
    public func translated(_ tx: Double, _ ty: Double, _ tz: Double = 0) -> Transform3D {
        Transform3D.translation(tx, ty, tz).concatenating(self)
    }

    /// Maps (x, y, z, 1) to homogeneous (X, Y, Z, W).
    public func apply(x: Double, y: Double, z: Double = 0) -> (x: Double, y: Double, z: Double, w: Double) {
        (
            x * m11 + y * m21 + z * m31 + m41,
            x * m12 + y * m22 + z * m32 + m42,
            x * m13 + y * m23 + z * m33 + m43,
            x * m14 + y * m24 + z * m34 + m44
        )
    }

    /// Maps a point and divides by w.
    public func project(_ p: Point) -> Point {
        let h = apply(x: p.x, y: p.y)
        return Point(h.x / h.w, h.y / h.w)
    }
}
