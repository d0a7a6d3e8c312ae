import ArgumentParser
import XWTEffects

struct EffectsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "effects",
        abstract: "One line per effect: its id, then every parameter with its default, then a description.")

    func run() throws {
        for effect in EffectID.allCases {
            let parameters = effect.parameters.map { "\($0.name)=\(Self.text($0.defaultValue))" }.joined(separator: " ")
            print("\(effect.rawValue)  \(parameters)  # \(effect.summary)")
        }
    }

    static func text(_ value: ParameterValue) -> String {
        switch value {
        case let .number(n): return String(format: "%g", n)
        case let .bool(b): return String(b)
        case let .choice(c): return c
        case let .point(p): return String(format: "%g,%g", p.x, p.y)
        }
    }
}
