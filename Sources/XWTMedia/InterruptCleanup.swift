import Dispatch
import XWTEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT/SIGTERM/SIGHUP/SIGPIPE handling that removes in-flight temporary outputs, then exits
/// with 128 + signal.
///
/// SIGINT, SIGTERM and SIGHUP are `DispatchSource` signal sources on a private queue, so the clean-up
/// runs as ordinary code on a dispatch thread (not inside a signal handler) while the exporting thread
/// keeps running. Exit status: 130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP, 141 for SIGPIPE (the
/// shell convention).
///
/// SIGPIPE has two senders. The kernel sends it to a thread writing to a closed pipe: that write then
/// fails with EPIPE, which `FileWriter` turns into the same quiet exit. Another process sends it with
/// `kill`: that stops the command like SIGTERM. A dispatch source cannot tell them apart, and on Linux
/// a process-directed SIGPIPE that reaches a thread where it is ignored is discarded, so SIGPIPE has
/// a real handler: it reads the sender's pid and, for another process, wakes the clean-up through a pipe.
public enum InterruptCleanup {
    private static let queue = DispatchQueue(label: "xwt.media.interrupt-cleanup")
    private static let sources = Locked([any DispatchSourceProtocol]())

    /// Installs the handlers once and returns when they are active; later calls do nothing. Call
    /// from the main thread at start-up.
    ///
    /// A source is registered asynchronously after `resume()`; until then the signal is ignored
    /// and would be lost (an export interrupted right after start ran to the end, exit 0), so this
    /// waits for every source's registration.
    public static func install() {
        let registered = DispatchGroup()
        sources.withLock { sources in
            guard sources.isEmpty else { return }
            for signo in [SIGINT, SIGTERM, SIGHUP] {
                signal(signo, SIG_IGN)  // the dispatch source observes the signal; default action would kill us first
                let source = DispatchSource.makeSignalSource(signal: signo, queue: queue)
                source.setEventHandler {
                    InFlightOutputs.shared.requestExit(status: 128 + signo)
                }
                registered.enter()
                source.setRegistrationHandler { registered.leave() }
                source.resume()
                sources.append(source)
            }
            if let wake = ExternalSIGPIPE.install() {
                let source = DispatchSource.makeReadSource(fileDescriptor: wake, queue: queue)
                source.setEventHandler {
                    InFlightOutputs.shared.requestExit(status: 128 + SIGPIPE)
                }
                source.resume()
                sources.append(source)
            }
        }
        registered.wait()
    }

    /// Removes `folder` and everything in it when a signal ends the process (a server's private
    /// scratch folder), until `forget(folder:)`.
    public static func removeOnInterrupt(folder: String) { InFlightOutputs.shared.insert(folder: folder) }

    /// Stops removing `folder` on an interrupt (its owner removed it).
    public static func forget(folder: String) { InFlightOutputs.shared.remove(folder: folder) }

    /// The temporary files being written right now (for diagnostics and tests).
    public static var inFlightPaths: [String] {
        InFlightOutputs.shared.withLock { $0.paths.sorted() }
    }
}

/// The SIGPIPE handler: a signal sent by another process (`kill -PIPE`) writes one byte to a pipe
/// whose read end `install()` returns; the kernel's own SIGPIPE for a write to a closed pipe (sender:
/// this process) is ignored, so that write fails with EPIPE.
private enum ExternalSIGPIPE {
    /// The pipe's write end; set once, before the handler is installed.
    nonisolated(unsafe) static var wakeFD: Int32 = -1

    /// Installs the handler; returns the pipe's read end, or nil when no pipe could be made (SIGPIPE
    /// is then ignored, as before: EPIPE still ends the command).
    static func install() -> Int32? {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else {
            signal(SIGPIPE, SIG_IGN)
            return nil
        }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(fds[1], F_SETFL, O_NONBLOCK)  // the handler must never block
        wakeFD = fds[1]
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_sigaction = handler
        #else
            action.__sigaction_u.__sa_sigaction = handler
        #endif
        action.sa_flags = SA_SIGINFO | SA_RESTART
        sigemptyset(&action.sa_mask)
        sigaction(SIGPIPE, &action, nil)
        return fds[0]
    }

    /// Async-signal-safe: reads the sender's pid and writes one byte.
    private static let handler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = { _, info, _ in
        #if canImport(Glibc)
            let sender = info?.pointee._sifields._kill.si_pid ?? 0
        #else
            let sender = info?.pointee.si_pid ?? 0
        #endif
        guard sender != 0, sender != getpid() else { return }  // 0: sent by the kernel itself
        var byte: UInt8 = 1
        _ = write(ExternalSIGPIPE.wakeFD, &byte, 1)
    }
}
