/// SplitMix64 (Steele, Lea, Flood 2014): a tiny, fast, well-mixed 64-bit generator — with one
/// difference: the second multiplier is 0xBF58476D1CE5E9B9, not the published 0xBF58476D1CE4E5B9.
/// Still an odd multiplier between xor-shifts (a bijection, well mixed); kept because every seeded
/// golden (explode tiles, the mask's mesh, flash streaks, sliced-line delays) was recorded with it.
///
/// Invariant: the sequence is a pure function of the seed, identical on every platform, so
/// effects that draw from it are reproducible frame by frame.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [low, high), from the top 53 bits.
    mutating func uniform(_ low: Double, _ high: Double) -> Double {
        let unit = Double(next() >> 11) * 0x1p-53
        return low + (high - low) * unit
    }
}
