import XWTEffects
import XWTEngine

/// Typed, path-tracking access to one JSON object of a preset file.
///
/// Every read records the key; `finish()` rejects keys nobody read, so unknown keys are errors.
struct PresetReader {
    let file: String
    let path: String
    private let fields: [String: JSONValue]
    private var read: Set<String> = []

    init(file: String, path: String, value: JSONValue) throws {
        guard case let .object(fields) = value else {
            throw PresetError(file: file, keyPath: path, expected: "an object", found: value.kindDescription)
        }
        self.file = file; self.path = path; self.fields = fields
    }

    func keyPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func error(_ key: String, expected: String, found: String) -> PresetError {
        PresetError(file: file, keyPath: keyPath(key), expected: expected, found: found)
    }

    var keys: [String] { fields.keys.sorted() }

    mutating func value(_ key: String) -> JSONValue? {
        read.insert(key)
        return fields[key]
    }

    mutating func required(_ key: String, _ expected: String) throws -> JSONValue {
        guard let v = value(key) else { throw error(key, expected: expected, found: "nothing (the key is missing)") }
        return v
    }

    mutating func number(_ key: String, default fallback: Double? = nil, in range: ClosedRange<Double>, unit: String = "") throws -> Double {
        let expected = "a number in \(Self.format(range.lowerBound))…\(Self.format(range.upperBound))\(unit.isEmpty ? "" : " " + unit)"
        guard let v = value(key) else {
            if let fallback { return fallback }
            throw error(key, expected: expected, found: "nothing (the key is missing)")
        }
        guard case let .number(n) = v, range.contains(n) else { throw error(key, expected: expected, found: v.kindDescription) }
        return n
    }

    mutating func integer(_ key: String, default fallback: Int, in range: ClosedRange<Int>) throws -> Int {
        let expected = "a whole number in \(range.lowerBound)…\(range.upperBound)"
        guard let v = value(key) else { return fallback }
        guard case let .number(n) = v, n.rounded() == n, n >= Double(range.lowerBound), n <= Double(range.upperBound) else {
            throw error(key, expected: expected, found: v.kindDescription)
        }
        return Int(n)
    }

    mutating func string(_ key: String, default fallback: String? = nil, expected: String = "a string") throws -> String {
        guard let v = value(key) else {
            if let fallback { return fallback }
            throw error(key, expected: expected, found: "nothing (the key is missing)")
        }
        guard case let .string(s) = v else { throw error(key, expected: expected, found: v.kindDescription) }
        return s
    }

    /// A string that must be one of `choices`; the error lists them.
    mutating func choice<T>(_ key: String, _ choices: [(String, T)], default fallback: T? = nil) throws -> T {
        let expected = "one of " + choices.map(\.0).joined(separator: ", ")
        guard let v = value(key) else {
            if let fallback { return fallback }
            throw error(key, expected: expected, found: "nothing (the key is missing)")
        }
        guard case let .string(name) = v else { throw error(key, expected: expected, found: v.kindDescription) }
        guard let match = choices.first(where: { $0.0 == name }) else { throw error(key, expected: expected, found: "\"\(name)\"") }
        return match.1
    }

    /// `true` or `false` (JSON booleans only: `1` and `"true"` are errors).
    mutating func bool(_ key: String, default fallback: Bool) throws -> Bool {
        guard let v = value(key) else { return fallback }
        guard case let .bool(flag) = v else { throw error(key, expected: "true or false", found: v.kindDescription) }
        return flag
    }

    /// A point written `[x, y]` in points, both within ±`ParameterKind.coordinateLimit`.
    mutating func point(_ key: String) throws -> Point? {
        guard let v = value(key) else { return nil }
        return try Self.point(v, file: file, keyPath: keyPath(key))
    }

    static func point(_ v: JSONValue, file: String, keyPath: String) throws -> Point {
        let limit = ParameterKind.coordinateLimit
        guard case let .array(items) = v, items.count == 2, case let .number(x) = items[0], case let .number(y) = items[1],
            abs(x) <= limit, abs(y) <= limit
        else {
            throw PresetError(
                file: file, keyPath: keyPath, expected: "a point [x, y] in points within ±\(format(limit))",
                found: v.kindDescription)
        }
        return Point(x, y)
    }

    /// Rejects keys that were never read.
    func finish(allowed: [String]) throws {
        for key in keys where !read.contains(key) {
            throw error(key, expected: "one of the keys " + allowed.joined(separator: ", "), found: "an unknown key")
        }
    }

    static func format(_ v: Double) -> String { String(format: "%g", v) }
}
