import Foundation
import XWTEffects

/// The effect registry as text: the `xwt-video effects` listing and the Markdown catalog in
/// Presets/README.md (kept equal to `markdown()` by a test, so the docs cannot go stale).
public enum EffectCatalog {
    /// One line per effect: id, every parameter=default, then `# summary`.
    public static func lines() -> [String] {
        EffectID.allCases.map { effect in
            let parameters = effect.parameters.map { "\($0.name)=\(text($0.defaultValue))" }.joined(separator: " ")
            return "\(effect.rawValue)  \(parameters)  # \(effect.summary)"
        }
    }

    /// A section per effect: summary, how its pans settle and their demo directions, and a table
    /// of its own parameters (the durations every effect shares are listed once, first).
    public static func markdown() -> String {
        var out = "Every effect has:\n\n" + table(ParameterSpec.durations)
        for effect in EffectID.allCases {
            let defaults = EffectParameters.defaults(effect)
            let gesture = effect.gesture(defaults)
            let settle = gesture.usesTimer ? "display-link timer" : "UIKit completion"
            out += "\n**`\(effect.rawValue)`**: \(effect.summary). Pans settle on the \(settle); demo pans (defaults): "
            out += "to \(gesture.toGesture.rawValue), back \(gesture.backGesture.rawValue).\n"
            let own = effect.parameters.filter { spec in !ParameterSpec.durations.contains { $0.name == spec.name } }
            out += own.isEmpty ? "No other parameters.\n" : "\n" + table(own)
        }
        return out
    }

    private static func table(_ specs: [ParameterSpec]) -> String {
        var rows = "| parameter | default | valid values | meaning |\n|---|---|---|---|\n"
        for spec in specs {
            rows += "| `\(spec.name)` | `\(text(spec.defaultValue))` | \(spec.kind.expectation) | \(spec.summary.replacingOccurrences(of: "|", with: "\\|")) |\n"
        }
        return rows
    }

    /// A value as `--param` and the listing write it: `0.5`, `true`, `left`, `0.5,0.35`, `x,y,w,h,…`.
    public static func text(_ value: ParameterValue) -> String {
        switch value {
        case let .number(n): return String(format: "%g", n)
        case let .bool(b): return String(b)
        case let .choice(c): return c
        case let .point(p): return String(format: "%g,%g", p.x, p.y)
        case let .rectPairs(pairs):
            return pairs.flatMap { [$0.first, $0.second] }
                .map { String(format: "%g,%g,%g,%g", $0.minX, $0.minY, $0.width, $0.height) }.joined(separator: ",")
        }
    }
}
