import ArgumentParser
import Foundation
import XWTMedia
import XWTVideo

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "export", abstract: "Render a preset to a video file (MP4, WebM or lossless MKV).")

    @OptionGroup var presetOptions: PresetOptions

    @Option(name: .shortAndLong, help: "Output file (default: PRESET.FORMAT in the current folder).")
    var output: String?

    @Option(name: .long, help: "mp4 (H.264), webm (VP9), mkv (lossless RGBA) or raw (headerless RGBA frames; -o - for stdout). Default: from the output's extension, else mp4.")
    var format: String?

    @Option(name: .long, help: "Frames rendered at once (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

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
        guard jobs >= 1 else { throw InputError("--jobs: expected a whole number ≥ 1; found \(jobs)") }
        let videoFormat = try resolveFormat()
        var extra: [String: String] = [:]
        for option in encoderOption {
            let parts = option.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty else { throw InputError("--encoder-option \(option): expected key=value") }
            extra[parts[0]] = parts[1]
        }
        let (job, name) = try presetOptions.source(compare: compare)
        let path = output ?? "\(name).\(videoFormat?.fileExtension ?? "rgba")"
        InterruptCleanup.install()
        let bar = ProgressBar(total: job.frameCount, label: name)
        let started = Date()
        let summary: ExportSummary
        if let videoFormat {
            summary = try Exporter.export(job, to: path, options: ExportOptions(
                format: videoFormat, jobs: jobs, crf: crf, x264Preset: x264Preset, deadline: deadline, encoderOptions: extra),
                progress: bar.update)
        } else {
            summary = try RawExporter.export(job, to: path, jobs: jobs, progress: bar.update)
        }
        bar.finish()
        let seconds = Date().timeIntervalSince(started)
        // Raw frames on stdout keep stdout clean: the summary goes to stderr then.
        let report = path == "-" ? FileHandle.standardError : FileHandle.standardOutput
        report.write(Data(String(format: "%@: %d frames, %.2f s, %d bytes, rendered in %.1f s (%.0f fps)",
                     summary.path, summary.frames, summary.seconds, summary.bytes, seconds, Double(summary.frames) / max(seconds, 1e-6)).utf8 + [10]))
    }

    /// The video format, or nil for raw frames.
    private func resolveFormat() throws -> VideoFormat? {
        let names = (VideoFormat.allCases.map(\.rawValue) + ["raw"]).joined(separator: ", ")
        let fromExtension = output.flatMap { VideoFormat(rawValue: URL(fileURLWithPath: $0).pathExtension.lowercased()) }
        guard let format else { return fromExtension ?? .mp4 }
        if format == "raw" { return nil }
        guard let chosen = VideoFormat(rawValue: format) else { throw InputError("--format: expected one of \(names); found \"\(format)\"") }
        if let fromExtension, fromExtension != chosen {
            throw InputError("--format \(format) does not match the output extension .\(fromExtension.rawValue)")
        }
        return chosen
    }
}
