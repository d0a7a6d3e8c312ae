import Foundation
import XWTPresets

/// What `BatchExport.run` renders, where, and how it shares the cores.
public struct BatchOptions: Sendable {
    /// Folder the clips are written to, as `ID.EXT` (and `ID.png` posters); created if missing.
    public var outputDirectory: String
    /// Formats to write per preset (one file each); raw is not allowed.
    public var formats: [ExportFormat]
    /// Preset ids to export, in this order; nil means every preset in the library.
    public var presetIDs: [String]?
    /// Clips rendered at once (≥ 1).
    public var clips: Int
    /// Overrides each preset's `touches` when set.
    public var touches: Bool?
    /// Screen settings that replace every preset's own (`--device`, `--appearance`, `--status-bar`,
    /// `--from`, `--to`, `--fit`, `--screens-have-status-bar`).
    public var overrides = PresetOverrides.none
    /// The phone drawn around every clip (`--device-frame`); nil: the bare screen.
    public var deviceFrame: DeviceFrameStyle?
    /// Also write `ID.png`, the poster of the first format's clip (its default frame, mid-transition).
    public var posters = false
    /// Skip clips (and posters) that are up to date (see `BatchExport.isUpToDate`) and were made
    /// with the same `overrides` (`ClipSettingsRecord`).
    public var onlyStale = false
    /// With `onlyStale`, outputs older than this are stale too (e.g. the renderer's build time).
    public var newerThan: Date?
    /// Export only this shard's share of the clips (`BatchShard`); nil: every clip.
    public var shard: BatchShard?
    /// How every clip is rendered and encoded; each format takes the settings that fit it
    /// (`ExportOptions.fitted(to:)`). `jobs` counts frames rendered at once within each clip.
    public var export: ExportOptions

    /// Output width in pixels (height in proportion); nil: the device's, 320 px for gif.
    public var width: Int? {
        get { export.width }
        set { export.width = newValue }
    }

    public init(
        outputDirectory: String, formats: [ExportFormat] = [.mp4], presetIDs: [String]? = nil, width: Int? = nil,
        clips: Int = BatchOptions.defaultSplit().clips, jobs: Int = BatchOptions.defaultSplit().jobs
    ) {
        self.outputDirectory = outputDirectory; self.formats = formats; self.presetIDs = presetIDs
        self.clips = clips
        export = ExportOptions(width: width, jobs: jobs)
    }

    /// Throws `SettingError` for the first setting the batch cannot use, before anything is written:
    /// no format or raw, lossless without webp or a dither without gif among the formats, or a
    /// setting that a format it fits cannot use (`ExportOptions.validate(for:)`).
    public func validate() throws {
        guard !formats.isEmpty else { throw SettingError(.formats, "expected at least one format") }
        if formats.contains(.raw) { throw SettingError(.formats, "raw cannot be batch exported (it has no file format)") }
        if clips < 1 { throw SettingError(.clips, "expected a whole number ≥ 1; found \(clips)") }
        if export.lossless, !formats.contains(.webp) { throw ExportOptions.losslessRefusal }
        if export.dither != nil, !formats.contains(.gif) { throw ExportOptions.ditherRefusal }
        for format in formats {
            try export.fitted(to: format).validate(for: .file(format, path: BatchExport.path(outputDirectory, "clip", format.fileExtension)))
        }
    }

    /// How the cores are shared by default: one clip per two cores, the cores split evenly between
    /// the clips' frame jobs (2 cores: 1 clip × 2 jobs; 8 cores: 4 clips × 2 jobs).
    ///
    /// Measured on the 2-core box (shared, so noisy), all 30 bundled presets at 750×1334 → mp4, release:
    /// 1 clip × 2 jobs 64 s / 141 s, 2 clips × 1 job 84 s / 138 s, 2 × 2 149 s (two sessions); on an
    /// 8-preset subset run twice alternately 27/18 s vs 32/18 s. Two clips at once were never clearly
    /// faster, since one clip's render workers plus x264's own threads already fill both cores, and
    /// they cost 390–460 MB peak RSS against 260–285 MB for one.
    public static func defaultSplit(cores: Int = ProcessInfo.processInfo.activeProcessorCount) -> (clips: Int, jobs: Int) {
        let clips = max(1, cores / 2)
        return (clips, max(1, cores / clips))
    }
}
