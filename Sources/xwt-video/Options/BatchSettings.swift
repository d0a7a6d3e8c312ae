import ArgumentParser
import Foundation
import XWTMedia
import XWTPresets
import XWTVideo

/// Option handling shared by `export --all` and `gallery`: formats, `--only`, the core split, and
/// running a batch with its display and exit status.
enum BatchSettings {
    /// The batch the options describe, validated (`BatchOptions.validate`); one-line errors name the flag.
    /// `export` carries the width and encoder settings; its `jobs` become `jobs` or the default split's.
    static func options(
        outDir: String, formats: [String], allowed: [ExportFormat], only: String?, library: PresetLibrary,
        clips: Int?, jobs: Int?, export: ExportOptions
    ) throws -> BatchOptions {
        var chosen: [ExportFormat] = []
        for name in formats {
            guard let format = ExportFormat(rawValue: name), allowed.contains(format) else {
                throw InputError.unknown(
                    "--format", expected: "one of " + allowed.map(\.rawValue).joined(separator: ", "), found: name,
                    candidates: allowed.map(\.rawValue), listing: "xwt-video export --help describes them")
            }
            if !chosen.contains(format) { chosen.append(format) }
        }
        var ids: [String]?
        if let only {
            let wanted = only.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard !wanted.isEmpty else { throw InputError("--only: expected comma-separated preset ids; found \"\(only)\"") }
            let known = try library.ids()
            if let unknown = wanted.first(where: { !known.contains($0) }) {
                throw InputError.unknown("--only", expected: "preset ids", found: unknown, candidates: known, listing: "xwt-video presets lists them")
            }
            ids = wanted
        }
        let split = BatchOptions.defaultSplit()
        var options = BatchOptions(outputDirectory: outDir, formats: chosen, presetIDs: ids, clips: clips ?? split.clips)
        options.export = export
        options.export.jobs = jobs ?? clips.map { max(1, ProcessInfo.processInfo.activeProcessorCount / max(1, $0)) } ?? split.jobs
        try InputError.mapping { try options.validate() }
        return options
    }

    /// Runs `body` with a progress display; prints a final line and exits 1 when anything failed.
    /// With `json`, progress is `--progress-json` lines instead of the terminal block.
    static func run(json: Bool = false, _ body: (BatchProgress) throws -> BatchReport) throws {
        let display = BatchProgress(json: json ? ProgressJSON() : nil)
        let report: BatchReport
        do { report = try body(display) } catch { display.finish(); throw error }
        display.finish()
        let clips = report.written.count + report.skipped.count
        let frames = report.written.reduce(0) { $0 + $1.frames }
        FileHandle.standardOutput.write(
            Data(
                String(
                    format: "%d clip%@ (%d written, %d up to date, %d frames) in %.1f s\n",
                    clips, clips == 1 ? "" : "s", report.written.count, report.skipped.count, frames,
                    report.elapsed
                ).utf8))
        if !report.failures.isEmpty {
            let names = report.failures.map { f in f.format.map { "\(f.presetID) (\($0.rawValue))" } ?? f.presetID }
            FileHandle.standardError.write(Data("xwt-video: error: \(report.failures.count) failed: \(names.joined(separator: ", "))\n".utf8))
            throw ExitCode(1)
        }
    }
}
