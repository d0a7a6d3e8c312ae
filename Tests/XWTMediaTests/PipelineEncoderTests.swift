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

    /// No encoder keeps a reference to a frame's storage once it has taken the frame: the pipeline
    /// hands the buffer back to a worker, which writes it in place when it holds the only reference,
    /// ordered after the encoder's reads by nothing but the reference count. GIFEncoder kept the first
    /// frame's storage that way until 8f6c3e1 (ThreadSanitizer found the race, docs/reliability.md);
    /// without threads it shows as the caller's next write copying the storage away.
    func testNoEncoderKeepsAReferenceToAFramesStorage() throws {
        func address(_ frame: Bitmap) -> UInt { frame.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }
        let histograms = GIFHistogramPool()
        histograms.withHistogram { $0.add(TestFrames.frame(0, width: Self.width, height: Self.height), weight: 1) }
        let folder = try makeTemporaryFolder(self)
        let palette = GIFPalette(histogram: histograms.merged())
        let gif = try GIFEncoder(path: folder + "/clip.gif", width: Self.width, height: Self.height, fps: 30, palette: palette)
        var frame = TestFrames.frame(0, width: Self.width, height: Self.height)
        for index in 1...3 {
            try gif.append(source: frame, indices: [UInt8](repeating: 0, count: Self.width * Self.height))
            let taken = address(frame)
            Self.draw(index, into: &frame)
            XCTAssertEqual(address(frame), taken, "gif, frame \(index - 1): the encoder still shares the frame's storage")
        }
        gif.cancel()
        for format in [VideoFormat.mp4, .webm, .mkv, .apng, .webp] {
            let encoder = try VideoEncoder(
                path: folder + "/clip." + format.fileExtension, settings: EncoderSettings(format: format, width: Self.width, height: Self.height, fps: 30))
            for index in 1...3 {
                try encoder.append(encoder.convert(frame))
                let taken = address(frame)
                Self.draw(index, into: &frame)
                XCTAssertEqual(address(frame), taken, "\(format), frame \(index - 1): the encoder still shares the frame's storage")
            }
            encoder.cancel()
        }
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
