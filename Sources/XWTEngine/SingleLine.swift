extension String {
    /// The text on one line: every line break (LF, CR, VT, FF, NEL, U+2028, U+2029) written as its
    /// escape (`\n`, `\r`, `\u{2028}`…), so an error message that quotes a path or a value stays one
    /// line whatever the user typed.
    public var singleLine: String {
        guard contains(where: \.isNewline) else { return self }
        var line = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": line += "\\n"
            case "\r": line += "\\r"
            case "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}":
                line += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: line.unicodeScalars.append(scalar)
            }
        }
        return line
    }
}

extension String {
    /// The text cut to at most `limit` characters, the cut marked by a final `…` (so an error that
    /// quotes a 10-MB value stays a readable line); unchanged when it is short enough.
    public func cut(toAtMost limit: Int) -> String {
        precondition(limit >= 1, "a cut keeps at least the mark")
        // Past the first `limit` characters: nil or the end when the text has no more than that.
        guard let end = index(startIndex, offsetBy: limit, limitedBy: endIndex), end != endIndex else { return self }
        return String(self[..<index(before: end)]) + "…"
    }
}
