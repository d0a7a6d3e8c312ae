import XWTEngine

/// A value Core Animation can tween between two endpoints.
///
/// Invariant: `interpolate(a, b, 0) == a` and `interpolate(a, b, 1) == b` exactly; `t` outside
/// [0, 1] extrapolates (spring overshoot).
public protocol Interpolatable {
    static func interpolate(_ a: Self, _ b: Self, _ t: Double) -> Self
}

extension Double: Interpolatable {
    /// `(1 − t)·a + t·b`: exact at both ends, unlike `a + (b − a)·t`.
    public static func interpolate(_ a: Double, _ b: Double, _ t: Double) -> Double {
        (1 - t) * a + t * b
    }
}

extension Point: Interpolatable {
    /// Componentwise linear interpolation, in points.
    public static func interpolate(_ a: Point, _ b: Point, _ t: Double) -> Point {
        Point(Double.interpolate(a.x, b.x, t), Double.interpolate(a.y, b.y, t))
    }
}
