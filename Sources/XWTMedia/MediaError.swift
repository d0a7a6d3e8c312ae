import CFFmpeg

/// A failed media operation: what was attempted, on which file, the libav (or errno) code and its text.
///
/// `code` is a negative libav code (`AVERROR(…)`), or 0 when the failure is ours rather than libav's
/// (bad settings, wrong frame size, not an image). `description` is one line.
public struct MediaError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What was attempted, e.g. "open encoder libx264", "decode image".
    public var operation: String
    /// The file concerned, when there is one.
    public var path: String?
    /// The libav error code (negative), or 0 for a validation failure detected by XWTMedia.
    public var code: Int32
    /// Human-readable reason: `av_strerror` text for libav codes, our own text otherwise.
    public var message: String

    public init(operation: String, path: String? = nil, code: Int32 = 0, message: String) {
        self.operation = operation
        self.path = path
        self.code = code
        self.message = message
    }

    /// An error carrying libav's text for `code`.
    public init(operation: String, path: String? = nil, code: Int32) {
        self.init(operation: operation, path: path, code: code, message: MediaError.text(for: code))
    }

    public var description: String {
        let target = path.map { " '\($0)'" } ?? ""
        return "\(operation)\(target): \(message)".singleLine
    }

    /// `av_strerror` text for a libav code (errno text for `AVERROR(errno)` codes).
    public static func text(for code: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: Int(AV_ERROR_MAX_STRING_SIZE) + 64)
        if av_strerror(code, &buffer, buffer.count) < 0 {
            return "libav error \(code)"
        }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// Returns `code` when it is not negative; otherwise throws a `MediaError` with libav's text.
@discardableResult
func check(_ code: Int32, _ operation: @autoclosure () -> String, path: String? = nil) throws -> Int32 {
    if code < 0 { throw MediaError(operation: operation(), path: path, code: code) }
    return code
}
