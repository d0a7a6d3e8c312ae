#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole-file reads with errno text in the error.
enum FileBytes {
    /// The bytes of the regular file at `path`; throws `MediaError` naming the path.
    static func read(_ path: String, operation: String) throws -> [UInt8] {
        func failure(_ err: Int32) -> MediaError {
            MediaError(operation: operation, path: path, code: -err, message: String(cString: strerror(err)))
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw failure(errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw failure(errno) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw MediaError(operation: operation, path: path, message: "not a regular file")
        }
        var bytes = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw failure(errno)
            }
            if n == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<n])
        }
    }
}
