import XWTEngine

/// Device metrics derived from the canvas size: safe areas and system bar heights, in points.
///
/// A canvas taller than twice its width is treated as a notched (Face ID) iPhone.
struct MockDevice: Sendable {
    let width: Double
    let height: Double

    init(_ canvas: Canvas) { width = canvas.size.width; height = canvas.size.height }

    /// True for notched phones (tall aspect): bigger status bar, home indicator, bottom inset.
    var hasNotch: Bool { height > 2 * width }
    /// Height of the status bar (the top safe-area inset).
    var statusBarHeight: Double { hasNotch ? 47 : 20 }
    /// Bottom safe-area inset (home indicator zone).
    var bottomInset: Double { hasNotch ? 34 : 0 }
    /// Leading/trailing layout margin.
    var margin: Double { width >= 414 ? 20 : 16 }
    /// Bottom of the 44 pt navigation bar row.
    var navBarBottom: Double { statusBarHeight + 44 }
    /// Top edge of a standard tab bar (49 pt plus the bottom inset).
    var tabBarTop: Double { height - 49 - bottomInset }
}
