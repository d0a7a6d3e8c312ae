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

    /// True when `source` is a screenshot that shows its own status bar: `declared` when given,
    /// else when the image is a named device's full-screen screenshot (`Device.isFullScreenshot`).
    public static func showsStatusBar(_ source: ScreenSource, declared: Bool?) throws -> Bool {
        guard case let .file(path) = source else { return false }
        if let declared { return declared }
        let image = try ImageCodec.decode(path: path)
        return Device.isFullScreenshot(width: image.width, height: image.height)
    }
}
