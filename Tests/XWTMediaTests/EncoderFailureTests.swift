import XCTest
import XWTEngine
import XWTMedia

/// Errors are precise and failed exports leave no file behind and never clobber an existing one.
final class EncoderFailureTests: XCTestCase {
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
        ]
        for (settings, expected) in cases {
            XCTAssertThrowsError(try VideoEncoder(path: folder + "/x.\(settings.format.fileExtension)", settings: settings)) { error in
                XCTAssertTrue(String(describing: error).contains(expected), "\(error)")
                XCTAssertTrue(String(describing: error).contains(folder + "/x."), "names the path: \(error)")
            }
        }
        XCTAssertEqual(listing(folder), [])
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
}
