/// How far apart two names are, for "did you mean …?" suggestions.
public enum EditDistance {
    /// The optimal string alignment distance between `a` and `b`: the fewest insertions, deletions,
    /// substitutions and swaps of two adjacent characters that turn `a` into `b`, no character edited
    /// after a swap. A swapped pair is one slip of the fingers: "fromat" is 1 from "format" and 2 from
    /// "from" (Levenshtein distance, which counts a swap as two edits, puts both at 2).
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        // Rows i - 2, i - 1 and i of the table of distances between prefixes.
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count), current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, beforePrevious[j - 2] + 1) }
                current[j] = d
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
