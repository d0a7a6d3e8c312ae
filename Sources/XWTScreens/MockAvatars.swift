import XWTEngine

extension MockPainter {
    /// A round avatar of `diameter` centred at `c`: a vertical gradient with one centred character.
    mutating func avatar(_ c: Point, diameter: Double, _ top: Color, _ bottom: Color, glyph: String, radius: Double? = nil) {
        let r = Rect(x: c.x - diameter / 2, y: c.y - diameter / 2, width: diameter, height: diameter)
        gradient(r, radius: radius ?? diameter / 2, top, bottom)
        text(glyph, x: c.x, baseline: c.y + diameter * 0.13, MockFont(diameter * 0.38, .semibold), .white, align: .center)
    }

    /// A red count badge (a dot for nil) centred at `c`; wide enough for `count`'s digits.
    mutating func badge(_ c: Point, _ count: String?, color: Color = MockColor.hex(0xF74C31)) {
        guard let count else { circle(c, 4.5, color); return }
        let w = max(18, width(count, MockFont(12, .medium)) + 10)
        fill(Rect(x: c.x - w / 2, y: c.y - 9, width: w, height: 18), radius: 9, color)
        text(count, x: c.x, baseline: c.y + 4.3, MockFont(12, .medium), .white, align: .center)
    }
}
