/// What an export produces and where.
public enum ExportTarget: Sendable, Hashable {
    /// A file in `format` at `path`, written atomically; for raw frames `-` is standard output and
    /// a character device (e.g. `/dev/null`) is written in place.
    case file(ExportFormat, path: String)
    /// The framemd5 manifest, one MD5 line per frame as `ffmpeg -f framemd5 -pix_fmt rgba` prints,
    /// returned in `ExportSummary.manifest`.
    case manifest
    /// Frame `frame` as a PNG file at `path` (atomically): as rendered with `alpha`, otherwise opaque,
    /// the colour over black, as the video formats show it.
    case still(frame: Int, path: String)

    /// The file format, nil for a manifest or a still.
    public var format: ExportFormat? {
        if case let .file(format, _) = self { return format }
        return nil
    }

    /// The output path, nil for a manifest.
    public var path: String? {
        switch self {
        case let .file(_, path), let .still(_, path): return path
        case .manifest: return nil
        }
    }

    /// The width in pixels used when `ExportOptions.width` is nil: 320 for gif, the source's otherwise.
    public func defaultWidth(sourceWidth: Int) -> Int { format?.defaultWidth(sourceWidth: sourceWidth) ?? sourceWidth }
}
