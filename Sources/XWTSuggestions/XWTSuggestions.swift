// XWTSuggestions: "did you mean …?" for a mistyped name, shared by the presets (ids, devices,
// screens) and the CLI (option names). `EditDistance` counts a swap of two neighbours as one edit;
// `NameSuggestions` picks the nearest candidates and words the hint.
