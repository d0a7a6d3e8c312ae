import ArgumentParser
import Foundation
import XWTVideo

struct HashCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "hash",
        abstract: "Print a preset's per-frame MD5 manifest (FFmpeg framemd5 format, RGBA bytes).")

    @OptionGroup var presetOptions: PresetOptions

    @Option(name: .long, help: "Frames rendered at once (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(name: .long, help: "Row bands per frame (the output never depends on it).")
    var bands: Int = 1

    @Option(name: .long, help: "Render at WxH pixels instead of the device size (same aspect ratio), e.g. 150x267.")
    var size: String?

    func run() throws {
        guard jobs >= 1 else { throw InputError("--jobs: expected a whole number ≥ 1; found \(jobs)") }
        guard bands >= 1 else { throw InputError("--bands: expected a whole number ≥ 1; found \(bands)") }
        var preset = try presetOptions.load()
        if let size { preset = try preset.resized(to: size) }
        let job = try RenderJob(preset: preset)
        FileHandle.standardOutput.write(Data(try FrameHasher.manifest(of: job, jobs: jobs, bands: bands).utf8))
    }
}
