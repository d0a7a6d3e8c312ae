import Foundation

/// Record-or-compare for one folder of golden files: the rule every golden test follows.
///
/// - Compare (the default): a golden that differs fails with the test's description of the
///   difference; a missing one fails naming `scripts/record`.
/// - Record (`XWT_RECORD_GOLDENS=1`, what `scripts/record` sets): writes only the goldens that are
///   missing or differ, and the run fails on purpose listing them, so a recording never passes as a check.
/// - `XWT_GOLDENS=a,b` (effect or preset ids) limits either to those ids' goldens; files no test
///   expects are reported as stale only in a run over everything.
public final class GoldenFiles {
    public let directory: URL
    private let what: String
    private var expected = Set<String>()
    private var written: [String] = []
    private var problems: [String] = []

    /// Goldens in `directory`, called `what` in messages ("keyframe golden").
    public init(directory: URL, what: String) {
        self.directory = directory
        self.what = what
    }

    public static var recording: Bool { ProcessInfo.processInfo.environment["XWT_RECORD_GOLDENS"] == "1" }

    /// The ids `XWT_GOLDENS` names (comma- or space-separated); nil for every golden.
    public static var selection: Set<String>? {
        guard let text = ProcessInfo.processInfo.environment["XWT_GOLDENS"] else { return nil }
        let ids = text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        return ids.isEmpty ? nil : Set(ids)
    }

    /// Whether a golden belonging to any of `ids` (an effect's id, a preset's id and its effect's) is in this run.
    public static func includes(_ ids: String...) -> Bool { selection.map { !$0.isDisjoint(with: ids) } ?? true }

    /// Checks the golden `name` against what was rendered: `difference(golden)` describes how the
    /// file at `golden` differs (nil when equal) and is only called when it exists; `write(path)`
    /// writes what was rendered there.
    public func check(_ name: String, difference: (URL) throws -> String?, write: (URL) throws -> Void) throws {
        precondition(!expected.contains(name), "\(name): two goldens share a file name")
        expected.insert(name)
        let file = directory.appendingPathComponent(name)
        let exists = FileManager.default.fileExists(atPath: file.path)
        let problem = exists ? try difference(file) : "no \(what) at \(file.path); record it with scripts/record and look at it"
        guard let problem else { return }
        if Self.recording {
            try write(file)
            written.append(name)
        } else {
            problems.append("\(name): \(problem)")
        }
    }

    /// What failed: differences, missing goldens, stale files (`isGolden` names the folder's golden
    /// files; only in a run over every id), and for a recording run what it wrote.
    public func failures(isGolden: (String) -> Bool) throws -> [String] {
        var result = problems
        if Self.selection == nil {
            let stale = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { isGolden($0) && !expected.contains($0) }.sorted()
            result += stale.map { "\($0): stale \(what) (nothing renders it); delete it" }
        }
        if Self.recording {
            result.append(
                "recording run (fails by design): wrote \(written.count) of \(expected.count) \(what)s"
                    + (written.isEmpty ? "" : ": " + written.joined(separator: ", ")) + "; check them without XWT_RECORD_GOLDENS")
        }
        return result
    }
}
