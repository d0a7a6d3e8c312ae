/// A timing curve mapping linear progress p to eased progress (Core Animation's standard curves, or a UIKit spring).
///
/// Invariant: `value(0) == 0` and `value(1) == 1` exactly for every case; inputs are clamped to
/// [0, 1]. Springs may overshoot 1 in between.
public enum TimingCurve: Sendable, Hashable {
    /// `LIN`: the default of `CABasicAnimation` and `CATransition`.
    case linear
    /// `EI` = cubic Bézier (0.42, 0, 1, 1).
    case easeIn
    /// `EO` = cubic Bézier (0, 0, 0.58, 1).
    case easeOut
    /// `EIO` = cubic Bézier (0.42, 0, 0.58, 1): the default of `UIView animateWithDuration:`.
    case easeInOut
    /// A custom cubic Bézier with control points (x1, y1), (x2, y2); x1, x2 are clamped to [0, 1].
    case bezier(Double, Double, Double, Double)
    /// A UIKit spring; p is the fraction of the spring's duration.
    case spring(Spring)

    /// The eased progress at linear progress `p` (clamped to [0, 1]).
    public func value(_ p: Double) -> Double {
        if !(p > 0) { return 0 }
        if p >= 1 { return 1 }
        switch self {
        case .linear: return p
        case .easeIn: return CubicBezier(0.42, 0, 1, 1).value(p)
        case .easeOut: return CubicBezier(0, 0, 0.58, 1).value(p)
        case .easeInOut: return CubicBezier(0.42, 0, 0.58, 1).value(p)
        case let .bezier(x1, y1, x2, y2): return CubicBezier(x1, y1, x2, y2).value(p)
        case let .spring(spring): return spring.value(p)
        }
    }
}
