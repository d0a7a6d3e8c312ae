import ArgumentParser
import XWTPresets
import XWTVideo

/// `--preset ID` and `--presets-dir DIR`, shared by the commands that render a preset.
struct PresetOptions: ParsableArguments {
    @Option(name: .long, help: "Preset id (a file ID.json in the presets folder).")
    var preset: String = "drawer-qq"

    @Option(name: .long, help: "Folder of preset files (default: the bundled Presets folder).")
    var presetsDir: String?

    var library: PresetLibrary { presetsDir.map(PresetLibrary.init(directory:)) ?? .bundled() }

    func load() throws -> Preset { try library.load(id: preset) }
}
