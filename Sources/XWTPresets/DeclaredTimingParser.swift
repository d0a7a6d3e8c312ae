import Foundation
import XWTMotion

/// Reads a keyframe segment's timing: `linear`, `easeIn`, `easeOut`, `easeInOut`,
/// `cubic-bezier(x1, y1, x2, y2)`, `spring(damping, velocity)` or
/// `spring(dampingRatio: ζ, response: r)` (docs/custom-transitions.md).
enum DeclaredTimingParser {
    static let expected =
        "a timing: linear, easeIn, easeOut, easeInOut, cubic-bezier(x1, y1, x2, y2) with x1, x2 in 0…1, spring(damping, velocity) with damping in 0.01…1, or spring(dampingRatio: ζ, response: seconds)"

    /// The curve `text` names for a segment of `seconds`; nil when `text` is not a timing.
    static func curve(_ text: String, seconds: Double) -> TimingCurve? {
        let named: [String: TimingCurve] = ["linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut]
        if let curve = named[text] { return curve }
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let name = String(text[..<open]).trimmed
        let arguments = text[text.index(after: open)..<text.index(before: text.endIndex)]
            .split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmed }
        // Each argument is a number, optionally after a label ("response: 0.4").
        let labelled = arguments.map { argument -> (label: String?, value: Double?) in
            let parts = argument.split(separator: ":", maxSplits: 1).map { String($0).trimmed }
            return parts.count == 2 ? (parts[0], Double(parts[1])) : (nil, Double(argument))
        }
        guard labelled.allSatisfy({ $0.value?.isFinite == true }) else { return nil }
        let labels = labelled.map(\.label), n = labelled.compactMap(\.value)
        switch (name, n.count) {
        case ("cubic-bezier", 4) where labels.allSatisfy({ $0 == nil }):
            guard (0...1).contains(n[0]), (0...1).contains(n[2]) else { return nil }
            return .bezier(n[0], n[1], n[2], n[3])
        case ("spring", 2) where labels.allSatisfy({ $0 == nil }):
            guard (0.01...1).contains(n[0]), abs(n[1]) <= 1000 else { return nil }
            return .spring(Spring(damping: n[0], initialVelocity: n[1], duration: seconds))
        case ("spring", 2) where labels == ["dampingRatio", "response"]:
            guard (0.01...1).contains(n[0]), (0.01...60).contains(n[1]) else { return nil }
            return .spring(Spring(dampingRatio: n[0], response: n[1], duration: seconds))
        default:
            return nil
        }
    }
}

extension String {
    /// Without leading and trailing spaces.
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespaces) }
}
