import CFFmpeg
import Foundation
import XCTest
import XWTEngine
import XWTPresets

@testable import XWTMedia
@testable import XWTVideo

/// Frames drawn and converted band by band (`RenderJob.render(frame:inBandsOf:renderer:_:)`,
/// `FrameConverterPool.convert(inBands:)`, what video exports do without a whole picture) equal the
/// whole picture rendered and converted at once, byte for byte.
final class BandConversionTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let presets = PresetLibrary(directory: root.appendingPathComponent("Presets").path)

    /// Presets from several libraries, kernels with mirrored rows among them (ripple, wave).
    private static let ids = [
        "drawer-qq", "circle-spread", "filter-ripple", "cool-fold-from-left", "hu-vertical-lines", "vc-fold", "wsl-doors", "spring-modal",
    ]

    /// Band heights from 1 row up to more rows than the frame has, at widths giving odd heights:
    /// each band's rows equal the whole frame's.
    func testBandsEqualTheWholeFrameAtOddHeights() throws {
        var banded = 0
        defer { XCTAssertGreaterThanOrEqual(banded, 10, "too few jobs without container chrome to test") }
        for id in Self.ids {
            for width in [151, 149] {
                let job = try RenderJob(preset: Self.presets.load(id: id).resized(pixelWidth: width))
                guard job.rendersInBands else { continue }
                banded += 1
                let canvas = job.canvas
                XCTAssertEqual(canvas.pixelHeight % 2, 1, "\(id) at \(width) px: the test wants an odd height")
                let renderer = Renderer(canvas: canvas, bands: 1)
                let last = job.frameCount - 1
                for frame in [0, last / 3, last / 2, last] {
                    let whole = job.render(frame: frame)
                    for rows in [1, 2, 7, 64, canvas.pixelHeight + 5] {
                        var band = Bitmap(width: canvas.pixelWidth, height: rows)
                        var assembled = [UInt8]()
                        var next = 0
                        job.render(frame: frame, inBandsOf: &band, renderer: renderer) { range, band in
                            XCTAssertEqual(range.lowerBound, next)
                            next = range.upperBound
                            assembled += band.pixels[0..<range.count * canvas.pixelWidth * 4]
                        }
                        XCTAssertEqual(next, canvas.pixelHeight)
                        XCTAssertTrue(assembled == whole.pixels, "\(id) \(width) px frame \(frame): bands of \(rows) rows differ from the whole frame")
                    }
                }
            }
        }
    }

    /// The pool's band conversion of a preset's frames, drawn by the job band by band, equals the
    /// whole-frame conversion; so do pictures cut into bands of other even heights (2, 6, 30 rows,
    /// a shorter last band).
    func testBandConversionEqualsTheWholeFrameConversion() throws {
        for id in Self.ids {
            let job = try RenderJob(preset: Self.presets.load(id: id).resized(pixelWidth: 152))
            let width = job.canvas.pixelWidth, height = job.canvas.pixelHeight
            XCTAssertEqual(height % 2, 0)
            let pool = FrameConverterPool(width: width, height: height, pixelFormat: AV_PIX_FMT_YUV420P, isYUV709: true, packing: .yuv420)
            XCTAssertTrue(pool.convertsInBands)
            let renderer = Renderer(canvas: job.canvas, bands: 1)
            let last = job.frameCount - 1
            for frame in [0, last / 4, last / 2, last] {
                let whole = job.render(frame: frame)
                let expected = try YUV420ConversionTests.planes(pool.convert(whole), width: width, height: height)
                if job.rendersInBands {
                    let drawn = try pool.convert(inBands: { band, each in job.render(frame: frame, inBandsOf: &band, renderer: renderer, each) })
                    XCTAssertEqual(YUV420ConversionTests.planes(drawn, width: width, height: height), expected, "\(id) frame \(frame) drawn in bands")
                }
                for rows in [2, 6, 30] {
                    let cut = try pool.convert(inBands: { _, each in
                        var band = Bitmap(width: width, height: rows)
                        whole.copyRows(inBandsOf: &band, each)
                    })
                    XCTAssertEqual(YUV420ConversionTests.planes(cut, width: width, height: height), expected, "\(id) frame \(frame) in bands of \(rows) rows")
                }
            }
        }
    }
}
