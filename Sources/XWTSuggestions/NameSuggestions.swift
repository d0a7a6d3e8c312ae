/// "Did you mean …?" for an unknown name: the nearest candidates by edit distance.
public enum NameSuggestions {
    /// Up to `limit` candidates closest to `name` (case-insensitive `EditDistance`, ties in list
    /// order; a candidate that extends `name` by "-…", or one of whose words starts with a one-word
    /// `name` of 3 letters or more — "porta" for cool-portal — counts as one edit away):
    /// within max(2, a third of `name`'s length), and at most one edit worse than the best.
    public static func nearest(to name: String, in candidates: [String], limit: Int = 3) -> [String] {
        let near = candidates.enumerated()
            .map { (offset: $0.offset, name: $0.element, distance: score($0.element, name)) }
            .filter { $0.distance <= max(2, name.count / 3) }
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

    private static func score(_ candidate: String, _ name: String) -> Int {
        let candidate = candidate.lowercased(), name = name.lowercased()
        let isWordStart = name.count >= 3 && !name.contains("-") && candidate.split(separator: "-").contains { $0.hasPrefix(name) }
        let distance = EditDistance.between(candidate, name)
        return candidate.hasPrefix(name + "-") || isWordStart ? min(1, distance) : distance
    }
}
