/// A CSS/Core Animation cubic Bézier timing function from (0, 0) to (1, 1).
///
/// Invariant: `x1` and `x2` lie in [0, 1] (clamped like `CAMediaTimingFunction`), so x(t) is
/// monotonic and every input x has exactly one parameter t. Inputs and outputs are unitless.
public struct CubicBezier: Sendable, Hashable {
    public let x1, y1, x2, y2: Double

    // Power-basis coefficients: x(t) = ((ax·t + bx)·t + cx)·t, same for y.
    private let ax, bx, cx, ay, by, cy: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        let x1 = min(max(x1, 0), 1), x2 = min(max(x2, 0), 1)
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
        cx = 3 * x1; bx = 3 * (x2 - x1) - cx; ax = 1 - cx - bx
        cy = 3 * y1; by = 3 * (y2 - y1) - cy; ay = 1 - cy - by
    }

    /// The curve's y at horizontal position `x`; `x` is clamped to [0, 1], 0 ↦ 0 and 1 ↦ 1 exactly.
    public func value(_ x: Double) -> Double {
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        let t = parameter(forX: x)
        return ((ay * t + by) * t + cy) * t
    }

    /// The parameter t in [0, 1] with x(t) = `x`, to 1e-12: Newton from t = x, bisection if
    /// Newton stalls on a flat derivative or leaves [0, 1].
    func parameter(forX x: Double) -> Double {
        let tolerance = 1e-12
        var t = x
        for _ in 0..<8 {
            let error = ((ax * t + bx) * t + cx) * t - x
            if abs(error) < tolerance { return t }
            let slope = (3 * ax * t + 2 * bx) * t + cx
            if abs(slope) < 1e-9 { break }
            let next = t - error / slope
            if !(next >= 0 && next <= 1) { break }
            t = next
        }
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<100 {
            let error = ((ax * t + bx) * t + cx) * t - x
            if abs(error) < tolerance { break }
            if error < 0 { lo = t } else { hi = t }
            t = 0.5 * (lo + hi)
        }
        return t
    }
}
