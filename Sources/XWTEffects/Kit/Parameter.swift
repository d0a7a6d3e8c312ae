import XWTEngine
import XWTMotion

/// A typed parameter declaration: its spec and how its value reads back as `Value`.
///
/// Effects declare their parameters as static `Parameter`s and read them with
/// `parameters[Self.distance]`, so a name is written once and a type mismatch cannot compile.
public struct Parameter<Value>: Sendable {
    public let spec: ParameterSpec
    let read: @Sendable (ParameterValue) -> Value?
}

/// A choice parameter's values: a string-backed enum whose cases are the choices, in order.
protocol ChoiceParameter: RawRepresentable, CaseIterable, Sendable where RawValue == String {}

extension Parameter where Value == Double {
    /// A number in `range` with a unit.
    static func number(
        _ name: String, default value: Double, unit: ParameterUnit, range: ClosedRange<Double>,
        _ summary: String
    ) -> Parameter {
        Parameter(
            spec: ParameterSpec(
                name: name, kind: .number(min: range.lowerBound, max: range.upperBound),
                defaultValue: .number(value), unit: unit, summary: summary)
        ) {
            if case let .number(x) = $0 { x } else { nil }
        }
    }
}

extension Parameter where Value == Int {
    /// A whole number in `range`.
    static func integer(_ name: String, default value: Int, range: ClosedRange<Int>, _ summary: String) -> Parameter {
        Parameter(
            spec: ParameterSpec(
                name: name, kind: .integer(min: range.lowerBound, max: range.upperBound),
                defaultValue: .number(Double(value)), summary: summary)
        ) {
            if case let .number(x) = $0 { Int(exactly: x) } else { nil }
        }
    }
}

extension Parameter where Value == Bool {
    /// A boolean switch.
    static func flag(_ name: String, default value: Bool, _ summary: String) -> Parameter {
        Parameter(spec: ParameterSpec(name: name, kind: .bool, defaultValue: .bool(value), summary: summary)) {
            if case let .bool(b) = $0 { b } else { nil }
        }
    }

    /// `legacy`: render the glitch the library's author fixed instead of the fix.
    static func legacy(_ glitch: String) -> Parameter {
        flag("legacy", default: false, "reproduce the original glitch instead of the author's fix: \(glitch)")
    }
}

extension Parameter where Value == Point {
    /// A point with coordinates within ±`ParameterKind.coordinateLimit`, in `unit`.
    static func point(_ name: String, default value: Point, unit: ParameterUnit, _ summary: String) -> Parameter {
        Parameter(spec: ParameterSpec(name: name, kind: .point, defaultValue: .point(value), unit: unit, summary: summary)) {
            if case let .point(p) = $0 { p } else { nil }
        }
    }
}

extension Parameter where Value == Rect {
    /// A rectangle with a positive size, in `unit`.
    static func rect(_ name: String, default value: Rect, unit: ParameterUnit, _ summary: String) -> Parameter {
        Parameter(spec: ParameterSpec(name: name, kind: .rect, defaultValue: .rect(value), unit: unit, summary: summary)) {
            if case let .rect(r) = $0 { r } else { nil }
        }
    }
}

extension Parameter where Value == [RectPair] {
    /// 1…`maxCount` rectangle pairs in points (at most `ParameterKind.maxRectPairs`).
    static func rectPairs(
        _ name: String, default value: [RectPair], maxCount: Int = ParameterKind.maxRectPairs,
        _ summary: String
    ) -> Parameter {
        precondition((1...ParameterKind.maxRectPairs).contains(maxCount), "\(name): maxCount \(maxCount) is outside 1…\(ParameterKind.maxRectPairs)")
        return Parameter(
            spec: ParameterSpec(
                name: name, kind: .rectPairs(maxCount: maxCount), defaultValue: .rectPairs(value),
                unit: .points, summary: summary)
        ) {
            if case let .rectPairs(pairs) = $0 { pairs } else { nil }
        }
    }
}

extension Parameter where Value: ChoiceParameter {
    /// One of `Value`'s cases, named by its raw value.
    static func choice(_ name: String, default value: Value, _ summary: String) -> Parameter {
        Parameter(
            spec: ParameterSpec(
                name: name, kind: .choice(Value.allCases.map(\.rawValue)), defaultValue: .choice(value.rawValue),
                summary: summary)
        ) {
            if case let .choice(c) = $0 { Value(rawValue: c) } else { nil }
        }
    }

    /// A side of the screen, default `left`.
    static func side(_ name: String, _ summary: String) -> Parameter where Value == Side {
        choice(name, default: .left, summary)
    }
}
