import Foundation

/// A parsed JSON document that keeps booleans, numbers and strings apart.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses strict UTF-8 JSON text (RFC 8259: no comments, no trailing commas, no duplicate
    /// keys, finite numbers); the error message says what is malformed and where.
    public static func parse(_ data: Data) throws -> JSONValue {
        var parser = JSONParser([UInt8](data))
        return try parser.document()
    }

    /// How an error message names this kind of value: `a string ("left")`, `a number (3)`.
    public var kindDescription: String {
        switch self {
        case .null: return "null"
        case let .bool(b): return "a boolean (\(b))"
        case let .number(n): return "a number (\(String(format: "%g", n)))"
        case let .string(s): return "a string (\"\(JSONParser.shortened(s))\")"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// Malformed JSON text.
public struct JSONSyntaxError: Error, Sendable {
    public let message: String
}
