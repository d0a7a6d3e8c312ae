import XCTest
import XWTEngine
import XWTMedia
import XWTTestSupport

/// The mkv export is lossless: decoded bytes and the `ffmpeg` CLI's framemd5 equal ours exactly.
final class LosslessExportTests: MediaTestCase {
    func testFFmpegFrameMD5EqualsOurManifest() throws {
        for (fps, alpha) in [(30, false), (60, true)] {
            let folder = try makeTemporaryFolder(self)
            let path = folder + "/lossless.mkv"
            let frames = TestFrames.frames(13, width: 64, height: 48, alpha: alpha)
            let encoder = try VideoEncoder(path: path, settings: EncoderSettings(format: .mkv, width: 64, height: 48, fps: fps))
            for f in frames { try encoder.append(f) }
            try encoder.finish()

            let ours = FrameMD5.manifest(frames: frames, fps: fps)
            let result = try runTool(
                "ffmpeg",
                [
                    "-hide_banner", "-loglevel", "error", "-i", path,
                    "-f", "framemd5", "-pix_fmt", "rgba", "-fflags", "+bitexact", "-",
                ])
            XCTAssertEqual(result.status, 0, result.err)
            XCTAssertEqual(result.out, ours, "fps \(fps)")
        }
    }

    func testDecodedFramesEqualSourceBytes() throws {
        let folder = try makeTemporaryFolder(self)
        let path = folder + "/lossless.mkv"
        let frames = TestFrames.frames(5, width: 33, height: 17, alpha: true)  // odd sizes are fine for RGB
        let encoder = try VideoEncoder(path: path, settings: EncoderSettings(format: .mkv, width: 33, height: 17, fps: 24))
        for f in frames { try encoder.append(f) }
        try encoder.finish()
        var decoded: [Bitmap] = []
        try VideoProbe.decodeFrames(path: path) { decoded.append($0) }
        XCTAssertEqual(decoded, frames)
        let info = try VideoProbe.probe(path: path)
        XCTAssertEqual(info.codecName, "ffv1")
        XCTAssertEqual(info.frameCount, 5)
    }

    func testFrameMD5Format() {
        let b = Bitmap(width: 2, height: 1, fill: .white)
        XCTAssertEqual(FrameMD5.md5(b), FrameMD5.md5(bytes: [UInt8](repeating: 255, count: 8)))
        XCTAssertEqual(FrameMD5.md5(bytes: []), "d41d8cd98f00b204e9800998ecf8427e")
        XCTAssertEqual(FrameMD5.md5(bytes: Array("abc".utf8)), "900150983cd24fb0d6963f7d28e17f72")
        XCTAssertEqual(
            FrameMD5.line(index: 7, bitmap: b),
            "0,          7,          7,        1,        8, \(FrameMD5.md5(b))\n")
        XCTAssertTrue(
            FrameMD5.header(width: 750, height: 1334, fps: 60).hasSuffix(
                "#tb 0: 1/60\n#media_type 0: video\n#codec_id 0: rawvideo\n#dimensions 0: 750x1334\n#sar 0: 1/1\n#stream#, dts,        pts, duration,     size, hash\n"
            ))
    }
}
