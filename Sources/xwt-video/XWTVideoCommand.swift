import ArgumentParser
import Foundation
import XWTEngine
import XWTMedia
import XWTVideo

/// The `xwt-video` command line: every failure is one line on stderr and a non-zero exit.
@main
struct XWTVideoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xwt-video",
        abstract: "Render iOS view-controller transitions (XWTransition and friends) to video, headless and deterministic.",
        version: "xwt-video \(XWTVideoCommand.version)",
        subcommands: [
            ExportCommand.self, GalleryCommand.self, StillCommand.self, SheetCommand.self, TraceCommand.self, HashCommand.self, JoinCommand.self,
            PresetsCommand.self, EffectsCommand.self, ScreensCommand.self, DevicesCommand.self, ReferenceCommand.self,
        ])

    /// The release this binary is (`xwt-video --version`; `scripts/package` names the Debian package after it).
    static let version = "0.10.0"

    static func main() {
        var command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch let parseError {
            // Help and version requests print in full; usage mistakes become one line. A command's own
            // checks (exit status 1, already naming the option) print as they are, unless a mistyped
            // option caused them; the parser's errors (64: unknown option, missing value) point to the help.
            let error = exitCode(for: parseError) == .failure ? mistypedOption() ?? parseError : parseError
            let text = OptionSuggestion.revised(message(for: error), arguments: Array(CommandLine.arguments.dropFirst()), root: self)
            if exitCode(for: error) == .success || text.hasPrefix("OVERVIEW:") || text.hasPrefix("USAGE:") { exit(withError: error) }
            fail((exitCode(for: error) == .failure ? text : text + " (see xwt-video help)").singleLine)
        }
        InterruptCleanup.install()  // an interrupted command leaves no temporary file behind
        MediaProcess.configure()  // libav quiet (failures are MediaErrors), the allocator tuned for its buffers
        do {
            try command.run()
        } catch  where String(reflecting: type(of: error)).hasPrefix("ArgumentParser.") {
            exit(withError: error)  // help requested while running, clean exits, exit codes
        } catch {
            // The project's errors describe themselves in one line; a Foundation or system error
            // (a description of several lines) is joined here.
            fail(String(describing: error).singleLine)
        }
    }

    /// The parser's error for an unknown option or a stray value, found by parsing again with every
    /// command's checks deferred (`OptionChecking`); nil when the arguments parse.
    private static func mistypedOption() -> Error? {
        OptionChecks.deferring {
            do {
                _ = try parseAsRoot()
                return nil
            } catch {
                return exitCode(for: error) == .validationFailure ? error : nil
            }
        }
    }

    /// Prints `message` as it is, which the error types keep to one line, and exits with status 1.
    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("xwt-video: error: \(message)\n".utf8))
        Foundation.exit(1)
    }
}
