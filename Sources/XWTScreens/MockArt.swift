import XWTEngine

/// Procedural "photographs" built from cheap primitives (gradients, height-field silhouettes,
/// circles, glows), always clipped to their frame. Deterministic for a given seed.
enum MockArt {
    /// The kinds of picture a photo tile can show.
    enum Kind: CaseIterable { case sunset, beach, mountains, bokeh, portrait, city, food, abstract }

    /// Paints a picture of `kind` into `rect` (points), varied by `seed`.
    static func photo(_ p: inout MockPainter, _ rect: Rect, kind: Kind, seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        p.clipped(to: rect) { q in
            switch kind {
            case .sunset: landscape(&q, rect, rng: &rng, sunset: true)
            case .beach: beach(&q, rect, rng: &rng)
            case .mountains: landscape(&q, rect, rng: &rng, sunset: false)
            case .bokeh: bokeh(&q, rect, rng: &rng)
            case .portrait: portrait(&q, rect, rng: &rng)
            case .city: city(&q, rect, rng: &rng)
            case .food: food(&q, rect, rng: &rng)
            case .abstract: abstract(&q, rect, rng: &rng)
            }
        }
    }

    /// A height-field ridge across `rect`: y in points of the ridge top at x, from two octaves of waves.
    private static func ridge(_ rect: Rect, base: Double, amplitude: Double, phase: Double, frequency: Double) -> (Double) -> Double {
        { x in
            let u = (x - rect.minX) / rect.width
            let w =
                mockSin(u * frequency + phase) * 0.6 + mockSin(u * frequency * 2.7 + phase * 1.9) * 0.3
                + mockSin(u * frequency * 6.1 + phase * 0.7) * 0.1
            return rect.minY + rect.height * (base - amplitude * w)
        }
    }

    /// Sky, sun, layered mountain ridges and a lake; warm dusk colours when `sunset`, daylight greens otherwise.
    static func landscape(_ p: inout MockPainter, _ r: Rect, rng: inout SplitMix64, sunset: Bool) {
        let horizon = rng.uniform(0.55, 0.68)
        let skyTop = sunset ? MockColor.hex(0x2B1E5C) : MockColor.hex(0x3D8BF2)
        let skyBottom = sunset ? MockColor.hex(0xFF9A5A) : MockColor.hex(0xBFE3FF)
        p.gradient(Rect(x: r.minX, y: r.minY, width: r.width, height: r.height * horizon), skyTop, skyBottom)
        let sun = Point(r.minX + r.width * rng.uniform(0.3, 0.7), r.minY + r.height * (horizon - rng.uniform(0.12, 0.22)))
        let sunR = r.width * 0.09
        p.glow(sun, sunR * 5, MockColor.withAlpha(sunset ? MockColor.hex(0xFFD27A) : .white, 0.55))
        p.circle(sun, sunR, sunset ? MockColor.hex(0xFFF1C2) : MockColor.hex(0xFFFBEA))
        let far =
            sunset
            ? [MockColor.hex(0x8C4A7A), MockColor.hex(0x5B2E63), MockColor.hex(0x33193F)]
            : [MockColor.hex(0x8FB3D9), MockColor.hex(0x4E8A5B), MockColor.hex(0x2F5E37)]
        for (i, c) in far.enumerated() {
            let base = horizon - 0.18 + Double(i) * 0.08
            p.fillBelow(
                Rect(x: r.minX, y: r.minY, width: r.width, height: r.height * horizon), c,
                top: ridge(
                    r, base: base, amplitude: 0.09 - Double(i) * 0.02, phase: rng.uniform(0, 6.28),
                    frequency: 4 + Double(i) * 2.5))
        }
        let water = Rect(x: r.minX, y: r.minY + r.height * horizon, width: r.width, height: r.height * (1 - horizon))
        p.gradient(
            water, sunset ? MockColor.hex(0xC46A6A) : MockColor.hex(0x6FB0E0),
            sunset ? MockColor.hex(0x241338) : MockColor.hex(0x1D5C8C))
        // The sun's reflection: thin horizontal streaks under the sun.
        for k in 0..<6 {
            let y = water.minY + water.height * (0.08 + Double(k) * 0.13)
            let w = r.width * (0.22 - Double(k) * 0.025)
            p.fill(
                Rect(x: sun.x - w / 2, y: y, width: w, height: max(1 / p.scale, water.height * 0.03)),
                radius: water.height * 0.015, MockColor.withAlpha(MockColor.hex(0xFFE3A8), sunset ? 0.6 : 0.45))
        }
        p.fillBelow(
            water, sunset ? MockColor.hex(0x140A1E) : MockColor.hex(0x23452A),
            top: ridge(r, base: 0.93, amplitude: 0.06, phase: rng.uniform(0, 6.28), frequency: 3))
    }

    private static func beach(_ p: inout MockPainter, _ r: Rect, rng: inout SplitMix64) {
        let horizon = rng.uniform(0.35, 0.5)
        p.gradient(
            Rect(x: r.minX, y: r.minY, width: r.width, height: r.height * horizon),
            MockColor.hex(0x4FA3F7), MockColor.hex(0xCDEBFF))
        for _ in 0..<2 {
            let c = Point(r.minX + r.width * rng.uniform(0.1, 0.9), r.minY + r.height * horizon * rng.uniform(0.2, 0.6))
            let s = r.width * rng.uniform(0.07, 0.12)
            for k in 0..<3 {
                p.circle(Point(c.x + Double(k - 1) * s * 0.9, c.y + (k == 1 ? -s * 0.35 : 0)), s * (k == 1 ? 0.75 : 0.55), MockColor.hex(0xFFFFFF, 0.9))
            }
        }
        let sea = Rect(x: r.minX, y: r.minY + r.height * horizon, width: r.width, height: r.height)
        p.gradient(sea, MockColor.hex(0x0E6FA8), MockColor.hex(0x3BD1C8))
        let shore = ridge(r, base: rng.uniform(0.72, 0.8), amplitude: 0.05, phase: rng.uniform(0, 6.28), frequency: 5)
        p.fillBelow(sea, MockColor.hex(0xF2FBFF), top: { shore($0) - r.height * 0.012 })
        p.fillBelow(sea, MockColor.hex(0xEBD3A4), top: shore)
    }

    private static func bokeh(_ p: inout MockPainter, _ r: Rect, rng: inout SplitMix64) {
        let palette = [
            MockColor.hex(0xFF5E7E), MockColor.hex(0xFFC94A), MockColor.hex(0xB36BFF), MockColor.hex(0x5BE3FF),
            MockColor.hex(0xFF8F3F),
        ]
        p.gradient(r, MockColor.hex(0x1B2B1E), MockColor.hex(0x0B140D))
        for i in 0..<9 {
            let c = Point(r.minX + r.width * rng.uniform(), r.minY + r.height * rng.uniform())
            let rad = r.width * rng.uniform(0.06, 0.2)
            p.circle(c, rad, MockColor.withAlpha(palette[i % palette.count], rng.uniform(0.35, 0.7)))
        }
        // A flower in focus: petals around a centre.
        let c = Point(r.minX + r.width * rng.uniform(0.35, 0.65), r.minY + r.height * rng.uniform(0.35, 0.65))
        let petal = palette[Int(rng.next() % 5)]
        for k in 0..<6 {
            let a = Double(k) * .pi / 3
            p.circle(Point(c.x + mockCos(a) * r.width * 0.11, c.y + mockSin(a) * r.width * 0.11), r.width * 0.1, petal)
        }
        p.circle(c, r.width * 0.07, MockColor.hex(0xFFE066))
    }

    private static func portrait(_ p: inout MockPainter, _ r: Rect, rng: inout SplitMix64) {
        let backs = [(0xFFD6E0, 0xF6A6BD), (0xD6ECFF, 0x9CC7F2), (0xE3F7D4, 0xA8DB8A), (0xFFF0C9, 0xF5C96A)]
        let b = backs[Int(rng.next() % UInt64(backs.count))]
        p.gradient(r, MockColor.hex(UInt32(b.0)), MockColor.hex(UInt32(b.1)))
        let skins = [0xF2C9A5, 0xD9A27E, 0x9E6B4A, 0xF7D9C4]
        let skin = MockColor.hex(UInt32(skins[Int(rng.next() % UInt64(skins.count))]))
        let shirt = [MockColor.hex(0x2E4A7D), MockColor.hex(0xC0392B), MockColor.hex(0x2D2D2D), MockColor.hex(0x1E8C6E)][Int(rng.next() % 4)]
        let cx = r.minX + r.width * rng.uniform(0.42, 0.58)
        p.ellipse(Rect(x: cx - r.width * 0.42, y: r.minY + r.height * 0.68, width: r.width * 0.84, height: r.height * 0.7), shirt)
        p.fill(Rect(x: cx - r.width * 0.07, y: r.minY + r.height * 0.5, width: r.width * 0.14, height: r.height * 0.22), skin)
        let hair = [MockColor.hex(0x3B2416), MockColor.hex(0x111111), MockColor.hex(0xB7782E)][Int(rng.next() % 3)]
        p.ellipse(Rect(x: cx - r.width * 0.2, y: r.minY + r.height * 0.17, width: r.width * 0.4, height: r.height * 0.42), hair)
        p.ellipse(Rect(x: cx - r.width * 0.16, y: r.minY + r.height * 0.25, width: r.width * 0.32, height: r.height * 0.38), skin)
        p.fill(
            Rect(x: cx - r.width * 0.18, y: r.minY + r.height * 0.17, width: r.width * 0.36, height: r.height * 0.12),
            radius: r.width * 0.06, hair)
        let eyeY = r.minY + r.height * 0.42
        p.circle(Point(cx - r.width * 0.065, eyeY), r.width * 0.022, MockColor.hex(0x2A1A12))
        p.circle(Point(cx + r.width * 0.065, eyeY), r.width * 0.022, MockColor.hex(0x2A1A12))
        p.fillArc(
            Point(cx, eyeY + r.height * 0.06), r.width * 0.06, width: r.width * 0.018,
            from: 0.5, to: .pi - 0.5, MockColor.hex(0xA0524A))
    }

    private static func city(_ p: inout MockPainter, _ r: Rect, rng: inout SplitMix64) {
        p.gradient(r, MockColor.hex(0x0B1033), MockColor.hex(0x3A2A6B))
        p.circle(Point(r.minX + r.width * rng.uniform(0.6, 0.85), r.minY + r.height * 0.18), r.width * 0.06, MockColor.hex(0xF4F1DE))
        var x = r.minX - r.width * rng.uniform(0, 0.1)
        while x < r.maxX {
            let w = r.width * rng.uniform(0.12, 0.22)
            let top = r.minY + r.height * rng.uniform(0.3, 0.65)
            let shade = rng.uniform(0.07, 0.16)
            p.fill(
                Rect(x: x, y: top, width: w - r.width * 0.015, height: r.maxY - top),
                Color(red: shade, green: shade, blue: shade * 1.5 + 0.05))
            let cell = r.width * 0.035
            var wy = top + cell
            while wy < r.maxY - cell {
                var wx = x + cell * 0.7
                while wx < x + w - cell * 1.2 {
                    if rng.next() % 3 != 0 {
                        p.fill(Rect(x: wx, y: wy, width: cell * 0.55, height: cell * 0.6), MockColor.hex(0xFFD66B, rng.uniform(0.5, 1)))
                    }
                    wx += cell
                }
                wy += cell * 1.2
            }
            x += w
        }
    }

    private static func food(_ p: inout MockPainter, _ r: Rect, rng: inout SplitMix64) {
        p.gradient(r, MockColor.hex(0xB07A4F), MockColor.hex(0x7A4E2E), vertical: false)
        for k in 0..<5 {
            p.fill(
                Rect(x: r.minX, y: r.minY + r.height * (0.1 + Double(k) * 0.2), width: r.width, height: max(1 / p.scale, r.height * 0.01)),
                MockColor.hex(0x5E3A20, 0.35))
        }
        let c = Point(r.minX + r.width * rng.uniform(0.42, 0.58), r.minY + r.height * rng.uniform(0.42, 0.58))
        p.circle(Point(c.x + r.width * 0.02, c.y + r.width * 0.03), r.width * 0.4, MockColor.hex(0x000000, 0.25))
        p.circle(c, r.width * 0.4, MockColor.hex(0xFAFAF7))
        p.circle(c, r.width * 0.3, MockColor.hex(0xEDEDE6))
        let toppings = [MockColor.hex(0xE8432E), MockColor.hex(0x5DAA3A), MockColor.hex(0xF5C242), MockColor.hex(0xF08A24)]
        p.circle(c, r.width * 0.24, rng.next() % 2 == 0 ? MockColor.hex(0xF2C46D) : MockColor.hex(0x9FCB6B))
        for i in 0..<10 {
            let a = rng.uniform(0, 6.28), d = rng.uniform(0, 0.18) * r.width
            p.circle(Point(c.x + mockCos(a) * d, c.y + mockSin(a) * d), r.width * rng.uniform(0.03, 0.05), toppings[i % toppings.count])
        }
    }

    private static func abstract(_ p: inout MockPainter, _ r: Rect, rng: inout SplitMix64) {
        let pairs: [(UInt32, UInt32)] = [
            (0xFF6A88, 0xFFC371), (0x43CEA2, 0x185A9D), (0x8E2DE2, 0x4A00E0), (0xF7971E, 0xFFD200),
            (0x00C6FF, 0x0072FF), (0xEE0979, 0xFF6A00),
        ]
        let pair = pairs[Int(rng.next() % UInt64(pairs.count))]
        let a = MockColor.hex(pair.0), b = MockColor.hex(pair.1)
        p.shade(r) { x, y in
            MockColor.mix(a, b, mockClamp01(((x - r.minX) + (y - r.minY)) / (r.width + r.height)))
        }
        p.circle(
            Point(r.minX + r.width * rng.uniform(0.2, 0.8), r.minY + r.height * rng.uniform(0.2, 0.8)),
            r.width * rng.uniform(0.2, 0.35), MockColor.hex(0xFFFFFF, 0.25))
        p.ring(
            Point(r.minX + r.width * rng.uniform(0.2, 0.8), r.minY + r.height * rng.uniform(0.2, 0.8)),
            r.width * rng.uniform(0.15, 0.3), width: r.width * 0.05, MockColor.hex(0xFFFFFF, 0.35))
    }
}
