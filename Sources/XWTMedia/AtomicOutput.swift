import Foundation
import XWTEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A temporary file beside a target path, renamed onto the target on success and removed otherwise.
///
/// Invariant: a regular target is never opened or written; it only ever changes by one `rename(2)`
/// of a complete temporary file. While the temporary file exists its path is in `InFlightOutputs`,
/// so an interrupt handler can remove it. An output can be tied to another's commit
/// (`commitTogether(withTarget:)`): both renames then happen under the lock the interrupt handler
/// takes, so an interrupt finds both moved into place or neither. A special file
/// (`OutputPath.writtenThrough`: a device, a FIFO) or `-` (standard output) is written through
/// instead: `temporary` is the target itself (`/dev/stdout` for `-`), and commit and discard leave
/// it alone.
public final class AtomicOutput: Sendable {
    /// The final path the caller asked for.
    public let target: String
    /// The file to write: a temporary file in the target's folder (a hidden name, created
    /// exclusively, mode 0666 & ~umask), or the target itself when it is written through.
    public let temporary: String
    /// Whether `temporary` is the target itself (a special file or standard output).
    public let writesThrough: Bool
    /// True once committed or discarded.
    private let settled = Locked(false)

    /// Checks the target (`OutputPath.check`) and creates the temporary file exclusively in its folder.
    public init(target: String, operation: String) throws {
        self.target = target
        switch try OutputPath.check(target, operation: operation) {
        case .standardOutput:
            temporary = "/dev/stdout"; writesThrough = true; return
        case .writtenThrough:
            temporary = target; writesThrough = true; return
        case .replaced:
            writesThrough = false
        }
        let folder = OutputPath.folder(of: target)
        let name = URL(fileURLWithPath: target).lastPathComponent
        var attempt = 0
        while true {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let candidate = (folder as NSString).appendingPathComponent(".\(name).\(suffix).partial")
            InFlightOutputs.shared.withLock { _ = $0.paths.insert(candidate) }  // registered before it exists: no unguarded window
            let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 {
                close(fd)
                temporary = candidate
                return
            }
            let err = errno
            InFlightOutputs.shared.withLock { _ = $0.paths.remove(candidate) }
            attempt += 1
            if err != EEXIST || attempt > 16 {
                throw MediaError(
                    operation: operation, path: target, code: -err,
                    message: "cannot create a temporary file in '\(folder)': \(String(cString: strerror(err)))")
            }
        }
    }

    /// Runs `open` on `temporary`'s path where the interrupt clean-up cannot run in between.
    ///
    /// libavformat's `avio_open` creates the file again by its path: after a clean-up that removed
    /// it and before the process exits, that open would leave it behind (seen: an apng export
    /// signalled as its temporary file appeared exited 129 and kept the file). Under the in-flight
    /// lock either the clean-up came first and `open` never runs (the clean-up exits holding the
    /// lock), or it comes after and removes what `open` made. A written-through target (a FIFO may
    /// block until a reader comes) is opened without the lock: it is never removed.
    @discardableResult public func opening<T>(_ open: (String) throws -> T) rethrows -> T {
        if writesThrough { return try open(temporary) }
        return try InFlightOutputs.shared.withLock { _ in try open(temporary) }
    }

    /// Renames the temporary file onto the target (atomically replacing an existing file), then,
    /// under the same lock, the output tied to this target by `commitTogether(withTarget:)`.
    public func commit(operation: String) throws {
        precondition(settle(), "AtomicOutput settled twice")
        let failure: (output: AtomicOutput, errno: Int32)? = InFlightOutputs.shared.withLock { state in
            let err = moveIntoPlace(&state)
            if err != 0 { return (self, err) }
            guard let companion = state.companions.removeValue(forKey: target), companion.settle() else { return nil }
            let companionErr = companion.moveIntoPlace(&state)
            return companionErr == 0 ? nil : (companion, companionErr)
        }
        if let failure {
            throw MediaError(
                operation: operation, path: failure.output.target, code: -failure.errno,
                message: "cannot move the finished file into place: \(String(cString: strerror(failure.errno)))")
        }
    }

    /// Ties this output to the commit of the output whose target is `target`: that commit renames
    /// this file right after its own, with the interrupt clean-up locked out in between (a clip and
    /// its poster: together, or neither). Until then, `discard` (or this output's own `commit`)
    /// settles it as usual.
    public func commitTogether(withTarget target: String) {
        InFlightOutputs.shared.withLock { $0.companions[target] = self }
    }

    /// Whether the output was committed (alone or with the output it is tied to) or discarded.
    public var isSettled: Bool { settled.withLock { $0 } }

    /// Removes the temporary file; the target is untouched. Idempotent.
    public func discard() {
        guard settle() else { return }
        InFlightOutputs.shared.withLock { state in
            state.companions = state.companions.filter { $0.value !== self }
            if writesThrough { return }
            unlink(temporary)
            state.paths.remove(temporary)
        }
    }

    /// Renames the temporary file onto the target with the in-flight lock held (`state`); errno, or 0.
    /// A failed rename removes the temporary file.
    private func moveIntoPlace(_ state: inout InFlightOutputs.State) -> Int32 {
        if writesThrough { return 0 }
        let r = rename(temporary, target)
        let err = r == 0 ? 0 : errno
        if r != 0 { unlink(temporary) }
        state.paths.remove(temporary)
        return err
    }

    deinit { discard() }

    /// Marks the output settled; false if it already was.
    private func settle() -> Bool {
        settled.withLock { settled in
            defer { settled = true }
            return !settled
        }
    }

    /// Writes `bytes` to a temporary file and renames it onto `path`.
    ///
    /// No fsync: outputs are regenerable artefacts; atomicity, not durability, is the promise.
    public static func write(_ bytes: [UInt8], to path: String, operation: String) throws {
        let output = try AtomicOutput(target: path, operation: operation)
        let file = try FileWriter(output, operation: operation)
        try bytes.withUnsafeBytes { try file.write($0) }
        try file.close()
        try output.commit(operation: operation)
    }
}

/// The temporary output paths currently being written, process-wide, and the outputs tied to
/// another's commit.
///
/// Invariant: a path is inserted before its file is created and removed only after the file was
/// renamed or unlinked, with the lock held, so the interrupt handler (which holds the lock until exit)
/// never races a commit — nor falls between two commits made under one hold of the lock.
final class InFlightOutputs: Sendable {
    struct State {
        var paths = Set<String>()
        /// Target path → the output its commit also moves into place.
        var companions: [String: AtomicOutput] = [:]
        /// Private folders removed whole on an interrupt (`InterruptCleanup.removeOnInterrupt(folder:)`).
        var folders = Set<String>()
    }

    static let shared = InFlightOutputs()
    private let state = Locked(State())
    /// The exit status a signal asked for, set before its handler waits for `state`'s lock: a thread
    /// that finishes a commit under that lock exits with it too, so a commit never lets the process
    /// end normally past a signal that arrived during it.
    private let requestedExit = Locked<Int32?>(nil)

    func insert(folder: String) { withLock { _ = $0.folders.insert(folder) } }
    func remove(folder: String) { withLock { _ = $0.folders.remove(folder) } }

    func withLock<T>(_ body: (inout State) throws -> T) rethrows -> T {
        let result = try state.withLock(body)
        if let status = requestedExit.withLock({ $0 }) { removeAllAndExit(status: status) }
        return result
    }

    /// What a signal handler calls: records `status`, then cleans up and exits once no commit holds the lock.
    func requestExit(status: Int32) -> Never {
        requestedExit.withLock { $0 = $0 ?? status }
        removeAllAndExit(status: status)
    }

    /// Unlinks every in-flight temporary file and registered folder, flushes stdio and `_exit`s without releasing the lock.
    ///
    /// `_exit`, not `exit`: encoder threads may still be running, and atexit handlers or static
    /// destructors tearing libraries down under them could crash instead of exiting cleanly.
    func removeAllAndExit(status: Int32) -> Never {
        state.withLock { state -> Never in
            for path in state.paths { unlink(path) }
            state.paths.removeAll()
            for folder in state.folders { try? FileManager.default.removeItem(atPath: folder) }
            fflush(nil)
            _exit(status)
        }
    }
}
