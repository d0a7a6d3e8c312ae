import ArgumentParser
import Foundation

/// A command as ArgumentParser describes it in JSON (`--experimental-dump-help`, its documented
/// tool-info format, version 0): the one reading of the parser's own description, shared by the
/// option suggestions (`OptionSuggestion`) and the generated reference (`CLIReference`, docs/cli.md).
///
/// Why JSON and not an API: ArgumentParser (1.8) has no public API that lists a command's options —
/// only this JSON and the underscored `_dumpHelp()`; `ArgumentParserToolInfo`, the model behind the
/// JSON, is not a product a package can depend on. A change of the format fails the test that
/// docs/cli.md is current and the suggestion tests.
struct CommandDescription: Decodable {
    struct Command: Decodable {
        let commandName: String
        let abstract: String?
        let discussion: String?
        let shouldDisplay: Bool?
        let subcommands: [Command]?
        let arguments: [Argument]?
    }

    struct Argument: Decodable {
        /// `positional`, `option` or `flag`.
        let kind: String
        let names: [Name]?
        let preferredName: Name?
        let valueName: String?
        let abstract: String?
        let defaultValue: String?
        let isOptional: Bool
        let isRepeating: Bool
        let shouldDisplay: Bool
    }

    struct Name: Decodable {
        /// `long`, `short` or `longWithSingleDash`.
        let kind: String
        let name: String

        /// The name as typed: `--width`, `-o`, `-width`.
        var spelled: String {
            switch kind {
            case "long": return "--" + name
            case "short": return "-" + name
            default: return "-" + name
            }
        }
    }

    let command: Command

    /// The description of the command `arguments` reach from `root` (the command line without the
    /// program's name, checks deferred): ArgumentParser answers `--experimental-dump-help` for the
    /// subcommand it reached, even when an option after it is unknown. Nil when it gives none.
    static func of(_ arguments: [String], root: ParsableCommand.Type) -> CommandDescription? {
        var request = arguments
        request.insert("--experimental-dump-help", at: arguments.firstIndex(of: "--") ?? arguments.endIndex)
        do {
            _ = try OptionChecks.deferring { try root.parseAsRoot(request) }
            return nil
        } catch {
            guard root.exitCode(for: error) == .success else { return nil }
            return try? JSONDecoder().decode(CommandDescription.self, from: Data(root.message(for: error).utf8))
        }
    }
}
