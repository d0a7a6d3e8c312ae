import ArgumentParser
import Foundation
import XWTEffects

/// "Unknown option '--fromat'. Did you mean '--format'?": the parser's suggestion chosen again by
/// `EditDistance`, which counts two swapped letters as one edit (ArgumentParser's Levenshtein
/// distance puts --fromat 2 edits from both --from and --format, and picks --from, declared first).
///
/// The rule is otherwise ArgumentParser's: the nearest long option of the command, dashes included,
/// fewer than 4 edits away (none when nothing is that close); ties go to the option listed first;
/// a short option gets no suggestion.
enum OptionSuggestion {
    /// `message` with its suggestion chosen again when it reports an unknown long option in
    /// `arguments` (the command line without the program's name); otherwise `message` as it is.
    static func revised(_ message: String, arguments: [String], root: ParsableCommand.Type) -> String {
        let prefix = "Unknown option '"
        guard message.hasPrefix(prefix), message.dropFirst(prefix.count).hasPrefix("--"),
            let end = message.dropFirst(prefix.count).firstIndex(of: "'"),
            let names = longOptions(arguments, root: root)
        else { return message }
        let typed = String(message[message.index(message.startIndex, offsetBy: prefix.count)..<end])
        let near = names.map { (name: $0, distance: EditDistance.between($0, typed)) }.filter { $0.distance < 4 }
        guard let best = near.min(by: { $0.distance < $1.distance }) else { return "Unknown option '\(typed)'" }
        return "Unknown option '\(typed)'. Did you mean '\(best.name)'?"
    }

    /// The long options (`--name`) the command `arguments` call takes, shown in its help, in the
    /// order ArgumentParser lists them: from its JSON description of that command (the documented
    /// `--experimental-dump-help`, which the parser answers for the subcommand it reached before
    /// it reports an unknown option). Nil when the parser gives no description.
    private static func longOptions(_ arguments: [String], root: ParsableCommand.Type) -> [String]? {
        var request = arguments
        request.insert("--experimental-dump-help", at: arguments.firstIndex(of: "--") ?? arguments.endIndex)
        let description: String
        do {
            _ = try OptionChecks.deferring { try root.parseAsRoot(request) }
            return nil
        } catch {
            guard root.exitCode(for: error) == .success else { return nil }
            description = root.message(for: error)
        }
        guard let dump = try? JSONDecoder().decode(CommandDescription.self, from: Data(description.utf8)) else { return nil }
        return (dump.command.arguments ?? []).filter(\.shouldDisplay).flatMap { argument in
            (argument.names ?? []).compactMap { name in
                switch name.kind {
                case "long": return "--" + name.name
                case "longWithSingleDash": return "-" + name.name
                default: return nil
                }
            }
        }
    }

    /// The part of ArgumentParser's JSON description of a command read here.
    private struct CommandDescription: Decodable {
        struct Command: Decodable { let arguments: [Argument]? }
        struct Argument: Decodable {
            let names: [Name]?
            let shouldDisplay: Bool
        }
        struct Name: Decodable {
            let kind: String
            let name: String
        }
        let command: Command
    }
}
