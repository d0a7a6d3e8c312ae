/// What an export produced.
public struct ExportSummary: Sendable {
    /// The output path (nil for a manifest).
    public let path: String?
    /// Frames written (a GIF's at its own rate; 1 for a still).
    public let frames: Int
    /// Duration of the frames written, in seconds (0 for a still).
    public let seconds: Double
    /// Bytes written (the manifest's text for a manifest).
    public let bytes: Int
    /// The framemd5 text, for `ExportTarget.manifest`.
    public let manifest: String?
    /// The even height an odd derived height was rounded down to (4:2:0 formats), or nil.
    public var evenHeight: Int? = nil
}
