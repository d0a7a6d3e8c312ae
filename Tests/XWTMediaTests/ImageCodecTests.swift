import XCTest
import XWTEngine
import XWTMedia

/// PNG/JPEG decoding and PNG writing.
final class ImageCodecTests: XCTestCase {
    func testPNGRoundTripIsExactIncludingTranslucency() throws {
        let folder = try makeTemporaryFolder(self)
        let path = folder + "/shot.png"
        let bitmap = TestFrames.frame(3, width: 40, height: 30, alpha: true)
        try ImageCodec.writePNG(bitmap, path: path)
        XCTAssertEqual(listing(folder), ["shot.png"])
        XCTAssertEqual(try ImageCodec.decode(path: path), bitmap)
    }

    func testEveryPremultipliedValueSurvivesPNG() throws {
        // All (colour ≤ alpha) pairs: 256 alphas × up to 256 colours, laid out one alpha per row.
        var b = Bitmap(width: 256, height: 256)
        for a in 0..<256 { for c in 0...a { b[c, a] = RGBA8(r: UInt8(c), g: UInt8(a - c), b: UInt8(c / 2), a: UInt8(a)) } }
        let folder = try makeTemporaryFolder(self)
        try ImageCodec.writePNG(b, path: folder + "/all.png")
        XCTAssertEqual(try ImageCodec.decode(path: folder + "/all.png"), b)
    }

    func testWritePNGReplacesExistingFileAtomically() throws {
        let folder = try makeTemporaryFolder(self)
        let path = folder + "/a.png"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        let bitmap = Bitmap(width: 3, height: 2, fill: RGBA8(r: 10, g: 20, b: 30))
        try ImageCodec.writePNG(bitmap, path: path)
        XCTAssertEqual(listing(folder), ["a.png"])
        XCTAssertEqual(try ImageCodec.decode(path: path), bitmap)
    }

    func testFFmpegReadsOurPNG() throws {
        let folder = try makeTemporaryFolder(self)
        let bitmap = TestFrames.frame(0, width: 16, height: 8)
        try ImageCodec.writePNG(bitmap, path: folder + "/f.png")
        let result = try runTool(
            "ffmpeg",
            [
                "-hide_banner", "-loglevel", "error", "-i", folder + "/f.png",
                "-f", "framemd5", "-pix_fmt", "rgba", "-fflags", "+bitexact", "-",
            ])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertTrue(result.out.hasSuffix(", \(FrameMD5.md5(bitmap))\n"), result.out)
    }

    func testJPEGDecode() throws {
        let folder = try makeTemporaryFolder(self)
        let source = TestFrames.frame(2, width: 64, height: 48)
        try ImageCodec.writePNG(source, path: folder + "/src.png")
        let jpeg = folder + "/photo.jpg"
        let result = try runTool(
            "ffmpeg",
            [
                "-hide_banner", "-loglevel", "error", "-i", folder + "/src.png",
                "-q:v", "2", "-pix_fmt", "yuvj444p", jpeg,
            ])
        XCTAssertEqual(result.status, 0, result.err)
        let decoded = try ImageCodec.decode(path: jpeg)
        XCTAssertEqual(decoded.width, 64)
        XCTAssertEqual(decoded.height, 48)
        XCTAssertTrue(decoded.isOpaque)
        // q 2, 4:4:4, full-range JFIF: ≥ 30 dB means the full-range BT.601 matrix was applied (limited range ≈ 2x dB).
        XCTAssertGreaterThan(psnr(decoded, source), 30, "JPEG PSNR \(psnr(decoded, source))")
    }

    func testPNGPixelFormatsMatchFFmpegsOwnConversion() throws {
        let folder = try makeTemporaryFolder(self)
        try ImageCodec.writePNG(TestFrames.frame(1, width: 40, height: 30), path: folder + "/src.png")
        for pixelFormat in ["gray", "gray16be", "pal8", "rgb24", "rgb48be", "rgba64be", "ya8", "ya16be", "monob"] {
            let path = folder + "/\(pixelFormat).png"
            let made = try runTool("ffmpeg", ["-v", "error", "-i", folder + "/src.png", "-pix_fmt", pixelFormat, path])
            XCTAssertEqual(made.status, 0, made.err)
            let reference = try runTool("ffmpeg", ["-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
            let decoded = try ImageCodec.decode(path: path)
            XCTAssertEqual(decoded.width, 40)
            XCTAssertEqual(decoded.height, 30)
            XCTAssertEqual(decoded.pixels, Array(reference.stdoutData), "\(pixelFormat) (opaque, so premultiplied == straight)")
        }
    }

    func testMissingFileNamesThePath() {
        let path = "/definitely/not/here.png"
        XCTAssertThrowsError(try ImageCodec.decode(path: path)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains(path), text)
            XCTAssertTrue(text.contains("No such file"), text)
        }
    }

    func testGarbageAndTruncatedImagesNameThePath() throws {
        let folder = try makeTemporaryFolder(self)
        let garbage = folder + "/garbage.png"
        try Data("this is not an image at all".utf8).write(to: URL(fileURLWithPath: garbage))
        XCTAssertThrowsError(try ImageCodec.decode(path: garbage)) { error in
            XCTAssertTrue("\(error)".contains(garbage), "\(error)")
            XCTAssertTrue("\(error)".contains("not a PNG or JPEG"), "\(error)")
        }
        let truncated = folder + "/truncated.png"
        let png = try ImageCodec.encodePNG(TestFrames.frame(0, width: 32, height: 32))
        try Data(png.prefix(60)).write(to: URL(fileURLWithPath: truncated))
        XCTAssertThrowsError(try ImageCodec.decode(path: truncated)) { error in
            XCTAssertTrue("\(error)".contains(truncated), "\(error)")
        }
        XCTAssertThrowsError(try ImageCodec.decode(path: folder)) { error in
            XCTAssertTrue("\(error)".contains(folder), "\(error)")
        }
    }

    func testImagesAboveThePixelBudgetAreRefusedFromTheirHeader() throws {
        let folder = try makeTemporaryFolder(self)
        // A real PNG whose IHDR claims 12000×21344 px (256 Mpx): refused before any decoding.
        var png = try ImageCodec.encodePNG(TestFrames.frame(0, width: 32, height: 32))
        png.replaceSubrange(16..<24, with: [0, 0, 0x2E, 0xE0, 0, 0, 0x53, 0x60])
        let big = folder + "/big.png"
        try Data(png).write(to: URL(fileURLWithPath: big))
        XCTAssertThrowsError(try ImageCodec.decode(path: big)) { error in
            XCTAssertEqual("\(error)", "decode image '\(big)': expected at most 33554432 pixels (32 Mpx); found 12000×21344")
        }
        // A JPEG header (SOI, a JFIF APP0 segment, then SOF0 declaring 21344 rows of 12000 px).
        let jpeg: [UInt8] =
            [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
            + [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x53, 0x60, 0x2E, 0xE0, 0x03, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]
        let bigJPEG = folder + "/big.jpg"
        try Data(jpeg).write(to: URL(fileURLWithPath: bigJPEG))
        XCTAssertThrowsError(try ImageCodec.decode(path: bigJPEG)) { error in
            XCTAssertEqual("\(error)", "decode image '\(bigJPEG)': expected at most 33554432 pixels (32 Mpx); found 12000×21344")
        }
    }
}
