import XWTEngine

/// The `weibo-grid` screen: a Weibo-style post (微博) — author with a VIP name, time and device,
/// text, a 3 × 3 photo grid, and the 转发 / 评论 / 赞 bar.
enum WeiboGridScreen {
    static let orange = MockColor.hex(0xFF8200)

    /// The grid's frame for `d`, points: the tiles a photo viewer opens from.
    static func grid(_ d: MockDevice) -> (origin: Point, tile: Double, gap: Double) {
        let gap = 4.0, tile = ((d.width - 2 * d.margin) - 2 * gap) / 3
        return (Point(d.margin, d.navBarBottom + 138), tile, gap)
    }

    /// The bar's items: the 关注 / 推荐 title view (no title text) and the compose button.
    static func barItems(_ d: MockDevice, _ pal: MockPalette) -> MockBarItems {
        let rowMid = d.statusBarHeight + 22
        var items = MockBarItems()
        items.others = { p in
            p.text("关注", x: d.width / 2 - 34, baseline: rowMid + 6, MockFont(17), pal.gray, align: .center)
            p.text("推荐", x: d.width / 2 + 34, baseline: rowMid + 6, MockFont(18, .semibold), pal.label, align: .center)
            p.fill(Rect(x: d.width / 2 + 24, y: rowMid + 13, width: 20, height: 3), radius: 1.5, orange)
            MockIcon.compose.draw(&p, Point(d.width - d.margin - 10, rowMid), size: 20, pal.label)
        }
        items.genericBackTitle = "返回"
        return items
    }

    /// Without `items` the bar's items are left out (`barItems`).
    static func render(_ canvas: Canvas, _ d: MockDevice, _ pal: MockPalette, systemBars: Bool, items: Bool = true, rows: Range<Int>? = nil) throws -> Bitmap {
        var p = try MockPainter(canvas: canvas, background: pal.isDark ? .black : MockColor.hex(0xF2F2F2), rows: rows)
        p.fill(Rect(x: 0, y: 0, width: d.width, height: d.navBarBottom), pal.groupedCell)
        if items { barItems(d, pal).draw(&p) }

        let card = Rect(x: 0, y: d.navBarBottom + 8, width: d.width, height: d.height)
        p.fill(card, pal.groupedCell)
        let x0 = d.margin
        let head = Point(x0 + 21, card.minY + 34)
        p.avatar(head, diameter: 42, MockColor.hex(0xFFC36B), MockColor.hex(0xFF6A3D), glyph: "旅")
        p.circle(Point(head.x + 15, head.y + 15), 7, .white)
        p.circle(Point(head.x + 15, head.y + 15), 5.5, orange)
        p.text("旅行摄影师阿杰", x: x0 + 52, baseline: head.y - 3, MockFont(16, .semibold), orange)
        p.text("10分钟前 来自 iPhone 15 Pro", x: x0 + 52, baseline: head.y + 16, MockFont(12), pal.gray)
        p.paragraph(
            "春天的第一次远行，山和湖都醒了。九张照片记录这一路的光影，最喜欢第五张的日落。#旅行# #摄影#",
            x: x0, baseline: card.minY + 86, width: d.width - 2 * x0, lineHeight: 24, MockFont(16), pal.label, maxLines: 2)
        let g = grid(d)
        let kinds: [MockArt.Kind] = [.mountains, .beach, .city, .bokeh, .sunset, .food, .portrait, .abstract, .mountains]
        for k in 0..<9 {
            let r = Rect(
                x: g.origin.x + Double(k % 3) * (g.tile + g.gap), y: g.origin.y + Double(k / 3) * (g.tile + g.gap),
                width: g.tile, height: g.tile)
            p.clipped(to: r) { q in MockArt.photo(&q, r, kind: kinds[k], seed: UInt64(900 + k)) }
        }
        let barY = g.origin.y + 3 * g.tile + 2 * g.gap + 30
        p.hairline(y: barY - 14, from: x0, to: d.width - x0, pal.separator)
        let third = d.width / 3
        for (i, item) in [(MockIcon.share, "1.2万"), (.bubble, "3856"), (.heart, "5.6万")].enumerated() {
            let cx = third * (Double(i) + 0.5)
            item.0.draw(&p, Point(cx - 22, barY + 2), size: 17, pal.secondaryLabel)
            p.text(item.1, x: cx - 8, baseline: barY + 7, MockFont(13), pal.secondaryLabel)
        }
        p.tabBar(
            d, pal,
            [
                MockTab(icon: .albums, label: "首页"), MockTab(icon: .photo, label: "视频"), MockTab(icon: .magnifier, label: "发现"),
                MockTab(icon: .bubble, label: "消息"), MockTab(icon: .person, label: "我"),
            ], selected: 0, tint: orange)
        if systemBars {
            p.statusBar(d, light: pal.isDark)
            p.homeIndicator(d, light: pal.isDark)
        }
        return p.bitmap
    }
}
