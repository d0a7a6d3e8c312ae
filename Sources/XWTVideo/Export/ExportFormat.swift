import XWTMedia

/// Every file `Export` writes in a format: the `VideoFormat`s, GIF, and raw RGBA frames.
public enum ExportFormat: String, CaseIterable, Sendable {
    case mp4, webm, mkv, apng, webp, gif, raw

    /// The encoder format, nil for gif and raw.
    public var videoFormat: VideoFormat? { VideoFormat(rawValue: rawValue) }

    /// File extension without a dot ("rgba" for raw frames).
    public var fileExtension: String { self == .raw ? "rgba" : rawValue }

    /// The format for a file extension (either case), if it names one.
    public init?(fileExtension ext: String) {
        let lower = ext.lowercased()
        if lower == "rgba" { self = .raw; return }
        guard lower != "raw", let format = ExportFormat(rawValue: lower) else { return nil }
        self = format
    }

    /// Why alpha cannot be kept in this format, or nil (mkv and raw always keep RGBA).
    public var alphaRefusal: String? { EncoderSettings.alphaRefusal(rawValue) }

    /// The default GIF width in pixels.
    public static let gifWidth = 320

    /// The width an export uses when none is given: 320 px for GIF (documentation-sized: a 750-px
    /// GIF of drawer-qq is ≈5× larger and plays choppily in browsers), the source's own otherwise.
    public func defaultWidth(sourceWidth: Int) -> Int { self == .gif ? min(Self.gifWidth, sourceWidth) : sourceWidth }
}
