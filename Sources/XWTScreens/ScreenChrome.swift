import XWTEngine

/// The bands of a screen picture that are chrome (the navigation bar and the tab bar) rather than
/// content: a container keeps them still while the content transitions (docs/containers.md).
///
/// Units: points. `navigationBar` is measured down from the top edge and includes the status bar
/// area the bar extends under (and a large title); `tabBar` is measured up from the bottom edge and
/// includes the home indicator area. 0 = the screen has no such bar.
public struct ScreenChrome: Sendable, Hashable {
    public var navigationBar: Double
    public var tabBar: Double

    public init(navigationBar: Double = 0, tabBar: Double = 0) {
        self.navigationBar = max(0, navigationBar); self.tabBar = max(0, tabBar)
    }

    /// No chrome: the whole picture is content.
    public static let none = ScreenChrome()
}

extension MockScreen {
    /// The bars this screen draws, laid out for `device` (nil: `Device.custom` of `size`).
    ///
    /// A bar whose background is transparent (the detail and product screens' buttons floating
    /// over the photo) still counts: its band is the bar's row. The photos library's title floats
    /// over the photos as content (no bar); sheets, drawers, splashes and viewers have none.
    public func chrome(device: Device?, size: Size) -> ScreenChrome {
        let d = MockDevice(device ?? .custom(width: size.width, height: size.height))
        let largeTitleBar = d.navBarBottom + 52, bar = d.navBarBottom, tabBar = d.height - d.tabBarTop
        switch self {
        case .list: return ScreenChrome(navigationBar: largeTitleBar, tabBar: tabBar)
        case .settings: return ScreenChrome(navigationBar: largeTitleBar)
        case .photos: return ScreenChrome(tabBar: tabBar)
        case .qqChats, .weiboGrid: return ScreenChrome(navigationBar: bar, tabBar: tabBar)
        case .toutiaoFeed: return ScreenChrome(navigationBar: TouTiaoFeedScreen.headerHeight(d), tabBar: tabBar)
        case .detail, .taobaoProduct, .toutiaoArticle, .neteasePlayer: return ScreenChrome(navigationBar: bar)
        case .qqProfile, .taobaoSheet, .neteaseSplash, .weiboViewer: return .none
        }
    }
}
