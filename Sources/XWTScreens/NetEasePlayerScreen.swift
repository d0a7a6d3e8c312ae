import XWTEngine

/// The `netease-player` screen: a NetEase-Cloud-Music-style player — blurred album colours, song
/// title, the spinning vinyl with its cover and tone arm, lyric line, actions (on tall phones),
/// progress and controls.
enum NetEasePlayerScreen {
    /// The bar's items: the back chevron (a titled back button), share, and the song title over its artist.
    static func barItems(_ d: MockDevice) -> MockBarItems {
        let rowMid = d.statusBarHeight + 22
        var items = MockBarItems()
        items.chevron = { p in MockIcon.chevronLeft.draw(&p, Point(d.margin + 6, rowMid), size: 20, .white) }
        items.title = (
            "夏日微风", false,
            { p in
                p.text("夏日微风", x: d.width / 2, baseline: rowMid, MockFont(17, .semibold), .white, align: .center)
                p.text("林晓 ›", x: d.width / 2, baseline: rowMid + 18, MockFont(12), MockColor.hex(0xFFFFFF, 0.65), align: .center)
            }
        )
        items.others = { p in MockIcon.share.draw(&p, Point(d.width - d.margin - 8, rowMid), size: 20, .white) }
        items.backTitleInk = .white
        items.genericBackTitle = "返回"
        return items
    }

    /// Without `items` the bar's items are left out (`barItems`).
    static func render(_ canvas: Canvas, _ d: MockDevice, systemBars: Bool, items: Bool = true, rows: Range<Int>? = nil) throws -> Bitmap {
        var p = try MockPainter(canvas: canvas, background: MockColor.hex(0x2A2233), rows: rows)
        p.gradient(Rect(x: 0, y: 0, width: d.width, height: d.height), MockColor.hex(0x5B3A55), MockColor.hex(0x1A1620))
        p.glow(Point(d.width * 0.3, d.height * 0.35), d.width * 0.8, MockColor.hex(0xC46A6A, 0.35))
        if items { barItems(d).draw(&p) }

        // The vinyl: black disc with grooves, the sunset cover in its centre.
        let c = Point(d.width / 2, d.navBarBottom + 60 + d.width * 0.4)
        let r = d.width * 0.38
        p.circle(c, r + 8, MockColor.hex(0xFFFFFF, 0.12))
        p.circle(c, r, MockColor.hex(0x111111))
        for k in 1...6 { p.ring(c, r * (0.66 + Double(k) * 0.05), width: 0.6, MockColor.hex(0x2C2C2C)) }
        let cover = Rect(x: c.x - r * 0.64, y: c.y - r * 0.64, width: r * 1.28, height: r * 1.28)
        var rng = SplitMix64(seed: 0xC0_7E2)
        p.clipped(to: cover) { q in MockArt.landscape(&q, cover, rng: &rng, sunset: true) }
        p.fillShape(
            bounds: Rect(x: cover.minX - 2, y: cover.minY - 2, width: cover.width + 4, height: cover.height + 4),
            MockColor.hex(0x111111)
        ) { x, y in
            let dx = x - c.x, dy = y - c.y
            return r * 0.64 - (dx * dx + dy * dy).squareRoot()  // ink outside the cover's circle
        }
        // Tone arm from the top centre.
        let pivot = Point(d.width / 2 + 6, d.navBarBottom + 8)
        p.circle(pivot, 10, MockColor.hex(0xDDDDDD))
        p.polyline([pivot, Point(pivot.x + 24, pivot.y + 70), Point(pivot.x + 46, pivot.y + 96)], width: 5, MockColor.hex(0xDDDDDD))
        p.fill(Rect(x: pivot.x + 38, y: pivot.y + 90, width: 18, height: 26), radius: 3, MockColor.hex(0xBBBBBB))

        // Phones with room under the disc get the action row (like, download, comments, more) above
        // the progress bar, the lyrics centred between; shorter ones the lyrics alone.
        let discBottom = c.y + r + 8, progressY = d.height - d.bottomInset - 110, actionsY = progressY - 46
        let roomy = actionsY - discBottom > 150
        var y = roomy ? (discBottom + actionsY) / 2 - 4 : c.y + r + 64
        p.text("风吹过夏天的街道", x: d.width / 2, baseline: y, MockFont(16, .medium), .white, align: .center)
        p.text("你的笑声藏在云里", x: d.width / 2, baseline: y + 26, MockFont(14), MockColor.hex(0xFFFFFF, 0.5), align: .center)
        if roomy {
            let ink = MockColor.hex(0xFFFFFF, 0.85), step = d.width / 5
            MockIcon.heart.draw(&p, Point(step, actionsY), size: 22, ink)
            let down = Point(2 * step, actionsY)
            p.polyline([Point(down.x, down.y - 9), Point(down.x, down.y + 6)], width: 1.8, ink)
            p.polyline([Point(down.x - 6, down.y), Point(down.x, down.y + 6), Point(down.x + 6, down.y)], width: 1.8, ink)
            p.fill(Rect(x: down.x - 8, y: down.y + 10, width: 16, height: 1.8), ink)
            MockIcon.bubble.draw(&p, Point(3 * step, actionsY), size: 22, ink)
            p.text("999+", x: 3 * step + 12, baseline: actionsY - 8, MockFont(9), ink)
            MockIcon.ellipsis.draw(&p, Point(4 * step, actionsY), size: 22, ink)
        }
        y = progressY
        let x0 = d.margin + 30, x1 = d.width - d.margin - 30
        p.text("01:24", x: d.margin, baseline: y + 4, MockFont(10), MockColor.hex(0xFFFFFF, 0.6))
        p.text("04:05", x: d.width - d.margin, baseline: y + 4, MockFont(10), MockColor.hex(0xFFFFFF, 0.6), align: .right)
        p.fill(Rect(x: x0, y: y - 1, width: x1 - x0, height: 2), radius: 1, MockColor.hex(0xFFFFFF, 0.25))
        let played = x0 + (x1 - x0) * 0.34
        p.fill(Rect(x: x0, y: y - 1, width: played - x0, height: 2), radius: 1, .white)
        p.circle(Point(played, y), 5, .white)
        // Controls: loop, previous, pause, next, playlist.
        let cy = y + 52, step = (d.width - 2 * d.margin) / 4
        p.ring(Point(d.margin + 10, cy), 9, width: 1.8, MockColor.hex(0xFFFFFF, 0.8))
        p.polygon([Point(d.margin + step + 10, cy - 11), Point(d.margin + step - 6, cy), Point(d.margin + step + 10, cy + 11)], .white)
        p.fill(Rect(x: d.margin + step - 9, y: cy - 11, width: 3, height: 22), .white)
        p.ring(Point(d.width / 2, cy), 28, width: 2, .white)
        p.fill(Rect(x: d.width / 2 - 8, y: cy - 10, width: 5, height: 20), radius: 1, .white)
        p.fill(Rect(x: d.width / 2 + 3, y: cy - 10, width: 5, height: 20), radius: 1, .white)
        let nx = d.width - d.margin - step
        p.polygon([Point(nx - 10, cy - 11), Point(nx + 6, cy), Point(nx - 10, cy + 11)], .white)
        p.fill(Rect(x: nx + 6, y: cy - 11, width: 3, height: 22), .white)
        for k in 0..<3 { p.fill(Rect(x: d.width - d.margin - 20, y: cy - 8 + Double(k) * 7, width: 20, height: 2), MockColor.hex(0xFFFFFF, 0.8)) }
        if systemBars {
            p.statusBar(d, light: true)
            p.homeIndicator(d, light: true)
        }
        return p.bitmap
    }
}
