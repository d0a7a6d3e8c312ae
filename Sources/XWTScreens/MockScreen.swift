import XWTEngine

/// A built-in, procedurally drawn iOS app screen, used as the "from"/"to" screen when no image is given.
///
/// Invariant: `render(canvas:)` returns an opaque bitmap of `canvas.pixelWidth × canvas.pixelHeight`
/// pixels, laid out in points from `canvas.size` and scaled by `canvas.scale`; the same canvas always
/// yields the same bytes.
public enum MockScreen: String, CaseIterable, Sendable {
    /// A Messages-style list: large title, search field, avatar cells, tab bar (white).
    case list
    /// A dark photo library: grid of colourful procedural photos, segmented control, tab bar.
    case photos
    /// A grouped inset Settings panel: coloured icon squares, switches, chevrons (light grey).
    case settings
    /// A detail page: landscape hero image, title, rating, body text, prominent button.
    case detail

    /// One-line description of the screen.
    public var summary: String {
        switch self {
        case .list: "Messages-style list: large title, search field, avatar cells with chevrons, tab bar (white)"
        case .photos: "Dark photo library: grid of colourful photo tiles, segmented control, tab bar (black)"
        case .settings: "Grouped Settings panel: coloured icon rows, switches, chevrons (light grey)"
        case .detail: "Detail page: sunset landscape hero, title, rating, body text, blue button (orange/white)"
        }
    }

    /// Renders the screen for `canvas`: opaque premultiplied RGBA8, canvas.pixelWidth × canvas.pixelHeight.
    public func render(canvas: Canvas) -> Bitmap {
        let device = MockDevice(canvas)
        switch self {
        case .list: return MockListScreen.render(canvas, device)
        case .photos: return MockPhotosScreen.render(canvas, device)
        case .settings: return MockSettingsScreen.render(canvas, device)
        case .detail: return MockDetailScreen.render(canvas, device)
        }
    }
}
