/// The columns of one frame row that opaque quads in front have already claimed.
///
/// The renderer walks a row's quads front to back: each draws only the columns no quad in front of
/// it covers, then adds the columns it writes with an opaque word whatever lies below. Drawing
/// fewer columns changes no pixel, because every pixel of a quad is a function of its own
/// coordinates (`QuadRasterizer`).
///
/// One bit per column of `0..<width` (set: covered); columns outside are never covered. Every
/// operation costs one step per 64 columns it spans, however many quads were added: a row cut
/// into a hundred slices (the lines effects) costs no more per quad than a row with two.
struct OpaqueCover {
    private var words: [UInt64]
    let width: Int
    private static let all: UInt64 = ~0

    init(width: Int) {
        self.width = max(0, width)
        words = [UInt64](repeating: 0, count: (self.width + 63) / 64)
    }

    mutating func removeAll() {
        for i in words.indices { words[i] = 0 }
    }

    /// Adds `columns` (the part inside `0..<width`).
    mutating func add(_ columns: Range<Int>) {
        let lo = max(columns.lowerBound, 0), hi = min(columns.upperBound, width)
        guard lo < hi else { return }
        let first = lo >> 6, last = (hi - 1) >> 6
        let head = Self.all << UInt64(lo & 63), tail = Self.all >> UInt64(63 - ((hi - 1) & 63))
        if first == last {
            words[first] |= head & tail
            return
        }
        words[first] |= head
        for i in first + 1..<last { words[i] = Self.all }
        words[last] |= tail
    }

    /// True when every column of `columns` is covered.
    func covers(_ columns: Range<Int>) -> Bool {
        columns.isEmpty || (columns.lowerBound >= 0 && firstUncovered(from: columns.lowerBound, below: columns.upperBound) == columns.upperBound)
    }

    /// Appends the uncovered parts of `columns` to `out`, in order, each as long as it can be.
    func appendGaps(of columns: Range<Int>, to out: inout [Range<Int>]) {
        var x = columns.lowerBound
        let end = columns.upperBound
        guard x < end else { return }
        // A span inside one word (a narrow quad's row): all of it or none of it, mostly.
        if x >= 0, end <= width, x >> 6 == (end - 1) >> 6 {
            let span = (Self.all << UInt64(x & 63)) & (Self.all >> UInt64(63 - ((end - 1) & 63)))
            let covered = words[x >> 6] & span
            if covered == 0 { out.append(columns); return }
            if covered == span { return }
        }
        while x < end {
            x = firstUncovered(from: x, below: end)
            guard x < end else { return }
            let covered = firstCovered(from: x, below: end)
            out.append(x..<covered)
            x = covered
        }
    }

    /// The first column ≥ `x` and < `end` that is not covered, or `end`.
    private func firstUncovered(from x: Int, below end: Int) -> Int {
        guard x >= 0 else { return x }
        var i = x >> 6
        guard i < words.count else { return min(x, end) }
        var free = ~words[i] & (Self.all << UInt64(x & 63))
        while free == 0 {
            i += 1
            if i == words.count { return min(max(x, width), end) }
            if i << 6 >= end { return end }
            free = ~words[i]
        }
        return min(i << 6 + free.trailingZeroBitCount, end)
    }

    /// The first column ≥ `x` and < `end` that is covered, or `end`.
    private func firstCovered(from x: Int, below end: Int) -> Int {
        var from = x
        if from < 0 {
            guard end > 0 else { return end }
            from = 0
        }
        var i = from >> 6
        guard i < words.count else { return end }
        var taken = words[i] & (Self.all << UInt64(from & 63))
        while taken == 0 {
            i += 1
            if i == words.count || i << 6 >= end { return end }
            taken = words[i]
        }
        return min(i << 6 + taken.trailingZeroBitCount, end)
    }
}
