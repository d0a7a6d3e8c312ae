import XWTEffects
import XWTEngine
import XWTScreens

/// An effect's parameters read and checked in one place, for presets (`"effect": {"id": …, NAME: VALUE}`)
/// and the CLI (`--param NAME=VALUE`, whose texts `parameters(assignments:for:)` first turns into the
/// JSON values a preset would hold): each value is matched to its parameter's kind here, then
/// `EffectParameters` checks its range or choice. Errors are `PresetError`s naming where the value was.
public enum ParameterParser {
    /// `values` (name, JSON value) as `effect`'s parameters. `otherKeys` are the other names the values'
    /// object may hold (a preset's `id`), listed when a name is unknown; `elements` are the names a
    /// rectangle may be given by (none from the CLI); `origin(name)` is where the value `name` was given.
    static func parameters(
        _ values: [(key: String, value: JSONValue)], for effect: EffectID, otherKeys: [String] = [], elements: ElementNames?,
        origin: (String) -> (file: String, keyPath: String)
    ) throws -> EffectParameters {
        let specs = effect.parameters
        var parsed: [String: ParameterValue] = [:]
        for (key, json) in values {
            let at = origin(key)
            guard let spec = specs.first(where: { $0.name == key }) else {
                throw PresetError(
                    file: at.file, keyPath: at.keyPath,
                    expected: "a parameter of \(effect.rawValue): " + (otherKeys + specs.map(\.name)).joined(separator: ", "), found: "an unknown key")
            }
            parsed[key] = try parameterValue(json, kind: spec.kind, unit: spec.unit, file: at.file, keyPath: at.keyPath, elements: elements)
        }
        do {
            return try EffectParameters(effect: effect, values: parsed)
        } catch {
            let at = origin(error.parameter)
            throw PresetError(file: at.file, keyPath: at.keyPath, expected: error.expected, found: error.found)
        }
    }

    /// `name=value` texts as `effect`'s parameters. A value is read as the JSON a preset would hold
    /// for its parameter's kind: a number, `true`/`false`, a choice's name, a point `x,y`, a rectangle
    /// `x,y,w,h`, rectangle pairs as 8 numbers per pair, one pair after the other. Errors name the
    /// parameter (`style: expected one of plain, parallax, flip; found a string ("qq")`).
    public static func parameters(assignments: [String], for effect: EffectID) throws -> EffectParameters {
        let specs = effect.parameters
        let values = try assignments.map { text -> (key: String, value: JSONValue) in
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty else {
                throw PresetError(file: "", message: "expected name=value with a name among \(specs.map(\.name).joined(separator: ", ")); found \"\(text)\"")
            }
            return (parts[0], specs.first { $0.name == parts[0] }.map { json(parts[1], kind: $0.kind) } ?? .string(parts[1]))
        }
        return try parameters(values, for: effect, elements: nil) { (file: "", keyPath: $0) }
    }

    /// `text` as the JSON value a preset holds for `kind`; the text as a JSON string when it is not one.
    static func json(_ text: String, kind: ParameterKind) -> JSONValue {
        let items = text.split(separator: ",", omittingEmptySubsequences: false)
        let numbers = items.compactMap { Double($0.trimmingCharacters(in: .whitespaces)).map(JSONValue.number) }
        let allNumbers = numbers.count == items.count
        switch kind {
        case .number, .integer: return Double(text).map(JSONValue.number) ?? .string(text)
        case .bool: return text == "true" ? .bool(true) : text == "false" ? .bool(false) : .string(text)
        case .choice: return .string(text)
        case .point, .rect: return allNumbers ? .array(numbers) : .string(text)
        case .rectPairs:
            guard allNumbers, !numbers.isEmpty, numbers.count % 8 == 0 else { return .string(text) }
            return .array(
                stride(from: 0, to: numbers.count, by: 8).map { i in
                    .array([.array(Array(numbers[i..<i + 4])), .array(Array(numbers[i + 4..<i + 8]))])
                })
        case .declaration:
            // Declared in a preset's effect object, never on the command line: always an error.
            return .string(text)
        }
    }

    private static func parameterValue(
        _ json: JSONValue, kind: ParameterKind, unit: ParameterUnit = .none, file: String, keyPath: String,
        elements: ElementNames?
    ) throws -> ParameterValue {
        switch (kind, json) {
        case (.number, .number(let n)), (.integer, .number(let n)): return .number(n)
        case (.bool, .bool(let b)): return .bool(b)
        case (.choice, .string(let s)): return .choice(s)
        case (.rectPairs, .array(let items)):
            return .rectPairs(
                try items.enumerated().map { index, item in
                    try rectPair(item, file: file, keyPath: "\(keyPath)[\(index)]", elements: elements)
                })
        case (.rect, .string(let name)):
            // An element of the from screen, in the parameter's unit.
            if let elements, var r = elements.rect(name, onTo: false) {
                if unit == .canvasFraction {
                    r = Rect(
                        x: r.minX / elements.device.width, y: r.minY / elements.device.height,
                        width: r.size.width / elements.device.width, height: r.size.height / elements.device.height)
                }
                return .rect(r)
            }
            throw PresetError(
                file: file, keyPath: keyPath, expected: "a rectangle [x, y, w, h] of four numbers\(elements?.hint(onTo: false) ?? "")",
                found: json.kindDescription)
        case (.rect, .array(let items)) where items.count == 4:
            let n = items.compactMap { if case let .number(n) = $0 { return n } else { return nil } }
            if n.count == 4 { return .rect(Rect(x: n[0], y: n[1], width: n[2], height: n[3])) }
            throw PresetError(file: file, keyPath: keyPath, expected: "a rectangle [x, y, w, h] of four numbers", found: json.kindDescription)
        case (.point, .array(let xy)) where xy.count == 2:
            if case let .number(x) = xy[0], case let .number(y) = xy[1] { return .point(Point(x, y)) }
            fallthrough
        default:
            // Points are written as JSON arrays; their unit is the parameter's own (see `xwt-video effects`).
            let expected = kind == .point ? "a point [x, y] of two numbers" : kind == .rect ? "a rectangle [x, y, w, h] of four numbers" : kind.expectation
            throw PresetError(file: file, keyPath: keyPath, expected: expected, found: json.kindDescription)
        }
    }

    /// The mock screens' element names a preset's rectangles may use (`ScreenElements`), laid out
    /// for the preset's device: the first rectangle of a pair names an element of the from screen,
    /// the second one of the to screen.
    public struct ElementNames: Sendable {
        let from: ScreenSource, to: ScreenSource, device: Device

        public init(from: ScreenSource, to: ScreenSource, device: Device) {
            self.from = from; self.to = to; self.device = device
        }

        func rect(_ name: String, onTo: Bool) -> Rect? {
            guard case let .mock(screen) = onTo ? to : from else { return nil }
            return ScreenElements.rect(name, on: screen, device: device)
        }

        /// " or element names (list: avatar-1, avatar-2, … avatar-6; …)" for an error, naming the
        /// elements of both screens, or with `onTo` false of the from screen alone; empty when none.
        func hint(onTo: Bool? = nil) -> String {
            let sources = onTo == false ? [from] : [from, to]
            let described = sources.compactMap { source -> String? in
                guard case let .mock(screen) = source else { return nil }
                let names = ScreenElements.names(on: screen, device: device)
                guard !names.isEmpty else { return nil }
                return "\(screen.rawValue): "
                    + (names.count > 3 ? names.prefix(2).joined(separator: ", ") + ", … " + names[names.count - 1] : names.joined(separator: ", "))
            }
            return described.isEmpty ? "" : " or " + (onTo == false ? "an element name" : "element names") + " (" + described.joined(separator: "; ") + ")"
        }
    }

    /// `[[x, y, w, h], [x, y, w, h]]`: two rectangles of four numbers, or element names of the from and
    /// to screens (`"avatar-1"`, `"hero"`), optionally with corner radii (validated by the effect's kind).
    private static func rectPair(_ json: JSONValue, file: String, keyPath: String, elements: ElementNames?) throws -> RectPair {
        func rect(_ json: JSONValue, onTo: Bool) -> Rect? {
            if case let .string(name) = json { return elements?.rect(name, onTo: onTo) }
            guard case let .array(items) = json, items.count == 4 else { return nil }
            let numbers = items.compactMap { if case let .number(n) = $0 { return n } else { return nil } }
            return numbers.count == 4 ? Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) : nil
        }
        func radii(_ json: JSONValue) -> (Double, Double)? {
            guard case let .array(items) = json, items.count == 2, case let .number(a) = items[0], case let .number(b) = items[1] else { return nil }
            return (a, b)
        }
        guard case let .array(pair) = json, pair.count == 2 || pair.count == 3, let first = rect(pair[0], onTo: false),
            let second = rect(pair[1], onTo: true), let corners = pair.count == 3 ? radii(pair[2]) : (0, 0)
        else {
            throw PresetError(
                file: file, keyPath: keyPath,
                expected: "a pair [[x, y, w, h], [x, y, w, h]] of rectangles in pt\(elements?.hint() ?? ""), optionally with corner radii [r1, r2] in pt",
                found: json.kindDescription)
        }
        return RectPair(first, second, radii: corners)
    }
}
