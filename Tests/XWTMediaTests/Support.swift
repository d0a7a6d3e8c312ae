import Foundation
import XCTest
import XWTEngine
import XWTTestSupport

/// Synthetic test frames: a diagonal gradient with a soft disc and a square moving across it.
///
/// Smooth content (gradients, anti-aliased edges) so lossy codecs reach high PSNR; every frame differs.
enum TestFrames {
    static func frame(_ index: Int, width: Int, height: Int, alpha: Bool = false) -> Bitmap {
        var b = Bitmap(width: width, height: height)
        let cx = Double(width) * (0.2 + 0.03 * Double(index)), cy = Double(height) * 0.5
        let radius = Double(min(width, height)) * 0.22
        let sx = (index * 3) % max(1, width - 12), sy = height / 5
        for y in 0..<height {
            for x in 0..<width {
                let u = Double(x) / Double(width), v = Double(y) / Double(height)
                var r = 40 + 150 * u, g = 60 + 120 * v, bl = 180 - 100 * u * v
                let d = ((Double(x) - cx) * (Double(x) - cx) + (Double(y) - cy) * (Double(y) - cy)).squareRoot()
                let cover = max(0, min(1, radius - d + 0.5))  // anti-aliased disc edge
                r = r * (1 - cover) + 230 * cover; g = g * (1 - cover) + 200 * cover; bl = bl * (1 - cover) + 60 * cover
                if x >= sx, x < sx + 12, y >= sy, y < sy + 12 { r = 20; g = 30; bl = 40 }
                var a = 255.0
                if alpha { a = Double((x * 7 + y * 3 + index * 11) % 256) }
                func q(_ c: Double) -> UInt8 { UInt8(max(0, min(255, (c * a / 255).rounded()))) }
                b[x, y] = RGBA8(r: q(r), g: q(g), b: q(bl), a: UInt8(a))
            }
        }
        return b
    }

    static func frames(_ count: Int, width: Int, height: Int, alpha: Bool = false) -> [Bitmap] {
        (0..<count).map { frame($0, width: width, height: height, alpha: alpha) }
    }
}

/// PSNR in dB over the RGB channels of two same-size opaque bitmaps (∞ when identical).
func psnr(_ a: Bitmap, _ b: Bitmap) -> Double {
    precondition(a.width == b.width && a.height == b.height)
    var sum = 0.0, n = 0
    for i in stride(from: 0, to: a.pixels.count, by: 4) {
        for c in 0..<3 {
            let d = Double(a.pixels[i + c]) - Double(b.pixels[i + c])
            sum += d * d
        }
        n += 3
    }
    if sum == 0 { return .infinity }
    return 10 * log10(255 * 255 / (sum / Double(n)))
}

/// A fresh empty folder, removed at the end of the test.
func makeTemporaryFolder(_ test: XCTestCase) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("xwt-media-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url.path
}

/// The names in `folder`, sorted (hidden temporaries included).
func listing(_ folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
}

/// Runs a command-line tool found on PATH through `ProcessRunner`; skips the test when the tool is
/// not installed (fails it under CI).
func runTool(_ name: String, _ arguments: [String]) throws -> ProcessResult {
    try ProcessRunner.run(RequiredTool.named(name, package: "ffmpeg"), arguments, timeout: 300)
}
