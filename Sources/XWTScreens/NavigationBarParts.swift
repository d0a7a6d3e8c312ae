import XWTEngine

/// A mock screen's navigation bar taken apart: the screen without its bar items, and each item
/// drawn alone, so a navigation container can move and fade the items one by one as UIKit does
/// (docs/containers.md).
///
/// Invariant: every image is canvas-sized premultiplied RGBA8 laid out as `MockScreen.render`
/// lays the screen out; `background` with `chevron`, `title` and `others` composed over it is the
/// screen up to the mattes' rounding (±1 per channel, `MockMatte`).
public struct NavigationBarParts: Sendable {
    /// The screen without its bar items: the bar's background and the content.
    public let background: Bitmap
    /// The back button's chevron (nil: no back button).
    public let chevron: Bitmap?
    /// The title (nil: none, or a title view without title text, which is among `others`).
    public let title: Bitmap?
    /// True when `title` is a large title below the bar row.
    public let titleIsLarge: Bool
    /// The title's text: the back title of a screen pushed over this one.
    public let titleText: String?
    /// Every other item: bar buttons and title views (nil: none).
    public let others: Bitmap?
    /// Where a back title starts on this bar, in points from the left edge.
    public let backTitleX: Double
}

extension MockScreen {
    /// The bar items of this screen, described for `d` (nil: the screen has no navigation bar).
    func barItems(_ d: MockDevice, _ pal: MockPalette) -> MockBarItems? {
        switch self {
        case .list: MockListScreen.barItems(d, pal)
        case .settings: MockSettingsScreen.barItems(d, pal)
        case .detail: MockDetailScreen.barItems(d)
        case .qqChats: QQChatsScreen.barItems(d, pal)
        case .taobaoProduct: TaobaoProductScreen.barItems(d)
        case .toutiaoFeed: TouTiaoFeedScreen.barItems(d, pal)
        case .toutiaoArticle: TouTiaoArticleScreen.barItems(d, pal)
        case .neteasePlayer: NetEasePlayerScreen.barItems(d)
        case .weiboGrid: WeiboGridScreen.barItems(d, pal)
        case .photos, .qqProfile, .taobaoSheet, .neteaseSplash, .weiboViewer: nil
        }
    }

    /// True when a push from this screen to `next` moves a bar item rather than only fading it:
    /// this screen has a standard title (it slides into the back button), `next` shows a back
    /// title, or both show a back chevron (it stays). Read from the items' layout, drawing nothing.
    public func navigationItemsMove(to next: MockScreen) -> Bool {
        let d = MockDevice(.custom(width: 375, height: 667)), pal = MockPalette.of(.light)
        guard let mine = barItems(d, pal), let theirs = next.barItems(d, pal) else { return false }
        let standardTitle = mine.title.map { !$0.large } ?? false
        let backTitle = theirs.chevron != nil && theirs.backTitleInk != nil
        return standardTitle || backTitle || (mine.chevron != nil && theirs.chevron != nil)
    }

    /// This screen's navigation bar in parts, rendered as `render` renders the screen with the same
    /// arguments; nil when the screen has no navigation bar (`chrome(device:size:)`). `screen`, when
    /// given, is what `render` gives for these arguments: the background is then taken from it and
    /// only the pixel rows the items touch are drawn again.
    public func navigationBarParts(
        canvas: Canvas, device: Device? = nil, appearance: Appearance = .light, systemBars: Bool = false, screen: Bitmap? = nil
    ) throws -> NavigationBarParts? {
        let d = MockDevice(device ?? .custom(width: canvas.size.width, height: canvas.size.height))
        guard let items = barItems(d, MockPalette.of(appearance)) else { return nil }
        let chevron = try items.chevron.map { try MockMatte.isolate(canvas, $0) }
        let title = try items.title.map { try MockMatte.isolate(canvas, $0.draw) }
        let others = try items.others.map { try MockMatte.isolate(canvas, $0) }
        func background(rows: Range<Int>?) throws -> Bitmap {
            try render(
                canvas: canvas, device: device, appearance: appearance, systemBars: systemBars, floatingControls: true, barItems: false,
                rows: rows)
        }
        let itemRows = [chevron?.rows, title?.rows, others?.rows].compactMap { $0 ?? nil }
        var shown = try screen ?? background(rows: nil)
        if screen != nil, let top = itemRows.map(\.lowerBound).min(), let bottom = itemRows.map(\.upperBound).max() {
            // Outside the items' rows the screen without them has the screen's bytes.
            let rowBytes = canvas.pixelWidth * 4, band = top * rowBytes..<bottom * rowBytes
            shown.pixels.replaceSubrange(band, with: try background(rows: top..<bottom).pixels[band])
        }
        return NavigationBarParts(
            background: shown, chevron: chevron?.matte, title: title?.matte, titleIsLarge: items.title?.large ?? false,
            titleText: items.title?.text, others: others?.matte, backTitleX: MockBarItems.backTitleX(d))
    }

    /// The title this screen's back button shows beside its chevron when it is pushed over a screen
    /// titled `previous`, drawn alone over transparency (canvas-sized, premultiplied): `previous`,
    /// or "Back" in the screen's language when there is none or it does not fit. Nil when the
    /// screen has no back button or shows its chevron alone.
    public func backTitle(after previous: String?, canvas: Canvas, device: Device? = nil, appearance: Appearance = .light) throws -> Bitmap? {
        let d = MockDevice(device ?? .custom(width: canvas.size.width, height: canvas.size.height))
        guard let items = barItems(d, MockPalette.of(appearance)), items.chevron != nil, let ink = items.backTitleInk else { return nil }
        let font = MockFont(17), text = items.backTitleText(previous, d, fonts: try FontSet.shared(), font)
        return try MockMatte.isolate(canvas) { p in p.text(text, x: MockBarItems.backTitleX(d), baseline: d.statusBarHeight + 28, font, ink) }.matte
    }
}
