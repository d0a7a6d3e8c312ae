import XWTEngine

/// The `detail` screen: a sunset landscape hero image, a content card with title, rating, stats and
/// body text, and a prominent blue button pinned above the home indicator.
enum MockDetailScreen {
    private static let body =
        "A gentle loop around a quiet alpine lake, framed by granite peaks that glow orange "
        + "and pink at dusk. The trail follows the shoreline through pine forest and meadows full of wildflowers "
        + "in early summer. Bring a jacket: the evening breeze off the water is cool even in August. "
        + "Dogs are welcome on a leash, and the picnic area near the trailhead has tables and fresh water. "
        + "Parking fills up quickly on weekends, so plan to arrive before nine."

    /// The hero image's height: it spans the width from the top edge.
    static func heroHeight(_ d: MockDevice) -> Double { min(d.width * 0.95, d.height * 0.46) }

    /// How far the content card overlaps the hero from below.
    static let cardOverlap = 24.0

    /// With `controls` false the hero is drawn without the scrim and the round buttons floating over it
    /// (the image view alone, as a shared-element transition flies it); without `items`, with the
    /// scrim but without the buttons (`barItems`).
    static func render(
        _ canvas: Canvas, _ d: MockDevice, _ pal: MockPalette, systemBars: Bool, controls: Bool = true, items: Bool = true,
        rows: Range<Int>? = nil
    ) throws -> Bitmap {
        var p = try heroPainter(canvas, d, pal, rows: rows)
        if controls { drawControls(&p, d, items: items) }
        drawContent(&p, d, pal, systemBars: systemBars)
        return p.bitmap
    }

    /// `render` with the controls and without (`controls` false), painted once: the hero is drawn
    /// once, and the content drawn over the screen with its controls only in the pixel rows the
    /// controls touched (the painter's pixels depend on nothing outside themselves, so the other
    /// rows equal the pictures' bytes).
    static func renderWithPictures(_ canvas: Canvas, _ d: MockDevice, _ pal: MockPalette) throws -> (screen: Bitmap, pictures: Bitmap) {
        var pictures = try heroPainter(canvas, d, pal)
        var screen = pictures
        let drawn = screen.tracking { drawControls(&$0, d) }
        drawContent(&pictures, d, pal, systemBars: false)
        guard let drawn else { return (pictures.bitmap, pictures.bitmap) }
        screen.restricted(toRows: drawn.y0..<drawn.y1) { drawContent(&$0, d, pal, systemBars: false) }
        let rowBytes = canvas.pixelWidth * 4, band = drawn.y0 * rowBytes..<drawn.y1 * rowBytes
        var shown = pictures.pixels
        shown.replaceSubrange(band, with: screen.pixels[band])
        return (Bitmap(width: canvas.pixelWidth, height: canvas.pixelHeight, pixels: shown), pictures.bitmap)
    }

    /// A painter with the background and the hero image drawn.
    private static func heroPainter(_ canvas: Canvas, _ d: MockDevice, _ pal: MockPalette, rows: Range<Int>? = nil) throws -> MockPainter {
        var p = try MockPainter(canvas: canvas, background: pal.background, rows: rows)
        var rng = SplitMix64(seed: 0xD37A_11)
        let hero = Rect(x: 0, y: 0, width: d.width, height: heroHeight(d))
        p.clipped(to: hero) { q in MockArt.landscape(&q, hero, rng: &rng, sunset: true) }
        return p
    }

    /// Everything drawn after the hero and its controls: the content card, the pinned button and the system bars.
    private static func drawContent(_ p: inout MockPainter, _ d: MockDevice, _ pal: MockPalette, systemBars: Bool) {
        let heroH = heroHeight(d)
        // The content card overlapping the hero with rounded top corners.
        let cardTop = heroH - cardOverlap
        p.fill(Rect(x: 0, y: cardTop, width: d.width, height: d.height - cardTop + 40), radius: 24, pal.background)
        let x0 = d.margin, x1 = d.width - d.margin
        var y = cardTop + 24 + 26
        p.text("Mirror Lake Trail", x: x0, baseline: y, .title1, pal.label)
        y += 24
        p.text("Yosemite National Park, California", x: x0, baseline: y, .subheadline, pal.secondaryLabel)
        y += 26
        for i in 0..<5 {
            MockIcon.star.draw(
                &p, Point(x0 + 8 + Double(i) * 18, y - 5.5), size: 15,
                i < 4 ? MockColor.orange : MockColor.hex(0xFF9500, 0.35))
        }
        p.text("4.8  (2,314 reviews)", x: x0 + 5 * 18 + 6, baseline: y, .subheadline, pal.secondaryLabel)
        y += 18

        // Stats strip.
        let stats = [("5.2 km", "Distance"), ("2 h 10 min", "Duration"), ("Easy", "Level")]
        let strip = Rect(x: x0, y: y, width: x1 - x0, height: 62)
        p.fill(strip, radius: 12, pal.secondaryBackground)
        let cell = strip.width / Double(stats.count)
        for (i, s) in stats.enumerated() {
            let cx = strip.minX + cell * (Double(i) + 0.5)
            p.text(s.0, x: cx, baseline: strip.minY + 28, .headline, pal.label, align: .center)
            p.text(s.1, x: cx, baseline: strip.minY + 47, .footnote, pal.secondaryLabel, align: .center)
            if i > 0 {
                p.fill(
                    Rect(x: strip.minX + cell * Double(i) - 0.5 / p.scale, y: strip.minY + 14, width: 1 / p.scale, height: 34),
                    pal.separator)
            }
        }
        y = strip.maxY + 34

        // Button pinned at the bottom, with a white fade above it.
        let buttonTop = d.height - d.bottomInset - (d.hasNotch ? 8 : 16) - 50
        let lineH = 22.0
        p.text("About", x: x0, baseline: y, .title3, pal.label)
        y += 28
        let room = Int(((buttonTop - 12) - y) / lineH) + 1
        if room > 0 {
            p.paragraph(
                body, x: x0, baseline: y, width: x1 - x0, lineHeight: lineH, .body, pal.isDark ? MockColor.hex(0xEBEBF5, 0.85) : MockColor.hex(0x3C3C43, 0.85),
                maxLines: room)
        }
        p.gradient(Rect(x: 0, y: buttonTop - 40, width: d.width, height: 40), MockColor.withAlpha(pal.background, 0), pal.background)
        p.fill(Rect(x: 0, y: buttonTop, width: d.width, height: d.height - buttonTop), pal.background)
        let button = Rect(x: x0, y: buttonTop, width: x1 - x0, height: 50)
        p.fill(button, radius: 14, pal.tint)
        p.text("Start Route", x: button.minX + button.width / 2, baseline: button.minY + 31, .headline, .white, align: .center)

        if systemBars {
            p.statusBar(d, light: true)
            p.homeIndicator(d, light: pal.isDark)
        }
    }
    /// The scrim and (with `items`) the round bar buttons floating over the hero image.
    private static func drawControls(_ p: inout MockPainter, _ d: MockDevice, items: Bool = true) {
        p.gradient(
            Rect(x: 0, y: 0, width: d.width, height: d.navBarBottom + 20),
            MockColor.hex(0x000000, 0.35), MockColor.hex(0x000000, 0))
        if items { barItems(d).draw(&p) }
    }

    /// The round bar buttons over the hero: back (its chevron alone), heart and share.
    static func barItems(_ d: MockDevice) -> MockBarItems {
        let mid = d.statusBarHeight + 22, r = 17.0
        let buttonFill = MockColor.hex(0x000000, 0.32)
        var items = MockBarItems()
        items.chevron = { p in
            p.circle(Point(d.margin + r, mid), r, buttonFill)
            MockIcon.chevronLeft.draw(&p, Point(d.margin + r - 1.5, mid), size: 17, .white)
        }
        items.others = { p in
            p.circle(Point(d.width - d.margin - r, mid), r, buttonFill)
            MockIcon.share.draw(&p, Point(d.width - d.margin - r, mid - 1), size: 17, .white)
            p.circle(Point(d.width - d.margin - 3 * r - 10, mid), r, buttonFill)
            MockIcon.heart.draw(&p, Point(d.width - d.margin - 3 * r - 10, mid + 0.5), size: 17, .white)
        }
        return items
    }

    /// The floating controls alone, premultiplied over transparency: matted from one render over
    /// black (the premultiplied colour) and one over white (α = 255 − the difference), exact up to
    /// the painter's rounding (±1/255), since the painter blends linearly in 8-bit channels.
    static func renderControls(_ canvas: Canvas, _ d: MockDevice) throws -> Bitmap {
        try MockMatte.isolate(canvas) { p in drawControls(&p, d) }.matte
    }
}
