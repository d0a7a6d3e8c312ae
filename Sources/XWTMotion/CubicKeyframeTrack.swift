import XWTEngine

/// A value a cubic keyframe spline can pass through: an affine combination of several values.
public protocol AffineBlendable {
    /// `Σ weight·value` for weights that sum to 1 (some may be negative: a spline overshoots).
    static func blend(_ terms: [(value: Self, weight: Double)]) -> Self
}

/// The keyframes of one property under `UIViewKeyframeAnimationOptionCalculationModeCubic`
/// (VC `CECardsAnimationController.m`, `CENatGeoAnimationController.m`) **[model]**: a Catmull–Rom
/// spline through the values the property holds at its key times.
///
/// Keys: the initial value at 0, each keyframe's value at its end (a keyframe that starts after
/// the previous key first holds the value there), and the last value again at 1; overlapping
/// keyframes are sequenced as `KeyframeTrack` does. Between keys i and i+1 (duration L, s = local
/// fraction) the value is the cubic Hermite `h00·Pᵢ + h10·L·mᵢ + h01·Pᵢ₊₁ + h11·L·mᵢ₊₁` with
/// finite-difference tangents `mᵢ = (Pᵢ₊₁ − Pᵢ₋₁)/(tᵢ₊₁ − tᵢ₋₁)`, one-sided at the ends — so a
/// single keyframe over [0, 1] is linear and a value between two holds can overshoot slightly.
/// Evaluated at the eased overall time u; exact at every key.
public struct CubicKeyframeTrack<Value: AffineBlendable> {
    /// Key times, strictly increasing from 0 to 1.
    public let times: [Double]
    /// The value at each key time.
    public let values: [Value]

    public init(initial: Value, keyframes: [Keyframe<Value>]) where Value: Interpolatable {
        var times = [0.0], values = [initial]
        for keyframe in KeyframeTrack(initial: initial, keyframes: keyframes).keyframes where keyframe.end > 0 {
            let start = max(keyframe.start, 0), end = min(keyframe.end, 1)
            if start > times[times.count - 1] { times.append(start); values.append(values[values.count - 1]) }
            if end > times[times.count - 1] {
                times.append(end); values.append(keyframe.value)
            } else {
                values[values.count - 1] = keyframe.value  // a keyframe of no duration jumps
            }
        }
        if times[times.count - 1] < 1 { times.append(1); values.append(values[values.count - 1]) }
        self.times = times; self.values = values
    }

    /// The value at eased overall time `u` (u ≤ 0 holds the first value, u ≥ 1 the last).
    public func value(at u: Double) -> Value {
        guard u > 0 else { return values[0] }
        guard u < 1 else { return values[values.count - 1] }
        var i = 0
        while times[i + 1] <= u { i += 1 }
        let length = times[i + 1] - times[i]
        let s = (u - times[i]) / length
        if s == 0 { return values[i] }
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
        var weights = [Double](repeating: 0, count: values.count)
        weights[i] += h00
        weights[i + 1] += h01
        addTangent(at: i, scaled: h10 * length, to: &weights)
        addTangent(at: i + 1, scaled: h11 * length, to: &weights)
        let terms = weights.indices.filter { weights[$0] != 0 }.map { (value: values[$0], weight: weights[$0]) }
        return Value.blend(terms)
    }

    /// Adds `factor · mₖ` to the weights, with mₖ the finite-difference tangent at key k.
    private func addTangent(at k: Int, scaled factor: Double, to weights: inout [Double]) {
        let before = max(k - 1, 0), after = min(k + 1, values.count - 1)
        let slope = factor / (times[after] - times[before])
        weights[after] += slope
        weights[before] -= slope
    }
}

extension CubicKeyframeTrack: Sendable where Value: Sendable {}

extension Double: AffineBlendable {
    public static func blend(_ terms: [(value: Double, weight: Double)]) -> Double {
        terms.reduce(0) { $0 + $1.weight * $1.value }
    }
}

extension Transform3D: AffineBlendable {
    /// Blends the decomposed parts (scale, skew, translation, perspective and the rotation
    /// quaternion, sign-aligned to the first term's and normalised), then recomposes — the spline
    /// counterpart of `interpolate`. A term that cannot be decomposed makes the heaviest term win.
    public static func blend(_ terms: [(value: Transform3D, weight: Double)]) -> Transform3D {
        if terms.count == 1 { return terms[0].value }
        let parts = terms.compactMap { DecomposedTransform($0.value) }
        guard parts.count == terms.count, let first = parts.first else {
            return terms.max { $0.weight < $1.weight }?.value ?? .identity
        }
        var sum = DecomposedTransform(scale: .zero, skew: .zero, quaternion: .zero, translation: .zero, perspective: .zero)
        for (part, term) in zip(parts, terms) {
            let w = term.weight
            let aligned = (part.quaternion * first.quaternion).sum() < 0 ? -part.quaternion : part.quaternion
            sum.scale += w * part.scale
            sum.skew += w * part.skew
            sum.quaternion += w * aligned
            sum.translation += w * part.translation
            sum.perspective += w * part.perspective
        }
        sum.quaternion /= (sum.quaternion * sum.quaternion).sum().squareRoot()
        return sum.matrix
    }
}
