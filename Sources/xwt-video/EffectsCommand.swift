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
        case let .rectPairs(pairs):
            // The `--param` form: x,y,w,h,x,y,w,h per pair, pairs one after the other.
            return pairs.flatMap { [$0.first, $0.second] }
                .map { String(format: "%g,%g,%g,%g", $0.minX, $0.minY, $0.width, $0.height) }.joined(separator: ",")
        }
    }
}
