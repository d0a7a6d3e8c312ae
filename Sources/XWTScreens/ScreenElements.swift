import XWTEngine

/// Named elements of the mock screens, for effects that fly one element (MagicMove, WSL's shared
/// element): a preset names them instead of writing rectangles, so they follow each device's layout.
///
/// `list`: `avatar-1`… (one per conversation row above the tab bar); `detail`: `hero` (the whole
/// image) and `hero-visible` (its part above the content card); `photos`: `photo-R-C` (row R from 1,
/// the row partly under the title, column C from 1); `weibo-grid`: `photo-1`…`photo-9` (the 3 × 3
/// grid, row by row); `weibo-viewer`: `photo` (the W × W photo centred on black). Rectangles in points.
public enum ScreenElements {
    /// The element names of `screen` laid out for `device`, in order (empty when it has none).
    public static func names(on screen: MockScreen, device: Device) -> [String] {
        let d = MockDevice(device)
        switch screen {
        case .list:
            let rows = Int(((d.tabBarTop - MockListScreen.firstRowTop(d)) / MockListScreen.rowHeight).rounded(.up))
            return (0..<max(0, rows)).map { "avatar-\($0 + 1)" }
        case .detail:
            return ["hero", "hero-visible"]
        case .photos:
            let (columns, tile) = MockPhotosScreen.grid(d)
            let rows = Int(((d.height + tile * 0.4) / (tile + MockPhotosScreen.gap)).rounded(.up))
            return (1...max(1, rows)).flatMap { r in (1...columns).map { "photo-\(r)-\($0)" } }
        case .weiboGrid:
            return (1...9).map { "photo-\($0)" }
        case .weiboViewer:
            return ["photo"]
        default:
            return []
        }
    }

    /// Element `name` of `screen` laid out for `device`; nil when the screen has no such element.
    public static func rect(_ name: String, on screen: MockScreen, device: Device) -> Rect? {
        guard names(on: screen, device: device).contains(name) else { return nil }
        let d = MockDevice(device)
        let numbers = name.split(separator: "-").dropFirst().compactMap { Int($0) }
        switch (screen, name) {
        case (.list, _): return MockListScreen.avatar(row: numbers[0], d)
        case (.detail, "hero"): return Rect(x: 0, y: 0, width: d.width, height: MockDetailScreen.heroHeight(d))
        case (.detail, _): return Rect(x: 0, y: 0, width: d.width, height: MockDetailScreen.heroHeight(d) - MockDetailScreen.cardOverlap)
        case (.photos, _): return MockPhotosScreen.tile(row: numbers[0], column: numbers[1], d)
        case (.weiboGrid, _):
            let g = WeiboGridScreen.grid(d), k = numbers[0] - 1
            return Rect(
                x: g.origin.x + Double(k % 3) * (g.tile + g.gap), y: g.origin.y + Double(k / 3) * (g.tile + g.gap),
                width: g.tile, height: g.tile)
        case (.weiboViewer, _): return WeiboViewerScreen.photo(d)
        default: return nil
        }
    }
}
