import ArgumentParser
import Foundation
import XWTPresets
import XWTVideo

struct GalleryCommand: ParsableCommand, OptionChecking {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Write a static index.html showing every preset's clip (exported into --out-dir when missing or stale), grouped by family.",
        discussion:
            "The screen options (--device, --appearance, --status-bar, --from, --to, --fit) apply to every preset; a clip made with other screen settings is stale."
    )

    @Option(name: .long, help: "The folder for the clips, their posters and index.html (created if missing).")
    var outDir: String

    @Option(name: .customLong("format"), help: "mp4 (default) or webm; repeatable: the first plays, all are linked.")
    var formats: [String] = []

    @Option(name: .long, help: "Comma-separated preset ids to show (default: every preset).")
    var only: String?

    @Option(name: .long, help: "Clip width in pixels, height in proportion (default: the device's).")
    var width: Int?

    @Option(name: .long, help: "Clips rendered at once (default: one per two cores).")
    var clips: Int?

    @Option(name: .long, help: "Frames rendered at once per clip (default: cores / clips).")
    var jobs: Int?

    @Option(name: .long, help: "Page title.")
    var title: String = "xwt-video gallery"

    @OptionGroup var folder: PresetsFolder

    @OptionGroup var screens: ScreenOptions

    func check() throws { _ = try batchOptions() }

    func run() throws {
        var options = try batchOptions()
        // Clips older than this program are stale: a new build may draw them differently.
        let executable = URL(fileURLWithPath: PresetLibrary.executablePath).resolvingSymlinksInPath().path
        options.newerThan = (try? FileManager.default.attributesOfItem(atPath: executable))?[.modificationDate] as? Date
        let title = self.title
        let library = self.library
        try BatchSettings.run { display in
            let (report, page) = try Gallery.build(library: library, options: options, title: title, events: { display.handle($0) })
            FileHandle.standardOutput.write(Data("\(page): \(report.clips.count / max(1, options.formats.count)) presets\n".utf8))
            return report
        }
    }

    private var library: PresetLibrary { folder.library }

    private func batchOptions() throws -> BatchOptions {
        var options = try BatchSettings.options(
            outDir: outDir, formats: formats.isEmpty ? ["mp4"] : formats, allowed: Gallery.playableFormats,
            only: only, library: library, clips: clips, jobs: jobs, export: ExportOptions(width: width))
        options.overrides = try screens.overrides()
        return options
    }
}
