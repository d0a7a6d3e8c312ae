/// The horizontal half of the bilinear samples of a scaled image row, kept for the two texel rows
/// the last output row read.
///
/// An affine row that stays on one texel row (dy = 0) reads at column x the texel pair
/// (u(x) >> 16, ty) with weight fx(x), u(x) = (x0 + x·dx) >> 8 (x0 and dx in 40.24 fixed point):
/// the lerp across x of texel row ty is a function of (x0, dx, ty, x) only. A layer that is scaled
/// and moved but not rotated has the same x0 and dx in every row (the rasterizer asks `follows`
/// first), and consecutive output rows read overlapping texel rows, so each texel row's lerps are
/// computed once for all the output rows that read it, leaving one lerp across y per pixel. The
/// lerps are kept as computed, in 16-bit lanes (a lerp of bytes stays ≤ 255, so they are
/// `ChannelVectors.bilinear2`'s values): the loops that read them need not widen them again.
///
/// One per image rasterizer, and a rasterizer belongs to one band: never shared.
final class TexelRowLerps<Memory: PixelMemory> {
    /// What a slot holds: texel row `ty` lerped across x at the columns of (x0, dx).
    private struct Key: Equatable {
        var ty, x0, dx: Int
        var columns: Range<Int>
    }

    /// Columns of a slot that all hold `colour` (they read one run of the texel row: `fill`).
    struct Stretch {
        var columns: Range<Int>
        var colour: SIMD4<UInt16>
    }

    /// Texel rows made available by `prepare`: column x of the top one is element `top + x` of
    /// `buffer`, of the bottom one `bottom + x`; the stretches of one colour of each.
    struct Prepared {
        let buffer: ScratchBuffer<SIMD4<UInt16>, Memory>
        let top, bottom: Int
        let topStretches, bottomStretches: [Stretch]
    }

    /// Storage for one row width, allocated at the first row.
    private struct Storage {
        /// Slot 0 at 0…width − 1, slot 1 at width…2·width − 1: a column's four channels each.
        let lerps: ScratchBuffer<SIMD4<UInt16>, Memory>
        /// Per column of the table's key: the left texel's column.
        let texels: ScratchBuffer<Int, Memory>
        /// Per even column x, for x and x + 1: the weight fx and the left texel's, 256 − fx, each
        /// in four lanes. Whole aligned vectors: a multiply reads them from memory directly.
        let weights: ScratchBuffer<SIMD8<UInt16>, Memory>
        let complements: ScratchBuffer<SIMD8<UInt16>, Memory>
        let width: Int
    }

    private var keys: (Key?, Key?) = (nil, nil)
    /// Per slot, the stretches of its columns that hold one colour, left to right.
    private var stretches: ([Stretch], [Stretch]) = ([], [])
    /// The columns (x0, dx, columns; `ty` unused) `Storage.texels` and `weights` hold.
    private var tableKey: Key?
    private var storage: Storage?
    /// The column map of the last row asked about (`follows`).
    private var lastMap: (x0: Int, dx: Int)?

    /// True when the row before (the last one asked about) had the column map (x0, dx) too: then
    /// it may have left texel rows to reuse. A layer seen tilted has a new map in every row, and
    /// its rows are better sampled directly.
    @inline(__always)
    func follows(x0: Int, dx: Int) -> Bool {
        defer { lastMap = (x0, dx) }
        return lastMap?.x0 == x0 && lastMap?.dx == dx
    }

    /// Makes texel rows `ty` and (when `fy ≠ 0`) ty + 1 of `image`, lerped across x at `columns`
    /// of a row of `rowWidth` pixels, available (the same row twice when `fy = 0`). Every texel
    /// pair the columns read lies inside the image; `runs` are the image's own, when kept.
    @inline(__always)
    func prepare(
        ty: Int, fy: UInt16, x0: Int, dx: Int, columns: Range<Int>, image: PixelImage<Memory>, runs: UniformRuns?, rowWidth: Int
    ) -> Prepared {
        if storage?.width != rowWidth {
            let pairs = (rowWidth &+ 1) / 2
            storage = Storage(
                lerps: ScratchBuffer(repeating: .zero, count: 2 &* rowWidth), texels: ScratchBuffer(repeating: 0, count: rowWidth),
                weights: ScratchBuffer(repeating: .zero, count: pairs), complements: ScratchBuffer(repeating: .zero, count: pairs),
                width: rowWidth)
            keys = (nil, nil)
            tableKey = nil
        }
        let storage = storage.unsafelyUnwrapped
        let top = Key(ty: ty, x0: x0, dx: dx, columns: columns), below = Key(ty: ty &+ 1, x0: x0, dx: dx, columns: columns)
        // A missing top row goes where it keeps the row below, if held.
        let a = slot(holding: top) ?? fill(slot(holding: below) == 0 ? 1 : 0, top, image, runs, storage)
        let b = fy == 0 ? a : slot(holding: below) ?? fill(1 &- a, below, image, runs, storage)
        return Prepared(
            buffer: storage.lerps, top: a &* rowWidth, bottom: b &* rowWidth, topStretches: stretches(a), bottomStretches: stretches(b))
    }

    /// Slot `index`'s stretches of one colour.
    @inline(__always)
    private func stretches(_ index: Int) -> [Stretch] { index == 0 ? stretches.0 : stretches.1 }

    /// The slot whose row and columns cover `key`'s, if any.
    @inline(__always)
    private func slot(holding key: Key) -> Int? {
        if covers(keys.0, key) { return 0 }
        if covers(keys.1, key) { return 1 }
        return nil
    }

    /// True when `held` has `key`'s row (unless `row` is false) and column map, and its columns.
    @inline(__always)
    private func covers(_ held: Key?, _ key: Key, row: Bool = true) -> Bool {
        guard let held else { return false }
        return (!row || held.ty == key.ty) && held.x0 == key.x0 && held.dx == key.dx
            && held.columns.lowerBound <= key.columns.lowerBound && held.columns.upperBound >= key.columns.upperBound
    }

    /// Lerps `key`'s texel row across x into slot `index`, two columns at a time as `bilinear2`:
    /// columns 2p and 2p + 1 (pair p) have their weights in vectors p. Columns whose texel pair lies
    /// in one of the row's `runs` get the run's colour, which is their lerp.
    private func fill(_ index: Int, _ key: Key, _ image: PixelImage<Memory>, _ runs: UniformRuns?, _ storage: Storage) -> Int {
        if !covers(tableKey, key, row: false) { tabulate(key, storage) }
        let lerps = storage.lerps, texels = storage.texels, weights = storage.weights, complements = storage.complements
        let base = index &* storage.width
        // Taken out of the slot first, so that it is unique and keeps its capacity.
        var found = stretches(index)
        if index == 0 { stretches.0 = [] } else { stretches.1 = [] }
        found.removeAll(keepingCapacity: true)
        image.withRow(key.ty) { row in
            // Stepped by pair, not by column: then no column's index is halved.
            @inline(__always) func two(_ pair: Int) {
                let x = pair &* 2
                lerps.setPair(
                    base &+ x, ChannelVectors.across(row.pair(texels[x]), row.pair(texels[x &+ 1]), fx: weights[pair], gx: complements[pair]))
            }
            @inline(__always) func one(_ x: Int) {
                let texel = row.pair(texels[x]), odd = x & 1 != 0
                let fx = odd ? weights[x &>> 1].highHalf : weights[x &>> 1].lowHalf
                let gx = odd ? complements[x &>> 1].highHalf : complements[x &>> 1].lowHalf
                lerps[base &+ x] = ChannelVectors.across(texel, texel, fx: SIMD8(lowHalf: fx, highHalf: fx), gx: SIMD8(lowHalf: gx, highHalf: gx)).lowHalf
            }
            /// Columns `start..<end`, lerped.
            func lerped(_ start: Int, _ end: Int) {
                guard start < end else { return }
                if start & 1 != 0 { one(start) }
                // The pairs from the first even column to the last pair ending before `end`, eight
                // columns a step: the loop's own counting is spread over four times the work.
                var pair = (start &+ 1) &>> 1
                let pairs = end &>> 1
                while pair < pairs &- 3 {
                    two(pair)
                    two(pair &+ 1)
                    two(pair &+ 2)
                    two(pair &+ 3)
                    pair &+= 4
                }
                while pair < pairs {
                    two(pair)
                    pair &+= 1
                }
                if end & 1 != 0 { one(end &- 1) }
            }
            var x = key.columns.lowerBound
            let end = key.columns.upperBound
            if let runs, key.dx > 0 {
                for k in runs.runs(row: key.ty) {
                    let run = runs.run(k)
                    // The columns whose left texel u has u and u + 1 in the run.
                    let from = max(x, Self.firstColumn(reading: run.lowerBound, key)), to = min(end, Self.firstColumn(reading: run.upperBound &- 1, key))
                    guard to &- from >= Self.shortestStretch else { continue }
                    lerped(x, from)
                    let colour = UniformRuns.colour(image, run.lowerBound, key.ty)
                    for c in from..<to { lerps[base &+ c] = colour }
                    found.append(Stretch(columns: from..<to, colour: colour))
                    x = to
                }
            }
            lerped(x, end)
        }
        if index == 0 { (keys.0, stretches.0) = (key, found) } else { (keys.1, stretches.1) = (key, found) }
        return index
    }

    /// The fewest columns taken as a run's colour: fewer are lerped (a run costs a few divisions).
    private static var shortestStretch: Int { 8 }

    /// The first column of `key`'s map (dx > 0) whose left texel is at least `texel`: column x's is
    /// (x0 + x·dx) >> 24 (`tabulate`'s, stepped exactly), so the least x with x0 + x·dx ≥ texel << 24.
    @inline(__always)
    private static func firstColumn(reading texel: Int, _ key: Key) -> Int {
        let n = texel &<< 24 &- key.x0
        // A quotient rounded up: `/` rounds toward zero.
        return n > 0 ? (n &+ key.dx &- 1) / key.dx : n / key.dx
    }

    /// The texel column and weight of each of `key`'s columns: u(x) = (x0 + x·dx) >> 8 in 16.16,
    /// stepped (integers: the same value as the product).
    private func tabulate(_ key: Key, _ storage: Storage) {
        let texels = storage.texels, weights = storage.weights, complements = storage.complements, dx = key.dx
        var at = key.x0 &+ key.columns.lowerBound &* dx
        for x in key.columns {
            let u = at &>> 8
            texels[x] = u &>> 16
            let fx = UInt16(truncatingIfNeeded: (u &>> 8) & 255)
            var w = weights[x &>> 1], g = complements[x &>> 1]
            if x & 1 == 0 {
                w.lowHalf = SIMD4(repeating: fx); g.lowHalf = SIMD4(repeating: 256 &- fx)
            } else {
                w.highHalf = SIMD4(repeating: fx); g.highHalf = SIMD4(repeating: 256 &- fx)
            }
            weights[x &>> 1] = w
            complements[x &>> 1] = g
            at = at &+ dx
        }
        tableKey = key
    }
}
