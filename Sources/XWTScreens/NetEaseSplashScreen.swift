import XWTEngine

/// The `netease-splash` screen: a NetEase-Cloud-Music-style launch screen — the red disc logo on
/// white, the app name and slogan at the bottom (the same in both appearances, like a launch screen).
enum NetEaseSplashScreen {
    static let red = MockColor.hex(0xEC4141)

    static func render(_ canvas: Canvas, _ d: MockDevice, systemBars: Bool) throws -> Bitmap {
        var p = try MockPainter(canvas: canvas, background: .white)
        let c = Point(d.width / 2, d.height * 0.4)
        p.glow(c, 150, MockColor.hex(0xEC4141, 0.12))
        p.circle(c, 56, red)
        // A stylised note: a ring with a stem and flag, in white.
        p.ring(Point(c.x - 6, c.y + 12), 15, width: 7, .white)
        p.polyline([Point(c.x + 9.5, c.y + 12), Point(c.x + 9.5, c.y - 26)], width: 7, .white)
        p.fillArc(Point(c.x + 22, c.y - 26), 12, width: 6, from: .pi, to: 1.75 * .pi, .white)
        let base = d.height - d.bottomInset - 70
        p.text("网易云音乐", x: d.width / 2, baseline: base, MockFont(24, .semibold), MockColor.hex(0x333333), align: .center)
        p.text("音乐的力量", x: d.width / 2, baseline: base + 30, MockFont(15), MockColor.hex(0x999999), align: .center)
        if systemBars {
            p.statusBar(d, light: false)
            p.homeIndicator(d, light: false)
        }
        return p.bitmap
    }
}
