/// One glyph of the embedded bitmap font: a `width` × 9 grid of ink cells.
///
/// Invariant: `cells.count == width * MockGlyph.rows`; row 0 is the cap line, row 6 sits on the baseline.
struct MockGlyph: Sendable {
    static let rows = 9
    /// Rows above the baseline (the cap height), in font units.
    static let capHeight = 7
    let width: Int
    let cells: [UInt8]

    /// Ink (0 or 1) at column `x`, row `y`; 0 outside the grid.
    @inline(__always)
    func ink(_ x: Int, _ y: Int) -> Double {
        (x >= 0 && x < width && y >= 0 && y < MockGlyph.rows) ? Double(cells[y * width + x]) : 0
    }
}

/// The embedded font: printable ASCII (32…126); any other character draws as `?`.
enum MockGlyphs {
    /// Advance of the space character, in font units (without letter spacing).
    static let spaceWidth = 2

    /// Glyphs indexed by ASCII code − 32; index 0 (space) is blank.
    static let table: [MockGlyph] = {
        var table = [MockGlyph](repeating: MockGlyph(width: spaceWidth, cells: [UInt8](repeating: 0, count: spaceWidth * MockGlyph.rows)),
                                count: 95)
        var current: UInt8?
        var lines: [Substring] = []
        func flush() {
            guard let code = current, let width = lines.first?.count else { return }
            var cells = [UInt8](repeating: 0, count: width * MockGlyph.rows)
            for (y, line) in lines.prefix(MockGlyph.rows).enumerated() {
                for (x, ch) in line.prefix(width).enumerated() where ch == "#" { cells[y * width + x] = 1 }
            }
            table[Int(code) - 32] = MockGlyph(width: width, cells: cells)
        }
        for line in mockGlyphSource.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.count == 2, line.first == "=", let ascii = line.last?.asciiValue {
                flush()
                current = ascii; lines = []
            } else if !line.isEmpty {
                lines.append(line)
            }
        }
        flush()
        return table
    }()

    /// The glyph for `ch`, or `?` when it is not printable ASCII.
    static func glyph(_ ch: Character) -> MockGlyph {
        if let a = ch.asciiValue, a >= 32, a <= 126 { return table[Int(a) - 32] }
        return table[Int(Character("?").asciiValue!) - 32]
    }
}
