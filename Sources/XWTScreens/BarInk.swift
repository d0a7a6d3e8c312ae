import XWTEngine

/// The ink of the system bars over one screen: dark glyphs over light content, light over dark.
public enum BarInk: String, Sendable, Hashable {
    case dark, light

    /// The ink value of a channel, 0 (black) or 255 (white).
    var level: Int { self == .dark ? 0 : 255 }

    /// The ink that reads over rows `rows` of `screen`: light when their mean luma (Rec. 709, over
    /// premultiplied pixels, so clear areas count as black) is below one half.
    public static func readable(over screen: Bitmap, rows: Range<Int>) -> BarInk {
        let rows = rows.clamped(to: 0..<screen.height)
        guard !rows.isEmpty, screen.width > 0 else { return .dark }
        var sum = 0
        let px = screen.pixels
        for i in stride(from: rows.lowerBound * screen.width * 4, to: rows.upperBound * screen.width * 4, by: 4) {
            sum += 2126 * Int(px[i]) + 7152 * Int(px[i + 1]) + 722 * Int(px[i + 2])
        }
        let mean = Double(sum) / Double(10_000 * rows.count * screen.width)
        return mean < 127.5 ? .light : .dark
    }
}

/// The bar inks one screen asks for: the status bar's at the top, the home indicator's at the bottom.
public struct ScreenInks: Sendable, Hashable {
    public var statusBar: BarInk
    public var homeIndicator: BarInk

    public init(statusBar: BarInk, homeIndicator: BarInk) {
        self.statusBar = statusBar
        self.homeIndicator = homeIndicator
    }
}
