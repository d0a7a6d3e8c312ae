import XWTEngine

/// One tab bar item: symbol and label.
struct MockTab: Sendable {
    var icon: MockIcon
    var label: String
}

/// System bars shared by the mock screens: status bar, large-title navigation bar, search field,
/// tab bar and home indicator. All positions in points from the device metrics.
extension MockPainter {
    /// The status bar: "9:41", cellular bars, Wi-Fi and battery, in black (`light == false`) or white.
    mutating func statusBar(_ d: MockDevice, light: Bool) {
        let ink = light ? Color.white : Color.black
        if d.hasNotch {
            let mid = 26.0
            text("9:41", x: 54 + (d.width - 390) * 0.05, baseline: mid + 6, MockFont(17, .semibold), ink, align: .center)
            var x = d.width - 26
            battery(right: x, midY: mid, ink, light: light)
            x -= 27 + 7
            MockIcon.wifiArcs(&self, Point(x - 8, mid + 5.5), 11.5, 2.6, ink)
            x -= 16 + 6
            signalBars(right: x, midY: mid, ink)
        } else {
            let mid = 10.0
            signalBars(left: 6, midY: mid, ink, small: true)
            text("Carrier", x: 28, baseline: mid + 4.2, MockFont(12, .medium), ink)
            MockIcon.wifiArcs(&self, Point(82, mid + 4.3), 8.5, 2, ink)
            text("9:41 AM", x: d.width / 2, baseline: mid + 4.2, MockFont(12, .semibold), ink, align: .center)
            battery(right: d.width - 5, midY: mid, ink, light: light, small: true)
            text("100%", x: d.width - 35, baseline: mid + 4.2, MockFont(12, .medium), ink, align: .right)
        }
    }

    private mutating func signalBars(right: Double? = nil, left: Double? = nil, midY: Double, _ ink: Color, small: Bool = false) {
        let bw = small ? 2.6 : 3.0, gap = small ? 1.4 : 1.7, h = small ? 9.0 : 11.0
        let total = 4 * bw + 3 * gap
        let x0 = left ?? ((right ?? 0) - total)
        for i in 0..<4 {
            let bh = h * (0.36 + 0.213 * Double(i))
            fill(Rect(x: x0 + Double(i) * (bw + gap), y: midY + h / 2 - bh, width: bw, height: bh), radius: 0.8, ink)
        }
    }

    private mutating func battery(right: Double, midY: Double, _ ink: Color, light: Bool, small: Bool = false) {
        let w = small ? 23.0 : 25.0, h = small ? 11.0 : 12.0
        let body = Rect(x: right - w - 1.5, y: midY - h / 2, width: w, height: h)
        strokeRounded(Rect(x: body.minX + 0.5, y: body.minY + 0.5, width: w - 1, height: h - 1), radius: small ? 3 : 3.6,
                      width: 1, MockColor.withAlpha(ink, 0.4))
        fill(Rect(x: body.minX + 2, y: body.minY + 2, width: w - 4, height: h - 4), radius: 1.6, ink)
        fill(Rect(x: body.maxX + 0.5, y: midY - 2, width: 1.5, height: 4), radius: 0.7, MockColor.withAlpha(ink, 0.4))
    }

    /// A large-title navigation bar over the background (transparent at the scroll top): optional
    /// leading text button, trailing symbol, and the large `title`. Returns its bottom edge.
    @discardableResult
    mutating func largeTitleBar(_ d: MockDevice, title: String, leading: String? = nil, trailing: MockIcon? = nil,
                                tint: Color = MockColor.blue, titleColor: Color = .black) -> Double {
        let rowMid = d.statusBarHeight + 22
        if let leading { text(leading, x: d.margin, baseline: rowMid + 6, .body, tint) }
        if let trailing { trailing.draw(&self, Point(d.width - d.margin - 11, rowMid), size: 22, tint) }
        text(title, x: d.margin, baseline: d.navBarBottom + 41, .largeTitle, titleColor)
        return d.navBarBottom + 52
    }

    /// A rounded search field starting at `top` with the "Search" placeholder. Returns its bottom edge
    /// plus the standard 10 pt gap below.
    @discardableResult
    mutating func searchField(_ d: MockDevice, top: Double, fill color: Color = MockColor.searchFill,
                              placeholder: Color = MockColor.secondaryLabel) -> Double {
        let r = Rect(x: d.margin, y: top, width: d.width - 2 * d.margin, height: 36)
        fill(r, radius: 10, color)
        MockIcon.magnifier.draw(&self, Point(r.minX + 16, r.minY + 18), size: 15, placeholder)
        text("Search", x: r.minX + 30, baseline: r.minY + 24, .body, placeholder)
        return r.maxY + 10
    }

    /// A tab bar across the bottom with a hairline on top; item `selected` is tinted.
    mutating func tabBar(_ d: MockDevice, _ tabs: [MockTab], selected: Int, dark: Bool = false) {
        let top = d.tabBarTop
        fill(Rect(x: 0, y: top, width: d.width, height: d.height - top), dark ? MockColor.darkBar : MockColor.barBackground)
        hairline(y: top, from: 0, to: d.width, dark ? MockColor.darkSeparator : MockColor.barSeparator)
        let slot = d.width / Double(tabs.count)
        for (i, tab) in tabs.enumerated() {
            let cx = slot * (Double(i) + 0.5)
            let ink = i == selected ? (dark ? MockColor.darkBlue : MockColor.blue) : (dark ? MockColor.darkGray : MockColor.gray)
            tab.icon.draw(&self, Point(cx, top + 18), size: 24, ink)
            text(tab.label, x: cx, baseline: top + 41.5, .tabLabel, ink, align: .center)
        }
    }

    /// The home indicator bar on notched devices (nothing otherwise).
    mutating func homeIndicator(_ d: MockDevice, light: Bool) {
        guard d.hasNotch else { return }
        let w = 134.0
        fill(Rect(x: (d.width - w) / 2, y: d.height - 13, width: w, height: 5), radius: 2.5, light ? .white : .black)
    }

    /// A disclosure chevron whose right edge is at `right`, vertically centred on `midY`.
    mutating func chevron(right: Double, midY: Double, _ color: Color = MockColor.hex(0xC4C4C7)) {
        MockIcon.chevronRight.draw(&self, Point(right - 4, midY), size: 13, color)
    }

    /// An iOS switch (51 × 31 pt) whose right edge is at `right`, centred on `midY`.
    mutating func toggle(right: Double, midY: Double, on: Bool) {
        let track = Rect(x: right - 51, y: midY - 15.5, width: 51, height: 31)
        fill(track, radius: 15.5, on ? MockColor.green : MockColor.switchOff)
        let cx = on ? track.maxX - 15.5 : track.minX + 15.5
        circle(Point(cx, midY + 1.5), 14.5, MockColor.hex(0x000000, 0.08))
        circle(Point(cx, midY + 0.5), 14, MockColor.hex(0x000000, 0.06))
        circle(Point(cx, midY), 13.5, .white)
    }
}
