import ArgumentParser
import Foundation
import XWTMedia

struct JoinCommand: ParsableCommand, OptionChecking {
    static let configuration = CommandConfiguration(
        commandName: "join",
        abstract: "Join segments (export --frames A-B) into one clip by stream copy, without re-encoding.")

    @Argument(help: "The segments, in order (mp4, webm or mkv files exported with the same settings).")
    var parts: [String]

    @Option(name: .shortAndLong, help: "The joined clip (.mp4, .webm or .mkv, like the parts).")
    var output: String

    func check() throws {
        if parts.isEmpty { throw InputError("join: expected at least one PART; found none") }
        let ext = URL(fileURLWithPath: output).pathExtension.lowercased()
        for part in parts where URL(fileURLWithPath: part).pathExtension.lowercased() != ext {
            throw InputError("join: expected parts with the output's extension .\(ext); found \"\(part)\"")
        }
    }

    func run() throws {
        let started = Date()
        let summary = try ClipJoiner.join(parts, to: output)
        print(
            String(
                format: "%@: %d frames, %.2f s, %ld bytes, joined %d parts in %.1f s",
                output, summary.frames, summary.seconds, summary.bytes, parts.count, Date().timeIntervalSince(started)))
    }
}
