import XWTEngine

/// Randomised tests draw from the engine's seeded generator: the same seed gives the same numbers
/// on every machine, so a failing case repeats exactly.
extension SplitMix64 {
    /// A number in 0..<bound (bound ≥ 1).
    public mutating func next(below bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }
}
