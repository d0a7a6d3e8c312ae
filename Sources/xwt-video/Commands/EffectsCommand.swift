import ArgumentParser
import XWTVideo

struct EffectsCommand: ParsableCommand, OptionChecking {
    static let configuration = CommandConfiguration(
        commandName: "effects",
        abstract: "One line per effect: its id, then every parameter with its default, then a description (or --markdown, --json).")

    @Flag(name: .long, help: "Print the Markdown catalog instead (the one in Presets/README.md).")
    var markdown = false

    @Flag(name: .long, help: "Print the whole catalog as JSON: id, library, family, summary, source, gesture, parameters.")
    var json = false

    func check() throws {
        if markdown && json { throw InputError("--markdown and --json: choose one") }
    }

    func run() throws {
        if markdown {
            print(EffectCatalog.markdown(), terminator: "")
        } else if json {
            print(try EffectCatalog.json())
        } else {
            EffectCatalog.lines().forEach { print($0) }
        }
    }
}
