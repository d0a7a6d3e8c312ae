import XWTEngine

/// The `taobao-product` screen: a Taobao-style product page — product photo, price in orange-red,
/// title, service tags, shop row, reviews, the details heading, and the bottom bar with 加入购物车 / 立即购买.
enum TaobaoProductScreen {
    static let orange = MockColor.hex(0xFF5000)

    /// The round buttons over the photo: back (its chevron alone), more and share.
    static func barItems(_ d: MockDevice) -> MockBarItems {
        let mid = d.statusBarHeight + 22
        func button(_ x: Double, _ icon: MockIcon) -> MockBarItems.Drawing {
            { p in
                p.circle(Point(x, mid), 16, MockColor.hex(0x000000, 0.3))
                icon.draw(&p, Point(x, mid), size: 16, .white)
            }
        }
        var items = MockBarItems()
        items.chevron = button(d.margin + 16, .chevronLeft)
        let more = button(d.width - d.margin - 16, .ellipsis), share = button(d.width - d.margin - 58, .share)
        items.others = { p in
            more(&p); share(&p)
        }
        items.genericBackTitle = "返回"
        return items
    }

    /// Without `items` the bar's round buttons are left out (`barItems`).
    static func render(_ canvas: Canvas, _ d: MockDevice, _ pal: MockPalette, systemBars: Bool, items: Bool = true, rows: Range<Int>? = nil) throws -> Bitmap {
        let page = pal.isDark ? MockColor.hex(0x111111) : MockColor.hex(0xF2F2F2)
        var p = try MockPainter(canvas: canvas, background: page, rows: rows)
        // Product photo: a sneaker on a warm studio backdrop.
        let photo = Rect(x: 0, y: 0, width: d.width, height: d.width)
        p.gradient(photo, MockColor.hex(0xF6E7D8), MockColor.hex(0xE8CDB5))
        let c = Point(d.width / 2, d.width * 0.56), s = d.width / 375
        p.ellipse(Rect(x: c.x - 150 * s, y: c.y + 48 * s, width: 300 * s, height: 26 * s), MockColor.hex(0x000000, 0.12))
        p.fill(Rect(x: c.x - 140 * s, y: c.y + 20 * s, width: 280 * s, height: 36 * s), radius: 16 * s, .white)
        p.fill(Rect(x: c.x - 140 * s, y: c.y + 40 * s, width: 280 * s, height: 10 * s), radius: 5 * s, MockColor.hex(0xDADADA))
        p.polygon(
            [
                Point(c.x - 130 * s, c.y + 24 * s), Point(c.x - 60 * s, c.y - 60 * s), Point(c.x + 40 * s, c.y - 64 * s),
                Point(c.x + 70 * s, c.y - 10 * s), Point(c.x + 136 * s, c.y + 6 * s), Point(c.x + 136 * s, c.y + 26 * s),
            ],
            MockColor.hex(0x2B2B2B))
        p.polygon(
            [
                Point(c.x - 40 * s, c.y + 10 * s), Point(c.x + 10 * s, c.y - 40 * s), Point(c.x + 40 * s, c.y - 28 * s),
                Point(c.x, c.y + 14 * s),
            ], orange)
        for k in 0..<4 {
            p.polyline(
                [
                    Point(c.x - 50 * s + Double(k) * 14 * s, c.y - 50 * s + Double(k) * 4 * s),
                    Point(c.x - 30 * s + Double(k) * 14 * s, c.y - 38 * s + Double(k) * 4 * s),
                ], width: 2.5 * s, .white)
        }
        if items { barItems(d).draw(&p) }
        // The page counter clears the price card, which overlaps the photo by 12 pt.
        p.fill(Rect(x: d.width - 52, y: photo.maxY - 42, width: 40, height: 20), radius: 10, MockColor.hex(0x000000, 0.3))
        p.text("1/5", x: d.width - 32, baseline: photo.maxY - 27.5, MockFont(12), .white, align: .center)

        // Price card.
        var y = photo.maxY - 12
        let card = Rect(x: 0, y: y, width: d.width, height: 150)
        p.fill(card, radius: 12, pal.groupedCell)
        let x0 = d.margin
        p.text("¥", x: x0, baseline: y + 40, MockFont(18, .bold), orange)
        p.text("299", x: x0 + 13, baseline: y + 42, MockFont(32, .bold), orange)
        p.text("券后价  原价¥459", x: x0 + 82, baseline: y + 40, MockFont(13), pal.gray)
        p.text("月销 2万+", x: d.width - d.margin, baseline: y + 40, MockFont(13), pal.gray, align: .right)
        p.paragraph(
            "【官方正品】2024新款轻量透气跑步鞋男女同款缓震运动休闲鞋", x: x0, baseline: y + 72, width: d.width - 2 * x0,
            lineHeight: 23, MockFont(17, .semibold), pal.label, maxLines: 2)
        var tx = x0
        for tag in ["包邮", "7天无理由退货", "运费险"] {
            let w = p.width(tag, MockFont(12)) + 12
            p.strokeRounded(Rect(x: tx, y: y + 112, width: w, height: 20), radius: 4, width: 1, MockColor.withAlpha(orange, 0.6))
            p.text(tag, x: tx + w / 2, baseline: y + 126, MockFont(12), orange, align: .center)
            tx += w + 8
        }
        y = card.maxY + 10
        // Shop row.
        let shop = Rect(x: 0, y: y, width: d.width, height: 72)
        p.fill(shop, pal.groupedCell)
        p.avatar(Point(x0 + 22, y + 36), diameter: 44, MockColor.hex(0xFF8A3D), orange, glyph: "店", radius: 10)
        p.text("轻跑运动旗舰店", x: x0 + 56, baseline: y + 31, MockFont(16, .semibold), pal.label)
        p.text("宝贝描述 4.9  服务 4.9  物流 4.8", x: x0 + 56, baseline: y + 53, MockFont(12), pal.gray)
        p.strokeRounded(Rect(x: d.width - d.margin - 70, y: y + 22, width: 70, height: 28), radius: 14, width: 1, orange)
        p.text("进店逛逛", x: d.width - d.margin - 35, baseline: y + 41, MockFont(13), orange, align: .center)
        y = shop.maxY + 10
        // Reviews: count, tag chips, the first review (tall phones show it above the bar).
        let reviews = Rect(x: 0, y: y, width: d.width, height: 160)
        p.fill(reviews, pal.groupedCell)
        p.text("宝贝评价(2.3万)", x: x0, baseline: y + 28, MockFont(15, .semibold), pal.label)
        p.text("查看全部 ›", x: d.width - d.margin, baseline: y + 28, MockFont(13), orange, align: .right)
        tx = x0
        for tag in ["穿着舒适 1.2万", "轻便透气 8650", "尺码标准 5320"] {
            let w = p.width(tag, MockFont(12)) + 20
            guard tx + w <= d.width - d.margin else { break }
            p.fill(Rect(x: tx, y: y + 42, width: w, height: 24), radius: 12, MockColor.withAlpha(orange, 0.1))
            p.text(tag, x: tx + w / 2, baseline: y + 58, MockFont(12), pal.label, align: .center)
            tx += w + 8
        }
        p.avatar(Point(x0 + 12, y + 90), diameter: 24, MockColor.hex(0x9FD5FF), MockColor.hex(0x4A90E2), glyph: "t")
        p.text("t**8", x: x0 + 32, baseline: y + 95, MockFont(13), pal.gray)
        p.paragraph(
            "鞋子很轻，跑了五公里脚也不累，尺码标准，颜色和图片一样，推荐购买！", x: x0, baseline: y + 124,
            width: d.width - 2 * x0, lineHeight: 20, MockFont(14), pal.label, maxLines: 2)
        y = reviews.maxY + 10
        // Details: the heading and the first detail photo.
        p.fill(Rect(x: 0, y: y, width: d.width, height: d.height - y), pal.groupedCell)
        p.hairline(y: y + 24, from: d.width / 2 - 90, to: d.width / 2 - 44, pal.separator)
        p.hairline(y: y + 24, from: d.width / 2 + 44, to: d.width / 2 + 90, pal.separator)
        p.text("宝贝详情", x: d.width / 2, baseline: y + 29, MockFont(14, .medium), pal.gray, align: .center)
        p.gradient(Rect(x: 0, y: y + 48, width: d.width, height: d.width * 0.8), MockColor.hex(0xF6E7D8), MockColor.hex(0xE8CDB5))

        // Bottom action bar.
        let barTop = d.height - d.bottomInset - 56
        p.fill(Rect(x: 0, y: barTop, width: d.width, height: d.height - barTop), pal.groupedCell)
        p.hairline(y: barTop, from: 0, to: d.width, pal.separator)
        for (i, item) in [(MockIcon.albums, "店铺"), (.bubble, "客服"), (.star, "收藏")].enumerated() {
            let x = x0 + 14 + Double(i) * 42
            item.0.draw(&p, Point(x, barTop + 20), size: 20, pal.secondaryLabel)
            p.text(item.1, x: x, baseline: barTop + 44, MockFont(10), pal.secondaryLabel, align: .center)
        }
        let buttonsX = x0 + 3 * 42 + 6, buttonW = (d.width - d.margin - buttonsX) / 2
        p.fill(Rect(x: buttonsX, y: barTop + 8, width: 2 * buttonW, height: 40), radius: 20, MockColor.hex(0xFF9402))
        p.fill(Rect(x: buttonsX + buttonW, y: barTop + 8, width: buttonW, height: 40), radius: 20, orange)
        p.fill(Rect(x: buttonsX + buttonW, y: barTop + 8, width: 20, height: 40), orange)
        p.text("加入购物车", x: buttonsX + buttonW / 2, baseline: barTop + 33, MockFont(15, .semibold), .white, align: .center)
        p.text("立即购买", x: buttonsX + 1.5 * buttonW, baseline: barTop + 33, MockFont(15, .semibold), .white, align: .center)
        if systemBars {
            p.statusBar(d, light: false)  // over the light studio photo in both appearances
            p.homeIndicator(d, light: pal.isDark)
        }
        return p.bitmap
    }
}
