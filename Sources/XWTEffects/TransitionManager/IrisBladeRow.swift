import XWTEngine

/// One row of `CameraIrisKernel`'s blades drawn run by run: the bytes of `bladeGrey` per pixel for
/// a fraction of its work.
///
/// Every test `bladeGrey` and `tone` make of a blade's distance (it reaches, it covers fully, it
/// shades the blade beneath) is monotone along a row, so the row splits at most at 24 columns into
/// pieces where the cyclic run of blades reaching each pixel, the top one's full cover and each
/// seam shadow are fixed. In a piece:
/// - one blade reaches: the pixel is that blade's `tone`, exactly as `bladeGrey` computes it;
/// - several reach and the top one covers fully: `bladeGrey` blends the top tone over the rest with
///   weight 1, within 2⁻⁵² of the top tone (its grey is below 1), so the top tone gives the same byte
///   unless `grey·255 + 0.5` lies within 10⁻⁹ of a whole number (then `bladeGrey` itself is called);
/// - otherwise (a seam's anti-aliased pixel): `bladeGrey`.
/// The top tone falls with the distance past the blade's edge (rim, outward darkening) and with
/// the distance past the edge of the blade above in its shadow, and every distance is monotone
/// along a row; so without a shadow, or with one whose distance runs the same way along the row,
/// the tone is monotone across the piece, and where two columns give the same byte every column
/// between does too: such a piece is filled in runs found by probing, guessing each run as long as
/// the last. The other shaded pieces are drawn pixel by pixel.
struct IrisBladeRow {
    let iris: CameraIrisKernel
    let dy: Double
    /// `normalY · dy` (lanes 0…5), the row's share of each distance.
    let rowTerm: SIMD8<Double>
    /// The columns where a tested predicate changes, ascending, from 0 through the row's width.
    private(set) var cuts: [Int] = []

    init(_ iris: CameraIrisKernel, dy: Double, width: Int) {
        self.iris = iris
        self.dy = dy
        rowTerm = iris.normalY * dy
        var cuts = [0, width]
        cuts.reserveCapacity(2 + 4 * CameraIrisKernel.blades)
        if width > 1 {
            let first = tests(distances(0)), last = tests(distances(width - 1))
            var changed = first ^ last
            while changed != 0 {
                let bit = changed.trailingZeroBitCount
                changed &= changed - 1
                cuts.append(firstColumn(test: bit, equal: last >> bit & 1, width: width))
            }
        }
        self.cuts = cuts.sorted()
    }

    /// The column's distances past each edge line (lanes 0…5), the same values as `distances`.
    @inline(__always) func distances(_ x: Int) -> SIMD8<Double> {
        iris.normalX * (Double(x) + 0.5 - iris.centerX) + rowTerm - SIMD8(repeating: iris.inradius)
    }

    /// Blade `k`'s distance at column `x`: lane k of `distances(x)`.
    @inline(__always) func distance(_ k: Int, _ x: Int) -> Double {
        iris.normalX[k] * (Double(x) + 0.5 - iris.centerX) + rowTerm[k] - iris.inradius
    }

    /// The tests of blade k's distance d, bit `4k + t` = `holds(t, d)`.
    @inline(__always) func tests(_ d: SIMD8<Double>) -> UInt32 {
        var bits: UInt32 = 0
        for k in 0..<CameraIrisKernel.blades {
            for t in 0..<4 where holds(t, d[k]) { bits |= 1 << (4 * k + t) }
        }
        return bits
    }

    /// Test `t` of a blade's distance `d`: 0 it reaches (`d > −0.5`, as `bladeGrey`), 1 it covers
    /// fully (`d + 0.5 ≥ 1`), 2 `d < 0` and 3 `d > −shadowWidth` (both: it shades the blade
    /// beneath, as `tone`). Each is monotone in d.
    @inline(__always) func holds(_ t: Int, _ d: Double) -> Bool {
        switch t {
        case 0: d > -0.5
        case 1: d + 0.5 >= 1
        case 2: d < 0
        default: d > -iris.shadowWidth
        }
    }

    /// The first column (1…width − 1) where test `bit` gives `equal`, given that column width − 1
    /// does and column 0 does not: an estimate from the edge line's equation, then the exact test.
    private func firstColumn(test bit: Int, equal: UInt32, width: Int) -> Int {
        let k = bit / 4, t = bit % 4, want = equal != 0
        let threshold =
            switch t {
            case 0: -0.5
            case 1: 0.5
            case 2: 0.0
            default: -iris.shadowWidth
            }
        let estimate = (threshold + iris.inradius - rowTerm[k]) / iris.normalX[k] + iris.centerX - 0.5
        var x = estimate.isFinite ? Int(min(max(estimate.rounded(.up), 1), Double(width - 1))) : width - 1
        while holds(t, distance(k, x)) != want { x += 1 }
        while x > 1 && holds(t, distance(k, x - 1)) == want { x -= 1 }
        return x
    }

    /// Columns `columns` of `row` (outside the aperture) drawn: `CameraIrisKernel.word(grey:)` of
    /// `bladeGrey` at every pixel centre.
    func fill<Memory>(_ row: inout FrameRow<Memory>, columns: Range<Int>) {
        guard !columns.isEmpty else { return }
        var guess = 1
        for i in 1..<cuts.count {
            let start = max(cuts[i - 1], columns.lowerBound), end = min(cuts[i], columns.upperBound)
            guard start < end else { continue }
            let piece = start..<end
            let bits = tests(distances(piece.lowerBound))
            let n = CameraIrisKernel.blades
            let (top, count) = CameraIrisKernel.reachingRun { bits >> (4 * $0) & 1 != 0 }
            guard count == 1 || bits >> (4 * top + 1) & 1 != 0 else {
                for x in piece { row[x] = exactWord(x) }
                continue
            }
            let above = (top + n - 1) % n
            let shaded = bits >> (4 * above + 2) & 3 == 3
            let run = TopTone(blades: self, top: top, checked: count > 1)
            if !shaded || (iris.normalX[top] >= 0) == (iris.normalX[above] >= 0) {
                run.fill(&row, columns: piece, guess: &guess)
            } else {
                for x in piece { row[x] = run.word(x) ?? exactWord(x) }
            }
        }
    }

    /// `bladeGrey`'s word at column `x`.
    @inline(__always) func exactWord(_ x: Int) -> UInt32 {
        CameraIrisKernel.word(grey: iris.bladeGrey(Double(x) + 0.5 - iris.centerX, dy))
    }
}

/// The top blade's `tone` at the columns of one piece of an `IrisBladeRow`.
private struct TopTone {
    let blades: IrisBladeRow
    let top: Int, above: Int
    /// Several blades reach: the word is taken only where it provably equals `bladeGrey`'s.
    let checked: Bool

    init(blades: IrisBladeRow, top: Int, checked: Bool) {
        self.blades = blades
        self.top = top
        above = (top + CameraIrisKernel.blades - 1) % CameraIrisKernel.blades
        self.checked = checked
    }

    /// The word of the top blade's tone at column `x`; nil when `checked` and its grey·255 + 0.5
    /// lies within 10⁻⁹ of a whole number (where a 2⁻⁵² difference could change the byte).
    @inline(__always) func word(_ x: Int) -> UInt32? {
        let grey = blades.iris.tone(top, blades.distance(top, x), above: blades.distance(above, x))
        if checked {
            let scaled = grey * 255 + 0.5
            let fraction = scaled - scaled.rounded(.down)
            guard fraction > 1e-9 && fraction < 1 - 1e-9 else { return nil }
        }
        return CameraIrisKernel.word(grey: grey)
    }

    /// Columns `columns` written where the tone is monotone along the row: from each column, the
    /// run of columns with its word is found by probing `guess` columns on (the last run's
    /// length), then doubling, then halving; a word equal at both ends of a run is the word of
    /// every column between.
    func fill<Memory>(_ row: inout FrameRow<Memory>, columns: Range<Int>, guess: inout Int) {
        var x = columns.lowerBound
        while x < columns.upperBound {
            guard let value = word(x) else {
                row[x] = blades.exactWord(x)
                x += 1
                continue
            }
            var same = x, differs = columns.upperBound
            var step = max(guess - 1, 1), doubling = false
            while same + step < differs {
                if word(same + step) == value {
                    same += step
                    step = doubling ? step * 2 : 1
                    doubling = true
                } else {
                    differs = same + step
                }
            }
            while differs - same > 1 {
                let middle = (same + differs) / 2
                if word(middle) == value { same = middle } else { differs = middle }
            }
            row.fill(value, columns: x..<same + 1)
            guess = same + 1 - x
            x = same + 1
        }
    }
}
