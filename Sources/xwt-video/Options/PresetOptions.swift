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

    /// What `export` renders: the preset, or with `compare` (two ids) both side by side; and its name.
    func source(compare: (String, String)?) throws -> (job: any FrameSource, name: String) {
        guard let (left, right) = compare else {
            let job = try RenderJob(preset: try load())
            return (job, job.preset.id)
        }
        let pair = try CompareJob(RenderJob(preset: load(id: left)), RenderJob(preset: load(id: right)))
        return (pair, pair.name)
    }
}
