#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Bytes appended to an `AtomicOutput`'s file through one descriptor, every failure a one-line
/// `MediaError` naming the target (ENOSPC: "No space left on device"). A reader of standard output
/// that goes away (EPIPE) ends the process quietly, as SIGPIPE would, with in-flight outputs removed.
public final class FileWriter {
    private let output: AtomicOutput
    private let operation: String
    private var fd: Int32

    /// Opens `output.temporary` for writing (standard output itself for `-`).
    public init(_ output: AtomicOutput, operation: String) throws {
        self.output = output
        self.operation = operation
        fd = output.target == "-" ? STDOUT_FILENO : open(output.temporary, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Self.error(errno, operation: operation, path: output.target) }
    }

    /// Writes all of `bytes`.
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard fd >= 0 else { throw MediaError(operation: operation, path: output.target, message: "the file is closed") }
        var written = 0
        while written < bytes.count {
            let n = Glibc.write(fd, bytes.baseAddress! + written, bytes.count - written)
            if n < 0 {
                let err = errno
                if err == EINTR { continue }
                if err == EPIPE { InFlightOutputs.shared.requestExit(status: 128 + SIGPIPE) }
                throw Self.error(err, operation: operation, path: output.target)
            }
            written += n
        }
    }

    /// Closes the descriptor (standard output stays open), reporting a deferred write error.
    public func close() throws {
        guard fd >= 0 else { return }
        defer { fd = -1 }
        if fd == STDOUT_FILENO { return }
        if Glibc.close(fd) != 0 { throw Self.error(errno, operation: operation, path: output.target) }
    }

    deinit { if fd > STDOUT_FILENO { Glibc.close(fd) } }

    private static func error(_ err: Int32, operation: String, path: String) -> MediaError {
        MediaError(operation: operation, path: path, code: -err, message: String(cString: strerror(err)))
    }
}
