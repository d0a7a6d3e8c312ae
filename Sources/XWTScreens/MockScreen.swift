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

    /// The ink the screen asks of the system bars in `appearance` (its preferred status bar style).
    public func inks(_ appearance: Appearance = .light) -> ScreenInks {
        let ink = MockPalette.of(appearance).ink
        switch self {
        case .list, .settings: return ScreenInks(statusBar: ink, homeIndicator: ink)
        case .photos: return ScreenInks(statusBar: .light, homeIndicator: .light)
        case .detail: return ScreenInks(statusBar: .light, homeIndicator: ink)
        }
    }

    /// Renders the screen for `canvas`: opaque premultiplied RGBA8, canvas.pixelWidth × canvas.pixelHeight.
    /// Throws `FontError` when a font file is missing.
    ///
    /// With `systemBars` the status bar and home indicator are drawn into the screen (they then move
    /// with it); without, `SystemOverlay` draws them over the finished frame.
    ///
    /// The layout follows `device` (safe areas, status bar), the colours `appearance`; nil lays out for the canvas's size
    /// (`Device.custom`). The canvas gives the pixel size and scale.
    public func render(canvas: Canvas, device: Device? = nil, appearance: Appearance = .light,
                       systemBars: Bool = false) throws -> Bitmap {
        let device = MockDevice(device ?? .custom(width: canvas.size.width, height: canvas.size.height))
        let pal = MockPalette.of(appearance)
        switch self {
        case .list: return try MockListScreen.render(canvas, device, pal, systemBars: systemBars)
        case .photos: return try MockPhotosScreen.render(canvas, device, systemBars: systemBars)
        case .settings: return try MockSettingsScreen.render(canvas, device, pal, systemBars: systemBars)
        case .detail: return try MockDetailScreen.render(canvas, device, pal, systemBars: systemBars)
        }
    }
}
