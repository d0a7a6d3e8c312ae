import Foundation
import XCTest
import XWTTestSupport

/// `scripts/test-runner`, which `scripts/test` runs the suite through: under CI a skip that is not
/// on the allow-list fails the run, and a test that hangs is named and its process group killed.
/// Driven by a stand-in for `swift test` that prints XCTest's lines.
final class TestRunnerScriptTests: XCTestCase {
    private var folder: URL!
    private var allowList: URL { folder.appendingPathComponent("allow.txt") }

    override func setUpWithError() throws {
        folder = try TestSupport.temporaryDirectory()
        try """
        # a comment
        Listed.test* | only on a moon | the moon has no /dev/full

        """.write(to: allowList, atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    /// XCTest's lines for one test that skips with `reason`.
    private func skipping(_ test: String, _ reason: String) -> String {
        """
        echo "Test Case '\(test)' started at 2026-11-26 17:00:00.000"
        echo "/src/File.swift:9: \(test) : Test skipped - \(reason)"
        echo "Test Case '\(test)' skipped (0.001 seconds)"
        """
    }

    private func runner(_ script: String, ci: Bool, timeout: String = "600", wait: TimeInterval = 120) throws -> ProcessResult {
        let python = try RequiredTool.named("python3", package: "python3")
        return try ProcessRunner.run(
            python,
            [
                TestSupport.root.appendingPathComponent("scripts/test-runner").path, "--allow-list", allowList.path, "--",
                "/bin/sh", "-c", script,
            ],
            environment: ["CI": ci ? "true" : "false", "XWT_TEST_TIMEOUT": timeout], timeout: wait)
    }

    func testAnUnlistedSkipFailsUnderCIAndWarnsOffIt() throws {
        let script = skipping("Suite.testNew", "chromium is not installed")
        let ci = try runner(script, ci: true)
        XCTAssertEqual(ci.status, 1, ci.out + ci.err)
        XCTAssertTrue(ci.out.contains("test-runner: error: skipped, not on the allow-list: Suite.testNew (chromium is not installed)"), ci.out)
        XCTAssertTrue(ci.out.contains("1 skipped, 0 of them on the allow-list"), ci.out)
        let local = try runner(script, ci: false)
        XCTAssertEqual(local.status, 0, local.out + local.err)
        XCTAssertTrue(local.out.contains("test-runner: warning: skipped, not on the allow-list: Suite.testNew"), local.out)
    }

    /// A listed test passes only with its listed reason; the list is printed with its count.
    func testAListedSkipPassesWithItsReasonOnly() throws {
        let listed = try runner(skipping("Module.Listed.testA", "only on a moon, today"), ci: true)
        XCTAssertEqual(listed.status, 0, listed.out + listed.err)
        XCTAssertTrue(listed.out.contains("skip allow-list (\(allowList.path)): 1 entries"), listed.out)
        XCTAssertTrue(listed.out.contains("1 skipped, 1 of them on the allow-list"), listed.out)
        let otherReason = try runner(skipping("Listed.testA", "ffmpeg is not installed"), ci: true)
        XCTAssertEqual(otherReason.status, 1, otherReason.out)
        let exitStatus = try runner("echo \"Executed 1 test\"; exit 3", ci: true)
        XCTAssertEqual(exitStatus.status, 1, "the command's failure is the run's")
    }

    /// A test that never ends is named and killed with everything it started.
    func testAHangingTestIsNamedAndItsProcessGroupKilled() throws {
        let script = """
            echo "Test Case 'Suite.testHangs' started at 2026-11-26 17:00:00.000"
            sleep 300 &
            echo "grandchild $!"
            wait
            """
        let result = try runner(script, ci: true, timeout: "2")
        XCTAssertEqual(result.status, 1, result.out + result.err)
        XCTAssertTrue(
            result.err.contains("test-runner: watchdog: Suite.testHangs has run for more than 2 s"), result.err)
        XCTAssertTrue(result.err.contains("test-runner: FAILED: Suite.testHangs hung"), result.err)
        let pid = result.out.split(separator: "\n").first { $0.hasPrefix("grandchild ") }.flatMap { Int32($0.dropFirst(11)) }
        let grandchild = try XCTUnwrap(pid, result.out)
        let ended = ProcessRunner.waitForEnd(of: grandchild, timeout: 30)
        XCTAssertTrue(ended, "the watchdog killed the grandchild \(grandchild) too")
        if !ended { kill(grandchild, SIGKILL) }
    }

    /// A test process that ends leaving a grandchild on its output pipe: the run ends with it (the
    /// grandchild killed) instead of waiting, unwatched, for the grandchild to close the pipe.
    func testARunEndsWithItsTestProcessNotWithAGrandchildHoldingItsOutput() throws {
        let script = """
            sleep 60 &
            echo "grandchild $!"
            echo "Executed 1 test"
            """
        let result = try runner(script, ci: true, wait: 30)
        XCTAssertEqual(result.status, 0, result.out + result.err)
        let pid = result.out.split(separator: "\n").first { $0.hasPrefix("grandchild ") }.flatMap { Int32($0.dropFirst(11)) }
        let grandchild = try XCTUnwrap(pid, result.out)
        let ended = ProcessRunner.waitForEnd(of: grandchild, timeout: 10)
        XCTAssertTrue(ended, "the runner killed the grandchild \(grandchild) when the test process ended")
        if !ended { kill(grandchild, SIGKILL) }
    }
}
