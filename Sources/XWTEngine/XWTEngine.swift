// XWTEngine: frames from scenes, with no I/O, no clock and no FFmpeg.
//
// - `Scene` of `Layer`s in Core Animation's model (anchor, position, `Transform3D` with m34
//   perspective, sublayer transforms, opacity, zPosition, `ShapeMask`s, `AxialGradient`s,
//   contents rectangles), or a `PixelKernel` run row by row over the screens.
// - `Renderer` flattens a scene, sorts it by depth and rasterises projected quads into a premultiplied
//   RGBA8 `Bitmap` (bilinear sampling in fixed point, anti-aliased edges), in `ColumnBands` across
//   cores; `RenderPipeline` renders frames in parallel, bounded, and delivers them in order.
// - `PixelMemory` holds the only raw pixel pointers (a checked reference path proves it equal);
//   `SplitMix64` is the one source of random choices; `Locked` guards shared state.
//
// A frame never depends on the number of bands or jobs.
