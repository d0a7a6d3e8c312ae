import ArgumentParser
import Foundation
import XWTMedia
import XWTVideo

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "export", abstract: "Render a preset to a video or animated image (MP4, WebM, lossless MKV, APNG, WebP, GIF).")

    @OptionGroup var presetOptions: PresetOptions

    @Option(name: .shortAndLong, help: "Output file (default: PRESET.FORMAT in the current folder).")
    var output: String?

    @Option(name: .customLong("format"), help: "mp4 (H.264), webm (VP9), mkv (lossless RGBA), apng, webp, gif or raw (headerless RGBA frames; -o - for stdout). Default: from the output's extension, else mp4. With --all, repeatable: one file per format.")
    var formats: [String] = []

    @Flag(name: .long, help: "Export every preset (or those of --only) into --out-dir, several at once; a failing preset is reported and the rest still finish.")
    var all = false

    @Option(name: .long, help: "With --all: the folder to write ID.FORMAT files to (created if missing).")
    var outDir: String?

    @Option(name: .long, help: "With --all: comma-separated preset ids to export (default: every preset).")
    var only: String?

    @Option(name: .long, help: "With --all: clips rendered at once (default: one per two cores); --jobs then defaults to cores / clips.")
    var clips: Int?

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

    @Option(name: .long, help: "Frames rendered at once (default: the number of cores; with --all, per clip: cores / clips).")
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

    func validate() throws {
        if all {
            guard let outDir else { throw InputError("--all needs --out-dir DIR") }
            if output != nil || !compare.isEmpty || poster != nil || posterTime != nil {
                throw InputError("--all exports every preset into --out-dir: -o, --compare and --poster do not apply")
            }
            _ = try batchOptions(outDir: outDir)
            return
        }
        if outDir != nil || only != nil || clips != nil { throw InputError("--out-dir, --only and --clips need --all") }
        if formats.count > 1 { throw InputError("several --format values need --all (one file per preset and format)") }
        if !compare.isEmpty, compare.count != 2 {
            throw InputError("--compare: expected two preset ids (--compare A B); found \(compare.count)")
        }
        if let poster, URL(fileURLWithPath: poster).pathExtension.lowercased() != "png" {
            throw InputError("--poster: expected a .png file; found \"\(poster)\"")
        }
        if posterTime != nil, poster == nil { throw InputError("--poster-time needs --poster FILE.png") }
        let format = try resolveFormat()
        let options = try exportOptions()
        try InputError.mapping(Self.flags) { try options.validate(for: .file(format, path: output ?? "")) }
    }

    func run() throws {
        if let outDir, all { return try runBatch(outDir: outDir) }
        let format = try resolveFormat()
        let options = try exportOptions()
        let (source, name) = try presetOptions.source(compare: compare.count == 2 ? (compare[0], compare[1]) : nil)
        let target = ExportTarget.file(format, path: output ?? "\(name).\(format.fileExtension)")
        // The poster's frame is checked before the clip is written; the poster is written after it.
        let still = try InputError.mapping(Self.flags) { () -> ExportTarget? in
            guard let poster else { return nil }
            let frame = try posterTime.map { try source.frame(atTime: $0) } ?? Poster.defaultFrame(of: source)
            return .still(frame: frame, path: poster)
        }
        InterruptCleanup.install()
        let bar = ProgressBar(total: source.frameCount, label: name)
        let work = Export.work(frames: source.frameCount, fps: source.fps, to: target)
        let started = Date()
        let summary = try InputError.mapping(Self.flags) {
            try Export.run(source, to: target, options: options) { bar.update($0 * source.frameCount / work) }
        }
        bar.finish()
        let seconds = Date().timeIntervalSince(started)
        if let still {
            // At the clip's size (320 px for a default-width gif), with the clip's alpha.
            var posterOptions = ExportOptions(width: options.width ?? format.defaultWidth(sourceWidth: source.canvas.pixelWidth), jobs: options.jobs)
            posterOptions.alpha = options.alpha
            try InputError.mapping(Self.flags) { try Export.run(source, to: still, options: posterOptions) }
        }
        // Raw frames on stdout keep stdout clean: the summary goes to stderr then.
        let path = target.path ?? ""
        let report = path == "-" ? FileHandle.standardError : FileHandle.standardOutput
        report.write(Data(String(format: "%@: %d frames, %.2f s, %d bytes, rendered in %.1f s (%.0f fps)",
                     path, summary.frames, summary.seconds, summary.bytes, seconds, Double(summary.frames) / max(seconds, 1e-6)).utf8 + [10]))
    }

    /// The encoding options the flags give (syntax checked here; `ExportOptions.validate` checks the rest).
    private func exportOptions() throws -> ExportOptions {
        var options = ExportOptions(width: width, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        options.crf = crf
        options.x264Preset = x264Preset
        options.deadline = deadline
        options.alpha = alpha
        options.lossless = lossless
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
        var options = try BatchSettings.options(outDir: outDir, formats: formats.isEmpty ? ["mp4"] : formats,
                                                allowed: ExportFormat.allCases.filter { $0 != .raw }, only: only,
                                                library: presetOptions.library, clips: clips, jobs: jobs, export: exportOptions())
        options.touches = presetOptions.touches
        return options
    }

    /// `export --all`: every preset (or `--only`'s) in every `--format`, through `BatchExport`.
    private func runBatch(outDir: String) throws {
        let options = try batchOptions(outDir: outDir)
        try BatchSettings.run { display in try BatchExport.run(library: presetOptions.library, options: options, events: { display.handle($0) }) }
    }

    /// The output format: --format, else the output's extension, else mp4.
    private func resolveFormat() throws -> ExportFormat {
        let names = ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
        let fromExtension = output.flatMap { ExportFormat(fileExtension: URL(fileURLWithPath: $0).pathExtension) }
        guard let format = formats.first else { return fromExtension ?? .mp4 }
        guard let chosen = ExportFormat(rawValue: format) else { throw InputError("--format: expected one of \(names); found \"\(format)\"") }
        if let fromExtension, fromExtension != chosen, chosen != .raw {
            throw InputError("--format \(format) does not match the output extension .\(fromExtension.fileExtension)")
        }
        return chosen
    }
}
