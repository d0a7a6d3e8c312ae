import Foundation
import XCTest
import XWTEngine
import XWTMedia
import XWTTestSupport

/// The render pipeline feeding every encoder as an export does: workers fill recycled frame buffers
/// and prepare each frame (colour conversion, GIF quantisation) while the calling thread encodes the
/// frames before them. The file is the same bytes for 1 and 2 workers; under ThreadSanitizer
/// (`scripts/sanitize thread --pipeline`, which CI runs) any access to a buffer or an encoder's state
/// from two threads without the pipeline's ordering is a report.
final class PipelineEncoderTests: MediaTestCase {
    private static let width = 192, height = 128, frameCount = 16

    func testEveryVideoFormatHasTheSameBytesForOneAndTwoWorkers() throws {
        for format in [VideoFormat.mp4, .webm, .mkv, .apng, .webp] {
            let settings = EncoderSettings(format: format, width: Self.width, height: Self.height, fps: 30)
            XCTAssertEqual(try encoded(settings, jobs: 2), try encoded(settings, jobs: 1), "\(format)")
        }
    }

    func testGIFHasTheSameBytesForOneAndTwoWorkers() throws {
        XCTAssertEqual(try encodedGIF(jobs: 2), try encodedGIF(jobs: 1))
    }

    /// Frame `index` drawn on the worker, then written into the pipeline's recycled buffer in place
    /// (every pixel, as a renderer does; a buffer still shared with an encoder is copied first by the
    /// array, not overwritten). Drawing takes longer than encoding, as in an export, so a recycled
    /// buffer waits for a busy worker while the encoder goes on — the order in which a buffer the
    /// encoder kept is written in place once the encoder lets go of it.
    private static func draw(_ index: Int, into frame: inout Bitmap) {
        let source = TestFrames.frame(index, width: width, height: height).pixels
        frame.pixels[source.indices] = source[...]
    }

    private func encoded(_ settings: EncoderSettings, jobs: Int) throws -> Data {
        let path = try makeTemporaryFolder(self) + "/clip." + settings.format.fileExtension
        let encoder = try VideoEncoder(path: path, settings: settings)
        try RenderPipeline(width: Self.width, height: Self.height, jobs: jobs).run(
            frameCount: Self.frameCount,
            render: { index, frame in
                Self.draw(index, into: &frame)
                return Result { try encoder.convert(frame) }
            },
            deliver: { _, _, converted in try encoder.append(converted.get()) })
        try encoder.finish()
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    private func encodedGIF(jobs: Int) throws -> Data {
        let histograms = GIFHistogramPool()
        for index in 0..<Self.frameCount {
            histograms.withHistogram { $0.add(TestFrames.frame(index, width: Self.width, height: Self.height), weight: 1) }
        }
        let palette = GIFPalette(histogram: histograms.merged())
        let quantiser = GIFQuantizer(palette: palette, dither: .sierra2_4a, width: Self.width, height: Self.height)
        let path = try makeTemporaryFolder(self) + "/clip.gif"
        let encoder = try GIFEncoder(path: path, width: Self.width, height: Self.height, fps: 30, palette: palette)
        try RenderPipeline(width: Self.width, height: Self.height, jobs: jobs).run(
            frameCount: Self.frameCount,
            render: { index, frame -> [UInt8] in
                Self.draw(index, into: &frame)
                var indices = [UInt8](repeating: 0, count: Self.width * Self.height)
                quantiser.quantise(frame, into: &indices)
                return indices
            },
            deliver: { _, frame, indices in try encoder.append(source: frame, indices: indices) })
        try encoder.finish()
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }
}
