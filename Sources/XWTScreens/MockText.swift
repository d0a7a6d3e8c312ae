import XWTEngine

/// A text style: point size and weight (Inter, Inter Display from 20 pt, Chinese in Micro Hei).
struct MockFont: Sendable {
    var size: Double
    var weight: FontWeight

    init(_ size: Double, _ weight: FontWeight = .regular) { self.size = size; self.weight = weight }

    // The iOS Dynamic Type styles at the default (Large) size.
    static let largeTitle = MockFont(34, .bold)
    static let title1 = MockFont(28, .bold)
    static let title2 = MockFont(22)
    static let title3 = MockFont(20, .semibold)
    static let headline = MockFont(17, .semibold)
    static let body = MockFont(17)
    static let callout = MockFont(16)
    static let subheadline = MockFont(15)
    static let footnote = MockFont(13)
    static let caption = MockFont(12)
    static let tabLabel = MockFont(10, .medium)
}

/// Horizontal placement of text relative to its anchor x.
enum MockAlign: Sendable { case left, center, right }

/// The ellipsis iOS ends truncated text with.
let mockEllipsis = "\u{2026}"

extension FontSet {
    /// The advance of `text` in `font`, points.
    func width(_ text: String, _ font: MockFont) -> Double {
        ShapedLine(text, size: font.size, weight: font.weight, fonts: self).width
    }

    /// `text` cut and ended with "…" so it fits `maxWidth` points; unchanged if it fits (unless `always`).
    func truncate(_ text: String, _ font: MockFont, width maxWidth: Double, always: Bool = false) -> String {
        if !always && width(text, font) <= maxWidth { return text }
        var s = Substring(text)
        while !s.isEmpty && (width(s + mockEllipsis, font) > maxWidth || s.last == " ") { s.removeLast() }
        return s + mockEllipsis
    }

    /// `text` broken into lines no wider than `maxWidth` points: at spaces, and between Chinese
    /// characters (closing punctuation stays with the character before it). A long word stays whole.
    /// Only the first `limit` lines are made (each line depends only on the text before it).
    func wrap(_ text: String, _ font: MockFont, width maxWidth: Double, limit: Int = .max) -> [String] {
        var lines: [String] = []
        var line = ""
        for token in mockBreakTokens(text) {
            let candidate = line + token
            if !line.isEmpty && width(String(candidate.mockTrimmingTrailingSpaces), font) > maxWidth {
                lines.append(String(line.mockTrimmingTrailingSpaces))
                if lines.count == limit { return lines }
                line = String(token.drop { $0 == " " })
            } else {
                line = candidate
            }
        }
        let last = line.mockTrimmingTrailingSpaces
        if !last.isEmpty { lines.append(String(last)) }
        return lines
    }

}

extension MockPainter {
    /// The advance of `text` in `font`, points.
    func width(_ text: String, _ font: MockFont) -> Double { fonts.width(text, font) }

    /// `text` cut and ended with "…" so it fits `maxWidth` points (see `FontSet.truncate`).
    func truncate(_ text: String, _ font: MockFont, width maxWidth: Double, always: Bool = false) -> String {
        fonts.truncate(text, font, width: maxWidth, always: always)
    }

    /// Draws `text` with its baseline at `baseline` points, anchored at `x` points by `align`.
    mutating func text(
        _ text: String, x: Double, baseline: Double, _ font: MockFont, _ color: Color,
        align: MockAlign = .left
    ) {
        // A glyph reaches less than 3 em from its baseline; a line outside the clip's rows is skipped unshaped.
        if rowsMiss(baseline: baseline, extent: 3 * font.size) { return }
        let line = ShapedLine(text, size: font.size, weight: font.weight, fonts: fonts)
        var pen = x
        switch align {
        case .left: break
        case .center: pen -= line.width / 2
        case .right: pen -= line.width
        }
        let s = scale
        for glyph in line.glyphs {
            if let mask = glyph.face.rasterise(
                glyph: glyph.id, pixelSize: font.size * s,
                x: (pen + glyph.x) * s, y: (baseline + glyph.y) * s)
            {
                blend(mask, color)
            }
        }
    }

    /// Draws `text` wrapped to `width` points, first baseline at `baseline`, lines `lineHeight` apart;
    /// the last of `maxLines` lines ends with "…" when text remains. Returns the last baseline drawn.
    @discardableResult
    mutating func paragraph(
        _ text: String, x: Double, baseline: Double, width: Double, lineHeight: Double,
        _ font: MockFont, _ color: Color, maxLines: Int = .max
    ) -> Double {
        var y = baseline
        // One line more than is drawn tells whether text remains.
        let lines = fonts.wrap(text, font, width: width, limit: maxLines == .max ? .max : maxLines + 1)
        for (i, line) in lines.prefix(maxLines).enumerated() {
            y = baseline + Double(i) * lineHeight
            let cut = i == maxLines - 1 && lines.count > maxLines
            self.text(cut ? truncate(line, font, width: width, always: true) : line, x: x, baseline: y, font, color)
        }
        return y
    }
}

/// `text` split where a line may break: words with their trailing spaces, single Chinese
/// characters (with any closing punctuation that follows them).
func mockBreakTokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    for ch in text {
        let wide = ch.unicodeScalars.first.map(mockIsWide) ?? false
        if wide && mockClosesLine(ch) {
            current.append(ch)
        } else if wide {
            if !current.isEmpty { tokens.append(current) }
            current = String(ch)
        } else if ch == " " {
            current.append(ch)
        } else {
            if let last = current.last, last == " " || (last.unicodeScalars.first.map(mockIsWide) ?? false) {
                tokens.append(current); current = ""
            }
            current.append(ch)
        }
    }
    if !current.isEmpty { tokens.append(current) }
    return tokens
}

/// True for CJK ideographs, kana, hangul and full-width forms and punctuation.
func mockIsWide(_ s: Unicode.Scalar) -> Bool {
    switch s.value {
    case 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x2FFFF: true
    default: false
    }
}

/// Full-width punctuation that must not begin a line.
func mockClosesLine(_ ch: Character) -> Bool { "，。、！？：；）】」』》”’…".contains(ch) }

extension StringProtocol {
    /// The text without trailing spaces.
    var mockTrimmingTrailingSpaces: SubSequence {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return self[startIndex..<end]
    }
}
