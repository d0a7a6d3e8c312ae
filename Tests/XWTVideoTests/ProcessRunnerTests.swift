import Foundation
import XCTest
import XWTTestSupport

/// The tests' process runner: a chatty child cannot deadlock it, a hung one is killed at the
/// deadline, and a missing tool is a failure under CI.
final class ProcessRunnerTests: XCTestCase {
    private let shell = URL(fileURLWithPath: "/bin/sh")

    /// 1 MB to stderr before anything to stdout: reading stdout first would block the child on a full stderr pipe.
    func testAChildFillingStderrBeforeStdoutDoesNotDeadlock() throws {
        let script = "head -c 1048576 /dev/zero | tr '\\000' e >&2; head -c 300000 /dev/zero | tr '\\000' o; exit 3"
        let result = try ProcessRunner.run(shell, ["-c", script], timeout: 60)
        XCTAssertEqual(result.status, 3)
        XCTAssertEqual(result.stderrData.count, 1_048_576)
        XCTAssertEqual(result.stdoutData.count, 300_000)
        XCTAssertEqual(Set(result.err), ["e"])
        XCTAssertEqual(Set(result.out), ["o"])
    }

    func testAHungChildIsKilledAtTheDeadline() throws {
        let start = Date()
        XCTAssertThrowsError(try ProcessRunner.run(shell, ["-c", "exec sleep 30"], timeout: 1)) { error in
            XCTAssertTrue(error is ProcessTimeout, "\(error)")
            XCTAssertEqual("\(error)", "timed out after 1 s: /bin/sh -c exec sleep 30")
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 15)
    }

    func testEnvironmentAndFolderReachTheChildAndStdinIsEmpty() throws {
        let result = try ProcessRunner.run(
            shell, ["-c", "printf \"$XWT_RUNNER_PROBE $(pwd) \"; wc -c"], in: URL(fileURLWithPath: "/tmp"),
            environment: ["XWT_RUNNER_PROBE": "set"], timeout: 60)
        XCTAssertEqual(result.out.split(separator: " ").map(String.init), ["set", "/tmp", "0\n"])
    }

    func testAMissingToolSkipsLocallyAndFailsUnderCI() throws {
        let saved = ProcessInfo.processInfo.environment["CI"]
        defer { if let saved { setenv("CI", saved, 1) } else { unsetenv("CI") } }
        unsetenv("CI")
        XCTAssertThrowsError(try RequiredTool.named("xwt-no-such-tool", package: "nothing")) { XCTAssertTrue($0 is XCTSkip, "\($0)") }
        setenv("CI", "true", 1)
        XCTAssertThrowsError(try RequiredTool.named("xwt-no-such-tool", package: "nothing")) { error in
            XCTAssertTrue(error is MissingTool, "\(error)")
            XCTAssertTrue("\(error)".contains("xwt-no-such-tool is not installed"), "\(error)")
        }
        XCTAssertEqual(try RequiredTool.named("sh", package: "dash").lastPathComponent, "sh")
    }
}
