import XWTEngine
import XWTMedia
import XWTPresets
import XWTScreens

/// Produces a preset's screens at its canvas size: mock screens are drawn, image files decoded
/// and, when their pixel size differs, placed by a `ScreenFit` rule (bilinear resampling).
public enum ScreenLoader {
    /// The bitmap for `source`; `origin` (`screens.from` in the preset file, or `--from`) names it
    /// in errors. With `systemBars` a mock screen draws its own status bar and home indicator.
    public static func load(
        _ source: ScreenSource, canvas: Canvas, device: Device? = nil, appearance: Appearance = .light,
        origin: ValueOrigin, systemBars: Bool = false, fit: ScreenFit = .fill
    ) throws -> Bitmap {
        switch source {
        case let .mock(screen):
            do { return try screen.render(canvas: canvas, device: device, appearance: appearance, systemBars: systemBars) } catch {
                throw PresetError(at: origin, message: "cannot draw \(screen.rawValue): \(error)")
            }
        case let .file(path):
            let image: Bitmap
            do { image = try ImageCodec.decode(path: path) } catch {
                throw PresetError(at: origin, message: "cannot use \(path.cut(toAtMost: PresetError.quoteLimit)): \(error)")
            }
            if image.width == canvas.pixelWidth && image.height == canvas.pixelHeight { return image }
            let layer = Layer(frame: fit.frame(width: image.width, height: image.height, on: canvas), content: .image(image))
            return Renderer(canvas: canvas).render(Scene(background: .clear, layers: [layer]))
        }
    }

    /// `load`, and what the effects see as its pictures: for a mock screen with controls floating
    /// over its pictures (`MockScreen.hasFloatingControls`) the screen without them and without
    /// system bars, for any other source the screen itself. Painted once where the screen allows it.
    public static func loadWithPictures(
        _ source: ScreenSource, canvas: Canvas, device: Device? = nil, appearance: Appearance = .light,
        origin: ValueOrigin, systemBars: Bool = false, fit: ScreenFit = .fill
    ) throws -> (screen: Bitmap, pictures: Bitmap) {
        guard case let .mock(screen) = source, screen.hasFloatingControls else {
            let loaded = try load(source, canvas: canvas, device: device, appearance: appearance, origin: origin, systemBars: systemBars, fit: fit)
            return (loaded, loaded)
        }
        do {
            if !systemBars {
                let both = try screen.renderWithPictures(canvas: canvas, device: device, appearance: appearance)
                return (both.screen, both.pictures ?? both.screen)
            }
            return (
                try screen.render(canvas: canvas, device: device, appearance: appearance, systemBars: true),
                try screen.render(canvas: canvas, device: device, appearance: appearance, floatingControls: false)
            )
        } catch {
            throw PresetError(at: origin, message: "cannot draw \(screen.rawValue): \(error)")
        }
    }

    /// True when `source` is a screenshot that shows its own status bar: `declared` when given,
    /// else when the image is a named device's full-screen screenshot (`Device.isFullScreenshot`).
    public static func showsStatusBar(_ source: ScreenSource, declared: Bool?) throws -> Bool {
        guard case let .file(path) = source else { return false }
        if let declared { return declared }
        let image = try ImageCodec.decode(path: path)
        return Device.isFullScreenshot(width: image.width, height: image.height)
    }
}
