import XWTEngine

/// A text style for the embedded bitmap font: point size and weight.
///
/// Unit: one font unit (glyph cell) is `size / 10` points, so the cap height is 0.7 × `size`.
struct MockFont: Sendable {
    enum Weight: Sendable { case regular, medium, semibold, bold }
    var size: Double
    var weight: Weight

    init(_ size: Double, _ weight: Weight = .regular) { self.size = size; self.weight = weight }

    /// Points per font unit.
    var unit: Double { size / 10 }
    /// Horizontal ink smear in font units: how much the weight thickens vertical stems.
    var embolden: Double {
        switch weight { case .regular: 0; case .medium: 0.2; case .semibold: 0.4; case .bold: 0.6 }
    }
    /// Coverage threshold of the smoothed glyph field (lower = heavier strokes).
    var threshold: Double {
        switch weight { case .regular: 0.48; case .medium: 0.44; case .semibold: 0.4; case .bold: 0.36 }
    }
    /// Gap between glyphs, in font units.
    var spacing: Double { 1 + embolden * 0.5 }

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

    /// The advance of `text` in points (no trailing spacing).
    func width(_ text: String) -> Double {
        var units = 0.0
        var first = true
        for ch in text {
            if !first { units += spacing }
            units += Double(MockGlyphs.glyph(ch).width) + (ch == " " ? 0 : embolden)
            first = false
        }
        return units * unit
    }

    /// `text` cut and ended with "..." so it fits `maxWidth` points; unchanged if it fits (unless `always`).
    func truncate(_ text: String, width maxWidth: Double, always: Bool = false) -> String {
        if !always && width(text) <= maxWidth { return text }
        var s = Substring(text)
        while !s.isEmpty && (width(s + "...") > maxWidth || s.last == " ") { s.removeLast() }
        return s + "..."
    }

    /// `text` broken at spaces into lines no wider than `maxWidth` points (a long word stays whole).
    func wrap(_ text: String, width maxWidth: Double) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if !line.isEmpty && width(candidate) > maxWidth {
                lines.append(line); line = String(word)
            } else {
                line = candidate
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

/// Horizontal placement of text relative to its anchor x.
enum MockAlign: Sendable { case left, center, right }

extension MockPainter {
    /// Draws `text` with its baseline at `baseline` points, anchored at `x` points by `align`.
    mutating func text(_ text: String, x: Double, baseline: Double, _ font: MockFont, _ color: Color,
                       align: MockAlign = .left) {
        var pen: Double
        switch align {
        case .left: pen = x
        case .center: pen = x - font.width(text) / 2
        case .right: pen = x - font.width(text)
        }
        let u = font.unit
        for ch in text {
            let glyph = MockGlyphs.glyph(ch)
            if ch != " " { drawGlyph(glyph, originX: pen, top: baseline - Double(MockGlyph.capHeight) * u, font, color) }
            pen += (Double(glyph.width) + (ch == " " ? 0 : font.embolden) + font.spacing) * u
        }
    }

    /// Draws `text` word-wrapped to `width` points, first baseline at `baseline`, lines `lineHeight` apart.
    /// Returns the baseline of the last line drawn.
    @discardableResult
    mutating func paragraph(_ text: String, x: Double, baseline: Double, width: Double, lineHeight: Double,
                            _ font: MockFont, _ color: Color, maxLines: Int = .max) -> Double {
        var y = baseline
        let lines = font.wrap(text, width: width)
        for (i, line) in lines.prefix(maxLines).enumerated() {
            y = baseline + Double(i) * lineHeight
            let truncated = i == maxLines - 1 && lines.count > maxLines
            self.text(truncated ? font.truncate(line + " ", width: width, always: true) : line, x: x, baseline: y, font, color)
        }
        return y
    }

    /// Rasterises one glyph: its cell grid is bilinearly interpolated into a smooth field (rounded
    /// corners) and thresholded with a one-pixel anti-aliased edge; emboldening takes the max of the
    /// field and its rightward shifts.
    private mutating func drawGlyph(_ glyph: MockGlyph, originX: Double, top: Double, _ font: MockFont, _ color: Color) {
        let u = font.unit
        let sharp = max(0.8, u * scale) * 1.15
        let t = font.threshold, bold = font.embolden
        let bounds = Rect(x: originX - u, y: top - u, width: (Double(glyph.width) + bold + 2) * u,
                          height: Double(MockGlyph.rows + 2) * u)
        fillCoverage(bounds: bounds, color) { x, y in
            let gx = (x - originX) / u - 0.5, gy = (y - top) / u - 0.5
            var v = mockGlyphField(glyph, gx, gy)
            if bold > 0 && v < 1 {
                v = max(v, mockGlyphField(glyph, gx - bold, gy), mockGlyphField(glyph, gx - bold * 0.5, gy))
            }
            return mockClamp01((v - t) * sharp + 0.5)
        }
    }
}

/// The bilinearly interpolated ink field of `glyph` at cell coordinates (gx, gy) (cell centres at integers).
@inline(__always)
func mockGlyphField(_ glyph: MockGlyph, _ gx: Double, _ gy: Double) -> Double {
    let fx = gx.rounded(.down), fy = gy.rounded(.down)
    let ix = Int(fx), iy = Int(fy)
    let ax = gx - fx, ay = gy - fy
    let top = glyph.ink(ix, iy) * (1 - ax) + glyph.ink(ix + 1, iy) * ax
    let bottom = glyph.ink(ix, iy + 1) * (1 - ax) + glyph.ink(ix + 1, iy + 1) * ax
    return top * (1 - ay) + bottom * ay
}
