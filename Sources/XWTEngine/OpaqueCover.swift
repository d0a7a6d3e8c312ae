/// The columns of one frame row that opaque quads in front have already claimed.
///
/// The renderer walks a row's quads front to back: each draws only the columns no quad in front of
/// it covers, then adds the columns it writes with an opaque word whatever lies below. Drawing
/// fewer columns changes no pixel, because every pixel of a quad is a function of its own
/// coordinates (`QuadRasterizer`).
///
/// Invariant: `ranges` are non-empty, sorted, disjoint and not adjacent.
struct OpaqueCover {
    private(set) var ranges: [Range<Int>] = []

    init() { ranges.reserveCapacity(16) }

    mutating func removeAll() { ranges.removeAll(keepingCapacity: true) }

    /// Adds `columns`, merging it with every range it overlaps or touches.
    mutating func add(_ columns: Range<Int>) {
        guard !columns.isEmpty else { return }
        // Ranges before `first` end before `columns` begins; those from `first` to `end` merge with it.
        var first = 0
        while first < ranges.count && ranges[first].upperBound < columns.lowerBound { first += 1 }
        var end = first, upper = columns.upperBound
        while end < ranges.count && ranges[end].lowerBound <= upper { upper = max(upper, ranges[end].upperBound); end += 1 }
        let merged = (first < end ? min(columns.lowerBound, ranges[first].lowerBound) : columns.lowerBound)..<upper
        if first == end {
            ranges.insert(merged, at: first)
        } else {
            ranges[first] = merged
            if end - first > 1 { ranges.removeSubrange(first + 1..<end) }
        }
    }

    /// True when every column of `columns` is covered.
    func covers(_ columns: Range<Int>) -> Bool {
        columns.isEmpty || ranges.contains { $0.lowerBound <= columns.lowerBound && columns.upperBound <= $0.upperBound }
    }

    /// Appends the uncovered parts of `columns` to `out`, in order.
    func appendGaps(of columns: Range<Int>, to out: inout [Range<Int>]) {
        var lower = columns.lowerBound
        for r in ranges {
            if r.upperBound <= lower { continue }
            if r.lowerBound >= columns.upperBound { break }
            if r.lowerBound > lower { out.append(lower..<r.lowerBound) }
            lower = r.upperBound
            if lower >= columns.upperBound { return }
        }
        if lower < columns.upperBound { out.append(lower..<columns.upperBound) }
    }
}
