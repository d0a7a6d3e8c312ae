import ArgumentParser
import Foundation
import XWTPresets
import XWTVideo

struct PresetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "presets", abstract: "List the presets (id and description), or validate preset files.",
        subcommands: [List.self, Validate.self], defaultSubcommand: List.self)

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "One line per preset: id, then its description.")
        @OptionGroup var folder: PresetsFolder

        @Flag(name: .long, help: "Print the table of presets by library and family instead (the one in docs/presets.md).")
        var markdown = false

        func run() throws {
            let library = folder.library
            if markdown {
                print(try PresetCatalog.markdown(library), terminator: "")
                return
            }
            let ids = try library.ids()
            let width = ids.map(\.count).max() ?? 0
            for id in ids {
                let preset = try library.load(id: id)
                print(id.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + preset.summary)
            }
        }
    }

    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Check preset files; prints OK per file or the first error.")
        @Argument(help: "Preset files.") var files: [String]
        @Flag(name: .long, help: "Also print each declared effect (custom) with its matched elements and modifiers expanded into layers and keyframes.")
        var expanded = false

        /// Checks every file; each bad one gets its one-line error on stderr, and the exit status is 1 if any failed.
        func run() throws {
            var failed = 0
            for file in files {
                do {
                    let preset = try PresetLibrary.load(file: file)
                    print("\(file): OK (\(preset.effect.rawValue), \(preset.timeline.frameCount) frames at \(preset.fps) fps)")
                    if expanded, case let .declaration(d)? = preset.parameters.value(named: "declaration") { print(DeclaredEffectWriter.json(d)) }
                } catch {
                    failed += 1
                    FileHandle.standardError.write(Data("xwt-video: error: \(error)\n".utf8))
                }
            }
            if failed > 0 { throw ExitCode.failure }
        }
    }
}
