// XWTPreview: `xwt-video preview`, a local HTTP server (FlyingFox) for one preset (docs/preview.md).
// `PreviewServer` routes the page, `GET /frame/N.png` and the JSON API; `PreviewSession` holds the
// loaded preset, its warm render job and a small frame cache, and reloads when the file or its screen
// images change; `PreviewEvents` fans reload and export progress out as server-sent events;
// `PreviewExports` runs exports from the page into a private folder. No request reaches the file
// system as a path.
