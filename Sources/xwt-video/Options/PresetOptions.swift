import ArgumentParser
import XWTPresets
import XWTVideo

/// `--preset ID`, `--presets-dir DIR`, `--touches` and the screen options, shared by the commands that render a preset.
struct PresetOptions: OptionChecking {
    @Option(name: .long, help: "Preset id (a file ID.json in the presets folder).")
    var preset: String = "drawer-qq"

    @OptionGroup var folder: PresetsFolder

    @Flag(name: .long, inversion: .prefixedNo, help: "Draw the finger (a touch indicator) while a pan is in progress (default: the preset's \"touches\").")
    var touches: Bool?

    @OptionGroup var screens: ScreenOptions

    /// A device named here must be a named one (a size only goes with `still`/`sheet --effect`).
    func check() throws { _ = try screens.overrides() }

    var library: PresetLibrary { folder.library }

    func load() throws -> Preset { try load(id: preset) }

    /// Preset `id` from the folder, with `--touches`/`--no-touches` applied.
    func load(id: String) throws -> Preset {
        var loaded = try library.load(id: id, overrides: screens.overrides())
        if let touches { loaded.touches = touches }
        return loaded
    }

    /// Presets `left` and `right` side by side (`export --compare`).
    func comparison(_ left: String, _ right: String) throws -> CompareJob {
        try CompareJob(RenderJob(preset: load(id: left)), RenderJob(preset: load(id: right)))
    }
}
