/// A JSON value written as Swift literals (the schema's building block), printed with sorted keys.
indirect enum SchemaNode: ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral, ExpressibleByStringLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral
{
    case object([String: SchemaNode])
    case array([SchemaNode])
    case string(String)
    case number(Double)
    case bool(Bool)

    init(dictionaryLiteral elements: (String, SchemaNode)...) { self = .object(Dictionary(uniqueKeysWithValues: elements)) }
    init(arrayLiteral elements: SchemaNode...) { self = .array(elements) }
    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .number(Double(value)) }
    init(floatLiteral value: Double) { self = .number(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }

    /// A list of names (an `enum`).
    static func names(_ list: [String]) -> SchemaNode { .array(list.map(SchemaNode.string)) }

    /// The object's fields (empty for other values).
    var fields: [String: SchemaNode] {
        if case let .object(fields) = self { return fields }
        return [:]
    }

    /// Two-space indented JSON, keys sorted; short arrays of scalars on one line.
    func text(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent + 1), end = String(repeating: "  ", count: indent)
        switch self {
        case let .object(fields):
            if fields.isEmpty { return "{}" }
            let lines = fields.keys.sorted().map { pad + SchemaNode.string($0).text() + ": " + fields[$0]!.text(indent: indent + 1) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + end + "}"
        case let .array(items):
            if items.allSatisfy(\.isScalar) { return "[" + items.map { $0.text() }.joined(separator: ", ") + "]" }
            return "[\n" + items.map { pad + $0.text(indent: indent + 1) }.joined(separator: ",\n") + "\n" + end + "]"
        case let .string(s):
            var out = "\""
            for c in s.unicodeScalars {
                switch c {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                default: out.unicodeScalars.append(c)
                }
            }
            return out + "\""
        case let .number(x): return x.rounded() == x && abs(x) < 1e15 ? String(Int(x)) : "\(x)"
        case let .bool(b): return b ? "true" : "false"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: return false
        default: return true
        }
    }
}
