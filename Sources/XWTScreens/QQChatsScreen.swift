import XWTEngine

/// The `qq-chats` screen: a QQ-style message list (消息) — the main screen of the QQ drawer demo.
enum QQChatsScreen {
    static let blue = MockColor.hex(0x12B7F5)

    private struct Chat {
        var name: String, preview: String, time: String, glyph: String
        var hue: (UInt32, UInt32)
        var unread: String?
    }

    private static let chats: [Chat] = [
        .init(
            name: "产品设计交流群", preview: "小林：新版转场动画的原型已经上传，大家看看效果", time: "09:41", glyph: "产",
            hue: (0x6FD6FF, 0x1E90FF), unread: "12"),
        .init(name: "王小明", preview: "周末一起去爬山吗？天气预报说是晴天", time: "09:28", glyph: "王", hue: (0xFFB36B, 0xFF7A3D), unread: "2"),
        .init(name: "妈妈", preview: "[图片] 家里的猫又长胖了", time: "08:52", glyph: "妈", hue: (0xF7A8D8, 0xD064C8), unread: nil),
        .init(name: "我的电脑", preview: "[文件] 转场动画设计稿.pdf", time: "昨天", glyph: "电", hue: (0x8FD3FF, 0x4A90E2), unread: nil),
        .init(name: "李华", preview: "好的，明天上午十点会议室见", time: "昨天", glyph: "李", hue: (0x8EE59B, 0x2DB84C), unread: nil),
        .init(name: "大学同学群", preview: "张伟：毕业十周年聚会定在下个月", time: "星期二", glyph: "大", hue: (0xA89BFF, 0x6A5AE0), unread: "99+"),
        .init(name: "QQ邮箱提醒", preview: "您有 3 封未读邮件", time: "星期一", glyph: "邮", hue: (0xFFD56B, 0xF5A623), unread: nil),
        .init(name: "陈静", preview: "谢谢你的推荐，那本书真的很好看！", time: "星期日", glyph: "陈", hue: (0xFFB3A7, 0xE8505B), unread: nil),
        .init(name: "篮球俱乐部", preview: "周四晚上七点老地方，别迟到", time: "03-12", glyph: "篮", hue: (0x7FE3D5, 0x1FA5A0), unread: nil),
        .init(name: "腾讯新闻", preview: "今日热点：春季出游高峰来临，这些景点值得一去", time: "03-11", glyph: "新", hue: (0x9FC4FF, 0x3C6FE0), unread: nil),
        .init(name: "家族群", preview: "二姨：周六中午一起吃饭，地址发群里了", time: "03-10", glyph: "家", hue: (0xFFC6A0, 0xF0803C), unread: "5"),
        .init(name: "赵磊", preview: "[语音] 12″", time: "03-08", glyph: "赵", hue: (0xC9B2FF, 0x8B6AE8), unread: nil),
    ]

    /// The header's items: own avatar (opens the drawer), the title 消息, the plus button.
    static func barItems(_ d: MockDevice, _ pal: MockPalette) -> MockBarItems {
        let rowMid = d.statusBarHeight + 22
        var items = MockBarItems()
        items.title = ("消息", false, { p in p.text("消息", x: d.width / 2, baseline: rowMid + 6.5, MockFont(18, .semibold), pal.label, align: .center) })
        items.others = { p in
            p.avatar(Point(d.margin + 17, rowMid), diameter: 34, MockColor.hex(0xFFC36B), MockColor.hex(0xFF8A3D), glyph: "我")
            p.circle(Point(d.margin + 31, rowMid + 12), 5, pal.background)
            p.circle(Point(d.margin + 31, rowMid + 12), 3.5, MockColor.hex(0x3BD16F))
            let plus = Point(d.width - d.margin - 11, rowMid)
            p.polyline([Point(plus.x - 9, plus.y), Point(plus.x + 9, plus.y)], width: 2, pal.label)
            p.polyline([Point(plus.x, plus.y - 9), Point(plus.x, plus.y + 9)], width: 2, pal.label)
        }
        items.genericBackTitle = "返回"
        return items
    }

    /// Without `items` the header's items are left out (`barItems`).
    static func render(_ canvas: Canvas, _ d: MockDevice, _ pal: MockPalette, systemBars: Bool, items: Bool = true, rows: Range<Int>? = nil) throws -> Bitmap {
        var p = try MockPainter(canvas: canvas, background: pal.background, rows: rows)
        if items { barItems(d, pal).draw(&p) }
        var y = d.navBarBottom + 4
        y = p.searchField(d, pal, top: y, placeholder: "搜索")

        let rowHeight = 72.0, size = 50.0
        let textX = d.margin + size + 12
        let bottom = d.tabBarTop
        for i in 0..<200 {
            let c = chats[i % chats.count]
            let top = y + Double(i) * rowHeight
            if top > bottom { break }
            let mid = top + rowHeight / 2
            p.avatar(Point(d.margin + size / 2, mid), diameter: size, MockColor.hex(c.hue.0), MockColor.hex(c.hue.1), glyph: c.glyph)
            let right = d.width - d.margin
            p.text(c.time, x: right, baseline: mid - 6, MockFont(12), pal.gray, align: .right)
            let nameRoom = right - p.width(c.time, MockFont(12)) - 10 - textX
            p.text(p.truncate(c.name, MockFont(17), width: nameRoom), x: textX, baseline: mid - 5, MockFont(17), pal.label)
            let previewRoom = right - textX - (c.unread == nil ? 0 : 30)
            p.text(p.truncate(c.preview, MockFont(14), width: previewRoom), x: textX, baseline: mid + 17, MockFont(14), pal.gray)
            if let count = c.unread { p.badge(Point(right - 10, mid + 12), count) }
            p.hairline(y: top + rowHeight - 0.5, from: textX, to: d.width, pal.separator)
        }
        p.tabBar(
            d, pal,
            [
                MockTab(icon: .bubble, label: "消息"), MockTab(icon: .person, label: "联系人"),
                MockTab(icon: .star, label: "动态"),
            ], selected: 0, tint: blue)
        if systemBars {
            p.statusBar(d, light: pal.isDark)
            p.homeIndicator(d, light: pal.isDark)
        }
        return p.bitmap
    }
}
