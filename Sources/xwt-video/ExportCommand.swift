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

    func run() throws {
        if let jobs, jobs < 1 { throw InputError("--jobs: expected a whole number ≥ 1; found \(jobs)") }
        if all { return try runBatch() }
        if outDir != nil || only != nil || clips != nil { throw InputError("--out-dir, --only and --clips need --all") }
        if formats.count > 1 { throw InputError("several --format values need --all (one file per preset and format)") }
        let jobs = self.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let exportFormat = try resolveFormat()
        let videoFormat = exportFormat.videoFormat
        if alpha, let refusal = exportFormat.alphaRefusal { throw InputError("--alpha: \(refusal)") }
        if lossless, exportFormat != .webp { throw InputError("--lossless applies to webp only (mkv and apng are always lossless)") }
        let gifDither = try dither.map { name -> GIFDither in
            guard exportFormat == .gif else { throw InputError("--dither applies to gif only") }
            guard let d = GIFDither(rawValue: name) else {
                throw InputError("--dither: expected one of \(GIFDither.allCases.map(\.rawValue).joined(separator: ", ")); found \"\(name)\"")
            }
            return d
        }
        if let poster, URL(fileURLWithPath: poster).pathExtension.lowercased() != "png" {
            throw InputError("--poster: expected a .png file; found \"\(poster)\"")
        }
        if posterTime != nil, poster == nil { throw InputError("--poster-time needs --poster FILE.png") }
        let extra = try encoderOptions()
        let (source, name) = try presetOptions.source(compare: compare)
        let job = try FrameSources.scaled(source, width: width ?? exportFormat.defaultWidth(sourceWidth: source.canvas.pixelWidth))
        let path = output ?? "\(name).\(exportFormat.fileExtension)"
        var posterImage: Bitmap?
        if poster != nil {
            let frame = try posterTime.map { t -> Int in
                guard t.isFinite, t >= 0, t < Double(job.frameCount) / Double(job.fps) else {
                    throw InputError("--poster-time: expected seconds in 0…\(String(format: "%g", Double(job.frameCount) / Double(job.fps))) (exclusive); found \(t)")
                }
                return Int((t * Double(job.fps)).rounded(.down))
            } ?? Poster.defaultFrame(of: source)
            posterImage = try Poster.image(of: job, frame: frame, alpha: alpha)
        }
        InterruptCleanup.install()
        let bar = ProgressBar(total: job.frameCount, label: name)
        let started = Date()
        let summary: ExportSummary
        if let videoFormat {
            var options = ExportOptions(format: videoFormat, jobs: jobs, crf: crf, x264Preset: x264Preset, deadline: deadline, encoderOptions: extra)
            options.alpha = alpha
            options.lossless = lossless
            summary = try Exporter.export(job, to: path, options: options, progress: bar.update)
        } else if exportFormat == .gif {
            if crf != nil || x264Preset != nil || deadline != nil { throw InputError("--crf, --x264-preset and --deadline do not apply to gif") }
            let gif = GIFOptions(dither: gifDither ?? .sierra2_4a, jobs: jobs, encoderOptions: extra)
            let timing = GIFTiming(sourceFPS: job.fps, sourceFrames: job.frameCount)
            summary = try GIFExporter.export(job, to: path, options: gif) { done in
                bar.update(done * job.frameCount / (2 * timing.frameCount))   // two passes
            }
        } else {
            summary = try RawExporter.export(job, to: path, jobs: jobs, progress: bar.update)
        }
        bar.finish()
        if let poster, let posterImage { try ImageCodec.writePNG(posterImage, path: poster) }
        let seconds = Date().timeIntervalSince(started)
        // Raw frames on stdout keep stdout clean: the summary goes to stderr then.
        let report = path == "-" ? FileHandle.standardError : FileHandle.standardOutput
        report.write(Data(String(format: "%@: %d frames, %.2f s, %d bytes, rendered in %.1f s (%.0f fps)",
                     summary.path, summary.frames, summary.seconds, summary.bytes, seconds, Double(summary.frames) / max(seconds, 1e-6)).utf8 + [10]))
    }

    private func encoderOptions() throws -> [String: String] {
        var extra: [String: String] = [:]
        for option in encoderOption {
            let parts = option.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty else { throw InputError("--encoder-option \(option): expected key=value") }
            extra[parts[0]] = parts[1]
        }
        return extra
    }

    /// `export --all`: every preset (or `--only`'s) in every `--format`, through `BatchExport`.
    private func runBatch() throws {
        guard let outDir else { throw InputError("--all needs --out-dir DIR") }
        if output != nil || !compare.isEmpty || poster != nil || posterTime != nil {
            throw InputError("--all exports every preset into --out-dir: -o, --compare and --poster do not apply")
        }
        var options = try BatchSettings.options(outDir: outDir, formats: formats.isEmpty ? ["mp4"] : formats, allowed: ExportFormat.allCases.filter { $0 != .raw },
                                                only: only, library: presetOptions.library, width: width, clips: clips, jobs: jobs)
        options.touches = presetOptions.touches
        options.crf = crf; options.x264Preset = x264Preset; options.deadline = deadline
        options.encoderOptions = try encoderOptions()
        options.alpha = alpha; options.lossless = lossless
        if lossless, !options.formats.contains(.webp) { throw InputError("--lossless applies to webp only (mkv and apng are always lossless)") }
        if let dither {
            guard options.formats.contains(.gif) else { throw InputError("--dither applies to gif only") }
            guard let d = GIFDither(rawValue: dither) else {
                throw InputError("--dither: expected one of \(GIFDither.allCases.map(\.rawValue).joined(separator: ", ")); found \"\(dither)\"")
            }
            options.dither = d
        }
        if alpha, let refusing = options.formats.first(where: { $0.alphaRefusal != nil }) {
            throw InputError("--alpha: \(refusing.alphaRefusal!)")
        }
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
