import Foundation

/// Committed text generated from the code (a whole file, or the lines between `<!-- NAME:begin …-->`
/// and `<!-- NAME:end -->`): a test keeps it equal to what the code generates now, and a recording run
/// (`XWT_RECORD_GOLDENS=1`, `scripts/record`) rewrites it instead.
public enum GeneratedText {
    /// Nil when `file` (or its `section`) equals `text`; otherwise what is wrong. A recording run
    /// writes `text` in place and returns nil.
    public static func check(_ file: URL, section: String? = nil, equals text: String) throws -> String? {
        // A whole generated file may not exist yet (a recording run writes it).
        let missing = section == nil && !FileManager.default.fileExists(atPath: file.path)
        let content = missing ? "" : try String(contentsOf: file, encoding: .utf8)
        var range = content.startIndex..<content.endIndex
        if let section {
            guard let begin = content.range(of: "<!-- \(section):begin"), let end = content.range(of: "<!-- \(section):end -->"),
                let newline = content[begin.upperBound...].firstIndex(of: "\n"), newline < end.lowerBound
            else { return "\(file.lastPathComponent) lacks the \(section):begin/end markers" }
            range = content.index(after: newline)..<end.lowerBound
        }
        guard content[range] != text else { return nil }
        guard GoldenFiles.recording else {
            return "\(file.lastPathComponent)\(section.map { " (\($0))" } ?? "") is not what the code generates; regenerate it with scripts/record"
        }
        try content.replacingCharacters(in: range, with: text).write(to: file, atomically: true, encoding: .utf8)
        return nil
    }
}
