import ArgumentParser
import XWTEffects

/// `--effect ID` and `--param NAME=VALUE`, shared by `still` and `sheet`: an effect outside any preset.
struct EffectOptions: ParsableArguments {
    @Option(name: .long, help: "Effect id (xwt-video effects lists them and their parameters).")
    var effect: String?

    @Option(name: .long, parsing: .singleValue, help: "Effect parameter name=value (repeatable, with --effect).")
    var param: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Run --effect in this container, as a preset's \"container\" does: navigation, modal, or tab (VCTransitionsLibrary's) "
                + "(default: the effect alone on the whole screens)."))
    var container: String?

    /// The container `--container` names for `effect` (nil: none given); one line for a bad name.
    func container(for effect: EffectID) throws -> Container? {
        guard let container else { return nil }
        guard let named = Container(rawValue: container) else {
            throw InputError("--container: expected one of \(Container.allCases.map(\.rawValue).joined(separator: ", ")); found \"\(container)\"")
        }
        guard Container.choices(library: effect.library).contains(named) else {
            throw InputError(
                "--container: expected navigation or modal (\(effect.rawValue) is a \(effect.library.rawValue) effect; tab switches are VCTransitionsLibrary's); found \"\(container)\""
            )
        }
        return named
    }

    /// The effect and its parameters (`EffectSelection.resolve`).
    func resolve() throws -> (EffectID, EffectParameters) { try EffectSelection.resolve(effect: effect, param: param) }
}
