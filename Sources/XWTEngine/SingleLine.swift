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
