import Foundation

/// A parsed JSON document that keeps booleans, numbers and strings apart.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses UTF-8 JSON text; the error message says what is malformed and where.
    public static func parse(_ data: Data) throws -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            // JSONSerialization names the offending character where the decoder may not.
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            throw JSONSyntaxError(message: syntaxMessage(data) ?? underlying ?? context.debugDescription)
        }
    }

    private static func syntaxMessage(_ data: Data) -> String? {
        do { _ = try JSONSerialization.jsonObject(with: data); return nil } catch {
            let info = (error as NSError).userInfo
            return (info[NSDebugDescriptionErrorKey] as? String) ?? error.localizedDescription
        }
    }

    /// How an error message names this kind of value: `a string ("left")`, `a number (3)`.
    public var kindDescription: String {
        switch self {
        case .null: return "null"
        case let .bool(b): return "a boolean (\(b))"
        case let .number(n): return "a number (\(String(format: "%g", n)))"
        case let .string(s): return "a string (\"\(s)\")"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// Malformed JSON text.
public struct JSONSyntaxError: Error, Sendable {
    public let message: String
}

extension JSONValue: Decodable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let b = try? container.decode(Bool.self) { self = .bool(b) }
        else if let n = try? container.decode(Double.self) { self = .number(n) }
        else if let s = try? container.decode(String.self) { self = .string(s) }
        else if let a = try? container.decode([JSONValue].self) { self = .array(a) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }
}
