import ArgumentParser
import Foundation
import XWTVideo

struct HashCommand: ParsableCommand, OptionChecking {
    static let configuration = CommandConfiguration(
        commandName: "hash",
        abstract: "Print a preset's per-frame MD5 manifest (FFmpeg framemd5 format, RGBA bytes).")

    @OptionGroup var presetOptions: PresetOptions

    @Option(name: .long, help: "Frames rendered at once (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(name: .long, help: "Row bands per frame (the output never depends on it).")
    var bands: Int = 1

    @Option(name: .long, help: "Render at WxH pixels instead of the device size (same aspect ratio), e.g. 150x267.")
    var size: String?

    func check() throws {
        _ = try pixelSize()
        try InputError.mapping { try options.validate(for: .manifest) }
    }

    func run() throws {
        var preset = try presetOptions.load()
        if let size = try pixelSize() { preset = try InputError.mapping { try preset.resized(width: size.width, height: size.height) } }
        let manifest = try InputError.mapping { try Export.run(RenderJob(preset: preset), to: .manifest, options: options).manifest ?? "" }
        FileHandle.standardOutput.write(Data(manifest.utf8))
    }

    private var options: ExportOptions {
        var options = ExportOptions(jobs: jobs)
        options.bands = bands
        return options
    }

    /// `--size WxH` as numbers.
    private func pixelSize() throws -> (width: Int, height: Int)? {
        guard let size else { return nil }
        let parts = size.split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let width = parts[0], let height = parts[1] else {
            throw InputError("--size: expected WxH in pixels with an even width (e.g. 150x266); found \"\(size)\"")
        }
        return (width, height)
    }
}
