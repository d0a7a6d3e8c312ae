import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How an output path is written, decided before anything is rendered.
///
/// A regular file (or a name not taken yet) is replaced atomically (`AtomicOutput`); a special file
/// that exists — a character device such as `/dev/null`, a FIFO, a socket — is written through in
/// place, never renamed over; `-` is standard output.
public enum OutputPath: Sendable, Equatable {
    /// A temporary file beside the target, renamed onto it on success.
    case replaced
    /// The existing special file itself, opened for writing.
    case writtenThrough
    /// Standard output (`-`).
    case standardOutput

    /// Checks that `path` can take an output and says how it will be written; throws a one-line
    /// `MediaError` naming the path otherwise: an empty path, a folder, a missing or read-only
    /// folder, a read-only special file.
    public static func check(_ path: String, operation: String = "write") throws -> OutputPath {
        func refuse(_ message: String) -> MediaError { MediaError(operation: operation, path: path, message: message) }
        guard !path.isEmpty else { throw refuse("expected a file name; found an empty path") }
        if path == "-" { return .standardOutput }
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR: throw refuse("is a folder; expected a file name")
            case S_IFREG: break
            default:
                guard access(path, W_OK) == 0 else { throw refuse("cannot write to it: \(String(cString: strerror(errno)))") }
                return .writtenThrough
            }
        } else if path.hasSuffix("/") {
            throw refuse("ends in '/'; expected a file name")
        }
        let folder = Self.folder(of: path)
        var folderInfo = stat()
        guard stat(folder, &folderInfo) == 0 else {
            throw refuse("the folder '\(folder)' does not exist")
        }
        guard folderInfo.st_mode & S_IFMT == S_IFDIR else { throw refuse("'\(folder)' is not a folder") }
        guard access(folder, W_OK | X_OK) == 0 else {
            throw refuse("the folder '\(folder)' is not writable: \(String(cString: strerror(errno)))")
        }
        return .replaced
    }

    /// The folder a temporary file for `path` is created in ("." for a bare name).
    static func folder(of path: String) -> String {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return folder.isEmpty ? "." : folder
    }
}
