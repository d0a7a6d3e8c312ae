// XWTEffects: the catalog of transition effects, each a pure function (direction, progress,
// parameters, screens) → `Scene`.
//
// - Kit/: `CatalogEffect` (what one effect file declares: its `EffectDescriptor`, typed `Parameter`s,
//   `GestureTraits` and `scene(direction:progress:in:)`), `EffectID` and `Registry` (the one list of
//   effects), `EffectParameters` (validated values), `Library`.
// - One folder per library (XWTransition/, TransitionManager/, VCTransitionsLibrary/, …) with one file
//   per effect citing its iOS source file; Shared/ holds the models several libraries use (page
//   curl, explode tiles, doors, strips, cross-fade), each called visibly from the effects' files.
// - Effects touch pixels only through a `PixelKernel` the engine runs.
