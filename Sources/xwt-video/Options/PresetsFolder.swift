import ArgumentParser
import XWTPresets

/// `--presets-dir DIR`, the one declaration of the option every command that reads presets takes.
struct PresetsFolder: ParsableArguments {
    @Option(name: .long, help: "Folder of preset files (default: the bundled Presets folder).")
    var presetsDir: String?

    /// The presets of `--presets-dir`, else the bundled ones.
    var library: PresetLibrary { presetsDir.map(PresetLibrary.init(directory:)) ?? .bundled() }
}
