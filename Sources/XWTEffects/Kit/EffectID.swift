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
}
