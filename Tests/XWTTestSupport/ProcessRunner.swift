import Foundation

/// Runs child processes for the tests: stdout and stderr drained concurrently into memory (a child
/// writing more than a pipe's worth to either cannot block), and a deadline after which the child
/// is killed and the run reported as `ProcessTimeout`.
public enum ProcessRunner {
    /// Runs `program` to completion (at most `timeout` seconds) and returns its status and output.
    @discardableResult
    public static func run(
        _ program: URL, _ arguments: [String], in directory: URL? = nil,
        environment: [String: String]? = nil, timeout: TimeInterval = 600
    ) throws -> ProcessResult {
        try start(program, arguments, in: directory, environment: environment).finish(timeout: timeout)
    }

    /// Starts `program` (stdin /dev/null) with both output pipes drained in the background; `finish`
    /// waits for it. `environment` entries are added to (and override) this process's environment.
    public static func start(
        _ program: URL, _ arguments: [String], in directory: URL? = nil,
        environment: [String: String]? = nil
    ) throws -> RunningProcess {
        try RunningProcess(program, arguments, in: directory, environment: environment)
    }
}

/// How a child ended and everything it wrote.
public struct ProcessResult {
    /// Exit status, or the signal number when `reason` is `.uncaughtSignal`.
    public var status: Int32
    public var reason: Process.TerminationReason
    public var stdoutData: Data
    public var stderrData: Data
    public var out: String { String(decoding: stdoutData, as: UTF8.self) }
    public var err: String { String(decoding: stderrData, as: UTF8.self) }
}

/// A child that outlived its deadline (it was killed).
public struct ProcessTimeout: Error, CustomStringConvertible {
    public let command: String
    public let seconds: TimeInterval
    public var description: String { "timed out after \(Int(seconds)) s: \(command)" }
}

/// A started child whose stdout and stderr are collected as they arrive.
public final class RunningProcess: @unchecked Sendable {
    public let process: Process
    private let lock = NSLock()
    private var collected = [Data(), Data()]  // stdout, stderr; guarded by `lock`
    private let drained = DispatchGroup()

    init(_ program: URL, _ arguments: [String], in directory: URL?, environment: [String: String]?) throws {
        process = Process()
        process.executableURL = program
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let pipes = [Pipe(), Pipe()]
        process.standardOutput = pipes[0]
        process.standardError = pipes[1]
        process.standardInput = FileHandle.nullDevice
        try process.run()
        for (index, pipe) in pipes.enumerated() {
            let handle = pipe.fileHandleForReading
            DispatchQueue.global().async(group: drained) { [self] in
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    lock.withLock { collected[index].append(chunk) }
                }
            }
        }
    }

    public var pid: Int32 { process.processIdentifier }
    public var isRunning: Bool { process.isRunning }
    public var command: String { ([process.executableURL?.path ?? ""] + (process.arguments ?? [])).joined(separator: " ") }

    /// What the child has written to stdout so far.
    public var outputSoFar: String { lock.withLock { String(decoding: collected[0], as: UTF8.self) } }

    /// Waits until stdout contains `text` or the child ends or `timeout` passes; true when it appeared.
    public func waitForOutput(containing text: String, timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if outputSoFar.contains(text) { return true }
            if !isRunning { return outputSoFar.contains(text) }
            usleep(1000)
        }
        return false
    }

    /// Sends `signo` to the child.
    public func signal(_ signo: Int32) { kill(pid, signo) }

    /// Waits for the child to end and its pipes to close, at most `timeout` seconds; a child still
    /// running then is killed and `ProcessTimeout` thrown.
    public func finish(timeout: TimeInterval = 600) throws -> ProcessResult {
        if drained.wait(timeout: .now() + timeout) == .timedOut {
            kill(pid, SIGKILL)
            _ = drained.wait(timeout: .now() + 10)
            process.waitUntilExit()
            throw ProcessTimeout(command: command, seconds: timeout)
        }
        process.waitUntilExit()
        return lock.withLock {
            ProcessResult(
                status: process.terminationStatus, reason: process.terminationReason,
                stdoutData: collected[0], stderrData: collected[1])
        }
    }
}
