/// A 3×3 projective map acting on column vectors `(x, y, 1)`.
///
/// Used to carry a flat layer's local plane (z = 0) to device pixels and back.
struct Homography {
    var a, b, c: Double  // row 0
    var d, e, f: Double  // row 1
    var g, h, i: Double  // row 2

    /// The map `(x, y) → (X/W, Y/W)` where the point is `(x, y, 0, 1) · m`, with X and Y scaled by `scale`.
    init(projecting m: Transform3D, scale: Double) {
        a = m.m11 * scale; b = m.m21 * scale; c = m.m41 * scale
        d = m.m12 * scale; e = m.m22 * scale; f = m.m42 * scale
        g = m.m14; h = m.m24; i = m.m44
    }

    init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double, g: Double, h: Double, i: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.e = e; self.f = f; self.g = g; self.h = h; self.i = i
    }

    var determinant: Double {
        a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    }

    /// The inverse map, or nil when the plane is seen edge-on (singular).
    var inverse: Homography? {
        let det = determinant
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        let r = 1 / det
        return Homography(
            a: (e * i - f * h) * r, b: (c * h - b * i) * r, c: (b * f - c * e) * r,
            d: (f * g - d * i) * r, e: (a * i - c * g) * r, f: (c * d - a * f) * r,
            g: (d * h - e * g) * r, h: (b * g - a * h) * r, i: (a * e - b * d) * r)
    }

    /// Homogeneous image of (x, y, 1).
    @inline(__always)
    func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
        (a * x + b * y + c, d * x + e * y + f, g * x + h * y + i)
    }

    /// True when the bottom row is (0, 0, w): no perspective divide varies across the plane.
    var isAffine: Bool { g == 0 && h == 0 }
}
