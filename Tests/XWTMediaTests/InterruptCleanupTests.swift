import Foundation
import XCTest
import XWTEngine
import XWTMedia
import XWTTestSupport

/// SIGINT/SIGTERM/SIGHUP/SIGPIPE during an export remove the temporary file, keep the old target, exit 128 + signal.
///
/// The test re-runs this test binary as a child in the "child role" (selected by an environment
/// variable): it installs the handlers, starts an export, reports READY and waits to be signalled.
final class InterruptCleanupTests: MediaTestCase {
    static let childVariable = "XWT_MEDIA_INTERRUPT_CHILD_FOLDER"

    func testSIGINTRemovesTemporaryAndExits130() throws { try interrupt(with: SIGINT, expectedStatus: 130) }
    func testSIGTERMRemovesTemporaryAndExits143() throws { try interrupt(with: SIGTERM, expectedStatus: 143) }
    func testSIGHUPRemovesTemporaryAndExits129() throws { try interrupt(with: SIGHUP, expectedStatus: 129) }
    func testSIGPIPERemovesTemporaryAndExits141() throws { try interrupt(with: SIGPIPE, expectedStatus: 141) }

    /// Child role: does nothing unless started by `interrupt(with:expectedStatus:)`.
    func testChildRole() throws {
        guard let folder = ProcessInfo.processInfo.environment[Self.childVariable] else { return }
        InterruptCleanup.install()
        let encoder = try VideoEncoder(path: folder + "/clip.mp4", settings: EncoderSettings(format: .mp4, width: 64, height: 48, fps: 30))
        try encoder.append(TestFrames.frame(0, width: 64, height: 48))
        print("READY \(encoder.temporaryPath!)")
        fflush(nil)  // every C stream, stdout among them
        Thread.sleep(forTimeInterval: 30)  // the parent signals us long before this ends
        print("NOT INTERRUPTED")
        encoder.cancel()
    }

    private func interrupt(with signo: Int32, expectedStatus: Int32) throws {
        let folder = try makeTemporaryFolder(self)
        let original = Data("previous export".utf8)
        try original.write(to: URL(fileURLWithPath: folder + "/clip.mp4"))

        let child = try ProcessRunner.start(
            URL(fileURLWithPath: CommandLine.arguments[0]),
            ["XWTMediaTests.InterruptCleanupTests/testChildRole"],
            environment: [Self.childVariable: folder])
        // The child prints "READY <temporary path>" and a newline in one write, after install() returned
        // with every handler active: the signal goes at once, no pause.
        guard child.waitForOutput(containing: ".partial\n", timeout: 20) else {
            child.signal(SIGKILL)
            let result = try child.finish(timeout: 10)
            return XCTFail("child never became ready: \(result.out) \(result.err.suffix(400))")
        }
        let temporary = child.outputSoFar.split(separator: "\n").first { $0.hasPrefix("READY ") }.map { String($0.dropFirst(6)) }
        XCTAssertNotNil(temporary)
        if let temporary { XCTAssertTrue(FileManager.default.fileExists(atPath: temporary), "temporary file exists mid-export") }

        child.signal(signo)
        let result = try child.finish(timeout: 60)
        XCTAssertEqual(result.reason, .exit)
        XCTAssertEqual(result.status, expectedStatus, result.err.suffix(400).description)
        XCTAssertEqual(listing(folder), ["clip.mp4"], "temporary removed")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: folder + "/clip.mp4")), original, "old target intact")
    }
}
