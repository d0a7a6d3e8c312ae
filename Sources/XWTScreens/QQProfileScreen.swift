import XWTEngine

/// The `qq-profile` screen: QQ's drawer — profile header, member/wallet/dress-up rows, settings
/// at the bottom. Its content sits in the right 250 pt, the part a 250-pt left drawer shows
/// (XWDrawerAnimator slides the drawer's full-width view in from the left, so its right edge leads).
enum QQProfileScreen {
    private static let rows: [(MockIcon, UInt32, String)] = [
        (.star, 0xFFB020, "我的QQ会员"), (.albums, 0x12B7F5, "我的钱包"), (.flower, 0xFF6FA8, "个性装扮"),
        (.heart, 0xFF5A5F, "我的收藏"), (.photo, 0x3BC774, "我的相册"), (.link, 0x5B8DEF, "我的文件"),
        (.clock, 0x8E7CF0, "免流量"),
    ]

    static func render(_ canvas: Canvas, _ d: MockDevice, _ pal: MockPalette, systemBars: Bool) throws -> Bitmap {
        let background = pal.isDark ? MockColor.hex(0x121212) : MockColor.hex(0xF5F8FC)
        var p = try MockPainter(canvas: canvas, background: background)
        // A soft sky-blue wash across the top.
        let washBottom = d.statusBarHeight + 230
        p.gradient(
            Rect(x: 0, y: 0, width: d.width, height: washBottom),
            pal.isDark ? MockColor.hex(0x17324A) : MockColor.hex(0xBFE6FF), background)
        let x0 = max(d.margin, d.width - 234)
        let head = Point(x0 + 32, d.statusBarHeight + 64)
        p.circle(head, 34, .white)
        p.avatar(head, diameter: 64, MockColor.hex(0xFFC36B), MockColor.hex(0xFF8A3D), glyph: "我")
        p.text("小林同学", x: x0 + 78, baseline: head.y - 4, MockFont(22, .semibold), pal.label)
        p.fill(Rect(x: x0 + 78, y: head.y + 6, width: 46, height: 18), radius: 9, MockColor.hex(0xFFB020))
        p.text("SVIP 7", x: x0 + 101, baseline: head.y + 19, MockFont(11, .bold), .white, align: .center)
        p.text(
            p.truncate("个性签名：今天也要好好写代码", MockFont(14), width: d.width - x0 - 12), x: x0, baseline: head.y + 62,
            MockFont(14), pal.secondaryLabel)

        var y = head.y + 96
        for (icon, tint, title) in rows {
            let mid = y + 26
            icon.draw(&p, Point(x0 + 12, mid), size: 22, MockColor.hex(tint))
            p.text(title, x: x0 + 40, baseline: mid + 6, MockFont(17), pal.label)
            y += 52
            if y > d.height - d.bottomInset - 120 { break }
        }

        // Bottom row: settings, night mode, weather.
        let base = d.height - d.bottomInset - 28
        let items: [(MockIcon, String)] = [(.gear, "设置"), (.moon, "夜间"), (.star, "26°C 晴")]
        for (i, item) in items.enumerated() {
            let x = x0 + Double(i) * 76
            item.0.draw(&p, Point(x + 12, base - 8), size: 20, pal.secondaryLabel)
            p.text(item.1, x: x + 12, baseline: base + 14, MockFont(12), pal.secondaryLabel, align: .center)
        }
        if systemBars {
            p.statusBar(d, light: pal.isDark)
            p.homeIndicator(d, light: pal.isDark)
        }
        return p.bitmap
    }
}
