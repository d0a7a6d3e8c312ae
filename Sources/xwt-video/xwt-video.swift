// xwt-video: the command line over XWTVideo (`XWTVideoCommand` and one file per command in Commands/).
//
// - Options/: option groups shared by the commands (`PresetOptions`, `PresetsFolder`,
//   `ScreenOptions`, `EffectOptions`, `BatchSettings`) and their checks (`OptionChecking`).
// - Every failure is one line: `InputError` names the option, what was expected and what was found;
//   a library's `SettingError` is mapped to its flag; `OptionSuggestion` re-ranks ArgumentParser's
//   "did you mean" for a mistyped option.
// - `CommandDescription` reads ArgumentParser's description of the commands, for the suggestions
//   and for docs/cli.md (`CLIReference`, printed by the hidden `xwt-video reference`).
// - At start, `MediaProcess.configure()` and `InterruptCleanup.install()` make the process-wide
//   settings; nothing in the libraries makes them on its own.
