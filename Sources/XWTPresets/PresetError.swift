import XWTEngine

/// A preset that cannot be used, said in one line naming the file and the key path.
///
/// Most errors say what was expected and what was found; script errors found while laying out
/// the timeline carry the timeline's own sentence (which names the act). A value of any length
/// gives a line of at most `lineLimit` characters: the key path is cut to `keyPathLimit`, the value
/// found to `quoteLimit`, and a line that had to be cut so to `lineLimit` (its tail, the value found),
/// each cut marked by `…`. A line of short values is never cut: what was expected stays whole.
public struct PresetError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The preset file (or the preset id when there is no file; empty for a command-line option,
    /// then named by `keyPath`).
    public let file: String
    /// Dotted key path inside the file, e.g. `effect.style` or `acts[3].distance`; empty for the whole file.
    public let keyPath: String
    public let detail: String
    /// Whether a key or value was cut, so the line is bounded by `lineLimit` too.
    private let isCut: Bool

    /// The most characters of a key path an error names (a key may be any string).
    public static let keyPathLimit = 60
    /// The most characters of the value found that an error quotes.
    public static let quoteLimit = 100
    /// The most characters of an error line.
    public static let lineLimit = 300

    public init(file: String, keyPath: String, expected: String, found: String) {
        self.file = file; self.keyPath = keyPath.cut(toAtMost: Self.keyPathLimit)
        detail = "expected \(expected); found \(found.cut(toAtMost: Self.quoteLimit))"
        isCut = keyPath.count > Self.keyPathLimit || found.count > Self.quoteLimit
    }

    public init(file: String, keyPath: String = "", message: String) {
        self.file = file; self.keyPath = keyPath.cut(toAtMost: Self.keyPathLimit); detail = message.cut(toAtMost: Self.lineLimit)
        isCut = keyPath.count > Self.keyPathLimit || message.count > Self.lineLimit
    }

    /// An error about the value given at `origin`: "FILE: KEY: message", or "OPTION: message".
    public init(at origin: ValueOrigin, message: String) {
        self.init(file: origin.file, keyPath: origin.keyPath, message: message)
    }

    public var description: String {
        let line = [file, keyPath, detail].filter { !$0.isEmpty }.joined(separator: ": ").singleLine
        return isCut ? line.cut(toAtMost: Self.lineLimit) : line
    }
}
