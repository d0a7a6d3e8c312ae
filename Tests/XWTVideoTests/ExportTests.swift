import XCTest
import XWTEngine
import XWTMedia
import XWTTestSupport
import XWTVideo

/// Exports through the real encoder, decoded back with libavformat and the ffmpeg CLI.
final class ExportTests: MediaTestCase {
    func testLosslessExportDecodedByFFmpegEqualsOurManifest() throws {
        let ffmpeg = try TestSupport.requireFFmpeg()
        let job = try TestSupport.job("filter-swipe", width: 150)
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("clip.mkv").path
        try Export.run(job, to: .file(.mkv, path: path), options: ExportOptions(jobs: 2))
        let decoded = try TestSupport.run(ffmpeg, ["-v", "error", "-i", path, "-f", "framemd5", "-pix_fmt", "rgba", "-fflags", "+bitexact", "-"])
        XCTAssertEqual(decoded.status, 0, decoded.err)
        XCTAssertEqual(decoded.out, try TestSupport.manifest(of: job, jobs: 2))
    }

    func testMP4AndWebMKeepFrameCountSizeDurationAndQuality() throws {
        let job = try TestSupport.job("drawer-taobao", width: 370)  // 370×658: even, as 4:2:0 needs
        let reference = (0..<job.frameCount).map { job.render(frame: $0) }
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for format in [ExportFormat.mp4, .webm] {
            let path = dir.appendingPathComponent("clip.\(format.rawValue)").path
            let summary = try Export.run(job, to: .file(format, path: path), options: ExportOptions(jobs: 2))
            let info = try VideoProbe.probe(path: path)
            XCTAssertEqual(info.frameCount, job.frameCount, "\(format)")
            XCTAssertEqual(info.width, 370); XCTAssertEqual(info.height, 658)
            XCTAssertEqual(info.duration, Double(job.frameCount) / 60, accuracy: 0.5 / 60, "\(format)")
            XCTAssertGreaterThan(summary.bytes, 1000)
            var index = 0, worst = Double.infinity
            try VideoProbe.decodeFrames(path: path) { frame in
                worst = min(worst, psnr(frame, reference[index])); index += 1
            }
            XCTAssertEqual(index, job.frameCount)
            // Measured worst frames on this clip: 31.8 dB (x264 crf 20), 33.9 dB (VP9 crf 30); small UI text
            // is the hard case. 30 dB is the floor below which damage is plainly visible.
            XCTAssertGreaterThan(worst, 30, "\(format) worst-frame PSNR")
        }
    }

    private func psnr(_ a: Bitmap, _ b: Bitmap) -> Double {
        var sum = 0.0
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            for c in 0..<3 { let d = Double(a.pixels[i + c]) - Double(b.pixels[i + c]); sum += d * d }
        }
        let mse = sum / Double(a.width * a.height * 3)
        return mse == 0 ? 99 : 10 * log10(255 * 255 / mse)
    }
}
