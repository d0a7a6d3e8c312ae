import XWTEffects
import XWTPresets
import XWTVideo

/// `--effect` and `--param` of `still` and `sheet`, read as an effect and its parameters.
enum EffectSelection {
    /// The effect named by `effect` with `param` (`name=value` each) applied; one-line `InputError`s.
    static func resolve(effect: String?, param: [String]) throws -> (EffectID, EffectParameters) {
        guard let name = effect, let id = EffectID(rawValue: name) else {
            throw InputError.unknown(
                "--effect", expected: "an effect id", found: effect ?? "", candidates: EffectID.allCases.map(\.rawValue),
                listing: "xwt-video effects lists them")
        }
        do {
            return (id, try ParameterParser.parameters(assignments: param, for: id))
        } catch let error as PresetError {
            throw InputError("--param: \(error)")
        }
    }
}
