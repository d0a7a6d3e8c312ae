import Foundation
import XCTest
import XWTEngine
import XWTMedia

/// SIGINT/SIGTERM/SIGHUP/SIGPIPE during an export remove the temporary file, keep the old target, exit 128 + signal.
///
/// The test re-runs this test binary as a child in the "child role" (selected by an environment
/// variable): it installs the handlers, starts an export, reports READY and waits to be signalled.
final class InterruptCleanupTests: XCTestCase {
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
        fflush(stdout)
        Thread.sleep(forTimeInterval: 30)   // the parent signals us long before this ends
        print("NOT INTERRUPTED")
        encoder.cancel()
    }

    private func interrupt(with signo: Int32, expectedStatus: Int32) throws {
        let folder = try makeTemporaryFolder(self)
        let original = Data("previous export".utf8)
        try original.write(to: URL(fileURLWithPath: folder + "/clip.mp4"))

        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["XWTMediaTests.InterruptCleanupTests/testChildRole"]
        child.environment = ProcessInfo.processInfo.environment.merging([Self.childVariable: folder]) { $1 }
        let out = Pipe()
        child.standardOutput = out
        child.standardError = FileHandle.nullDevice
        try child.run()

        var text = ""
        let deadline = Date().addingTimeInterval(20)
        while !text.contains("READY"), Date() < deadline, child.isRunning {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard text.contains("READY") else {
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
            return XCTFail("child never became ready: \(text)")
        }
        Thread.sleep(forTimeInterval: 0.05)   // let "READY" finish its line
        let temporary = text.split(separator: "\n").first { $0.hasPrefix("READY ") }.map { String($0.dropFirst(6)) }
        XCTAssertNotNil(temporary)
        if let temporary { XCTAssertTrue(FileManager.default.fileExists(atPath: temporary), "temporary file exists mid-export") }

        kill(child.processIdentifier, signo)
        child.waitUntilExit()
        XCTAssertEqual(child.terminationReason, .exit)
        XCTAssertEqual(child.terminationStatus, expectedStatus)
        XCTAssertEqual(listing(folder), ["clip.mp4"], "temporary removed")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: folder + "/clip.mp4")), original, "old target intact")
    }
}
