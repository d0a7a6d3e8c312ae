import XCTest
import XWTEngine
import XWTMedia
import XWTTestSupport

/// Encode → decode with libavformat: frame count, size, duration = frames/fps, PSNR floor.
final class VideoRoundTripTests: MediaTestCase {
    /// PSNR floor (worst frame, RGB) for the smooth synthetic frames. Measured with FFmpeg 5.1:
    /// the yuv420p conversion alone round-trips at 41.8 dB; x264 crf 20 ≈ 38 dB, VP9 crf 30 ≈ 39 dB.
    /// Decoding these BT.709 frames as BT.601 gives 32.3 dB and a limited/full range mix-up 31.6 dB
    /// (conversion alone), so 35 dB catches colour-tagging mistakes with ≈3 dB margin for codec updates.
    static let psnrFloor = 35.0

    func testMP4RoundTrip() throws { try roundTrip(.mp4, codec: "h264") }
    func testWebMRoundTrip() throws { try roundTrip(.webm, codec: "vp9") }

    private func roundTrip(_ format: VideoFormat, codec: String) throws {
        let folder = try makeTemporaryFolder(self)
        let path = folder + "/clip.\(format.fileExtension)"
        let (w, h, fps, count) = (320, 240, 30, 25)
        let frames = TestFrames.frames(count, width: w, height: h)
        let encoder = try VideoEncoder(path: path, settings: EncoderSettings(format: format, width: w, height: h, fps: fps))
        for f in frames { try encoder.append(f) }
        try encoder.finish()
        XCTAssertEqual(listing(folder), ["clip.\(format.fileExtension)"], "only the finished file remains")

        let info = try VideoProbe.probe(path: path)
        XCTAssertEqual(info.codecName, codec)
        XCTAssertEqual(info.width, w)
        XCTAssertEqual(info.height, h)
        XCTAssertEqual(info.frameCount, count)
        XCTAssertEqual(info.duration, Double(count) / Double(fps), accuracy: 0.0015, "duration = frames / fps")
        XCTAssertEqual(info.frameRate, Double(fps), accuracy: 1e-9)
        XCTAssertEqual(info.colorSpace, "bt709")

        var index = 0
        var worst = Double.infinity
        try VideoProbe.decodeFrames(path: path) { decoded in
            XCTAssertLessThan(index, count)
            guard index < count else { return }
            worst = min(worst, psnr(decoded, frames[index]))
            index += 1
        }
        XCTAssertEqual(index, count)
        XCTAssertGreaterThanOrEqual(worst, Self.psnrFloor, "\(format) worst-frame PSNR \(worst) dB")
        print("\(format): worst-frame PSNR \(String(format: "%.2f", worst)) dB")
    }

    func testDurationAtSixtyFPS() throws {
        // FFmpeg 5.1 cannot decode animated WebP; DocFormatTests checks WebP with webpmux.
        for format in VideoFormat.allCases where format != .webp {
            let folder = try makeTemporaryFolder(self)
            let path = folder + "/clip.\(format.fileExtension)"
            let encoder = try VideoEncoder(path: path, settings: EncoderSettings(format: format, width: 64, height: 48, fps: 60))
            for f in TestFrames.frames(61, width: 64, height: 48) { try encoder.append(f) }
            try encoder.finish()
            let info = try VideoProbe.probe(path: path)
            XCTAssertEqual(info.frameCount, 61, "\(format)")
            XCTAssertEqual(info.duration, 61.0 / 60.0, accuracy: 0.0015, "\(format)")
        }
    }

    func testBT709TagVisibleInFFprobe() throws {
        let folder = try makeTemporaryFolder(self)
        for format in [VideoFormat.mp4, .webm] {
            let path = folder + "/tagged.\(format.fileExtension)"
            let encoder = try VideoEncoder(path: path, settings: EncoderSettings(format: format, width: 64, height: 48, fps: 30))
            for f in TestFrames.frames(3, width: 64, height: 48) { try encoder.append(f) }
            try encoder.finish()
            let result = try runTool(
                "ffprobe",
                [
                    "-v", "error", "-select_streams", "v:0", "-show_entries",
                    "stream=color_range,color_space,color_transfer,color_primaries",
                    "-of", "default=noprint_wrappers=1", path,
                ])
            XCTAssertEqual(result.status, 0, result.err)
            let lines = Set(result.out.split(separator: "\n").map(String.init))
            XCTAssertEqual(
                lines, ["color_range=tv", "color_space=bt709", "color_transfer=bt709", "color_primaries=bt709"],
                "\(format): \(result.out)")
        }
    }

    func testConvertSeparatelyThenAppendMatchesDirectAppend() throws {
        let folder = try makeTemporaryFolder(self)
        let frames = TestFrames.frames(8, width: 64, height: 48, alpha: true)
        let settings = EncoderSettings(format: .mkv, width: 64, height: 48, fps: 30)
        let encoder = try VideoEncoder(path: folder + "/a.mkv", settings: settings)
        // Convert concurrently (as render workers would), append in order.
        let converted = Locked([ConvertedFrame?](repeating: nil, count: frames.count))
        DispatchQueue.concurrentPerform(iterations: frames.count) { i in
            let c = try! encoder.convert(frames[i])
            converted.withLock { $0[i] = c }
        }
        for c in converted.withLock({ $0 }) { try encoder.append(c!) }
        try encoder.finish()
        var decoded: [Bitmap] = []
        try VideoProbe.decodeFrames(path: folder + "/a.mkv") { decoded.append($0) }
        XCTAssertEqual(decoded, frames)
    }
}
