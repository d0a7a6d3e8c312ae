import Foundation
import XWTEffects
import XWTMotion

/// The effect registry as text: the `xwt-video effects` listing, its JSON form, and the Markdown
/// catalog in Presets/README.md (kept equal to `markdown()` by a test, so the docs cannot go stale).
public enum EffectCatalog {
    /// One family of one library, its effects in registry order.
    public struct Family: Sendable {
        public let library: Library
        public let name: String
        public let effects: [EffectID]
    }

    /// The registry grouped by library (in `Library` order) and family (in order of first appearance).
    public static func families() -> [Family] {
        Library.allCases.flatMap { library -> [Family] in
            let mine = EffectID.allCases.filter { $0.library == library }
            var names: [String] = []
            for id in mine where !names.contains(id.family) { names.append(id.family) }
            return names.map { name in Family(library: library, name: name, effects: mine.filter { $0.family == name }) }
        }
    }

    /// One line per effect: id, every parameter=default, then `# summary`.
    public static func lines() -> [String] {
        EffectID.allCases.map { effect in
            let parameters = effect.parameters.map { "\($0.name)=\(text($0.defaultValue))" }.joined(separator: " ")
            return "\(effect.rawValue)  \(parameters)  # \(effect.summary)"
        }
    }

    /// A section per library and family; per effect its summary, source file, construction, how
    /// its pans are read and settle (the library's gesture model) and a table of its parameters.
    public static func markdown() -> String {
        var out = ""
        var library: Library?
        for family in families() {
            if family.library != library {
                library = family.library
                out += "\n### \(family.library.rawValue)\n\nFrom \(family.library.origin).\n"
            }
            out += "\n#### \(family.name)\n"
            for effect in family.effects {
                let d = effect.descriptor
                let gesture = effect.gesture(.defaults(effect))
                out += "\n**`\(effect.rawValue)`**: \(d.summary). Source: `\(d.source)`. Made as: \(d.construction).\n"
                out += "Gesture: \(type(of: gesture.model).origin); demo pans (defaults) to \(gesture.toGesture.rawValue), "
                out += "back \(gesture.backGesture.rawValue).\n"
                out += gesture.model.rules.map { "- \($0)\n" }.joined()
                out += "\n" + table(d.parameters)
            }
        }
        return out
    }

    private static func table(_ specs: [ParameterSpec]) -> String {
        var rows = "| parameter | default | valid values | unit | meaning |\n|---|---|---|---|---|\n"
        for spec in specs {
            rows += "| `\(spec.name)` | `\(text(spec.defaultValue))` | \(spec.kind.expectation) | \(spec.unit.symbol) | "
            rows += spec.summary.replacingOccurrences(of: "|", with: "\\|") + " |\n"
        }
        return rows
    }

    /// The whole catalog as JSON (`xwt-video effects --json`): one object per effect with id,
    /// library, family, summary, source, construction, how many of the library's effects it renders,
    /// gesture model and rules, container (the demo's default, the choices, whether the bars move
    /// with the screens), durations and parameters (name, type, default, unit, valid values,
    /// summary). Keys sorted, so stable.
    public static func json() throws -> String {
        let entries = EffectID.allCases.map { effect -> Entry in
            let d = effect.descriptor
            let gesture = effect.gesture(.defaults(effect))
            return Entry(
                id: effect.rawValue, library: d.library.rawValue, family: d.family, summary: d.summary,
                source: d.source, construction: d.construction, libraryEffects: d.libraryEffects,
                gesture: .init(
                    model: type(of: gesture.model).id, threshold: gesture.model.threshold, rules: gesture.model.rules,
                    toPan: gesture.toGesture.rawValue, backPan: gesture.backGesture.rawValue),
                container: .init(
                    defaultValue: d.defaultContainer.rawValue, choices: Container.choices(library: d.library).map(\.rawValue),
                    barsMoveWithScreens: d.barsMoveWithScreens),
                backUsesToDuration: d.durations.backUsesToDuration,
                parameters: d.parameters.map(Entry.Parameter.init))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(entries), as: UTF8.self)
    }

    /// The JSON form of one effect.
    private struct Entry: Encodable {
        struct Gesture: Encodable {
            let model: String
            let threshold: Double
            let rules: [String]
            let toPan: String
            let backPan: String
        }

        struct Containers: Encodable {
            let defaultValue: String
            let choices: [String]
            let barsMoveWithScreens: Bool

            enum CodingKeys: String, CodingKey {
                case defaultValue = "default", choices, barsMoveWithScreens
            }
        }

        struct Parameter: Encodable {
            let name: String
            let type: String
            let defaultValue: String
            let unit: String
            let valid: String
            let choices: [String]?
            let summary: String

            init(_ spec: ParameterSpec) {
                name = spec.name
                defaultValue = EffectCatalog.text(spec.defaultValue)
                unit = spec.unit.rawValue
                valid = spec.kind.expectation
                summary = spec.summary
                switch spec.kind {
                case .number: type = "number"; choices = nil
                case .integer: type = "integer"; choices = nil
                case .bool: type = "bool"; choices = nil
                case let .choice(names): type = "choice"; choices = names
                case .point: type = "point"; choices = nil
                case .rect: type = "rect"; choices = nil
                case .rectPairs: type = "rectPairs"; choices = nil
                case .declaration: type = "declaration"; choices = nil
                }
            }

            enum CodingKeys: String, CodingKey {
                case name, type, defaultValue = "default", unit, valid, choices, summary
            }
        }

        let id: String
        let library: String
        let family: String
        let summary: String
        let source: String
        let construction: String
        let libraryEffects: Int
        let gesture: Gesture
        let container: Containers
        let backUsesToDuration: Bool
        let parameters: [Parameter]
    }

    /// A value as `--param` and the listing write it: `0.5`, `true`, `left`, `0.5,0.35`, `x,y,w,h,…`.
    public static func text(_ value: ParameterValue) -> String {
        switch value {
        case let .number(n): return String(format: "%g", n)
        case let .bool(b): return String(b)
        case let .choice(c): return c
        case let .point(p): return String(format: "%g,%g", p.x, p.y)
        case let .rect(r): return String(format: "%g,%g,%g,%g", r.minX, r.minY, r.width, r.height)
        case let .rectPairs(pairs):
            return pairs.flatMap { [$0.first, $0.second] }
                .map { String(format: "%g,%g,%g,%g", $0.minX, $0.minY, $0.width, $0.height) }.joined(separator: ",")
        case .declaration: return "(declared in the preset)"
        }
    }
}
