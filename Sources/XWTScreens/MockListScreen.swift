import XWTEngine

/// The `list` screen: a Messages-style conversation list on white.
enum MockListScreen {
    private struct Conversation {
        var name: String
        var preview: String
        var time: String
        var hue: (Color, Color)
        var unread: Bool
    }

    private static let conversations: [Conversation] = [
        .init(
            name: "Olivia Chen", preview: "Are we still on for dinner tonight? I booked the place by the river.",
            time: "9:38 AM", hue: (MockColor.hex(0xFF9F6B), MockColor.hex(0xFF5E62)), unread: true),
        .init(
            name: "Design Team", preview: "Marco: Pushed the new transition prototype, have a look when you can!",
            time: "9:12 AM", hue: (MockColor.hex(0x6FD6FF), MockColor.hex(0x3478F6)), unread: true),
        .init(
            name: "Mom", preview: "Call me when you land. Love you!", time: "8:47 AM",
            hue: (MockColor.hex(0xF7A8D8), MockColor.hex(0xC86DD7)), unread: false),
        .init(
            name: "Liam Novak", preview: "Haha that video was amazing. Sending it to everyone right now.",
            time: "Yesterday", hue: (MockColor.hex(0x8EE59B), MockColor.hex(0x2DB84C)), unread: false),
        .init(
            name: "Priya Sharma", preview: "The slides look great. Only one small typo on page 4.",
            time: "Yesterday", hue: (MockColor.hex(0xFFD56B), MockColor.hex(0xF7A21B)), unread: false),
        .init(
            name: "Climbing Club", preview: "Ana: New route set on the north wall, grade 6b. Who is in?",
            time: "Tuesday", hue: (MockColor.hex(0xA89BFF), MockColor.hex(0x5E5CE6)), unread: false),
        .init(
            name: "Noah Williams", preview: "Thanks for the help with the move, pizza is on me next week.",
            time: "Monday", hue: (MockColor.hex(0x7FE3D5), MockColor.hex(0x1FA5A0)), unread: false),
        .init(
            name: "Emma Rossi", preview: "Photos from the trip are up, check the shared album.",
            time: "Sunday", hue: (MockColor.hex(0xFFB3A7), MockColor.hex(0xE8505B)), unread: false),
        .init(
            name: "Dentist", preview: "Reminder: your appointment is on Friday at 10:30 AM.",
            time: "3/14/24", hue: (MockColor.hex(0xC7CCD6), MockColor.hex(0x8A93A5)), unread: false),
        .init(
            name: "Jonas Berg", preview: "Sounds good, see you at the station at eight.",
            time: "3/12/24", hue: (MockColor.hex(0x9BD0FF), MockColor.hex(0x5A8DEE)), unread: false),
    ]

    static let rowHeight = 76.0, avatarSize = 50.0

    /// The top of the first conversation row: below the large title bar and the search field.
    static func firstRowTop(_ d: MockDevice) -> Double { d.navBarBottom + 52 + 36 + 10 }

    /// Conversation `row`'s avatar (rows from 1).
    static func avatar(row: Int, _ d: MockDevice) -> Rect {
        let mid = firstRowTop(d) + Double(row - 1) * rowHeight + rowHeight / 2
        return Rect(x: d.margin + 12, y: mid - avatarSize / 2, width: avatarSize, height: avatarSize)
    }

    /// The navigation bar's items: Edit, the compose button and the large title.
    static func barItems(_ d: MockDevice, _ pal: MockPalette) -> MockBarItems {
        MockPainter.largeTitleBarItems(d, pal, title: "Messages", leading: "Edit", trailing: .compose)
    }

    /// Without `items` the navigation bar's items are left out (`barItems`).
    static func render(_ canvas: Canvas, _ d: MockDevice, _ pal: MockPalette, systemBars: Bool, items: Bool = true, rows: Range<Int>? = nil) throws -> Bitmap {
        var p = try MockPainter(canvas: canvas, background: pal.background, rows: rows)
        if items { barItems(d, pal).draw(&p) }
        var y = MockPainter.largeTitleBarBottom(d)
        y = p.searchField(d, pal, top: y)
        let rowHeight = Self.rowHeight, avatar = Self.avatarSize  // y is `firstRowTop(d)`

        let textX = d.margin + 12 + avatar + 12
        let bottom = d.tabBarTop
        // Conversations repeat cyclically so tall canvases stay filled.
        for i in 0..<200 {
            let c = conversations[i % conversations.count]
            let top = y + Double(i) * rowHeight
            if top > bottom { break }
            let mid = top + rowHeight / 2
            if c.unread { p.circle(Point(d.margin - 2 + 2, mid), 5, pal.tint) }
            let ac = Point(d.margin + 12 + avatar / 2, mid)  // the centre of `avatar(row: i + 1)`
            p.shade(Rect(x: ac.x - avatar / 2, y: ac.y - avatar / 2, width: avatar, height: avatar), radius: avatar / 2) { _, yy in
                MockColor.mix(c.hue.0, c.hue.1, mockClamp01((yy - ac.y + avatar / 2) / avatar))
            }
            let initials = String(c.name.split(separator: " ").prefix(2).compactMap(\.first))
            p.text(initials, x: ac.x, baseline: ac.y + 6.3, MockFont(18, .semibold), .white, align: .center)

            let right = d.width - d.margin
            p.chevron(right: right, midY: top + 22, pal.chevron)
            p.text(c.time, x: right - 14, baseline: top + 27, .subheadline, pal.secondaryLabel, align: .right)
            let nameRoom = right - 14 - p.width(c.time, .subheadline) - 8 - textX
            p.text(p.truncate(c.name, .headline, width: nameRoom), x: textX, baseline: top + 27, .headline, pal.label)
            p.paragraph(
                c.preview, x: textX, baseline: top + 47, width: right - textX, lineHeight: 19,
                .subheadline, pal.secondaryLabel, maxLines: 2)
            p.hairline(y: top + rowHeight - 0.5, from: textX, to: d.width, pal.separator)
        }

        p.tabBar(
            d, pal,
            [
                MockTab(icon: .bubble, label: "Chats"), MockTab(icon: .phone, label: "Calls"),
                MockTab(icon: .person, label: "Contacts"), MockTab(icon: .gear, label: "Settings"),
            ], selected: 0)
        if systemBars {
            p.statusBar(d, light: pal.isDark)
            p.homeIndicator(d, light: pal.isDark)
        }
        return p.bitmap
    }
}
