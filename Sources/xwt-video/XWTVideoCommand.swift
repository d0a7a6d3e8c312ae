import ArgumentParser
import Foundation
import XWTVideo

/// The `xwt-video` command line: every failure is one line on stderr and a non-zero exit.
@main
struct XWTVideoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xwt-video",
        abstract: "Render iOS view-controller transitions (XWTransition and friends) to video, headless and deterministic.",
        subcommands: [ExportCommand.self, GalleryCommand.self, StillCommand.self, SheetCommand.self, TraceCommand.self, HashCommand.self, PresetsCommand.self, EffectsCommand.self])

    static func main() {
        var command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            // Help and version requests print in full; usage mistakes become one line. A command's own
            // `validate()` errors (exit status 1, already naming the option) print as they are; the
            // parser's (64: unknown option, missing value) point to the help.
            let text = message(for: error)
            if exitCode(for: error) == .success || text.hasPrefix("OVERVIEW:") || text.hasPrefix("USAGE:") { exit(withError: error) }
            fail(exitCode(for: error) == .failure ? text : text + " (see xwt-video help)")
        }
        do {
            try command.run()
        } catch where String(reflecting: type(of: error)).hasPrefix("ArgumentParser.") {
            exit(withError: error)   // help requested while running, clean exits, exit codes
        } catch {
            fail(String(describing: error))
        }
    }

    private static func fail(_ message: String) -> Never {
        let oneLine = message.split(whereSeparator: \.isNewline).first.map(String.init) ?? message
        FileHandle.standardError.write(Data("xwt-video: error: \(oneLine)\n".utf8))
        Foundation.exit(1)
    }
}
