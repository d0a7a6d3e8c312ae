import ArgumentParser
import Foundation
import XWTMedia
import XWTVideo

struct ExportCommand: ParsableCommand, OptionChecking {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Render a preset to a video or animated image (MP4, WebM, lossless MKV, APNG, WebP, GIF).")

    @OptionGroup var presetOptions: PresetOptions

    @OptionGroup var frameOptions: DeviceFrameOptions

    @Option(name: .shortAndLong, help: "Output file; its extension gives the format (default: PRESET.FORMAT in the current folder).")
    var output: String?

    @Option(
        name: .customLong("format"),
        help:
            "mp4 (H.264), webm (VP9), mkv (lossless RGBA), apng, webp, gif or raw (headerless RGBA frames; -o - for stdout). Default: from the output's extension (.mp4, .webm, .mkv, .apng, .webp, .gif, .rgba; any other needs --format), else mp4. With --all, repeatable: one file per format."
    )
    var formats: [String] = []

    @Flag(
        name: .long, help: "Export every preset (or those of --only) into --out-dir, several at once; a failing preset is reported and the rest still finish.")
    var all = false

    @Option(name: .long, help: "With --all: the folder to write ID.FORMAT files to (created if missing).")
    var outDir: String?

    @Option(name: .long, help: "With --all: comma-separated preset ids to export (default: every preset).")
    var only: String?

    @Option(
        name: .long,
        help:
            "With --all: export shard I of N (I from 0; auto/N reads I from JOB_COMPLETION_INDEX), a share balanced by frames; N shards export every clip once."
    )
    var shard: String?

    @Option(name: .long, help: "With --all: clips rendered at once (default: one per two cores); --jobs then defaults to cores / clips.")
    var clips: Int?

    @Option(name: .long, help: "Render frames A-B only (0-based, inclusive): a segment starting on a keyframe, for `xwt-video join`.")
    var frames: String?

    @Option(name: .long, help: "Output width in pixels, height in proportion (default: the device's; 320 for gif).")
    var width: Int?

    @Flag(name: .long, help: "Keep transparency (webm: VP9 alpha plane; apng, webp: RGBA; mkv and raw always keep it). Not possible for mp4 and gif.")
    var alpha = false

    @Flag(name: .long, help: "Lossless WebP (default: lossy, quality 75; --encoder-option quality=N).")
    var lossless = false

    @Option(name: .long, help: "GIF dither: none, bayer, heckbert, floyd_steinberg, sierra2 or sierra2_4a (default).")
    var dither: String?

    @Option(name: .long, help: "Also write the poster frame (the still shown before playing) to this PNG file; default frame: mid-transition.")
    var poster: String?

    @Option(name: .long, help: "Poster time in seconds (default: the middle of the first tap or pan).")
    var posterTime: Double?

    @Flag(
        name: .long,
        help: "Progress as one JSON object per line on stderr (clip, frame, total, fps, eta; then output, bytes, wall time) instead of the terminal bar.")
    var progressJSON = false

    @Option(name: .long, help: "Frames rendered at once (default: the number of cores; with --all, per clip: cores / clips; at most 64).")
    var jobs: Int?

    @Option(name: .long, help: "Constant rate factor (x264 default 20, VP9 default 30).")
    var crf: Int?

    @Option(name: .long, help: "x264 preset (default veryfast).")
    var x264Preset: String?

    @Option(name: .long, help: "VP9 deadline: realtime (default) or good.")
    var deadline: String?

    @Option(name: .long, parsing: .singleValue, help: "Extra encoder option key=value (repeatable); unknown options are an error.")
    var encoderOption: [String] = []

    @Option(name: .long, parsing: .upToNextOption, help: "Two preset ids: render them side by side in one labelled clip (instead of --preset).")
    var compare: [String] = []

    /// Flags whose setting has another name in this command.
    private static let flags: [SettingError.Setting: String] = [.time: "--poster-time", .frame: "--poster-time"]

    func check() throws {
        if all {
            guard let outDir else { throw InputError("--all needs --out-dir DIR") }
            if output != nil || !compare.isEmpty || poster != nil || posterTime != nil {
                throw InputError("--all exports every preset into --out-dir: -o, --compare and --poster do not apply")
            }
            _ = try batchOptions(outDir: outDir)
            return
        }
        if frameOptions.deviceFrame, !compare.isEmpty { throw InputError("--device-frame frames one preset, not --compare") }
        if frameOptions.wantsAlpha, !alpha { throw InputError("--background: a transparent colour needs --alpha (webm, mkv, apng, webp); found no --alpha") }
        if outDir != nil || only != nil || clips != nil || shard != nil { throw InputError("--out-dir, --only, --clips and --shard need --all") }
        if frames != nil, try !compare.isEmpty || resolveFormat() == .gif {
            throw InputError("--frames: segments are for one preset's mp4, webm, mkv, apng, webp or raw export (not --compare or gif)")
        }
        if formats.count > 1 { throw InputError("several --format values need --all (one file per preset and format)") }
        if !compare.isEmpty, compare.count != 2 {
            throw InputError("--compare: expected two preset ids (--compare A B); found \(compare.count)")
        }
        if let poster, URL(fileURLWithPath: poster).pathExtension.lowercased() != "png" {
            throw InputError("--poster: expected a .png file; found \"\(poster)\"")
        }
        if posterTime != nil, poster == nil { throw InputError("--poster-time needs --poster FILE.png") }
        let format = try resolveFormat()
        if output == "-", format != .raw { throw InputError("-o -: standard output takes raw frames only (--format raw); found --format \(format.rawValue)") }
        let options = try exportOptions()
        try InputError.mapping(Self.flags) { try options.validate(for: .file(format, path: output ?? "")) }
    }

    func run() throws {
        if let outDir, all { return try runBatch(outDir: outDir) }
        let format = try resolveFormat()
        let options = try exportOptions()
        let (source, name) = try source(format: format, options: options)
        let target = ExportTarget.file(format, path: output ?? "\(name).\(format.fileExtension)")
        // The poster's frame is checked before anything is rendered; clip and poster are committed together.
        let still = try InputError.mapping(Self.flags) { () -> ExportTarget? in
            guard let poster else { return nil }
            let frame = try posterTime.map { try source.frame(atTime: $0) } ?? Poster.defaultFrame(of: source)
            return .still(frame: frame, path: poster)
        }
        let frameCount = options.segment?.count ?? source.frameCount
        let json = progressJSON ? ProgressJSON() : nil
        let bar = json == nil ? ProgressBar(total: frameCount, label: name) : nil
        let work = Export.work(frames: frameCount, fps: source.fps, to: target)
        let path = target.path ?? ""
        let started = Date()
        let summary: ExportSummary
        do {
            summary = try InputError.mapping(Self.flags) { () -> ExportSummary in
                let progress: (Int) -> Void = { done in
                    bar?.update(done * frameCount / work)
                    json?.progress(clip: name, output: path, frame: done * frameCount / work, total: frameCount)
                }
                guard let still else { return try Export.run(source, to: target, options: options, progress: progress) }
                // At the clip's size (320 px for a default-width gif), with the clip's alpha.
                var posterOptions = ExportOptions(width: options.width ?? format.defaultWidth(sourceWidth: source.canvas.pixelWidth), jobs: options.jobs)
                posterOptions.alpha = options.alpha
                return try Export.run(source, to: target, options: options, poster: still, posterOptions: posterOptions, progress: progress)
            }
        } catch {
            json?.failed(clip: name, output: path, error: String(describing: error))
            throw error
        }
        bar?.finish()
        let seconds = Date().timeIntervalSince(started)
        json?.done(clip: name, output: path, frames: summary.frames, bytes: summary.bytes, wall: seconds)
        // Raw frames on stdout keep stdout clean: the summary goes to stderr then.
        let report = path == "-" ? FileHandle.standardError : FileHandle.standardOutput
        let rounded = summary.evenHeight.map { ", height rounded to even: \($0)" } ?? ""
        report.write(
            Data(
                String(
                    format: "%@: %d frames, %.2f s, %ld bytes, rendered in %.1f s (%.0f fps)%@",
                    path, summary.frames, summary.seconds, summary.bytes, seconds, Double(summary.frames) / max(seconds, 1e-6), rounded
                ).utf8 + [10]))
    }

    /// What `run` renders and its name: the preset laid out at the clip's width (in its device frame
    /// with `--device-frame`; `Export.clipSource`, so no screen is painted at a size the clip does not
    /// use), or with `--compare` both presets side by side.
    private func source(format: ExportFormat, options: ExportOptions) throws -> (any FrameSource, String) {
        guard compare.count == 2 else {
            let preset = try presetOptions.load()
            let style = try frameOptions.style()
            let (job, _) = try InputError.mapping(Self.flags) {
                try Export.clipSource(preset, format: format, options: options, deviceFrame: style) { try RenderJob(preset: $0) }
            }
            return (job, preset.id)
        }
        let pair = try presetOptions.comparison(compare[0], compare[1])
        return (pair, pair.name)
    }

    /// The encoding options the flags give (syntax checked here; `ExportOptions.validate` checks the rest).
    private func exportOptions() throws -> ExportOptions {
        var options = ExportOptions(width: width, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        options.crf = crf
        options.x264Preset = x264Preset
        options.deadline = deadline
        options.alpha = alpha
        options.lossless = lossless
        options.segment = try frames.map(Self.segment)
        options.dither = try dither.map { name in
            guard let d = GIFDither(rawValue: name) else {
                throw InputError("--dither: expected one of \(GIFDither.allCases.map(\.rawValue).joined(separator: ", ")); found \"\(name)\"")
            }
            return d
        }
        for option in encoderOption {
            let parts = option.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty else { throw InputError("--encoder-option \(option): expected key=value") }
            options.encoderOptions[parts[0]] = parts[1]
        }
        return options
    }

    /// `export --all`'s batch: every preset (or `--only`'s) in every `--format`.
    private func batchOptions(outDir: String) throws -> BatchOptions {
        var options = try BatchSettings.options(
            outDir: outDir, formats: formats.isEmpty ? ["mp4"] : formats,
            allowed: ExportFormat.allCases.filter { $0 != .raw }, only: only,
            library: presetOptions.library, clips: clips, jobs: jobs, export: exportOptions())
        options.touches = presetOptions.touches
        options.overrides = try presetOptions.screens.overrides()
        options.deviceFrame = try frameOptions.style()
        options.shard = try shard.map { try Self.shard($0, environment: ProcessInfo.processInfo.environment) }
        return options
    }

    /// `export --all`: every preset (or `--only`'s) in every `--format`, through `BatchExport`.
    private func runBatch(outDir: String) throws {
        let options = try batchOptions(outDir: outDir)
        try BatchSettings.run(json: progressJSON) { display in
            try BatchExport.run(library: presetOptions.library, options: options, events: { display.handle($0) })
        }
    }

    /// `--shard I/N` (or `auto/N`, I from `JOB_COMPLETION_INDEX`, as a Kubernetes Indexed Job sets it).
    static func shard(_ text: String, environment: [String: String]) throws -> BatchShard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, let count = Int(parts[1]) else { throw InputError("--shard: expected I/N or auto/N (e.g. 0/3); found \"\(text)\"") }
        var index = parts[0]
        if index == "auto" {
            guard let fromJob = environment["JOB_COMPLETION_INDEX"] else {
                throw InputError("--shard auto/\(count): expected JOB_COMPLETION_INDEX in the environment; found none")
            }
            index = fromJob
        }
        guard let i = Int(index) else { throw InputError("--shard: expected a whole number for I; found \"\(index)\"") }
        return try InputError.mapping { try BatchShard(index: i, count: count) }
    }

    /// `--frames A-B` as a range of frame indices.
    private static func segment(_ text: String) throws -> ClosedRange<Int> {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a >= 0, a <= b else {
            throw InputError("--frames: expected A-B with 0 ≤ A ≤ B (e.g. 0-59); found \"\(text)\"")
        }
        return a...b
    }

    /// The output format: --format, else the output's extension, else (no extension) mp4. An
    /// extension that names none of ours needs --format: the bytes would not be what the name says.
    private func resolveFormat() throws -> ExportFormat {
        let names = ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
        let ext = output.map(OutputExtension.of) ?? ""
        let fromExtension = ExportFormat(fileExtension: ext)
        guard let format = formats.first else {
            if ext.isEmpty { return .mp4 }
            guard let fromExtension else {
                throw OutputExtension.mismatch(
                    expected: ExportFormat.allCases.map(\.fileExtension), found: ext, choice: "or --format to choose the format explicitly")
            }
            return fromExtension
        }
        guard let chosen = ExportFormat(rawValue: format) else {
            throw InputError.unknown(
                "--format", expected: "one of \(names)", found: format, candidates: ExportFormat.allCases.map(\.rawValue),
                listing: "xwt-video export --help describes them")
        }
        if let fromExtension, fromExtension != chosen, chosen != .raw {
            throw InputError("--format \(format) does not match the output extension .\(fromExtension.fileExtension)")
        }
        return chosen
    }
}
