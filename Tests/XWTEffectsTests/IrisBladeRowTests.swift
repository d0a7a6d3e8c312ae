import XCTest
import XWTEngine

@testable import XWTEffects

/// `CameraIrisKernel` draws its blades in runs (`IrisBladeRow`); every byte must equal the kernel
/// evaluated pixel by pixel (`bladeGrey` outside the aperture, as the kernel was first written).
final class IrisBladeRowTests: XCTestCase {
    /// The kernel's pixels one by one: blades, aperture and its edge, each from its formula.
    struct PerPixelIris: PixelKernel {
        let iris: CameraIrisKernel

        func render<Memory>(_ row: inout FrameRow<Memory>) {
            let y = row.y, dy = Double(y) + 0.5 - iris.centerY
            let (outer, inner) = iris.apertureColumns(y, width: row.width)
            let s = PixelImage<Memory>(iris.screen).row(y)
            for x in 0..<row.width {
                if inner.contains(x) {
                    row[x] = s[x]
                } else if outer.contains(x) {
                    row[x] = iris.edgeWord(x, dy, screen: s[x])
                } else {
                    row[x] = CameraIrisKernel.word(grey: iris.bladeGrey(Double(x) + 0.5 - iris.centerX, dy))
                }
            }
        }
    }

    /// Shut, nearly shut, the demo's openings and clear, on the device's frame, an odd frame and a
    /// wide one: the same bytes as pixel by pixel.
    func testRunsGiveThePerPixelBytes() {
        let canvases = [
            Canvas(width: 375, height: 667, scale: 2), Canvas(width: 37, height: 61, scale: 2), Canvas(width: 101, height: 43, scale: 1),
        ]
        for canvas in canvases {
            let screen = TestScreens.screen(seed: 0, canvas: canvas)
            let renderer = Renderer(canvas: canvas, bands: 1)
            for openness in [0, 1e-4, 0.003, 0.05, 0.17, 0.3, 0.5, 0.71, 0.9, 0.999, 1] {
                let iris = CameraIrisKernel(screen: screen, openness: openness)
                let runs = renderer.render(Scene(kernel: iris))
                let pixels = renderer.render(Scene(kernel: PerPixelIris(iris: iris)))
                let label = "\(canvas.pixelWidth)×\(canvas.pixelHeight), openness \(openness)"
                guard runs.pixels != pixels.pixels else { continue }
                let a = runs.pixels, b = pixels.pixels
                let index = a.indices.first { a[$0] != b[$0] } ?? 0
                let x = index / 4 % canvas.pixelWidth, y = index / 4 / canvas.pixelWidth
                XCTFail("\(label): first difference at (\(x), \(y)): \(runs[x, y]) vs \(pixels[x, y])")
            }
        }
    }
}
