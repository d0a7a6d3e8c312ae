import Foundation

/// Runs child processes for the tests: stdout and stderr drained concurrently into memory (a child
/// writing more than a pipe's worth to either cannot block), one deadline for the whole run (output
/// and exit), and on that deadline the child's whole process group is killed (grandchildren too)
/// and the run reported as `ProcessTimeout`.
public enum ProcessRunner {
    /// Runs `program` to completion (at most `timeout` seconds) and returns its status and output.
    @discardableResult
    public static func run(
        _ program: URL, _ arguments: [String], in directory: URL? = nil,
        environment: [String: String]? = nil, timeout: TimeInterval = 600
    ) throws -> ProcessResult {
        try start(program, arguments, in: directory, environment: environment).finish(timeout: timeout)
    }

    /// Waits until `pid` has ended (gone, or a zombie waiting to be reaped), at most `timeout`
    /// seconds; whether it did. For a process that is not our child (a grandchild): no wait(2).
    public static func waitForEnd(of pid: Int32, timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
            // The state letter follows the command name's closing parenthesis.
            if stat.split(separator: ")").last?.trimmingCharacters(in: .whitespaces).hasPrefix("Z") ?? true { return true }
            if Date() >= deadline { return false }
            usleep(1000)
        }
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

/// A child that outlived its deadline (it and its process group were killed).
public struct ProcessTimeout: Error, CustomStringConvertible {
    public let command: String
    public let seconds: TimeInterval
    public var description: String { "timed out after \(Int(seconds)) s: \(command)" }
}

/// What a running child has written so far.
public struct ProcessOutput {
    public var stdoutData: Data
    public var stderrData: Data
    public var out: String { String(decoding: stdoutData, as: UTF8.self) }
    public var err: String { String(decoding: stderrData, as: UTF8.self) }
}

/// A started child whose stdout and stderr are collected as they arrive.
///
/// Waiting is event-driven: every chunk read, each pipe's end and the child's exit signal one
/// condition, and `waitUntil` re-checks its predicate on each signal (no polling interval, no
/// fixed delay). The child leads its own process group (Foundation's `Process` spawns it so on
/// Linux), so a kill reaches whatever it started.
public final class RunningProcess: @unchecked Sendable {
    public let process: Process
    private let changed = NSCondition()
    // Guarded by `changed`:
    private var collected = [Data(), Data()]  // stdout, stderr
    private var openPipes = 2
    private var exited = false
    /// Whether the child leads its own process group (read once at start: after the child is reaped,
    /// `getpgid` no longer answers, but the group lives on while a grandchild is in it).
    private var leadsGroup = false

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
        process.terminationHandler = { [self] _ in update { exited = true } }
        try process.run()
        leadsGroup = getpgid(process.processIdentifier) == process.processIdentifier
        for (index, pipe) in pipes.enumerated() {
            let handle = pipe.fileHandleForReading
            Thread.detachNewThread { [self] in
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    update { collected[index].append(chunk) }
                }
                update { openPipes -= 1 }
            }
        }
    }

    public var pid: Int32 { process.processIdentifier }
    public var isRunning: Bool { process.isRunning }
    public var command: String { ([process.executableURL?.path ?? ""] + (process.arguments ?? [])).joined(separator: " ") }

    /// What the child has written so far.
    public var output: ProcessOutput {
        changed.withLock { ProcessOutput(stdoutData: collected[0], stderrData: collected[1]) }
    }

    /// What the child has written to stdout so far.
    public var outputSoFar: String { output.out }

    /// Waits until `predicate` holds for the output so far (checked on every chunk), or the child has
    /// ended and closed its pipes, or `timeout` passes; returns whether it held.
    public func waitUntil(timeout: TimeInterval, _ predicate: (ProcessOutput) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        changed.lock()
        defer { changed.unlock() }
        while true {
            if predicate(ProcessOutput(stdoutData: collected[0], stderrData: collected[1])) { return true }
            if exited && openPipes == 0 { return false }
            if !changed.wait(until: deadline) { return false }
        }
    }

    /// Waits until stdout contains `text` or the child ends or `timeout` passes; true when it appeared.
    public func waitForOutput(containing text: String, timeout: TimeInterval) -> Bool {
        waitUntil(timeout: timeout) { $0.out.contains(text) }
    }

    /// Sends `signo` to the child.
    public func signal(_ signo: Int32) { kill(pid, signo) }

    /// Waits for the child to exit and its pipes to close, all within `timeout` seconds. Past it, the
    /// child's process group is killed (a grandchild holding a pipe open goes too) and
    /// `ProcessTimeout` thrown.
    public func finish(timeout: TimeInterval = 600) throws -> ProcessResult {
        let deadline = Date().addingTimeInterval(timeout)
        let ended: Bool = changed.withLock {
            while !(exited && openPipes == 0) {
                if !changed.wait(until: deadline) { return false }
            }
            return true
        }
        guard ended else {
            killGroup()
            process.waitUntilExit()
            throw ProcessTimeout(command: command, seconds: timeout)
        }
        return changed.withLock {
            ProcessResult(
                status: process.terminationStatus, reason: process.terminationReason,
                stdoutData: collected[0], stderrData: collected[1])
        }
    }

    /// SIGKILL to the child's process group when it leads one, else to the child alone.
    private func killGroup() {
        if leadsGroup { kill(-pid, SIGKILL) } else { kill(pid, SIGKILL) }
    }

    private func update(_ change: () -> Void) {
        changed.withLock {
            change()
            changed.broadcast()
        }
    }
}
