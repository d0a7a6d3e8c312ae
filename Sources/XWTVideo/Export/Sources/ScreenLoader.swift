import XWTEngine
import XWTMedia
import XWTPresets
import XWTScreens

/// Produces a preset's screens at its canvas size: mock screens are drawn, image files decoded
/// and, when their pixel size differs, resampled (bilinear) to the canvas.
public enum ScreenLoader {
    /// The bitmap for `source`; `key` (`screens.from` / `screens.to`) names it in errors.
    public static func load(_ source: ScreenSource, canvas: Canvas, preset: String, key: String) throws -> Bitmap {
        switch source {
        case let .mock(screen):
            return screen.render(canvas: canvas)
        case let .file(path):
            let image: Bitmap
            do { image = try ImageCodec.decode(path: path) } catch {
                throw PresetError(file: preset, keyPath: key, message: "cannot use \(path): \(error)")
            }
            let w = canvas.pixelWidth, h = canvas.pixelHeight
            if image.width == w && image.height == h { return image }
            let aspect = Double(image.width) / Double(image.height), wanted = Double(w) / Double(h)
            guard abs(aspect / wanted - 1) < 0.01 else {
                throw PresetError(file: preset, keyPath: key,
                                  expected: "an image with the device's aspect ratio (\(w)×\(h) px or any size in proportion)",
                                  found: "\(path), \(image.width)×\(image.height) px")
            }
            let layer = Layer(frame: Rect(x: 0, y: 0, width: canvas.size.width, height: canvas.size.height), content: .image(image))
            return Renderer(canvas: canvas).render(Scene(background: .clear, layers: [layer]))
        }
    }
}
