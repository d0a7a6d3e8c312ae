import XWTEngine

/// The `toutiao-article` screen: a TouTiao-style article — back and more buttons, headline, author
/// row with 关注, body paragraphs with a picture, and the comment bar at the bottom.
enum TouTiaoArticleScreen {
    private static let paragraphs = [
        "近日，一款面向移动开发者的转场动画框架正式发布。它把抽屉、翻页、粒子爆炸和滤镜等二十多种效果封装成简单的接口，开发者只需几行代码即可接入。",
        "框架作者表示，转场动画虽然只是点睛之笔，却最能体现一款应用的细节。新版本支持全程手势驱动：手指拖动时动画实时跟随，松手后根据进度自动完成或取消。",
        "目前该项目已在开源社区获得大量关注，不少开发者分享了自己的使用心得。",
    ]

    /// The bar's items: the back chevron (a titled back button), search and more, the title 今日头条.
    static func barItems(_ d: MockDevice, _ pal: MockPalette) -> MockBarItems {
        let rowMid = d.statusBarHeight + 22
        var items = MockBarItems()
        items.chevron = { p in MockIcon.chevronLeft.draw(&p, Point(d.margin + 6, rowMid), size: 20, pal.label) }
        items.title = (
            "今日头条", false, { p in p.text("今日头条", x: d.width / 2, baseline: rowMid + 6, MockFont(17, .semibold), TouTiaoFeedScreen.red, align: .center) }
        )
        items.others = { p in
            MockIcon.magnifier.draw(&p, Point(d.width - d.margin - 44, rowMid), size: 19, pal.label)
            MockIcon.ellipsis.draw(&p, Point(d.width - d.margin - 8, rowMid), size: 20, pal.label)
        }
        items.backTitleInk = pal.label
        items.genericBackTitle = "返回"
        return items
    }

    /// Without `items` the bar's items are left out (`barItems`).
    static func render(_ canvas: Canvas, _ d: MockDevice, _ pal: MockPalette, systemBars: Bool, items: Bool = true, rows: Range<Int>? = nil) throws -> Bitmap {
        var p = try MockPainter(canvas: canvas, background: pal.background, rows: rows)
        if items { barItems(d, pal).draw(&p) }
        let x0 = d.margin, x1 = d.width - d.margin
        var y =
            p.paragraph(
                "一行代码接入二十种转场效果：新版动画框架正式发布", x: x0, baseline: d.navBarBottom + 34, width: x1 - x0,
                lineHeight: 34, MockFont(25, .bold), pal.label) + 26
        p.avatar(Point(x0 + 18, y + 8), diameter: 36, MockColor.hex(0x6FD6FF), MockColor.hex(0x1E90FF), glyph: "科")
        p.text("科技日报", x: x0 + 46, baseline: y + 4, MockFont(15, .semibold), pal.label)
        p.text("2小时前 · 北京", x: x0 + 46, baseline: y + 23, MockFont(12), pal.gray)
        let follow = Rect(x: x1 - 64, y: y - 7, width: 64, height: 30)
        p.fill(follow, radius: 15, TouTiaoFeedScreen.red)
        p.text("关注", x: follow.midX, baseline: follow.minY + 20.5, MockFont(14, .semibold), .white, align: .center)
        y += 60
        let body = MockFont(18)
        for (i, text) in paragraphs.enumerated() {
            if y > d.height { break }
            y = p.paragraph(text, x: x0, baseline: y, width: x1 - x0, lineHeight: 30, body, pal.label) + 40
            if i == 0 {
                let r = Rect(x: x0, y: y - 22, width: x1 - x0, height: (x1 - x0) * 0.56)
                p.clipped(to: r) { q in MockArt.photo(&q, r, kind: .city, seed: 77) }
                y = r.maxY + 40
            }
        }
        // Comment bar.
        let barTop = d.height - d.bottomInset - 50
        p.fill(Rect(x: 0, y: barTop, width: d.width, height: d.height - barTop), pal.background)
        p.hairline(y: barTop, from: 0, to: d.width, pal.separator)
        let field = Rect(x: x0, y: barTop + 8, width: (x1 - x0) * 0.52, height: 34)
        p.fill(field, radius: 17, pal.secondaryBackground)
        p.text("写评论…", x: field.minX + 16, baseline: field.midY + 5, MockFont(14), pal.gray)
        for (k, icon) in [MockIcon.bubble, .star, .heart, .share].enumerated() {
            icon.draw(&p, Point(field.maxX + 26 + Double(k) * ((x1 - field.maxX - 26) / 3.4), field.midY), size: 20, pal.secondaryLabel)
        }
        if systemBars {
            p.statusBar(d, light: pal.isDark)
            p.homeIndicator(d, light: pal.isDark)
        }
        return p.bitmap
    }
}
