// XWTScreens: everything drawn that is not an effect; knows nothing about effects or encoders.
//
// - `MockScreen`: the built-in app screens at any device size, light or dark (`Appearance`), and
//   `ScreenElements`, the rectangles of their named elements that presets may refer to.
// - `Device`: the named iPhones (points, scale, safe areas, cutout, corners) and screens of any size.
// - `SystemOverlay`: the status bar and home indicator composed over finished frames (`StatusBarMode`,
//   `BarInk`); `ScreenFit`: how a screenshot of another size is placed.
// - `Caption` and the mock screens' text: shaped by HarfBuzz and rasterised by FreeType
//   (CTypography; Inter, Chinese in WenQuanYi Micro Hei), a missing font a `FontError`.
