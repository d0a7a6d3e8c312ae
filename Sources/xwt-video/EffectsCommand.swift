import ArgumentParser
import XWTVideo

struct EffectsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "effects",
        abstract: "One line per effect: its id, then every parameter with its default, then a description.")

    @Flag(name: .long, help: "Print the Markdown catalog instead (the one in Presets/README.md).")
    var markdown = false

    func run() throws {
        if markdown { print(EffectCatalog.markdown(), terminator: "") } else { EffectCatalog.lines().forEach { print($0) } }
    }
}
