import XWTMotion

/// The id of a registered effect (`drawer`, `filter-swipe`): the key into `Registry`.
///
/// Invariant: only ids of registered effects exist (`init?(rawValue:)` looks them up), so every
/// accessor below finds its descriptor.
public struct EffectID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// The registered effect named `rawValue`, or nil.
    public init?(rawValue: String) {
        guard Registry.types[rawValue] != nil else { return nil }
        self.rawValue = rawValue
    }

    init(registered id: String) { rawValue = id }

    /// Every registered effect, in registry order.
    public static var allCases: [EffectID] { Registry.ids }

    public var description: String { rawValue }

    /// The effect's type.
    public var type: any CatalogEffect.Type {
        guard let type = Registry.types[rawValue] else { preconditionFailure("\(rawValue) is not registered") }
        return type
    }

    public var descriptor: EffectDescriptor { type.descriptor }
    public var summary: String { descriptor.summary }
    public var family: String { descriptor.family }
    public var library: Library { descriptor.library }
    /// Every parameter, `toDuration` and `backDuration` first.
    public var parameters: [ParameterSpec] { descriptor.parameters }

    /// The effect configured with `p`.
    public func makeEffect(_ p: EffectParameters) -> any CatalogEffect {
        precondition(p.effect == self, "parameters of \(p.effect.rawValue) passed to \(rawValue)")
        return type.init(p)
    }

    /// The gesture model and demo pan directions for these parameters.
    public func gesture(_ p: EffectParameters) -> GestureTraits { makeEffect(p).gesture }

    /// Seconds of the to and back runs for these parameters.
    public func durations(_ p: EffectParameters) -> (to: Double, back: Double) { descriptor.durations.seconds(p) }

    /// The nearest registered ids to `name` (edit distance), for "did you mean" messages.
    public static func suggestions(for name: String, limit: Int = 3) -> [String] {
        Registry.ids.map(\.rawValue).nearest(to: name, limit: limit)
    }
}

extension Array where Element == String {
    /// Up to `limit` elements closest to `name` by edit distance (ties in list order), only those
    /// within half of `name`'s length.
    func nearest(to name: String, limit: Int) -> [String] {
        let target = [Character](name.lowercased())
        let scored = map { ($0, editDistance([Character]($0.lowercased()), target)) }
            .filter { $0.1 <= Swift.max(2, target.count / 2) }
        return scored.enumerated()
            .sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }
            .prefix(limit).map { $0.element.0 }
    }
}

/// Levenshtein distance between two character arrays.
private func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count), current = previous
    for i in 1...a.count {
        current[0] = i
        for j in stride(from: 1, through: b.count, by: 1) {
            current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
