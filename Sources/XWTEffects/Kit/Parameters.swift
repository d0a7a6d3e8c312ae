import XWTEngine
import XWTMotion

/// The type and valid range of one effect parameter.
///
/// Invariant: `.number` and `.integer` ranges are closed (`min ≤ max`); `.choice` lists at least
/// one name; `.point` accepts a point with coordinates within ±`coordinateLimit` (its unit is named
/// in the spec's summary); `.rect` accepts a rectangle with numbers within ±`coordinateLimit` and a
/// positive size (in the spec's unit); `.rectPairs` accepts 1…`maxCount` such pairs of rectangles,
/// radii in 0…`coordinateLimit` (`maxCount` ≤ `maxRectPairs`).
public enum ParameterKind: Sendable, Hashable {
    case number(min: Double, max: Double)
    case integer(min: Int, max: Int)
    case bool
    case choice([String])
    case point
    case rect
    case rectPairs(maxCount: Int)
    /// A declared transition (`custom`): written as the effect object's own keys in a preset.
    case declaration

    /// The most pairs a `.rectPairs` value may ever hold (each costs a layer and per-row work).
    public static let maxRectPairs = 64

    /// The largest magnitude of a point's or rectangle's numbers: far beyond any screen in points,
    /// pixels or canvas fractions, and small enough that every sum, product and pixel coordinate
    /// derived from them stays finite and inside `Int` (1e308 would overflow to infinity and trap).
    public static let coordinateLimit = 100_000.0

    /// What a valid value looks like, for error messages ("a number in 0…10000").
    public var expectation: String {
        switch self {
        case let .number(min, max): return "a number in \(format(min))…\(format(max))"
        case let .integer(min, max): return "a whole number in \(min)…\(max)"
        case .bool: return "true or false"
        case let .choice(names): return "one of " + names.joined(separator: ", ")
        case .point: return "a point (x, y) with coordinates within ±\(format(Self.coordinateLimit))"
        case .rect: return "a rectangle [x, y, w, h] with numbers within ±\(format(Self.coordinateLimit)) and w, h > 0"
        case .rectPairs(maxCount: 1):
            return "a list of one rectangle pair [[x, y, w, h], [x, y, w, h]] with numbers within ±\(format(Self.coordinateLimit)) and w, h > 0"
        case let .rectPairs(maxCount):
            return "a list of 1…\(maxCount) rectangle pairs [[x, y, w, h], [x, y, w, h]] with numbers within ±\(format(Self.coordinateLimit)) and w, h > 0"
        case .declaration: return "a declared transition (duration, layers, match, back: docs/custom-transitions.md)"
        }
    }

    /// nil when `value` fits this kind, else the error details (expected, found).
    func problem(with value: ParameterValue) -> (expected: String, found: String)? {
        switch (self, value) {
        case let (.number(min, max), .number(x)):
            return x.isFinite && x >= min && x <= max ? nil : (expectation, value.description)
        case let (.integer(min, max), .number(x)):
            return x.isFinite && x.rounded() == x && x >= Double(min) && x <= Double(max) ? nil : (expectation, value.description)
        case (.bool, .bool):
            return nil
        case let (.choice(names), .choice(name)):
            return names.contains(name) ? nil : (expectation, value.description)
        case let (.point, .point(p)):
            return p.isValidParameter ? nil : (expectation, value.description)
        case let (.rect, .rect(r)):
            return r.isValidParameter ? nil : (expectation, value.description)
        case let (.rectPairs(maxCount), .rectPairs(pairs)):
            guard !pairs.isEmpty, pairs.count <= maxCount else { return (expectation, value.description) }
            guard
                let bad = pairs.firstIndex(where: {
                    !$0.first.isValidParameter || !$0.second.isValidParameter
                        || !(0...ParameterKind.coordinateLimit).contains($0.firstRadius) || !(0...ParameterKind.coordinateLimit).contains($0.secondRadius)
                })
            else { return nil }
            return (expectation, "the pair \(pairs[bad]) at index \(bad)")
        case (.declaration, .declaration):
            return nil
        default:
            return (expectation, value.description)
        }
    }
}

/// A parameter value as presets and the CLI supply it; integers travel as `.number`.
public enum ParameterValue: Sendable, Hashable, CustomStringConvertible {
    case number(Double)
    case bool(Bool)
    case choice(String)
    case point(Point)
    case rect(Rect)
    case rectPairs([RectPair])
    case declaration(DeclaredEffect)

    /// The value as an error message quotes it: `3.5`, `true`, `"diagonal"`, `(0.5, 0.35)`.
    public var description: String {
        switch self {
        case let .number(x): return "the number \(format(x))"
        case let .bool(b): return "the boolean \(b)"
        case let .choice(name): return "\"\(name)\""
        case let .point(p): return "the point (\(format(p.x)), \(format(p.y)))"
        case let .rect(r): return "the rectangle [\([r.minX, r.minY, r.width, r.height].map(format).joined(separator: ", "))]"
        case let .rectPairs(pairs):
            return pairs.isEmpty ? "an empty list" : pairs.count == 1 ? "a list of one rectangle pair" : "a list of \(pairs.count) rectangle pairs"
        case let .declaration(d): return "a declared transition of \(d.layerCount) layers"
        }
    }
}

/// Two rectangles in points, e.g. a shared element on screen A and its counterpart on screen B.
public struct RectPair: Sendable, Hashable, CustomStringConvertible {
    public var first: Rect
    public var second: Rect
    /// Corner radii of the element at `first` and at `second`, pt (0: square corners).
    public var firstRadius: Double
    public var secondRadius: Double

    public init(_ first: Rect, _ second: Rect, radii: (first: Double, second: Double) = (0, 0)) {
        self.first = first; self.second = second
        firstRadius = radii.first; secondRadius = radii.second
    }

    /// As presets write it: `[[x, y, w, h], [x, y, w, h]]`, then `[r1, r2]` when a radius is set.
    public var description: String {
        func text(_ r: Rect) -> String { "[" + [r.minX, r.minY, r.width, r.height].map(format).joined(separator: ", ") + "]" }
        let radii = firstRadius == 0 && secondRadius == 0 ? "" : ", [\(format(firstRadius)), \(format(secondRadius))]"
        return "[\(text(first)), \(text(second))\(radii)]"
    }
}

private extension Rect {
    /// Origin and size within ±`coordinateLimit` (so finite), and a positive size.
    var isValidParameter: Bool {
        let limit = -ParameterKind.coordinateLimit...ParameterKind.coordinateLimit
        return limit.contains(minX) && limit.contains(minY) && limit.contains(width) && limit.contains(height) && width > 0 && height > 0
    }
}

private extension Point {
    /// Both coordinates within ±`coordinateLimit` (so finite).
    var isValidParameter: Bool {
        let limit = -ParameterKind.coordinateLimit...ParameterKind.coordinateLimit
        return limit.contains(x) && limit.contains(y)
    }
}

/// The unit of a parameter's numbers.
public enum ParameterUnit: String, Sendable, Hashable, Codable {
    case seconds, points, pixels, radians
    /// A fraction of the canvas (x of the width, y of the height).
    case canvasFraction
    /// A plain count or ratio.
    case none

    /// As listings print it after a value ("0.5 s", "20 pt"); empty for `none`.
    public var symbol: String {
        switch self {
        case .seconds: "s"
        case .points: "pt"
        case .pixels: "px"
        case .radians: "rad"
        case .canvasFraction: "× canvas"
        case .none: ""
        }
    }
}

/// One parameter an effect accepts: name, type and range, default, unit and a one-line doc.
///
/// Invariant: `defaultValue` satisfies `kind`.
public struct ParameterSpec: Sendable {
    public let name: String
    public let kind: ParameterKind
    public let defaultValue: ParameterValue
    public let unit: ParameterUnit
    public let summary: String

    public init(name: String, kind: ParameterKind, defaultValue: ParameterValue, unit: ParameterUnit = .none, summary: String) {
        self.name = name; self.kind = kind; self.defaultValue = defaultValue; self.unit = unit; self.summary = summary
    }
}

/// A rejected parameter: which one, what was expected and what was found.
///
/// `expected` lists the valid choices (for a choice) or the valid names (for an unknown name).
public struct EffectParameterError: Error, Sendable, Hashable, CustomStringConvertible {
    public let effect: EffectID
    public let parameter: String
    public let expected: String
    public let found: String

    public var description: String {
        "effect \(effect.rawValue), parameter \"\(parameter)\": expected \(expected); found \(found)".singleLine
    }
}

/// A complete, validated set of parameter values for one effect (defaults filled in).
///
/// Invariant: holds exactly one value per spec of `effect.parameters`, each satisfying its kind,
/// so the typed accessors never fail for a declared name.
public struct EffectParameters: Sendable, Hashable {
    public let effect: EffectID
    private let values: [String: ParameterValue]

    /// Validates `values` against `effect.parameters`; names not given take their defaults.
    public init(effect: EffectID, values: [String: ParameterValue] = [:]) throws(EffectParameterError) {
        let specs = effect.parameters
        for name in values.keys.sorted() where !specs.contains(where: { $0.name == name }) {
            throw EffectParameterError(
                effect: effect, parameter: name,
                expected: "one of the parameters " + specs.map(\.name).joined(separator: ", "),
                found: "an unknown name")
        }
        var resolved: [String: ParameterValue] = [:]
        for spec in specs {
            let value = values[spec.name] ?? spec.defaultValue
            if let problem = spec.kind.problem(with: value) {
                throw EffectParameterError(effect: effect, parameter: spec.name, expected: problem.expected, found: problem.found)
            }
            resolved[spec.name] = value
        }
        self.effect = effect
        self.values = resolved
    }

    /// Every parameter at its default.
    public static func defaults(_ effect: EffectID) -> EffectParameters {
        do { return try EffectParameters(effect: effect) } catch {
            preconditionFailure("the defaults of \(effect.rawValue) are invalid: \(error)")
        }
    }

    /// The value of the declared parameter `parameter`.
    ///
    /// Invariant: `parameter` belongs to this effect's descriptor (a programming error otherwise),
    /// so its value exists and has its kind.
    public subscript<Value>(_ parameter: Parameter<Value>) -> Value {
        guard let value = parameter.read(value(parameter.spec.name)) else {
            preconditionFailure("\(effect.rawValue).\(parameter.spec.name) does not hold a \(Value.self)")
        }
        return value
    }

    /// The value of parameter `name` as presets write it (for listings that show every value);
    /// nil for a name the effect does not declare.
    public func value(named name: String) -> ParameterValue? { values[name] }

    /// The forward ("to") duration in seconds.
    public var toDuration: Double { number(ParameterSpec.toDurationName) }
    /// The "back" duration in seconds.
    public var backDuration: Double { number(ParameterSpec.backDurationName) }

    private func number(_ name: String) -> Double {
        guard case let .number(x) = value(name) else { preconditionFailure("\(name) is not a number") }
        return x
    }

    private func value(_ name: String) -> ParameterValue {
        guard let v = values[name] else { preconditionFailure("\(effect.rawValue) has no parameter \(name)") }
        return v
    }
}

extension ParameterSpec {
    static let toDurationName = "toDuration"
    static let backDurationName = "backDuration"
}

/// A side of the screen, as the drawer and page-flip effects name their direction.
enum Side: String, CaseIterable, Sendable, ChoiceParameter {
    case left, right, top, bottom

    var isVertical: Bool { self == .top || self == .bottom }

    /// The XW demos' pans for an effect named after this side (drawer, middle page flip): the
    /// forward pan moves away from the side (Left → Right), the back pan toward it.
    var demoPans: (to: SwipeDirection, back: SwipeDirection) {
        switch self {
        case .left: return (.right, .left)
        case .right: return (.left, .right)
        case .top: return (.down, .up)
        case .bottom: return (.up, .down)
        }
    }

    /// The opposite side.
    var mirrored: Side {
        switch self {
        case .left: return .right
        case .right: return .left
        case .top: return .bottom
        case .bottom: return .top
        }
    }
}

/// A number as messages print it: integral values without a fraction.
func format(_ x: Double) -> String {
    x.isFinite && x.rounded() == x && abs(x) < 1e15 ? String(Int(x)) : String(x)
}
