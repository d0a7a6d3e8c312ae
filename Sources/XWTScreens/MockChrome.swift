import XWTEngine

/// One tab bar item: symbol and label.
struct MockTab: Sendable {
    var icon: MockIcon
    var label: String
}

/// System bars shared by the mock screens: status bar, search field, tab bar and home indicator
/// (the large-title bar's items: `largeTitleBarItems`). All positions in points from the device metrics.
extension MockPainter {
    /// The status bar as current iOS draws it, in black (`light == false`) or white: on Face ID
    /// phones "9:41" centred in the left ear of the cutout and signal, Wi-Fi and battery in the
    /// right ear, level with the notch or the Dynamic Island; on Touch ID phones the time centred
    /// in a 20 pt bar between signal and Wi-Fi (left) and the battery (right).
    mutating func statusBar(_ d: MockDevice, light: Bool) {
        let ink = light ? Color.white : Color.black
        switch d.device.cutout {
        case .none:
            let mid = 10.0
            signalBars(left: 6, midY: mid, ink, small: true)
            MockIcon.wifiArcs(&self, Point(6 + 16 + 4 + 8, mid + 4.3), 8.5, 2, ink)
            text("9:41", x: d.width / 2, baseline: mid + 4.3, MockFont(12, .semibold), ink, align: .center)
            battery(right: d.width - 5, midY: mid, ink, small: true)
        case let .notch(width, height):
            faceIDItems(d, cutoutWidth: width, midY: min(height, d.statusBarHeight / 2 + 2), ink)
        case let .dynamicIsland(width, height, top):
            faceIDItems(d, cutoutWidth: width, midY: top + height / 2, ink)
        }
    }

    /// The time in the left ear and the signal, Wi-Fi and battery group in the right ear, centred on `midY`.
    private mutating func faceIDItems(_ d: MockDevice, cutoutWidth: Double, midY mid: Double, _ ink: Color) {
        let ear = (d.width - cutoutWidth) / 2
        text("9:41", x: ear / 2 + 2, baseline: mid + 6, MockFont(17, .semibold), ink, align: .center)
        let group = 17.0 + 6 + 15.5 + 6 + 27.5
        var x = d.width - ear / 2 - group / 2
        signalBars(left: x, midY: mid, ink)
        x += 17 + 6
        MockIcon.wifiArcs(&self, Point(x + 8, mid + 5.5), 11.5, 2.6, ink)
        x += 15.5 + 6
        battery(right: x + 27.5, midY: mid, ink)
    }

    private mutating func signalBars(left x0: Double, midY: Double, _ ink: Color, small: Bool = false) {
        let bw = small ? 2.6 : 3.0, gap = small ? 1.4 : 1.7, h = small ? 9.0 : 11.0
        for i in 0..<4 {
            let bh = h * (0.36 + 0.213 * Double(i))
            fill(Rect(x: x0 + Double(i) * (bw + gap), y: midY + h / 2 - bh, width: bw, height: bh), radius: 0.8, ink)
        }
    }

    private mutating func battery(right: Double, midY: Double, _ ink: Color, small: Bool = false) {
        let w = small ? 23.0 : 25.0, h = small ? 11.0 : 12.0
        let body = Rect(x: right - w - 1.5, y: midY - h / 2, width: w, height: h)
        strokeRounded(
            Rect(x: body.minX + 0.5, y: body.minY + 0.5, width: w - 1, height: h - 1), radius: small ? 3 : 3.6,
            width: 1, MockColor.withAlpha(ink, 0.4))
        fill(Rect(x: body.minX + 2, y: body.minY + 2, width: w - 4, height: h - 4), radius: 1.6, ink)
        fill(Rect(x: body.maxX + 0.5, y: midY - 2, width: 1.5, height: 4), radius: 0.7, MockColor.withAlpha(ink, 0.4))
    }

    /// A rounded search field starting at `top` with a placeholder. Returns its bottom edge plus
    /// the standard 10 pt gap below.
    @discardableResult
    mutating func searchField(_ d: MockDevice, _ pal: MockPalette, top: Double, placeholder: String = "Search") -> Double {
        let r = Rect(x: d.margin, y: top, width: d.width - 2 * d.margin, height: 36)
        fill(r, radius: 10, pal.searchFill)
        MockIcon.magnifier.draw(&self, Point(r.minX + 16, r.minY + 18), size: 15, pal.secondaryLabel)
        text(placeholder, x: r.minX + 30, baseline: r.minY + 24, .body, pal.secondaryLabel)
        return r.maxY + 10
    }

    /// A tab bar across the bottom with a hairline on top; item `selected` is tinted (`tint`, or the palette's).
    mutating func tabBar(_ d: MockDevice, _ pal: MockPalette, _ tabs: [MockTab], selected: Int, tint: Color? = nil) {
        let top = d.tabBarTop
        fill(Rect(x: 0, y: top, width: d.width, height: d.height - top), pal.bar)
        hairline(y: top, from: 0, to: d.width, pal.barSeparator)
        let slot = d.width / Double(tabs.count)
        for (i, tab) in tabs.enumerated() {
            let cx = slot * (Double(i) + 0.5)
            let ink = i == selected ? tint ?? pal.tint : pal.gray
            tab.icon.draw(&self, Point(cx, top + 18), size: 24, ink)
            text(tab.label, x: cx, baseline: top + 41.5, .tabLabel, ink, align: .center)
        }
    }

    /// The home indicator bar on Face ID phones (nothing otherwise).
    mutating func homeIndicator(_ d: MockDevice, light: Bool) {
        guard d.hasNotch else { return }
        let w = 134.0
        fill(Rect(x: (d.width - w) / 2, y: d.height - 13, width: w, height: 5), radius: 2.5, light ? .white : .black)
    }

    /// A disclosure chevron whose right edge is at `right`, vertically centred on `midY`.
    mutating func chevron(right: Double, midY: Double, _ color: Color) {
        MockIcon.chevronRight.draw(&self, Point(right - 4, midY), size: 13, color)
    }

    /// An iOS switch (51 × 31 pt) whose right edge is at `right`, centred on `midY`.
    mutating func toggle(right: Double, midY: Double, on: Bool, _ pal: MockPalette) {
        let track = Rect(x: right - 51, y: midY - 15.5, width: 51, height: 31)
        fill(track, radius: 15.5, on ? pal.green : pal.switchOff)
        let cx = on ? track.maxX - 15.5 : track.minX + 15.5
        circle(Point(cx, midY + 1.5), 14.5, MockColor.hex(0x000000, 0.08))
        circle(Point(cx, midY + 0.5), 14, MockColor.hex(0x000000, 0.06))
        circle(Point(cx, midY), 13.5, .white)
    }
}
