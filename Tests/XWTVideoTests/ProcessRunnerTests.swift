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
        XCTAssertThrowsError(try ProcessRunner.run(shell, ["-c", "exec sleep 300"], timeout: 1)) { error in
            XCTAssertTrue(error is ProcessTimeout, "\(error)")
            XCTAssertEqual("\(error)", "timed out after 1 s: /bin/sh -c exec sleep 300")
        }
    }

    /// A child that closed its pipes and kept running: the deadline covers the wait for its exit too
    /// (it used to wait for the exit without one).
    func testAChildThatClosedItsPipesStillHasADeadline() throws {
        XCTAssertThrowsError(try ProcessRunner.run(shell, ["-c", "exec >/dev/null 2>&1; exec sleep 300"], timeout: 1)) {
            XCTAssertTrue($0 is ProcessTimeout, "\($0)")
        }
    }

    /// On the deadline the child's whole process group is killed: a grandchild (here one that keeps
    /// the pipes open after its parent exited) does not outlive the test.
    func testGrandchildrenAreKilledWithTheChild() throws {
        let child = try ProcessRunner.start(shell, ["-c", "sleep 300 & echo $!; exec sleep 300"])
        XCTAssertTrue(child.waitForOutput(containing: "\n", timeout: 60))
        let grandchild = try XCTUnwrap(Int32(child.outputSoFar.trimmingCharacters(in: .whitespacesAndNewlines)))
        XCTAssertEqual(getpgid(child.pid), child.pid, "the child leads its own process group")
        XCTAssertEqual(getpgid(grandchild), child.pid, "the grandchild is in it")
        XCTAssertThrowsError(try child.finish(timeout: 1)) { XCTAssertTrue($0 is ProcessTimeout, "\($0)") }
        // SIGKILL was sent to the group; the grandchild dies as soon as it is scheduled.
        let ended = ProcessRunner.waitForEnd(of: grandchild, timeout: 30)
        XCTAssertTrue(ended, "grandchild \(grandchild) still running")
        if !ended { kill(grandchild, SIGKILL) }
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
