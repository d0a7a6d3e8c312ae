import XWTEngine

/// A built-in, procedurally drawn iOS app screen, used as the "from"/"to" screen when no image is given.
///
/// Invariant: `render(canvas:)` returns an opaque bitmap of `canvas.pixelWidth × canvas.pixelHeight`
/// pixels, laid out in points from `canvas.size` and scaled by `canvas.scale`; the same arguments
/// always yield the same bytes.
public enum MockScreen: String, CaseIterable, Sendable {
    case list
    case photos
    case settings
    case detail
    case qqChats = "qq-chats"
    case qqProfile = "qq-profile"
    case taobaoProduct = "taobao-product"
    case taobaoSheet = "taobao-sheet"
    case toutiaoFeed = "toutiao-feed"
    case toutiaoArticle = "toutiao-article"
    case neteaseSplash = "netease-splash"
    case neteasePlayer = "netease-player"
    case weiboGrid = "weibo-grid"
    case weiboViewer = "weibo-viewer"

    /// One-line description of the screen.
    public var summary: String {
        switch self {
        case .list: "Messages-style list: large title, search field, avatar cells with chevrons, tab bar"
        case .photos: "Dark photo library: grid of colourful photo tiles, segmented control, tab bar (dark in both appearances)"
        case .settings: "Grouped Settings panel: coloured icon rows, switches, chevrons"
        case .detail: "Detail page: sunset landscape hero, title, rating, body text, blue button"
        case .qqChats: "QQ-style message list (消息): avatar header, search, chats with unread badges, tab bar"
        case .qqProfile: "QQ-style drawer profile: avatar, SVIP tag, signature, member/wallet/album rows, settings (content in the right 250 pt)"
        case .taobaoProduct: "Taobao-style product page: product photo, ¥ price, title, service tags, shop row, reviews, 加入购物车/立即购买 bar"
        case .taobaoSheet: "Taobao-style SKU sheet: thumbnail, price, colour and size chips, quantity, 确定 button (content in the top 450 pt)"
        case .toutiaoFeed: "TouTiao-style news feed: red search header, channel tabs, headlines with one or three pictures"
        case .toutiaoArticle: "TouTiao-style article: headline, author row with 关注, paragraphs with a picture, comment bar"
        case .neteaseSplash: "NetEase-Cloud-Music-style launch screen: red disc logo on white, name and slogan (same in both appearances)"
        case .neteasePlayer: "NetEase-Cloud-Music-style player: vinyl with cover and tone arm, lyrics, progress, controls (dark)"
        case .weiboGrid: "Weibo-style post: VIP author, text, 3 × 3 photo grid, repost/comment/like bar"
        case .weiboViewer: "Weibo-style photo viewer: the fifth grid photo fitted on black, 5/9, save and more (dark)"
        }
    }

    /// The ink the screen asks of the system bars in `appearance` (its preferred status bar style).
    public func inks(_ appearance: Appearance = .light) -> ScreenInks {
        let ink = MockPalette.of(appearance).ink
        switch self {
        case .list, .settings, .qqChats, .qqProfile, .taobaoSheet, .toutiaoArticle, .weiboGrid: return ScreenInks(statusBar: ink, homeIndicator: ink)
        case .taobaoProduct: return ScreenInks(statusBar: .dark, homeIndicator: ink)  // the photo behind the bar is light
        case .photos, .neteasePlayer, .weiboViewer: return ScreenInks(statusBar: .light, homeIndicator: .light)
        case .neteaseSplash: return ScreenInks(statusBar: .dark, homeIndicator: .dark)
        case .detail, .toutiaoFeed: return ScreenInks(statusBar: .light, homeIndicator: ink)
        }
    }

    /// True when buttons or scrims float over the screen's pictures (`render(floatingControls: false)` leaves them out).
    public var hasFloatingControls: Bool { self == .detail }

    /// The buttons and scrims floating over the screen's pictures alone, premultiplied over
    /// transparency (what stays on screen when a picture's view is hidden); nil when the screen has
    /// none (`hasFloatingControls`). Laid out as `render` lays out for `device`.
    public func floatingControls(canvas: Canvas, device: Device? = nil) throws -> Bitmap? {
        guard self == .detail else { return nil }
        return try MockDetailScreen.renderControls(canvas, MockDevice(device ?? .custom(width: canvas.size.width, height: canvas.size.height)))
    }

    /// `render(canvas:device:appearance:)` with the floating controls and, when the screen has them
    /// (`hasFloatingControls`), without (nil otherwise): the same bytes as two renders, painting the
    /// shared pictures once.
    public func renderWithPictures(canvas: Canvas, device: Device? = nil, appearance: Appearance = .light) throws -> (screen: Bitmap, pictures: Bitmap?) {
        guard self == .detail else { return (try render(canvas: canvas, device: device, appearance: appearance), nil) }
        let d = MockDevice(device ?? .custom(width: canvas.size.width, height: canvas.size.height))
        let both = try MockDetailScreen.renderWithPictures(canvas, d, MockPalette.of(appearance))
        return (both.screen, both.pictures)
    }

    /// Renders the screen for `canvas`: opaque premultiplied RGBA8, canvas.pixelWidth × canvas.pixelHeight.
    /// Throws `FontError` when a font file is missing.
    ///
    /// The layout follows `device` (safe areas, status bar), the colours `appearance`; nil lays out
    /// for the canvas's size (`Device.custom`). The canvas gives the pixel size and scale. With
    /// `systemBars` the status bar and home indicator are drawn into the screen (they then move
    /// with it); without, `SystemOverlay` draws them over the finished frame. Without
    /// `floatingControls`, the pictures alone (see `hasFloatingControls`).
    public func render(
        canvas: Canvas, device: Device? = nil, appearance: Appearance = .light,
        systemBars: Bool = false, floatingControls: Bool = true
    ) throws -> Bitmap {
        try render(canvas: canvas, device: device, appearance: appearance, systemBars: systemBars, floatingControls: floatingControls, barItems: true)
    }

    /// `render`; without `barItems` the navigation bar's items (`MockBarItems`) are left out. With
    /// `rows`, only those pixel rows are drawn (the others keep the background); a screen without
    /// bar items ignores it.
    func render(
        canvas: Canvas, device: Device?, appearance: Appearance, systemBars: Bool, floatingControls: Bool, barItems items: Bool,
        rows: Range<Int>? = nil
    ) throws -> Bitmap {
        let d = MockDevice(device ?? .custom(width: canvas.size.width, height: canvas.size.height))
        let pal = MockPalette.of(appearance)
        switch self {
        case .list: return try MockListScreen.render(canvas, d, pal, systemBars: systemBars, items: items, rows: rows)
        case .photos: return try MockPhotosScreen.render(canvas, d, systemBars: systemBars)
        case .settings: return try MockSettingsScreen.render(canvas, d, pal, systemBars: systemBars, items: items, rows: rows)
        case .detail: return try MockDetailScreen.render(canvas, d, pal, systemBars: systemBars, controls: floatingControls, items: items, rows: rows)
        case .qqChats: return try QQChatsScreen.render(canvas, d, pal, systemBars: systemBars, items: items, rows: rows)
        case .qqProfile: return try QQProfileScreen.render(canvas, d, pal, systemBars: systemBars)
        case .taobaoProduct: return try TaobaoProductScreen.render(canvas, d, pal, systemBars: systemBars, items: items, rows: rows)
        case .taobaoSheet: return try TaobaoSheetScreen.render(canvas, d, pal, systemBars: systemBars)
        case .toutiaoFeed: return try TouTiaoFeedScreen.render(canvas, d, pal, systemBars: systemBars, items: items, rows: rows)
        case .toutiaoArticle: return try TouTiaoArticleScreen.render(canvas, d, pal, systemBars: systemBars, items: items, rows: rows)
        case .neteaseSplash: return try NetEaseSplashScreen.render(canvas, d, systemBars: systemBars)
        case .neteasePlayer: return try NetEasePlayerScreen.render(canvas, d, systemBars: systemBars, items: items, rows: rows)
        case .weiboGrid: return try WeiboGridScreen.render(canvas, d, pal, systemBars: systemBars, items: items, rows: rows)
        case .weiboViewer: return try WeiboViewerScreen.render(canvas, d, systemBars: systemBars)
        }
    }
}
