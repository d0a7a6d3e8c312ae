import XWTEngine

/// The `toutiao-feed` screen: a TouTiao-style news feed (今日头条) — red search header, channel
/// tabs, headlines with source, comments and age, some with one picture, one with three.
enum TouTiaoFeedScreen {
    static let red = MockColor.hex(0xF04142)

    /// A feed item: headline, source line and how many pictures (0, 1 on the right, 3 below).
    private struct Story { var title: String, source: String, pictures: Int, pinned: Bool = false }

    private static let stories: [Story] = [
        .init(title: "新版转场动画框架发布：一行代码接入抽屉、翻页与粒子效果", source: "科技日报  评论 3521", pictures: 0, pinned: true),
        .init(title: "春季赏花指南：这十个城市的樱花正在盛开，周末出发正当时", source: "旅行家  评论 1.2万  2小时前", pictures: 1),
        .init(title: "手机摄影技巧：用好光线，普通手机也能拍出大片质感", source: "影像课堂  评论 864  3小时前", pictures: 3),
        .init(title: "今年最值得期待的五款国产新能源汽车，续航都超过七百公里", source: "汽车之声  评论 5632  4小时前", pictures: 1),
        .init(title: "研究发现：每天散步三十分钟有助于改善睡眠质量", source: "健康时报  评论 2098  5小时前", pictures: 1),
        .init(title: "城市夜景延时摄影作品欣赏，灯火璀璨如星河", source: "摄影之友  评论 431  6小时前", pictures: 3),
    ]

    /// The red search header's bottom edge (the screen's navigation bar).
    static func headerHeight(_ d: MockDevice) -> Double { d.statusBarHeight + 50 }

    /// The red header's items: the search field (a title view without title text) and 发布.
    static func barItems(_ d: MockDevice, _ pal: MockPalette) -> MockBarItems {
        var items = MockBarItems()
        items.others = { p in
            let field = Rect(x: d.margin, y: d.statusBarHeight + 8, width: d.width - 2 * d.margin - 44, height: 34)
            p.fill(field, radius: 17, .white)
            MockIcon.magnifier.draw(&p, Point(field.minX + 18, field.midY), size: 15, MockColor.hex(0x999999))
            p.text("神舟飞船最新消息 | 春季旅游推荐", x: field.minX + 34, baseline: field.midY + 5.5, MockFont(14), MockColor.hex(0x999999))
            p.text("发布", x: d.width - d.margin - 18, baseline: field.midY + 5.5, MockFont(15, .medium), .white, align: .center)
        }
        items.genericBackTitle = "返回"
        return items
    }

    /// Without `items` the header's items are left out (`barItems`).
    static func render(_ canvas: Canvas, _ d: MockDevice, _ pal: MockPalette, systemBars: Bool, items: Bool = true, rows: Range<Int>? = nil) throws -> Bitmap {
        var p = try MockPainter(canvas: canvas, background: pal.background, rows: rows)
        // Red header with the search field.
        let header = headerHeight(d)
        p.fill(Rect(x: 0, y: 0, width: d.width, height: header), red)
        if items { barItems(d, pal).draw(&p) }
        // Channel tabs.
        var x = d.margin
        let tabsMid = header + 22
        for (i, tab) in ["关注", "推荐", "热榜", "视频", "小说", "科技", "财经", "体育", "汽车"].enumerated() {
            let font = MockFont(i == 1 ? 18 : 16, i == 1 ? .semibold : .regular)
            p.text(tab, x: x, baseline: tabsMid + 6, font, i == 1 ? red : pal.label)
            if i == 1 { p.fill(Rect(x: x + 6, y: tabsMid + 13, width: 24, height: 3), radius: 1.5, red) }
            x += p.width(tab, font) + 22
        }
        p.hairline(y: header + 44, from: 0, to: d.width, pal.separator)

        var y = header + 44
        let x0 = d.margin, x1 = d.width - d.margin
        let thumbW = (x1 - x0 - 8) / 3, thumbH = thumbW * 0.68
        var index = 0
        while y < d.tabBarTop {
            let s = stories[index % stories.count]
            let textWidth = s.pictures == 1 ? x1 - x0 - thumbW - 12 : x1 - x0
            let last = p.paragraph(
                s.title, x: x0, baseline: y + 30, width: textWidth, lineHeight: 24, MockFont(18), pal.label,
                maxLines: s.pictures == 1 ? 3 : 2)
            var bottom = max(last + 10, s.pictures == 1 ? y + 16 + thumbH : 0)
            if s.pictures == 3 {
                for k in 0..<3 {
                    let r = Rect(x: x0 + Double(k) * (thumbW + 4), y: last + 12, width: thumbW, height: thumbH)
                    p.clipped(to: r) { q in MockArt.photo(&q, r, kind: MockArt.Kind.allCases[(index + k) % 8], seed: UInt64(index * 7 + k)) }
                }
                bottom = last + 12 + thumbH
            } else if s.pictures == 1 {
                let r = Rect(x: x1 - thumbW, y: y + 16, width: thumbW, height: thumbH)
                p.clipped(to: r) { q in MockArt.photo(&q, r, kind: MockArt.Kind.allCases[(index * 3 + 1) % 8], seed: UInt64(index + 40)) }
            }
            var sx = x0
            if s.pinned {
                p.text("置顶", x: sx, baseline: bottom + 20, MockFont(12), red)
                sx += 32
            }
            p.text(s.source, x: sx, baseline: bottom + 20, MockFont(12), pal.gray)
            y = bottom + 34
            p.hairline(y: y, from: x0, to: x1, pal.separator)
            index += 1
        }
        p.tabBar(
            d, pal,
            [
                MockTab(icon: .albums, label: "首页"), MockTab(icon: .photo, label: "视频"),
                MockTab(icon: .star, label: "任务"), MockTab(icon: .person, label: "我的"),
            ], selected: 0, tint: red)
        if systemBars {
            p.statusBar(d, light: true)
            p.homeIndicator(d, light: pal.isDark)
        }
        return p.bitmap
    }
}
