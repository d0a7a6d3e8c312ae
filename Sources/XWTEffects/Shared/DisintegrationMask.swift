import XWTEngine

/// The grey cloudy mask XW's Mask filter dissolves through, made in code instead of XW's bundled
/// `mask.jpg` (`XWFilterAnimator.m`: a 1280 × 1920 grey cloudy noise image).
///
/// Fractal value noise: three octaves of a seeded random lattice (periods 64, 32 and 16 px, each
/// half the amplitude of the one before), interpolated with the smoothstep fade, then
/// histogram-equalized to 0…255: a fine mesh of 50–100-px blobs like XW's mask, not a few
/// screen-sized clouds. XW's image is smooth down to ~20 px, so its blobs have soft edges; finer
/// octaves would make them ragged. Only integer hashing and IEEE +, −, × reach the values, so the
/// mask is identical on every platform; it does not depend on the effect seed (XW's mask is a
/// fixed asset).
enum DisintegrationMask {
    static let width = 1280
    static let height = 1920

    /// Luminance 0…255, rows top to bottom as in the image file (CI's y = 0 is the last row).
    static let luminance: [UInt8] = generate(seed: seed)

    /// Lattice period of the coarsest octave, pixels; each further octave halves it.
    static let basePeriod = 64.0
    static let octaves = 3
    /// Fixed seed of the lattice values (the mask is an asset, not a per-run random choice).
    static let seed: UInt64 = 26

    /// The fBm sum, histogram-equalized to 0…255 (through 4096 bins): at threshold `t` the dark-first
    /// dissolve has taken ≈ a fraction `t` of the mask, whatever the noise's own contrast.
    static func generate(seed: UInt64) -> [UInt8] {
        var sum = [Float](repeating: 0, count: width * height)
        var amplitude: Float = 1
        var period = basePeriod
        for octave in 0..<octaves {
            addOctave(to: &sum, period: period, amplitude: amplitude, key: seed &+ UInt64(octave) &* 0x9E37_79B9)
            amplitude *= 0.5
            period *= 0.5
        }
        var low = Float.greatestFiniteMagnitude, high = -Float.greatestFiniteMagnitude
        for v in sum { low = min(low, v); high = max(high, v) }
        let bins = 4096, scale = Float(bins - 1) / (high - low)
        let binOf = sum.map { Int((($0 - low) * scale).rounded(.down)) }
        var below = [Int](repeating: 0, count: bins + 1)
        for bin in binOf { below[bin + 1] += 1 }
        for i in 1...bins { below[i] += below[i - 1] }
        // Level = 255 × the fraction of pixels in lower bins plus half of this bin's, rounded.
        let levels = (0..<bins).map { bin -> UInt8 in
            let rank = 2 * below[bin] + (below[bin + 1] - below[bin])
            return UInt8((255 * rank + sum.count) / (2 * sum.count))
        }
        return binOf.map { levels[$0] }
    }

    /// Adds one octave of value noise: lattice values in [0, 1) at multiples of `period`,
    /// interpolated separably with the fade `3f² − 2f³`.
    private static func addOctave(to sum: inout [Float], period: Double, amplitude: Float, key: UInt64) {
        let columns = Int(Double(width) / period) + 2, rows = Int(Double(height) / period) + 2
        var lattice = [Float](repeating: 0, count: columns * rows)
        for j in 0..<rows {
            for i in 0..<columns {
                var random = SplitMix64(seed: key ^ (UInt64(j) << 32 | UInt64(i)), mixer: .effects)
                lattice[j * columns + i] = Float(random.next() >> 40) * 0x1p-24 * amplitude
            }
        }
        // Per column: left lattice index and fade weight.
        var cellX = [Int](repeating: 0, count: width), fadeX = [Float](repeating: 0, count: width)
        for x in 0..<width {
            let u = (Double(x) + 0.5) / period
            let i = Int(u.rounded(.down))
            cellX[x] = i
            fadeX[x] = fade(Float(u - Double(i)))
        }
        var mixedRow = [Float](repeating: 0, count: columns)
        for y in 0..<height {
            let v = (Double(y) + 0.5) / period
            let j = Int(v.rounded(.down)), fy = fade(Float(v - Double(j)))
            for i in 0..<columns {
                let top = lattice[j * columns + i], bottom = lattice[(j + 1) * columns + i]
                mixedRow[i] = top + (bottom - top) * fy
            }
            let base = y * width
            for x in 0..<width {
                let left = mixedRow[cellX[x]], right = mixedRow[cellX[x] + 1]
                sum[base + x] += left + (right - left) * fadeX[x]
            }
        }
    }

    private static func fade(_ f: Float) -> Float { f * f * (3 - 2 * f) }
}
