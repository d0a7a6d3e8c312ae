// XWTVideo: presets rendered to files, the layer the CLI drives. A library user imports it and the
// modules whose types they use (XWTPresets for `Preset` and `PresetLibrary`, XWTMedia for
// `ExportFormat`…); nothing is re-exported.
//
// - Export/: `Export.run` renders a `FrameSource` (`RenderJob`: one preset; `CompareJob`: two side by
//   side) to an `ExportTarget` (a clip, a still, a framemd5 manifest) with `ExportOptions`, checked
//   by `SettingError`s that name settings; `FingerOverlay` draws the touch indicator.
// - Batch/: `BatchExport` (many presets and formats, several at once, sharded) with `BatchOptions`.
// - Docs/: the outputs that document effects: `Gallery`, `ContactSheet`, `EffectStill`,
//   `EffectCatalog`, `MotionTrace` and `TracePlot`.
