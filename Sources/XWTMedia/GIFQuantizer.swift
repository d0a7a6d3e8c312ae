import Foundation
import XWTEngine

/// Colour statistics of GIF frames: how often each exact RGB colour shows (an open-addressing
/// table keyed by the 24-bit colour, as palettegen's `stats_mode=full` counts).
///
/// Counting is integer addition, which is order-independent: render workers each fill their own
/// histogram with whatever frames they get, `GIFHistogramPool.merged()` sums them and the colours
/// are read out sorted — the same for any number of workers. Runs of one colour (flat UI areas)
/// are counted once per run.
///
/// `@unchecked Sendable`: its table is mutated by one thread at a time — the worker
/// `GIFHistogramPool` lent it to, or the caller of `merged()` once the workers have stopped.
public final class GIFHistogram: @unchecked Sendable {
    private static let empty = UInt32.max
    private var keys: UnsafeMutablePointer<UInt32>
    private var counts: UnsafeMutablePointer<UInt64>
    private var capacity = 1 << 15  // a power of two, at most half full
    private var shift: UInt64 = 64 - 15
    private var used = 0

    init() {
        keys = .allocate(capacity: capacity)
        keys.initialize(repeating: Self.empty, count: capacity)
        counts = .allocate(capacity: capacity)
        counts.initialize(repeating: 0, count: capacity)
    }

    deinit { keys.deallocate(); counts.deallocate() }

    /// Counts every pixel of `frame` (premultiplied RGBA; shown over black, so its RGB) `weight` times.
    public func add(_ frame: Bitmap, weight: Int) {
        let w = UInt64(max(0, weight))
        guard w > 0 else { return }
        frame.pixels.withUnsafeBytes { raw in
            let p = raw.bindMemory(to: UInt32.self)
            var run = p[0] & 0xFF_FFFF, length: UInt64 = 0
            for i in 0..<p.count {
                let c = p[i] & 0xFF_FFFF
                if c == run { length &+= 1; continue }
                insert(run, length &* w)
                run = c; length = 1
            }
            insert(run, length &* w)
        }
    }

    @inline(__always)
    private func insert(_ colour: UInt32, _ n: UInt64) {
        if 2 * (used + 1) > capacity { grow() }
        let mask = capacity - 1
        var i = Int(truncatingIfNeeded: (UInt64(colour) &* 0x9E37_79B9_7F4A_7C15) >> shift) & mask  // Fibonacci hashing: top bits
        while true {
            let k = keys[i]
            if k == colour { counts[i] &+= n; return }
            if k == Self.empty { keys[i] = colour; counts[i] = n; used += 1; return }
            i = (i &+ 1) & mask
        }
    }

    private func grow() {
        let oldKeys = keys, oldCounts = counts, oldCapacity = capacity
        capacity *= 2
        shift -= 1
        keys = .allocate(capacity: capacity)
        keys.initialize(repeating: Self.empty, count: capacity)
        counts = .allocate(capacity: capacity)
        counts.initialize(repeating: 0, count: capacity)
        used = 0
        for i in 0..<oldCapacity where oldKeys[i] != Self.empty { insert(oldKeys[i], oldCounts[i]) }
        oldKeys.deallocate(); oldCounts.deallocate()
    }

    fileprivate func merge(_ other: GIFHistogram) {
        for i in 0..<other.capacity where other.keys[i] != Self.empty { insert(other.keys[i], other.counts[i]) }
    }

    /// The colours (0xBBGGRR) sorted, and how often each shows.
    func sortedColours() -> (colours: [UInt32], counts: [Double]) {
        var colours: [UInt32] = []
        colours.reserveCapacity(used)
        for i in 0..<capacity where keys[i] != Self.empty { colours.append(keys[i]) }
        colours.sort()
        let mask = capacity - 1, table = counts
        let weights = colours.map { c -> Double in
            var i = Int(truncatingIfNeeded: (UInt64(c) &* 0x9E37_79B9_7F4A_7C15) >> shift) & mask
            while keys[i] != c { i = (i &+ 1) & mask }
            return Double(table[i])
        }
        return (colours, weights)
    }
}

/// Histograms lent to render workers (one per concurrent worker), summed at the end; thread-safe.
public final class GIFHistogramPool: Sendable {
    private struct Histograms {
        var idle: [GIFHistogram] = []
        var all: [GIFHistogram] = []
    }

    private let histograms = Locked(Histograms())

    public init() {}

    /// Runs `body` with a histogram no other thread is using.
    public func withHistogram<T>(_ body: (GIFHistogram) throws -> T) rethrows -> T {
        let h: GIFHistogram = histograms.withLock { pool in
            if let h = pool.idle.popLast() { return h }
            let h = GIFHistogram(); pool.all.append(h); return h
        }
        defer { histograms.withLock { $0.idle.append(h) } }
        return try body(h)
    }

    /// The sum of every histogram (call once the workers have stopped).
    public func merged() -> GIFHistogram {
        histograms.withLock { pool in
            let sum = pool.all.first ?? GIFHistogram()
            for h in pool.all.dropFirst() { sum.merge(h) }
            pool.all = [sum]; pool.idle = [sum]
            return sum
        }
    }
}

extension GIFPalette {
    /// A palette of at most 255 colours for `histogram` (entry 255 is the transparent colour the gif
    /// encoder uses for unchanged pixels; unused entries are opaque black).
    ///
    /// Median cut, variance-driven: the box with the largest squared error is split along its
    /// channel of largest variance at the cut that minimises the two halves' squared error, until
    /// 255 boxes; each colour is its box's weighted mean. Then three k-means (Lloyd) rounds over the
    /// histogram's colours move every palette colour to the weighted mean of the colours nearest to
    /// it. Deterministic: integer input sorted by colour, a fixed order of operations, stable sorts.
    public init(histogram: GIFHistogram) {
        // The colours that occur, with their counts.
        let (packed, weight) = histogram.sortedColours()
        let mean = PackedColours(packed: packed)
        var colours: [SIMD3<Double>] = []
        if !weight.isEmpty {
            colours = Self.medianCut(weight: weight, mean: mean, maximum: 255)
            Self.refine(&colours, weight: weight, mean: mean, rounds: 3)
        }
        var bgra = [UInt8](repeating: 0, count: 1024)
        for i in 0..<255 {
            let c = i < colours.count ? colours[i] : SIMD3(0, 0, 0)
            let q = (c.clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 255))).rounded(.toNearestOrEven)
            bgra[4 * i] = UInt8(q.z); bgra[4 * i + 1] = UInt8(q.y); bgra[4 * i + 2] = UInt8(q.x); bgra[4 * i + 3] = 255
        }
        // Entry 255: transparent (alpha 0).
        self.init(bgra: bgra)
    }

    /// Histogram colours as vectors, read from their packed form (12 bytes a colour with its weight).
    fileprivate struct PackedColours {
        let packed: [UInt32]
        @inline(__always) subscript(i: Int) -> SIMD3<Double> {
            let c = packed[i]
            return SIMD3(Double(c & 0xFF), Double((c >> 8) & 0xFF), Double((c >> 16) & 0xFF))
        }
    }

    private struct Box {
        var range: Range<Int>
        var error: Double  // weighted squared error about the mean, all channels
        var axis: Int  // channel of largest variance
    }

    private static func measure(_ range: Range<Int>, _ order: [Int], _ weight: [Double], _ mean: PackedColours) -> Box {
        var n = 0.0, s = SIMD3<Double>.zero, s2 = SIMD3<Double>.zero
        for i in range {
            let c = order[i], w = weight[c], m = mean[c]
            n += w; s += w * m; s2 += w * m * m
        }
        let sse = s2 - s * s / n
        let axis = sse.x >= sse.y && sse.x >= sse.z ? 0 : (sse.y >= sse.z ? 1 : 2)
        return Box(range: range, error: range.count > 1 ? max(0, sse.sum()) : 0, axis: axis)
    }

    private static func medianCut(weight: [Double], mean: PackedColours, maximum: Int) -> [SIMD3<Double>] {
        var order = Array(weight.indices), sorted = order
        var boxes = [measure(0..<order.count, order, weight, mean)]
        while boxes.count < maximum {
            var pick = -1, most = 0.0
            for (i, b) in boxes.enumerated() where b.error > most { pick = i; most = b.error }
            guard pick >= 0 else { break }  // every box is a single colour
            let box = boxes[pick], axis = box.axis
            // Counting sort by the channel (stable: ties keep their order, a pure function of the input).
            var start = [Int](repeating: 0, count: 257)
            let shift = UInt32(8 * axis)
            for i in box.range { start[Int((mean.packed[order[i]] >> shift) & 0xFF) + 1] += 1 }
            for v in 0..<256 { start[v + 1] += start[v] }
            for i in box.range {
                let c = order[i], v = Int((mean.packed[c] >> shift) & 0xFF)
                sorted[box.range.lowerBound + start[v]] = c
                start[v] += 1
            }
            order.replaceSubrange(box.range, with: sorted[box.range])
            // The cut minimising SSE(left) + SSE(right) along the axis (prefix sums of all channels).
            var total = 0.0, totalS = SIMD3<Double>.zero
            for i in box.range { let c = order[i]; total += weight[c]; totalS += weight[c] * mean[c] }
            var n = 0.0, s = SIMD3<Double>.zero
            var best = box.range.lowerBound + 1, bestScore = -Double.infinity
            for i in box.range.dropLast() {
                let c = order[i]
                n += weight[c]; s += weight[c] * mean[c]
                // Only cut between different values along the axis.
                if mean[order[i + 1]][axis] == mean[c][axis] { continue }
                let rn = total - n, rs = totalS - s
                // Minimising SSE is maximising Σ|s|²/n + Σ|rs|²/rn.
                let score = (s * s).sum() / n + (rs * rs).sum() / rn
                if score > bestScore { bestScore = score; best = i + 1 }
            }
            if bestScore == -Double.infinity {  // all equal along the axis: nothing to cut there
                boxes[pick].error = 0
                continue
            }
            boxes[pick] = measure(box.range.lowerBound..<best, order, weight, mean)
            boxes.append(measure(best..<box.range.upperBound, order, weight, mean))
        }
        return boxes.map { b in
            var n = 0.0, s = SIMD3<Double>.zero
            for i in b.range { let c = order[i]; n += weight[c]; s += weight[c] * mean[c] }
            return s / n
        }
    }

    /// k-means rounds: every colour moves to the weighted mean of the histogram colours nearest
    /// to it (the quantiser's own nearest search on the rounded palette).
    private static func refine(_ colours: inout [SIMD3<Double>], weight: [Double], mean: PackedColours, rounds: Int) {
        let k = colours.count
        for _ in 0..<rounds {
            let rounded = colours.map { c -> SIMD4<Int32> in
                let q = c.clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 255)).rounded(.toNearestOrEven)
                return SIMD4(Int32(q.x), Int32(q.y), Int32(q.z), 0)
            }
            let search = NearestColour(palette: rounded)
            var n = [Double](repeating: 0, count: k), s = [SIMD3<Double>](repeating: .zero, count: k)
            for c in weight.indices {
                let m = mean[c]
                let j = search.nearest(Int32(m.x), Int32(m.y), Int32(m.z))
                n[j] += weight[c]; s[j] += weight[c] * m
            }
            for j in 0..<k where n[j] > 0 { colours[j] = s[j] / n[j] }
        }
    }
}

/// Exact nearest palette colour (squared RGB distance, lowest index on ties), fast: for each
/// 8×8×8 cell of RGB space visited, the palette colours that can be nearest to some point of the
/// cell are listed once (a colour is a candidate when its distance to the cell is no more than the
/// smallest farthest-distance of any colour to the cell); a lookup searches only that list, and a
/// direct-mapped cache of exact colours answers repeats (flat areas). Lists and cache entries
/// depend only on the cell or colour and the palette, so lookups are a pure function of the colour.
/// Not thread-safe: one per worker.
final class NearestColour {
    let count: Int
    private let palette: UnsafeMutablePointer<SIMD4<Int32>>
    private let cellStart: UnsafeMutablePointer<Int32>  // −1: not listed yet
    private let lists: UnsafeMutablePointer<UInt8>  // per listed cell: length, then indices
    private let cache: UnsafeMutablePointer<UInt32>  // direct-mapped: colour << 8 | (index + 1), 0 = empty
    private static let cacheBits = 16
    private var used = 0
    private static let cells = 1 << 15

    init(palette colours: [SIMD4<Int32>]) {
        count = colours.count
        palette = .allocate(capacity: max(1, colours.count))
        palette.initialize(from: colours, count: colours.count)
        cellStart = .allocate(capacity: Self.cells)
        cellStart.initialize(repeating: -1, count: Self.cells)
        lists = .allocate(capacity: Self.cells * 256)  // virtual; only listed cells are touched
        cache = .allocate(capacity: 1 << Self.cacheBits)
        cache.initialize(repeating: 0, count: 1 << Self.cacheBits)
    }

    deinit { palette.deallocate(); cellStart.deallocate(); lists.deallocate(); cache.deallocate() }

    @inline(__always)
    func nearest(_ r: Int32, _ g: Int32, _ b: Int32) -> Int {
        let key = UInt32(truncatingIfNeeded: r | (g << 8) | (b << 16))
        let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> (32 - UInt32(Self.cacheBits)))
        let hit = cache[slot]
        if hit >> 8 == key && hit & 0xFF != 0 { return Int(hit & 0xFF) &- 1 }
        let found = search(r, g, b)
        cache[slot] = key << 8 | UInt32(found &+ 1)
        return found
    }

    @inline(__always)
    private func search(_ r: Int32, _ g: Int32, _ b: Int32) -> Int {
        let cell = Int(((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3))
        var start = Int(cellStart[cell])
        if start < 0 { start = list(cell) }
        let n = Int(lists[start])
        let p = SIMD4<Int32>(r, g, b, 0)
        var best = Int(lists[start &+ 1]), bestD = Int32.max
        for i in 1...n {
            let j = Int(lists[start &+ i])
            let d = palette[j] &- p
            let dd = (d &* d).wrappedSum()
            if dd < bestD { bestD = dd; best = j }
        }
        return best
    }

    private func list(_ cell: Int) -> Int {
        let lo = SIMD4<Int32>(Int32((cell >> 10) << 3), Int32(((cell >> 5) & 31) << 3), Int32((cell & 31) << 3), 0)
        let hi = lo &+ SIMD4(7, 7, 7, 0)
        var bound = Int32.max
        for j in 0..<count {
            let c = palette[j]
            let a = c &- lo, b = c &- hi
            bound = min(bound, pointwiseMax(a &* a, b &* b).wrappedSum())
        }
        let start = used
        var n = 0
        for j in 0..<count {
            let c = palette[j]
            let d = c &- c.clamped(lowerBound: lo, upperBound: hi)
            if (d &* d).wrappedSum() <= bound { n += 1; lists[start + n] = UInt8(j) }
        }
        lists[start] = UInt8(n)
        used += n + 1
        cellStart[cell] = Int32(start)
        return start
    }
}

/// Maps frames to a GIF palette with the chosen dither, in parallel: a frame's indices depend only
/// on the frame and the palette, so render workers quantise and the result is the same for any
/// number of workers.
///
/// Nearest colours are exact (squared RGB distance, as paletteuse; `NearestColour`, one per worker).
/// Error diffusion is integer, row by row left to right; each neighbour gets its share of the error
/// truncated toward zero (small errors die out in near-flat areas: less noise, smaller files).
public final class GIFQuantizer: Sendable {
    public let palette: GIFPalette
    public let dither: GIFDither
    public let width: Int
    public let height: Int
    private let colours: [Int32]  // r, g, b per entry 0..<count
    private let count: Int
    /// Scratch not lent out (each belongs to one worker at a time).
    private let idle = Locked([Scratch]())

    /// A worker's nearest-colour search and error rows.
    private final class Scratch {
        let search: NearestColour
        var errors: [Int32]
        init(width: Int, palette: [SIMD4<Int32>]) {
            search = NearestColour(palette: palette)
            errors = [Int32](repeating: 0, count: 2 * 4 * (width + 4))
        }
    }

    public init(palette: GIFPalette, dither: GIFDither, width: Int, height: Int) {
        self.palette = palette; self.dither = dither; self.width = width; self.height = height
        var c: [Int32] = []
        for i in 0..<255 {
            c += [Int32(palette.bgra[4 * i + 2]), Int32(palette.bgra[4 * i + 1]), Int32(palette.bgra[4 * i])]
        }
        colours = c; count = 255
    }

    /// The palette indices (row-major, `width` per row) of `frame`'s RGB (shown over black) into `indices`.
    public func quantise(_ frame: Bitmap, into indices: inout [UInt8]) {
        precondition(frame.width == width && frame.height == height && indices.count == width * height, "sizes must match the quantiser")
        let scratch =
            idle.withLock { $0.popLast() }
            ?? Scratch(width: width, palette: (0..<count).map { SIMD4(colours[3 * $0], colours[3 * $0 + 1], colours[3 * $0 + 2], 0) })
        defer { idle.withLock { $0.append(scratch) } }
        frame.pixels.withUnsafeBytes { raw in
            let src = raw.bindMemory(to: UInt32.self).baseAddress!
            indices.withUnsafeMutableBufferPointer { out in
                scratch.errors.withUnsafeMutableBufferPointer { err in
                    colours.withUnsafeBufferPointer { pal in
                        run(src, out.baseAddress!, scratch.search, err.baseAddress!, pal.baseAddress!)
                    }
                }
            }
        }
    }

    /// The 8×8 Bayer threshold matrix value at (x, y), 0…63.
    private static let bayer: [Int32] = (0..<64).map { i in
        let x = i & 7, y = i >> 3, q = x ^ y
        // Interleave bits: y0 x^y0 ... (standard recursive construction).
        var v = 0
        for bit in 0..<3 { v |= ((q >> bit) & 1) << (2 * (2 - bit) + 1) | ((y >> bit) & 1) << (2 * (2 - bit)) }
        return Int32(v)
    }

    private func run(
        _ src: UnsafePointer<UInt32>, _ out: UnsafeMutablePointer<UInt8>, _ lut: NearestColour,
        _ err: UnsafeMutablePointer<Int32>, _ pal: UnsafePointer<Int32>
    ) {
        let w = width
        switch dither {
        case .none:
            for i in 0..<(w * height) {
                let v = src[i]
                out[i] = UInt8(lut.nearest(Int32(v & 0xFF), Int32((v >> 8) & 0xFF), Int32((v >> 16) & 0xFF)))
            }
        case .bayer:
            Self.bayer.withUnsafeBufferPointer { m in
                for y in 0..<height {
                    for x in 0..<w {
                        let i = y &* w &+ x, v = src[i]
                        let o = (m[(y & 7) << 3 | (x & 7)] &- 32) >> 2  // −8…7
                        let r = min(255, max(0, Int32(v & 0xFF) &+ o))
                        let g = min(255, max(0, Int32((v >> 8) & 0xFF) &+ o))
                        let b = min(255, max(0, Int32((v >> 16) & 0xFF) &+ o))
                        out[i] = UInt8(lut.nearest(r, g, b))
                    }
                }
            }
        case .floydSteinberg: diffuse(FloydSteinberg.self, src, out, lut, err, pal)
        case .sierra2: diffuse(Sierra2.self, src, out, lut, err, pal)
        case .sierra2_4a: diffuse(Sierra2_4A.self, src, out, lut, err, pal)
        case .heckbert: diffuse(Heckbert.self, src, out, lut, err, pal)
        }
    }

    /// Error diffusion with kernel `K` (constant weights, so the multiplies fold), left to right.
    @inline(__always)
    private func diffuse<K: DiffusionKernel>(
        _: K.Type, _ src: UnsafePointer<UInt32>, _ out: UnsafeMutablePointer<UInt8>,
        _ lut: NearestColour, _ err: UnsafeMutablePointer<Int32>,
        _ pal: UnsafePointer<Int32>
    ) {
        let w = width, rowLength = w + 4
        err.withMemoryRebound(to: SIMD4<Int32>.self, capacity: 2 * rowLength) { rows in
            var current = rows + 2, next = rows + rowLength + 2
            rows.update(repeating: .zero, count: 2 * rowLength)
            let lo = SIMD4<Int32>(repeating: 0), hi = SIMD4<Int32>(repeating: 255)
            for y in 0..<height {
                let row = src + y &* w, o = out + y &* w
                var carry = current[0]  // error reaching x from the left, kept in registers
                for x in 0..<w {
                    let v = row[x]
                    let s = SIMD4<Int32>(Int32(v & 0xFF), Int32((v >> 8) & 0xFF), Int32((v >> 16) & 0xFF), 0)
                    let c = (s &+ carry).clamped(lowerBound: lo, upperBound: hi)
                    let n = lut.nearest(c.x, c.y, c.z)
                    o[x] = UInt8(n)
                    let e = c &- SIMD4<Int32>(pal[3 &* n], pal[3 &* n &+ 1], pal[3 &* n &+ 2], 0)
                    carry = current[x &+ 1] &+ K.r1(e)
                    if K.hasR2 { current[x &+ 2] &+= K.r2(e) }
                    K.below(e, next + x)
                }
                swap(&current, &next)
                (next - 2).update(repeating: .zero, count: rowLength)
            }
        }
    }
}

/// v / 16 rounded toward zero (as C integer division): each neighbour's share of the error is
/// truncated, so errors of a few levels die out instead of sprinkling near-flat areas with noise.
@inline(__always)
private func t16(_ v: SIMD4<Int32>) -> SIMD4<Int32> { (v &+ ((v &>> 31) & SIMD4(repeating: 15))) &>> 4 }

/// An error-diffusion kernel in 1/16 units: to x+1 (and x+2) on this row, x−2…x+2 on the next.
private protocol DiffusionKernel {
    static func r1(_ e: SIMD4<Int32>) -> SIMD4<Int32>
    static var hasR2: Bool { get }
    static func r2(_ e: SIMD4<Int32>) -> SIMD4<Int32>
    static func below(_ e: SIMD4<Int32>, _ p: UnsafeMutablePointer<SIMD4<Int32>>)
}

extension DiffusionKernel {
    static var hasR2: Bool { false }
    static func r2(_ e: SIMD4<Int32>) -> SIMD4<Int32> { .zero }
}

/// 7/16 right; 3/16, 5/16, 1/16 below.
private enum FloydSteinberg: DiffusionKernel {
    @inline(__always) static func r1(_ e: SIMD4<Int32>) -> SIMD4<Int32> { t16((e &<< 3) &- e) }
    @inline(__always) static func below(_ e: SIMD4<Int32>, _ p: UnsafeMutablePointer<SIMD4<Int32>>) {
        p[-1] &+= t16((e &<< 1) &+ e); p[0] &+= t16((e &<< 2) &+ e); p[1] &+= t16(e)
    }
}

/// Two-row Sierra: 4/16, 3/16 right; 1/16, 2/16, 3/16, 2/16, 1/16 below.
private enum Sierra2: DiffusionKernel {
    @inline(__always) static func r1(_ e: SIMD4<Int32>) -> SIMD4<Int32> { t16(e &<< 2) }
    static var hasR2: Bool { true }
    @inline(__always) static func r2(_ e: SIMD4<Int32>) -> SIMD4<Int32> { t16((e &<< 1) &+ e) }
    @inline(__always) static func below(_ e: SIMD4<Int32>, _ p: UnsafeMutablePointer<SIMD4<Int32>>) {
        let e2 = e &<< 1
        p[-2] &+= t16(e); p[-1] &+= t16(e2); p[0] &+= t16(e2 &+ e); p[1] &+= t16(e2); p[2] &+= t16(e)
    }
}

/// Sierra Lite (2-4A): 2/4 right; 1/4, 1/4 below.
private enum Sierra2_4A: DiffusionKernel {
    @inline(__always) static func r1(_ e: SIMD4<Int32>) -> SIMD4<Int32> { t16(e &<< 3) }
    @inline(__always) static func below(_ e: SIMD4<Int32>, _ p: UnsafeMutablePointer<SIMD4<Int32>>) {
        let e4 = e &<< 2
        let q = t16(e4); p[-1] &+= q; p[0] &+= q
    }
}

/// Heckbert's simplified Floyd-Steinberg: 3/8 right; 3/8 below, 2/8 below-right.
private enum Heckbert: DiffusionKernel {
    @inline(__always) static func r1(_ e: SIMD4<Int32>) -> SIMD4<Int32> { t16((e &<< 2) &+ (e &<< 1)) }
    @inline(__always) static func below(_ e: SIMD4<Int32>, _ p: UnsafeMutablePointer<SIMD4<Int32>>) {
        p[0] &+= t16((e &<< 2) &+ (e &<< 1)); p[1] &+= t16(e &<< 2)
    }
}
