import XWTPresets

/// One clip on the gallery page: a preset and its files in the page's folder.
public struct GalleryEntry: Sendable {
    public let preset: Preset
    /// File names relative to the page, in the order given (the first one plays; all are linked).
    public let files: [(format: ExportFormat, name: String, bytes: Int)]
    /// The poster PNG's name relative to the page, if there is one.
    public let poster: String?
    /// Pixel size of the clip (for the video's aspect ratio before it loads).
    public let width: Int
    public let height: Int

    public init(preset: Preset, files: [(format: ExportFormat, name: String, bytes: Int)], poster: String?, width: Int, height: Int) {
        self.preset = preset; self.files = files; self.poster = poster; self.width = width; self.height = height
    }

    /// The clip's duration in seconds (frame count / fps, as the exporters write it).
    public var duration: Double { Double(preset.timeline.frameCount) / Double(preset.fps) }
}
