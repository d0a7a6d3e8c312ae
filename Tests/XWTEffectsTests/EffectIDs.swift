import XWTEffects

extension EffectID {
    /// The registered effect `id`; a test that names an unregistered id stops here, naming it.
    static func named(_ id: String) -> EffectID {
        guard let effect = EffectID(rawValue: id) else { preconditionFailure("no registered effect \(id)") }
        return effect
    }
}
