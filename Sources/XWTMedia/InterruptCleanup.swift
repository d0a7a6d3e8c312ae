#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import XWTEngine

/// SIGINT/SIGTERM/SIGHUP/SIGPIPE handling that removes in-flight temporary outputs, then exits
/// with 128 + signal.
///
/// The handlers are `DispatchSource` signal sources on a private queue, so the clean-up runs as ordinary
/// code on a dispatch thread (not inside a signal handler) while the exporting thread keeps running.
/// Exit status: 130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP, 141 for SIGPIPE (the shell
/// convention). With SIGPIPE observed rather than fatal, a write to a closed pipe fails with EPIPE,
/// which `FileWriter` turns into the same quiet exit.
public enum InterruptCleanup {
    private static let queue = DispatchQueue(label: "xwt.media.interrupt-cleanup")
    private static let sources = Locked([DispatchSourceSignal]())

    /// Installs the handlers once; later calls do nothing. Call from the main thread at start-up.
    public static func install() {
        sources.withLock { sources in
            guard sources.isEmpty else { return }
            for signo in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] {
                signal(signo, SIG_IGN)   // the dispatch source observes the signal; default action would kill us first
                let source = DispatchSource.makeSignalSource(signal: signo, queue: queue)
                source.setEventHandler {
                    InFlightOutputs.shared.removeAllAndExit(status: 128 + signo)
                }
                source.resume()
                sources.append(source)
            }
        }
    }

    /// The temporary files being written right now (for diagnostics and tests).
    public static var inFlightPaths: [String] {
        InFlightOutputs.shared.withLock { $0.sorted() }
    }
}
