/// "Did you mean …?" for an unknown name: the nearest candidates by edit distance.
public enum NameSuggestions {
    /// Up to `limit` candidates closest to `name` (case-insensitive `EditDistance`, ties in list
    /// order; a candidate that extends `name` by "-…", or one of whose words starts with a one-word
    /// `name` of 3 letters or more — "porta" for cool-portal — counts as one edit away):
    /// within max(2, a third of `name`'s length), and at most one edit worse than the best.
    public static func nearest(to name: String, in candidates: [String], limit: Int = 3) -> [String] {
        let length = name.count, within = max(2, length / 3)
        // The edit distance is at least the difference in length: a name far longer than every
        // candidate (a 10-MB value) is answered without looking at it again.
        guard candidates.contains(where: { length - $0.count <= within }) else { return [] }
        let lowered = name.lowercased()
        let near = candidates.enumerated()
            .compactMap { candidate in
                score(candidate.element, lowered, length: length, within: within).map { (offset: candidate.offset, name: candidate.element, distance: $0) }
            }
            .sorted { ($0.distance, $0.offset) < ($1.distance, $1.offset) }
        guard let best = near.first?.distance else { return [] }
        return near.prefix { $0.distance <= best + 1 }.prefix(limit).map(\.name)
    }

    /// "; did you mean a, b or c?" (empty when nothing is near), for the end of an error line.
    public static func hint(for name: String, in candidates: [String]) -> String {
        let near = nearest(to: name, in: candidates)
        guard let last = near.last else { return "" }
        return "; did you mean " + (near.count == 1 ? last : near.dropLast().joined(separator: ", ") + " or " + last) + "?"
    }

    /// The candidate's distance from the lower-cased `name` of `length` characters, or nil when it
    /// is farther than `within` (certainly so when their lengths differ by more).
    private static func score(_ candidate: String, _ name: String, length: Int, within: Int) -> Int? {
        let candidate = candidate.lowercased()
        let isWordStart = name.count >= 3 && !name.contains("-") && candidate.split(separator: "-").contains { $0.hasPrefix(name) }
        if candidate.hasPrefix(name + "-") || isWordStart { return candidate == name ? 0 : 1 }
        guard abs(candidate.count - length) <= within else { return nil }
        let distance = EditDistance.between(candidate, name)
        return distance <= within ? distance : nil
    }
}
