import Foundation
import XCTest
import XWTMedia
import XWTTestSupport

/// A `MediaTestCase` encodes without libav's messages: libx264's and libvpx's statistics stay out
/// of the test log (`MediaProcess.configure()`, as the CLI runs).
///
/// The test re-runs this test binary as a child in the "child role" (selected by an environment
/// variable), which encodes an mp4 and a webm in process; the child's stderr must hold no libav line.
final class QuietLogTests: MediaTestCase {
    static let childVariable = "XWT_MEDIA_QUIET_CHILD_FOLDER"

    func testEncodingInATestCasePrintsNoLibavMessages() throws {
        let folder = try makeTemporaryFolder(self)
        let child = try ProcessRunner.start(
            URL(fileURLWithPath: CommandLine.arguments[0]),
            ["XWTMediaTests.QuietLogTests/testChildRole"],
            environment: [Self.childVariable: folder])
        let result = try child.finish(timeout: 120)
        XCTAssertEqual(result.status, 0, result.err.suffix(400).description)
        XCTAssertEqual(listing(folder), ["clip.mp4", "clip.webm"], "the child encoded both clips")
        let libavLines = result.err.split(separator: "\n").filter { $0.contains(" @ 0x") }
        XCTAssertEqual(libavLines, [], "libav's log reached the test's stderr")
    }

    /// Child role: does nothing unless started by `testEncodingInATestCasePrintsNoLibavMessages`.
    func testChildRole() throws {
        guard let folder = ProcessInfo.processInfo.environment[Self.childVariable] else { return }
        for format in [VideoFormat.mp4, .webm] {
            let settings = EncoderSettings(format: format, width: 64, height: 48, fps: 30)
            let encoder = try VideoEncoder(path: folder + "/clip.\(format.fileExtension)", settings: settings)
            for index in 0..<10 { try encoder.append(TestFrames.frame(index, width: 64, height: 48)) }
            try encoder.finish()
        }
    }
}
