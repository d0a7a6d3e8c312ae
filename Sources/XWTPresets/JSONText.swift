import Foundation

/// JSON text written from values: `JSONValue` as compact JSON (keys sorted, so the same value gives
/// the same text) and strings as JSON string literals, for every writer of JSON by hand.
public enum JSONText {
    public static func write(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case let .bool(b): return b ? "true" : "false"
        case let .number(x): return x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : "\(x)"
        case let .string(s): return quoted(s)
        case let .array(items): return "[" + items.map(write).joined(separator: ",") + "]"
        case let .object(fields): return "{" + fields.keys.sorted().map { quoted($0) + ":" + write(fields[$0]!) }.joined(separator: ",") + "}"
        }
    }

    /// `text` as a JSON string literal.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
