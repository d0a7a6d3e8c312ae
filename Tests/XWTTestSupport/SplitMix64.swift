/// A small seeded generator (SplitMix64) for randomised tests: the same seed gives the same
/// numbers on every machine, so a failing case repeats exactly.
public struct SplitMix64 {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound (bound ≥ 1).
    public mutating func next(below bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }

    /// Uniform in [lo, hi).
    public mutating func uniform(_ lo: Double, _ hi: Double) -> Double {
        lo + (hi - lo) * Double(next() >> 11) / Double(1 << 53)
    }
}
