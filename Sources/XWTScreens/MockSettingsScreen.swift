import XWTEngine

/// The `settings` screen: an inset-grouped Settings panel on the grouped grey background.
enum MockSettingsScreen {
    /// What a row shows at its trailing edge.
    private enum Accessory { case chevron, value(String), toggle(Bool) }

    private struct Row {
        var icon: MockIcon
        var tint: Color
        var title: String
        var accessory: Accessory
    }

    private static let groups: [[Row]] = [
        [
            Row(icon: .airplane, tint: MockColor.orange, title: "Airplane Mode", accessory: .toggle(false)),
            Row(icon: .wifi, tint: MockColor.blue, title: "Wi-Fi", accessory: .value("Home")),
            Row(icon: .bluetooth, tint: MockColor.blue, title: "Bluetooth", accessory: .value("On")),
            Row(icon: .antenna, tint: MockColor.green, title: "Cellular", accessory: .chevron),
            Row(icon: .link, tint: MockColor.green, title: "Personal Hotspot", accessory: .value("Off")),
            Row(icon: .lock, tint: MockColor.blue, title: "VPN", accessory: .toggle(true)),
        ],
        [
            Row(icon: .bell, tint: MockColor.red, title: "Notifications", accessory: .chevron),
            Row(icon: .speaker, tint: MockColor.pink, title: "Sounds & Haptics", accessory: .chevron),
            Row(icon: .moon, tint: MockColor.indigo, title: "Focus", accessory: .chevron),
            Row(icon: .hourglass, tint: MockColor.indigo, title: "Screen Time", accessory: .chevron),
        ],
        [
            Row(icon: .gear, tint: MockColor.gray, title: "General", accessory: .chevron),
            Row(icon: .toggles, tint: MockColor.gray, title: "Control Center", accessory: .chevron),
            Row(icon: .textSize, tint: MockColor.blue, title: "Display & Brightness", accessory: .chevron),
            Row(icon: .grid, tint: MockColor.indigo, title: "Home Screen", accessory: .chevron),
            Row(icon: .accessibility, tint: MockColor.blue, title: "Accessibility", accessory: .chevron),
            Row(icon: .flower, tint: MockColor.cyan, title: "Wallpaper", accessory: .chevron),
        ],
        [
            Row(icon: .star, tint: MockColor.blue, title: "App Store", accessory: .chevron),
            Row(icon: .albums, tint: MockColor.hex(0x1C1C1E), title: "Wallet & Apple Pay", accessory: .chevron),
            Row(icon: .lock, tint: MockColor.gray, title: "Passwords", accessory: .chevron),
            Row(icon: .person, tint: MockColor.green, title: "Contacts", accessory: .chevron),
            Row(icon: .phone, tint: MockColor.green, title: "Phone", accessory: .chevron),
            Row(icon: .bubble, tint: MockColor.green, title: "Messages", accessory: .chevron),
        ],
    ]

    /// The navigation bar's item: the large title.
    static func barItems(_ d: MockDevice, _ pal: MockPalette) -> MockBarItems {
        MockPainter.largeTitleBarItems(d, pal, title: "Settings")
    }

    /// Without `items` the navigation bar's items are left out (`barItems`).
    static func render(_ canvas: Canvas, _ d: MockDevice, _ pal: MockPalette, systemBars: Bool, items: Bool = true, rows: Range<Int>? = nil) throws -> Bitmap {
        var p = try MockPainter(canvas: canvas, background: pal.groupedBackground, rows: rows)
        if items { barItems(d, pal).draw(&p) }
        var y = MockPainter.largeTitleBarBottom(d)
        y = p.searchField(d, pal, top: y)
        let x0 = d.margin, x1 = d.width - d.margin
        let textX = x0 + 16 + 29 + 16

        // Apple ID card.
        y += 8
        let card = Rect(x: x0, y: y, width: x1 - x0, height: 80)
        p.fill(card, radius: 10, pal.groupedCell)
        let ac = Point(x0 + 16 + 30, card.minY + 40)
        p.gradient(
            Rect(x: ac.x - 30, y: ac.y - 30, width: 60, height: 60), radius: 30,
            MockColor.hex(0xA5ABB8), MockColor.hex(0x858994))
        p.text("JA", x: ac.x, baseline: ac.y + 8.5, MockFont(24, .semibold), .white, align: .center)
        p.text("Jane Appleseed", x: x0 + 16 + 60 + 14, baseline: card.minY + 37, .title2, pal.label)
        p.text(
            p.truncate("Apple ID, iCloud+, Media & Purchases", .footnote, width: x1 - 30 - (x0 + 90)),
            x: x0 + 16 + 60 + 14, baseline: card.minY + 57, .footnote, pal.label)
        p.chevron(right: x1 - 16, midY: card.minY + 40, pal.chevron)
        y = card.maxY + 35

        for group in groups {
            if y > d.height { break }
            let rowH = 44.0
            let box = Rect(x: x0, y: y, width: x1 - x0, height: rowH * Double(group.count))
            p.fill(box, radius: 10, pal.groupedCell)
            for (i, row) in group.enumerated() {
                let top = y + Double(i) * rowH, mid = top + rowH / 2
                p.fill(Rect(x: x0 + 16, y: mid - 14.5, width: 29, height: 29), radius: 6.5, row.tint)
                row.icon.draw(&p, Point(x0 + 16 + 14.5, mid), size: 18, .white)
                p.text(row.title, x: textX, baseline: mid + 6, .body, pal.label)
                switch row.accessory {
                case .chevron:
                    p.chevron(right: x1 - 16, midY: mid, pal.chevron)
                case .value(let v):
                    p.chevron(right: x1 - 16, midY: mid, pal.chevron)
                    p.text(v, x: x1 - 16 - 8 - 12, baseline: mid + 6, .body, pal.secondaryLabel, align: .right)
                case .toggle(let on):
                    p.toggle(right: x1 - 16, midY: mid, on: on, pal)
                }
                if i < group.count - 1 { p.hairline(y: top + rowH - 0.5, from: textX, to: x1, pal.separator) }
            }
            y = box.maxY + 35
        }
        if systemBars {
            p.statusBar(d, light: pal.isDark)
            p.homeIndicator(d, light: pal.isDark)
        }
        return p.bitmap
    }
}
