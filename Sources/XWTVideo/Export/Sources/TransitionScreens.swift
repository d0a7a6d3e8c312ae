import XWTEffects
import XWTEngine
import XWTPresets
import XWTScreens

/// A transition's two screens drawn for one canvas, and the system bars fixed over its frames:
/// what a preset's clip and a lone effect still (`still --effect`, `sheet --effect`) both render.
public struct TransitionScreens: Sendable {
    /// The effect's context: both screens, their pictures alone for MagicMove, and the controls
    /// floating over them for TM ViewMove.
    public let context: EffectContext
    /// The fixed status bar and home indicator over every frame (nil unless the mode is `fixed` and
    /// no screenshot shows its own status bar).
    public let overlay: SystemOverlay?
    /// The bar inks screens A and B ask for.
    public let inks: (from: ScreenInks, to: ScreenInks)
    /// The two mock screens' navigation bars in parts when a push between them moves an item
    /// (nil otherwise): what a navigation container animates (`NavigationItemsAnimation`).
    let navigationBars: NavigationItemsAnimation.Bars?

    /// Loads `from` and `to` for `canvas`, laid out for `device` in `appearance`; `origins` name them
    /// in errors. `screensHaveStatusBar` nil detects it from a screenshot's size.
    public init(
        from: ScreenSource, to: ScreenSource, canvas: Canvas, device: Device?, appearance: Appearance,
        statusBar: StatusBarMode, fit: ScreenFit, screensHaveStatusBar: Bool?,
        background: Color = .black, seed: UInt64, origins: (from: ValueOrigin, to: ValueOrigin)
    ) throws {
        let inScreen = statusBar == .inScreen
        // A mock screen with controls floating over its pictures also gives its pictures alone.
        let (a, picturesA) = try ScreenLoader.loadWithPictures(
            from, canvas: canvas, device: device, appearance: appearance,
            origin: origins.from, systemBars: inScreen, fit: fit)
        let (b, picturesB) = try ScreenLoader.loadWithPictures(
            to, canvas: canvas, device: device, appearance: appearance,
            origin: origins.to, systemBars: inScreen, fit: fit)
        // Screenshots that show their own status bar get no second one.
        let screenshotBars =
            try ScreenLoader.showsStatusBar(from, declared: screensHaveStatusBar)
            || ScreenLoader.showsStatusBar(to, declared: screensHaveStatusBar)
        let overlay = statusBar == .fixed && !screenshotBars ? try SystemOverlay(canvas: canvas, device: device) : nil
        func inks(_ source: ScreenSource, _ screen: Bitmap) -> ScreenInks {
            if case let .mock(mock) = source { return mock.inks(appearance) }
            return overlay?.inks(over: screen) ?? ScreenInks(statusBar: .dark, homeIndicator: .dark)
        }
        self.overlay = overlay
        self.inks = (inks(from, a), inks(to, b))
        func controls(_ source: ScreenSource) throws -> Bitmap? {
            guard case let .mock(mock) = source else { return nil }
            return try mock.floatingControls(canvas: canvas, device: device)
        }
        context = EffectContext(
            canvas: canvas, screenA: a, screenB: b, background: background, seed: seed,
            elements: (picturesA, picturesB), controls: (try controls(from), try controls(to)))
        navigationBars = try NavigationItemsAnimation.Bars(
            from: from, to: to, canvas: canvas, device: device, appearance: appearance, systemBars: inScreen, screens: (a, b))
    }

    /// The screens of `preset`, as its clip renders them.
    public init(preset: Preset) throws {
        try self.init(
            from: preset.from, to: preset.to, canvas: preset.canvas, device: preset.device, appearance: preset.appearance,
            statusBar: preset.statusBar, fit: preset.fit, screensHaveStatusBar: preset.screensHaveStatusBar,
            background: preset.background, seed: preset.seed, origins: preset.screenOrigins)
    }

    /// Draws the fixed bars over a finished frame in the ink of the screen shown: A's at `weight` 0,
    /// B's at 1, mixed between.
    public func composeBars(onto bitmap: inout Bitmap, weight: Double) {
        overlay?.compose(onto: &bitmap, from: inks.from, to: inks.to, weight: weight)
    }

    /// `composeBars` on rows `rows` of a `frameHeight`-row frame, held in the first rows of `band`.
    public func composeBars(onto band: inout Bitmap, rows: Range<Int>, frameHeight: Int, weight: Double) {
        overlay?.compose(onto: &band, rows: rows, frameHeight: frameHeight, from: inks.from, to: inks.to, weight: weight)
    }
}
