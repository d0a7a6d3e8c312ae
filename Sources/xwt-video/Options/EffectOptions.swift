import ArgumentParser
import XWTEffects

/// `--effect ID` and `--param NAME=VALUE`, shared by `still` and `sheet`: an effect outside any preset.
struct EffectOptions: ParsableArguments {
    @Option(name: .long, help: "Effect id (xwt-video effects lists them and their parameters).")
    var effect: String?

    @Option(name: .long, parsing: .singleValue, help: "Effect parameter name=value (repeatable, with --effect).")
    var param: [String] = []

    /// The effect and its parameters (`EffectSelection.resolve`).
    func resolve() throws -> (EffectID, EffectParameters) { try EffectSelection.resolve(effect: effect, param: param) }
}
