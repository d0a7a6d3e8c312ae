import ArgumentParser
import Foundation
import XWTSuggestions

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
    /// order ArgumentParser lists them (`CommandDescription`). Nil when the parser gives no description.
    private static func longOptions(_ arguments: [String], root: ParsableCommand.Type) -> [String]? {
        guard let description = CommandDescription.of(arguments, root: root) else { return nil }
        return (description.command.arguments ?? []).filter(\.shouldDisplay).flatMap { argument in
            (argument.names ?? []).filter { $0.kind != "short" }.map(\.spelled)
        }
    }
}
