import XWTEngine

/// The `weibo-viewer` screen: Weibo's photo viewer — the fifth grid photo (the sunset) fitted to
/// the width on black, the page count, and the save and more buttons (black in both appearances).
enum WeiboViewerScreen {
    static func render(_ canvas: Canvas, _ d: MockDevice, systemBars: Bool) throws -> Bitmap {
        var p = try MockPainter(canvas: canvas, background: .black)
        let photo = Self.photo(d)
        p.clipped(to: photo) { q in MockArt.photo(&q, photo, kind: .sunset, seed: 904) }
        p.text("5/9", x: d.width / 2, baseline: d.statusBarHeight + 28, MockFont(16, .semibold), .white, align: .center)
        let base = d.height - d.bottomInset - 30
        let save = Rect(x: d.width - d.margin - 44, y: base - 16, width: 44, height: 32)
        p.fill(save, radius: 6, MockColor.hex(0xFFFFFF, 0.18))
        p.polyline([Point(save.midX, save.minY + 8), Point(save.midX, save.maxY - 9)], width: 2, .white)
        p.polyline(
            [Point(save.midX - 6, save.maxY - 15), Point(save.midX, save.maxY - 9), Point(save.midX + 6, save.maxY - 15)],
            width: 2, .white)
        MockIcon.ellipsis.draw(&p, Point(d.margin + 14, base), size: 20, .white)
        if systemBars {
            p.statusBar(d, light: true)
            p.homeIndicator(d, light: true)
        }
        return p.bitmap
    }

    /// The photo: the full width, square, centred on the screen (pt).
    static func photo(_ d: MockDevice) -> Rect { Rect(x: 0, y: (d.height - d.width) / 2, width: d.width, height: d.width) }
}
