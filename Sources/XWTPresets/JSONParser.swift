/// A strict RFC 8259 JSON reader over UTF-8 bytes: no comments, no trailing commas, no
/// duplicate keys, numbers that fit a Double, at most `maxDepth` nested containers.
///
/// Errors say what was found and where (line and column, both from 1, columns in characters).
struct JSONParser {
    /// Deeper nesting is refused (keeps a hostile file from exhausting the stack).
    static let maxDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The one JSON value the text holds.
    mutating func document() throws -> JSONValue {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw error("invalid UTF-8", at: firstInvalidUTF8())
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipSpace()
        let value = try self.value()
        skipSpace()
        guard index == bytes.count else { throw unexpected("after the document's end") }
        return value
    }

    private mutating func value() throws -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of the text; expected a value", at: index) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw unexpected("where a value belongs")
        }
    }

    private mutating func object() throws -> JSONValue {
        try enter()
        index += 1
        var fields: [String: JSONValue] = [:]
        skipSpace()
        if peek(UInt8(ascii: "}")) { index += 1; depth -= 1; return .object(fields) }
        while true {
            skipSpace()
            guard peek(UInt8(ascii: "\"")) else {
                throw unexpected(fields.isEmpty ? "where a key in double quotes belongs" : "after a comma (a trailing comma?); expected a key")
            }
            let keyStart = index
            let key = try string()
            guard fields[key] == nil else { throw error("duplicate key \"\(Self.shortened(key))\"", at: keyStart) }
            skipSpace()
            guard peek(UInt8(ascii: ":")) else { throw unexpected("after a key; expected ':'") }
            index += 1
            skipSpace()
            fields[key] = try value()
            skipSpace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "}")) { index += 1; depth -= 1; return .object(fields) }
            throw unexpected("in an object; expected ',' or '}'")
        }
    }

    private mutating func array() throws -> JSONValue {
        try enter()
        index += 1
        var items: [JSONValue] = []
        skipSpace()
        if peek(UInt8(ascii: "]")) { index += 1; depth -= 1; return .array(items) }
        while true {
            skipSpace()
            if peek(UInt8(ascii: "]")) { throw unexpected("after a comma (a trailing comma?); expected a value") }
            items.append(try value())
            skipSpace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "]")) { index += 1; depth -= 1; return .array(items) }
            throw unexpected("in an array; expected ',' or ']'")
        }
    }

    private mutating func enter() throws {
        depth += 1
        guard depth <= Self.maxDepth else { throw error("containers nested deeper than \(Self.maxDepth) levels", at: index) }
    }

    private mutating func string() throws -> String {
        let start = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush(_ end: Int) { scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars) }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush(index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("a control character inside a string (escape it)", at: index) }
            if byte == UInt8(ascii: "\\") {
                flush(index)
                scalars.append(try escape())
                run = index
                continue
            }
            index += 1
        }
        throw error("a string that never ends", at: start)
    }

    /// The scalar an escape sequence at `index` stands for; surrogate pairs joined.
    private mutating func escape() throws -> Unicode.Scalar {
        let start = index
        guard index + 1 < bytes.count else { throw error("an escape at the end of the text", at: start) }
        let code = bytes[index + 1]
        index += 2
        switch code {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hex4(start)
            if (0xD800..<0xDC00).contains(high), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                index += 2
                let low = try hex4(start)
                if (0xDC00..<0xE000).contains(low), let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) {
                    return scalar
                }
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("an escaped lone surrogate \\u\(String(high, radix: 16))", at: start) }
            return scalar
        default: throw error("an unknown escape \\\(Character(Unicode.Scalar(code)))", at: start)
        }
    }

    private mutating func hex4(_ start: Int) throws -> UInt32 {
        // Four hex digits: `UInt32(_:radix:)` alone would also take a sign (`\u+041`).
        guard index + 4 <= bytes.count, bytes[index..<index + 4].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
            let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else {
            throw error("a \\u escape without four hex digits", at: start)
        }
        index += 4
        return value
    }

    private mutating func number() throws -> Double {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        if peek(UInt8(ascii: "-")) { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0 else { throw error("a number without digits", at: start) }
        guard !(integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0")) else { throw error("a number with a leading zero", at: start) }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard digits() > 0 else { throw error("a number with no digits after '.'", at: start) }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard digits() > 0 else { throw error("a number with no digits in its exponent", at: start) }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("the number \(Self.shortened(text)), beyond the range of a double (±1.8e308)", at: start)
        }
        return value
    }

    private mutating func literal(_ word: String) throws {
        let utf8 = Array(word.utf8)
        guard bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
            throw unexpected("where a value belongs")
        }
        index += utf8.count
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    /// "unexpected X <context>", naming a comment or the character found.
    private func unexpected(_ context: String) -> JSONSyntaxError {
        guard index < bytes.count else { return error("unexpected end of the text \(context)", at: index) }
        if bytes[index] == UInt8(ascii: "/") { return error("a comment (JSON has none) \(context)", at: index) }
        let character = String(decoding: bytes[index...].prefix(4), as: UTF8.self).first.map { String($0) } ?? "?"
        return error("unexpected '\(character)' \(context)", at: index)
    }

    private func error(_ message: String, at offset: Int) -> JSONSyntaxError {
        var line = 1, lineStart = 0
        for i in 0..<min(offset, bytes.count) where bytes[i] == 0x0A { line += 1; lineStart = i + 1 }
        let column = String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self).count + 1
        return JSONSyntaxError(message: "\(message) at line \(line), column \(column)")
    }

    /// Byte offset of the first byte that breaks UTF-8.
    private func firstInvalidUTF8() -> Int {
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let length = b < 0x80 ? 1 : b >> 5 == 0b110 ? 2 : b >> 4 == 0b1110 ? 3 : b >> 3 == 0b11110 ? 4 : 0
            guard length > 0, i + length <= bytes.count,
                String(validating: bytes[i..<i + length], as: UTF8.self) != nil
            else { return i }
            i += length
        }
        return i
    }

    /// `text` cut to at most 80 characters (with "…") for messages.
    static func shortened(_ text: String) -> String {
        text.count <= 80 ? text : String(text.prefix(79)) + "…"
    }
}
