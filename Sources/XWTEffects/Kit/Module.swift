/// XWTEffects: the catalog of transition effects, each a pure function
/// (direction, progress, parameters, screens) → `Scene`.
///
/// `EffectID` is the registry (one exhaustive switch); `EffectParameters` validates what presets
/// pass in; every effect file models one library effect (citing its iOS source file) and touches
/// pixels only through a `PixelKernel` the engine runs (filter-swipe).
