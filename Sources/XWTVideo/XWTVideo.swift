// `import XWTVideo` gives a library user everything the CLI uses.
@_exported import XWTEffects
@_exported import XWTEngine
@_exported import XWTMedia
@_exported import XWTMotion
@_exported import XWTPresets
@_exported import XWTScreens
