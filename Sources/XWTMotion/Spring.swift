import Foundation

/// A UIKit spring (`usingSpringWithDamping:initialSpringVelocity:`), normalised displacement 0 → 1.
///
/// A model of UIKit's spring (Framer's published conversion): ω0 is the largest root of the envelope equation
/// `|ζω0 − v0|/ωd · e^(−ζω0·T) = ε` (ζ < 1) or `e^(−ω0·T)·|1 + (ω0 − v0)·T| = ε` (ζ = 1), ε = 0.001, so
/// the oscillation has decayed to ε at the requested duration. Units: `duration` in seconds,
/// `initialVelocity` in whole distances per second, `omega0` in rad/s.
public struct Spring: Sendable, Hashable {
    /// Damping ratio ζ, clamped to [0.001, 1] (UIKit treats ≥ 1 as critically damped).
    public let damping: Double
    /// Initial velocity v0 in whole distances per second.
    public let initialVelocity: Double
    /// Duration T in seconds (clamped to ≥ 0.001); the animation snaps to 1 at T.
    public let duration: Double
    /// Undamped angular frequency ω0 in rad/s.
    public let omega0: Double

    /// The envelope threshold ε at which the spring counts as settled.
    static let settleEpsilon = 0.001

    public init(damping: Double, initialVelocity: Double, duration: Double) {
        let zeta = min(max(damping, 0.001), 1)
        let T = max(duration, 0.001)
        self.damping = zeta
        self.initialVelocity = initialVelocity
        self.duration = T
        omega0 = Spring.solveOmega0(zeta: zeta, v0: initialVelocity, T: T)
    }

    /// The spring of `UISpringTimingParameters(dampingRatio:response:)`: ω0 = 2π / `response`
    /// (seconds), v0 0, played over `duration` seconds and snapped to 1 at its end.
    public init(dampingRatio: Double, response: Double, duration: Double) {
        damping = min(max(dampingRatio, 0.001), 1)
        initialVelocity = 0
        self.duration = max(duration, 0.001)
        omega0 = 2 * Double.pi / max(response, 0.001)
    }

    /// Displacement x(t) at `t` seconds: 0 for t ≤ 0, the unsnapped physics afterwards (the
    /// value at t = T is within ε of 1, not 1).
    public func value(atTime t: Double) -> Double {
        guard t > 0 else { return 0 }
        let zeta = damping, w0 = omega0, v0 = initialVelocity
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v0) / wd * sin(wd * t))
        }
        return 1 - exp(-w0 * t) * (1 + (w0 - v0) * t)
    }

    /// Displacement at `fraction` = t/T of the duration: 0 for ≤ 0, exactly 1 for ≥ 1 (UIKit snaps).
    public func value(_ fraction: Double) -> Double {
        if !(fraction > 0) { return 0 }
        if fraction >= 1 { return 1 }
        return value(atTime: fraction * duration)
    }

    /// The largest root of the envelope equation.
    ///
    /// The envelope is split by the kink of |·| into an upper branch (ω above the kink; unimodal, so
    /// strictly decreasing after its peak) and a lower branch (strictly decreasing). The largest root
    /// is on the upper branch after the peak when the peak reaches ε, otherwise on the lower branch.
    /// Either way it is bracketed by a strictly decreasing piece and found by Newton from 5/T
    /// (Framer's start) with bisection as the safeguard.
    static func solveOmega0(zeta: Double, v0: Double, T: Double) -> Double {
        let epsilon = settleEpsilon
        let tiny = 1e-9 / T
        // f(ω) = envelope − ε and f'(ω).
        let f: (Double) -> (value: Double, slope: Double)
        // Start of the decreasing part of the upper branch, and the kink (lower branch end).
        let peak: Double, kink: Double
        if zeta < 1 {
            let r = (1 - zeta * zeta).squareRoot()
            f = { w in
                let e = exp(-zeta * w * T), h = zeta - v0 / w
                let sign: Double = h < 0 ? -1 : 1
                return (sign * h / r * e - epsilon, sign * (v0 / (w * w) - zeta * T * h) / r * e)
            }
            kink = v0 / zeta
            // For v0 > 0 the upper branch peaks where ζ²T·ω² − ζT·v0·ω − v0 = 0.
            peak =
                v0 > 0
                ? (zeta * T * v0 + (zeta * zeta * T * T * v0 * v0 + 4 * zeta * zeta * T * v0).squareRoot())
                    / (2 * zeta * zeta * T)
                : tiny
        } else {
            f = { w in
                let e = exp(-w * T), g = 1 + (w - v0) * T
                let sign: Double = g < 0 ? -1 : 1
                return (sign * e * g - epsilon, -sign * T * T * (w - v0) * e)
            }
            kink = v0 - 1 / T
            peak = max(v0, tiny)
        }
        var lo: Double, hi: Double
        if f(peak).value >= 0 {
            lo = peak
            hi = max(5 / T, 2 * peak)
            while f(hi).value >= 0 { lo = hi; hi *= 2 }
        } else {
            // Only reachable for v0 > 0: the lower branch falls from +∞ (or a positive value) to −ε.
            lo = tiny
            hi = max(kink, tiny)
        }
        var w = (5 / T > lo && 5 / T < hi) ? 5 / T : 0.5 * (lo + hi)
        for _ in 0..<200 {
            let (value, slope) = f(w)
            if value >= 0 { lo = w } else { hi = w }
            var next = slope < 0 ? w - value / slope : .nan
            if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
            if abs(next - w) <= 1e-14 * w { return next }
            w = next
        }
        return w
    }
}
