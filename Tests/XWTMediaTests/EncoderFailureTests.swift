import XCTest
import XWTEngine
import XWTMedia
import XWTTestSupport

/// Errors are precise and failed exports leave no file behind and never clobber an existing one.
final class EncoderFailureTests: MediaTestCase {
    func testUnknownEncoderOptionIsAnErrorNamingIt() throws {
        let folder = try makeTemporaryFolder(self)
        for format in VideoFormat.allCases {
            let settings = EncoderSettings(format: format, width: 64, height: 48, fps: 30, options: ["no-such-knob": "1"])
            XCTAssertThrowsError(try VideoEncoder(path: folder + "/x.\(format.fileExtension)", settings: settings)) { error in
                let text = String(describing: error)
                XCTAssertTrue(text.contains("'no-such-knob'"), text)
                XCTAssertFalse(text.contains("\n"), "one line: \(text)")
            }
        }
        XCTAssertEqual(listing(folder), [], "nothing left behind")
    }

    func testKnownExtraOptionIsAccepted() throws {
        let folder = try makeTemporaryFolder(self)
        let settings = EncoderSettings(format: .mp4, width: 64, height: 48, fps: 30, options: ["tune": "animation", "g": "30"])
        let encoder = try VideoEncoder(path: folder + "/ok.mp4", settings: settings)
        for f in TestFrames.frames(3, width: 64, height: 48) { try encoder.append(f) }
        try encoder.finish()
        XCTAssertEqual(try VideoProbe.probe(path: folder + "/ok.mp4").frameCount, 3)
    }

    func testInvalidSettingsAreRejectedUpFront() throws {
        let folder = try makeTemporaryFolder(self)
        let cases: [(EncoderSettings, String)] = [
            (EncoderSettings(format: .mp4, width: 63, height: 48, fps: 30), "even width and height"),
            (EncoderSettings(format: .webm, width: 64, height: 47, fps: 30), "even width and height"),
            (EncoderSettings(format: .mp4, width: 64, height: 48, fps: 0), "fps"),
            (EncoderSettings(format: .mp4, width: 64, height: 48, fps: 30, preset: "warp"), "veryfast"),
            (EncoderSettings(format: .mp4, width: 64, height: 48, fps: 30, crf: 70), "crf"),
            (EncoderSettings(format: .webm, width: 64, height: 48, fps: 30, deadline: "soon"), "realtime"),
            (EncoderSettings(format: .mp4, width: 64, height: 48, fps: 30, cpuUsed: 4), "webm"),
            (EncoderSettings(format: .mkv, width: 64, height: 48, fps: 30, crf: 10), "lossless"),
            (EncoderSettings(format: .mkv, width: 1538, height: 2732, fps: 30), "at most 4194304 pixels"),
        ]
        for (settings, expected) in cases {
            XCTAssertThrowsError(try VideoEncoder(path: folder + "/x.\(settings.format.fileExtension)", settings: settings)) { error in
                XCTAssertTrue(String(describing: error).contains(expected), "\(error)")
                XCTAssertTrue(String(describing: error).contains(folder + "/x."), "names the path: \(error)")
            }
        }
        XCTAssertEqual(listing(folder), [])
        XCTAssertNil(EncoderSettings(format: .mkv, width: 1536, height: 2730, fps: 30).frameProblem(), "2²² pixels fit")
    }

    func testFailedExportKeepsExistingTargetAndLeavesNoTemporary() throws {
        let folder = try makeTemporaryFolder(self)
        let path = folder + "/keep.mp4"
        let original = Data("a good earlier export".utf8)
        try original.write(to: URL(fileURLWithPath: path))

        let encoder = try VideoEncoder(path: path, settings: EncoderSettings(format: .mp4, width: 64, height: 48, fps: 30))
        try encoder.append(TestFrames.frame(0, width: 64, height: 48))
        XCTAssertEqual(listing(folder).count, 2, "target + hidden temporary while encoding")
        XCTAssertEqual(InterruptCleanup.inFlightPaths, [encoder.temporaryPath!])
        XCTAssertThrowsError(try encoder.append(Bitmap(width: 32, height: 32))) { error in
            XCTAssertTrue(String(describing: error).contains("32×32"), "\(error)")
        }
        XCTAssertThrowsError(try encoder.finish(), "a failed encoder stays failed")
        XCTAssertEqual(listing(folder), ["keep.mp4"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), original)
        XCTAssertEqual(InterruptCleanup.inFlightPaths, [])
    }

    func testCancelAndAbandonRemoveTemporary() throws {
        let folder = try makeTemporaryFolder(self)
        let path = folder + "/gone.webm"
        let encoder = try VideoEncoder(path: path, settings: EncoderSettings(format: .webm, width: 64, height: 48, fps: 30))
        try encoder.append(TestFrames.frame(0, width: 64, height: 48))
        encoder.cancel()
        encoder.cancel()
        XCTAssertEqual(listing(folder), [])
        XCTAssertThrowsError(try encoder.append(TestFrames.frame(1, width: 64, height: 48)))

        do {
            let abandoned = try VideoEncoder(path: path, settings: EncoderSettings(format: .webm, width: 64, height: 48, fps: 30))
            try abandoned.append(TestFrames.frame(0, width: 64, height: 48))
            XCTAssertEqual(listing(folder).count, 1)
        }
        XCTAssertEqual(listing(folder), [], "deinit without finish removes the temporary file")
    }

    func testFinishWithoutFramesFails() throws {
        let folder = try makeTemporaryFolder(self)
        let encoder = try VideoEncoder(path: folder + "/empty.mkv", settings: EncoderSettings(format: .mkv, width: 8, height: 8, fps: 30))
        XCTAssertThrowsError(try encoder.finish()) { XCTAssertTrue("\($0)".contains("no frames"), "\($0)") }
        XCTAssertEqual(listing(folder), [])
    }

    func testUnwritableFolderIsAnErrorNamingThePath() {
        let path = "/nonexistent-folder-xwt/clip.mp4"
        XCTAssertThrowsError(try VideoEncoder(path: path, settings: EncoderSettings(format: .mp4, width: 64, height: 48, fps: 30))) {
            XCTAssertTrue("\($0)".contains(path), "\($0)")
        }
    }

    // MARK: - GIF: the same session life as the video encoder

    /// A black and white test frame and its indices in `twoColours` (found by colour, not assumed).
    private func gifFrame(_ index: Int, width: Int, height: Int) -> (Bitmap, [UInt8]) {
        let palette = twoColours
        let black = RGBA8(r: 0, g: 0, b: 0, a: 255), white = RGBA8(r: 255, g: 255, b: 255, a: 255)
        func entry(_ c: RGBA8) -> UInt8 { UInt8((0..<255).first { palette[$0].r == c.r && palette[$0].g == c.g && palette[$0].b == c.b } ?? 255) }
        var bitmap = Bitmap(width: width, height: height)
        var indices = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let c = (x + y + index) % 3 == 0 ? white : black
                bitmap[x, y] = c
                indices[y * width + x] = entry(c)
            }
        }
        return (bitmap, indices)
    }

    private var twoColours: GIFPalette {
        let histogram = GIFHistogramPool()
        histogram.withHistogram { h in
            var frame = Bitmap(width: 2, height: 1)
            frame[0, 0] = RGBA8(r: 0, g: 0, b: 0, a: 255)
            frame[1, 0] = RGBA8(r: 255, g: 255, b: 255, a: 255)
            h.add(frame, weight: 1)
        }
        return GIFPalette(histogram: histogram.merged())
    }

    func testGIFEncoderWritesAtomicallyAndRepeatsHolds() throws {
        let folder = try makeTemporaryFolder(self)
        let path = folder + "/clip.gif"
        let encoder = try GIFEncoder(path: path, width: 16, height: 8, fps: 50, palette: twoColours)
        XCTAssertThrowsError(try encoder.appendRepeat(), "nothing to repeat yet") { XCTAssertTrue("\($0)".contains("no frame to repeat"), "\($0)") }
        XCTAssertThrowsError(try encoder.finish(), "a failed encoder stays failed")
        XCTAssertEqual(listing(folder), [], "a failure removes the temporary file")

        let good = try GIFEncoder(path: path, width: 16, height: 8, fps: 50, palette: twoColours)
        for k in 0..<3 {
            let (bitmap, indices) = gifFrame(k, width: 16, height: 8)
            try good.append(source: bitmap, indices: indices)
        }
        try good.appendRepeat()
        XCTAssertEqual(good.frameCount, 4)
        XCTAssertEqual(InterruptCleanup.inFlightPaths, [good.temporaryPath!])
        try good.finish()
        XCTAssertNil(good.temporaryPath)
        XCTAssertThrowsError(try good.appendRepeat(), "finished")
        XCTAssertEqual(listing(folder), ["clip.gif"])
        var decoded: [Bitmap] = []
        try VideoProbe.decodeFrames(path: path) { decoded.append($0) }
        XCTAssertEqual(decoded.count, 4)
        XCTAssertEqual(decoded[0], gifFrame(0, width: 16, height: 8).0)
        XCTAssertEqual(decoded[2], gifFrame(2, width: 16, height: 8).0)
        XCTAssertEqual(decoded[3], decoded[2], "a repeat shows the previous frame")
    }

    func testGIFEncoderCancelWrongSizeAndUnknownOptionLeaveNothing() throws {
        let folder = try makeTemporaryFolder(self)
        let path = folder + "/keep.gif"
        let original = Data("a good earlier export".utf8)
        try original.write(to: URL(fileURLWithPath: path))
        let cancelled = try GIFEncoder(path: path, width: 16, height: 8, fps: 50, palette: twoColours)
        let (bitmap, indices) = gifFrame(0, width: 16, height: 8)
        try cancelled.append(source: bitmap, indices: indices)
        cancelled.cancel()
        cancelled.cancel()
        XCTAssertThrowsError(try cancelled.append(source: bitmap, indices: indices)) { XCTAssertTrue("\($0)".contains("cancelled"), "\($0)") }

        let wrong = try GIFEncoder(path: path, width: 16, height: 8, fps: 50, palette: twoColours)
        XCTAssertThrowsError(try wrong.append(source: Bitmap(width: 8, height: 8), indices: indices)) { XCTAssertTrue("\($0)".contains("8×8"), "\($0)") }
        XCTAssertThrowsError(try wrong.append(source: bitmap, indices: indices), "stays failed") { XCTAssertTrue("\($0)".contains("8×8"), "\($0)") }

        XCTAssertThrowsError(try GIFEncoder(path: path, width: 16, height: 8, fps: 50, palette: twoColours, options: ["no-such-knob": "1"])) {
            XCTAssertTrue("\($0)".contains("'no-such-knob'"), "\($0)")
        }
        XCTAssertThrowsError(try GIFEncoder(path: path, width: 16, height: 8, fps: 60, palette: twoColours)) {
            XCTAssertTrue("\($0)".contains("1…50"), "\($0)")
        }
        XCTAssertEqual(listing(folder), ["keep.gif"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), original)
        XCTAssertEqual(InterruptCleanup.inFlightPaths, [])
    }
}
