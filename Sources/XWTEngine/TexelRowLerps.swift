/// The horizontal half of the bilinear samples of a scaled image row, kept for the two texel rows
/// the last output row read.
///
/// An affine row that stays on one texel row (dy = 0) reads at column x the texel pair
/// (u(x) >> 16, ty) with weight fx(x), u(x) = (x0 + x·dx) >> 8 (x0 and dx in 40.24 fixed point):
/// the lerp across x of texel row ty is a function of (x0, dx, ty, x) only. A layer that is scaled
/// and moved but not rotated has the same x0 and dx in every row (the rasterizer asks `follows`
/// first), and consecutive output rows read overlapping texel rows, so each texel row's lerps are
/// computed once for all the output rows that read it, leaving one lerp across y per pixel. A lerp
/// of bytes stays ≤ 255: the lerps are stored as bytes without loss, one pixel word per column,
/// computed as `ChannelVectors.bilinear2` computes them (the same bytes).
///
/// One per image rasterizer, and a rasterizer belongs to one band: never shared.
final class TexelRowLerps<Memory: PixelMemory> {
    /// What a slot holds: texel row `ty` lerped across x at the columns of (x0, dx).
    private struct Key: Equatable {
        var ty, x0, dx: Int
        var columns: Range<Int>
    }

    /// Storage for one row width, allocated at the first row.
    private struct Storage {
        /// Slot 0 at 0…width − 1, slot 1 at width…2·width − 1.
        let lerps: ScratchBuffer<UInt32, Memory>
        /// Per column of the table's key: the left texel's column, its weight fx and the left
        /// texel's, 256 − fx, each in four lanes.
        let texels: ScratchBuffer<Int, Memory>
        let weights: ScratchBuffer<SIMD4<UInt16>, Memory>
        let complements: ScratchBuffer<SIMD4<UInt16>, Memory>
        let width: Int
    }

    private var keys: (Key?, Key?) = (nil, nil)
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
    /// of a row of `rowWidth` pixels, available: column x of each is word `top + x` (`bottom + x`)
    /// of `buffer` (the same row twice when `fy = 0`). Every texel pair the columns read lies
    /// inside the image.
    @inline(__always)
    func prepare(
        ty: Int, fy: UInt16, x0: Int, dx: Int, columns: Range<Int>, image: PixelImage<Memory>, rowWidth: Int
    ) -> (buffer: ScratchBuffer<UInt32, Memory>, top: Int, bottom: Int) {
        if storage?.width != rowWidth {
            storage = Storage(
                lerps: ScratchBuffer(repeating: 0, count: 2 &* rowWidth), texels: ScratchBuffer(repeating: 0, count: rowWidth),
                weights: ScratchBuffer(repeating: .zero, count: rowWidth), complements: ScratchBuffer(repeating: .zero, count: rowWidth),
                width: rowWidth)
            keys = (nil, nil)
            tableKey = nil
        }
        let storage = storage.unsafelyUnwrapped
        let top = Key(ty: ty, x0: x0, dx: dx, columns: columns), below = Key(ty: ty &+ 1, x0: x0, dx: dx, columns: columns)
        // A missing top row goes where it keeps the row below, if held.
        let a = slot(holding: top) ?? fill(slot(holding: below) == 0 ? 1 : 0, top, image, storage)
        guard fy != 0 else { return (storage.lerps, a &* rowWidth, a &* rowWidth) }
        let b = slot(holding: below) ?? fill(1 &- a, below, image, storage)
        return (storage.lerps, a &* rowWidth, b &* rowWidth)
    }

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

    /// Lerps `key`'s texel row across x into slot `index`, two columns at a time as `bilinear2`.
    private func fill(_ index: Int, _ key: Key, _ image: PixelImage<Memory>, _ storage: Storage) -> Int {
        if !covers(tableKey, key, row: false) { tabulate(key, storage) }
        let lerps = storage.lerps, texels = storage.texels, weights = storage.weights, complements = storage.complements
        let base = index &* storage.width, ty = key.ty
        var x = key.columns.lowerBound
        let end = key.columns.upperBound
        @inline(__always) func two(_ x: Int) {
            let across = ChannelVectors.across(image.pair(texels[x], ty), image.pair(texels[x &+ 1], ty), fx: weights.pair(x), gx: complements.pair(x))
            lerps.setChannels2(base &+ x, ChannelVectors.narrow(across))
        }
        // Four columns a step: the loop's own counting is spread over twice the work.
        while x < end &- 3 {
            two(x)
            two(x &+ 2)
            x &+= 4
        }
        if x &+ 2 <= end {
            two(x)
            x &+= 2
        }
        if x < end {
            let pair = image.pair(texels[x], ty)
            let fx = SIMD8(lowHalf: weights[x], highHalf: weights[x])
            let across = ChannelVectors.across(pair, pair, fx: fx, gx: SIMD8(repeating: 256) &- fx)
            lerps[base &+ x] = ChannelVectors.word(ChannelVectors.narrow(across).lowHalf)
        }
        if index == 0 { keys.0 = key } else { keys.1 = key }
        return index
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
            weights[x] = SIMD4(repeating: fx)
            complements[x] = SIMD4(repeating: 256 &- fx)
            at = at &+ dx
        }
        tableKey = key
    }
}
