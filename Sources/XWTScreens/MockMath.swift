import XWTEngine

/// Portable elementary functions (no libm), so rendering is bit-identical on every platform.
///
/// Accuracy: about 1e-6 absolute over the ranges the mock screens use; angles in radians.

/// Sine of `x` (radians).
func mockSin(_ x: Double) -> Double {
    // Reduce to [-π, π], then to [-π/2, π/2] by symmetry.
    let twoPi = 2 * Double.pi
    var r = x - (x / twoPi).rounded() * twoPi
    if r > .pi / 2 { r = .pi - r } else if r < -.pi / 2 { r = -.pi - r }
    let r2 = r * r
    // Taylor series to x^13 (error < 1e-9 on [-π/2, π/2]).
    var term = r, sum = r
    var n = 1.0
    for _ in 0..<6 {
        term *= -r2 / ((n + 1) * (n + 2)); n += 2
        sum += term
    }
    return sum
}

/// Cosine of `x` (radians).
func mockCos(_ x: Double) -> Double { mockSin(x + .pi / 2) }

/// The angle of the vector (x, y) in (−π, π], like `atan2(y, x)`.
func mockAtan2(_ y: Double, _ x: Double) -> Double {
    if x == 0 && y == 0 { return 0 }
    let ax = abs(x), ay = abs(y)
    let swap = ay > ax
    let t = swap ? ax / ay : ay / ax  // 0…1
    // atan on [0, 1] via the reduced argument u = (t − k)/(1 + t·k) with k = tan(π/8).
    let k = 0.41421356237309503
    let u = (t - k) / (1 + t * k)  // |u| ≤ 0.4143
    let u2 = u * u
    var term = u, sum = u, n = 1.0
    for _ in 0..<10 { term *= -u2; n += 2; sum += term / n }
    var a = sum + .pi / 8
    if swap { a = .pi / 2 - a }
    if x < 0 { a = .pi - a }
    return y < 0 ? -a : a
}

/// e raised to `x`, for |x| ≲ 700.
func mockExp(_ x: Double) -> Double {
    // e^x = 2^k · e^r with r = x − k·ln2, |r| ≤ ln2/2.
    let ln2 = 0.6931471805599453
    let k = (x / ln2).rounded()
    let r = x - k * ln2
    var term = 1.0, sum = 1.0
    for i in 1...12 { term *= r / Double(i); sum += term }
    let ki = Int(k)
    return ki >= 0
        ? sum * Double(sign: .plus, exponent: ki, significand: 1)
        : sum / Double(sign: .plus, exponent: -ki, significand: 1)
}

extension Rect {
    /// The horizontal and vertical centre, points.
    var midX: Double { minX + width / 2 }
    var midY: Double { minY + height / 2 }
}
