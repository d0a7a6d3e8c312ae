/// SplitMix64 (Steele, Lea, Flood 2014): a tiny, fast, well-mixed 64-bit pseudo-random generator,
/// the project's one source of seeded randomness (effects and mock screens).
///
/// Invariant: the sequence is a pure function of the seed and the mixer, identical on every
/// platform, so whatever draws from it is reproducible frame by frame.
public struct SplitMix64: Sendable {
    /// The multiplier between the second and third xor-shift.
    public enum Mixer: UInt64, Sendable {
        /// The published constant.
        case published = 0xBF58_476D_1CE4_E5B9
        /// The effects' constant: two digits differ from the published one. Still an odd multiplier
        /// between xor-shifts (a bijection, well mixed); kept because every seeded effect golden
        /// (explode tiles, the mask's mesh, flash streaks, sliced-line delays) was recorded with it.
        case effects = 0xBF58_476D_1CE5_E9B9
    }

    private var state: UInt64
    private let mixer: UInt64

    public init(seed: UInt64, mixer: Mixer = .published) {
        state = seed; self.mixer = mixer.rawValue
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* mixer
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [low, high), from the top 53 bits.
    public mutating func uniform(_ low: Double = 0, _ high: Double = 1) -> Double {
        let unit = Double(next() >> 11) * 0x1p-53
        return low + (high - low) * unit
    }
}
