// XWTPresets: the preset format (version 1, documented in Presets/README.md), read into a `Preset`.
//
// - `PresetParser` checks every key and lays the script out on a timeline; `PresetLibrary` finds
//   presets by id in a folder (the bundled one beside the binary, or any other).
// - `ParameterParser` reads an effect's parameters, from a preset's JSON or from `name=value` texts;
//   `ScreenSource(parsing:)` reads a screen's name or a screenshot's path: one parser for each input,
//   shared with the CLI. `PresetInputs` lists the files a preset reads besides itself (screenshots,
//   a shared declaration file) by the same rules, for the preview's live reload.
// - `PresetOverrides` replaces a preset's screen settings (device, appearance, screenshots…) while
//   parsing; `ValueOrigin` says where a value came from, for errors.
// - `JSONValue` is strict JSON read in (RFC 8259); `JSONText` writes values and string literals back,
//   for every JSON written by hand (traces, `presets validate --expanded`, the preview's API).
// - Every error is a one-line `PresetError` naming the file, the key path, what was expected and
//   what was found. Presets describe; they do not render.
