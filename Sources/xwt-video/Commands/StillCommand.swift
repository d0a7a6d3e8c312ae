import ArgumentParser
import Foundation
import XWTEffects
import XWTEngine
import XWTMedia
import XWTMotion
import XWTPresets
import XWTScreens
import XWTVideo

struct StillCommand: ParsableCommand, OptionChecking {
    static let configuration = CommandConfiguration(
        commandName: "still",
        abstract: "Write one frame as PNG: a preset's frame or time, or any effect at any progress between two screens.")

    @Option(name: .long, help: "Preset id (with --frame or --time).") var preset: String?
    @OptionGroup var folder: PresetsFolder
    @Option(name: .long, help: "Frame index of the preset's clip.") var frame: Int?
    @Option(name: .long, help: "Time in seconds into the preset's clip.") var time: Double?
    @Flag(name: .long, inversion: .prefixedNo, help: "Draw the finger (a touch indicator) while a pan is in progress (default: the preset's \"touches\").")
    var touches: Bool?
    @OptionGroup var effectOptions: EffectOptions
    @Flag(name: .long, help: "Render the back (pop/dismiss) transition instead of the forward one.") var back = false
    @Option(name: .long, help: "Linear progress of the transition, 0 to 1.") var progress: Double?
    @Option(name: .long, help: "Device scale for --effect (default 2).") var scale: Double?
    @OptionGroup var screens: ScreenOptions
    @OptionGroup var frameOptions: DeviceFrameOptions
    @Option(name: .shortAndLong, help: "Output PNG file (.png, or no extension).") var output: String

    func check() throws {
        try OutputExtension.requirePNG(output)
        switch (preset, effectOptions.effect) {
        case (_?, nil):
            guard (frame == nil) != (time == nil) else { throw InputError("still --preset needs exactly one of --frame N or --time SECONDS") }
            if scale != nil { throw InputError("--scale goes with --effect (a preset's device gives the scale)") }
            if effectOptions.container != nil { throw InputError("--container goes with --effect (a preset names its own \"container\")") }
            _ = try screens.overrides()
        case (nil, _?):
            if touches != nil { throw InputError("--touches goes with --preset (a finger only exists in a preset's pans)") }
            if frameOptions.deviceFrame { throw InputError("--device-frame goes with --preset (a preset's device gives the phone)") }
            guard let progress, progress.isFinite, (0...1).contains(progress) else { throw InputError("--effect needs --progress P with 0 ≤ P ≤ 1") }
            if let scale, !Device.customScales.contains(scale) {
                throw InputError("--scale: expected a number in \(ScreenOptions.range(Device.customScales)); found \(scale)")
            }
            _ = try effectOptions.container(for: try effectOptions.resolve().0)
        default:
            throw InputError("still needs either --preset ID (with --frame or --time) or --effect ID (with --progress)")
        }
    }

    func run() throws {
        _ = try OutputPath.check(output, operation: "write PNG")  // before rendering
        if let id = preset {
            let job = try frameOptions.framed(RenderJob(preset: try folder.library.load(id: id, overrides: screens.overrides()), touches: touches))
            var options = ExportOptions(jobs: 1)
            options.alpha = true  // the frame as rendered
            options.bands = ProcessInfo.processInfo.activeProcessorCount
            try InputError.mapping {
                let index = try frame ?? job.frame(atTime: time ?? 0)
                try Export.run(job, to: .still(frame: index, path: output), options: options)
            }
            print("\(output): \(job.canvas.pixelWidth)×\(job.canvas.pixelHeight) px")
            return
        }
        let (effectID, parameters) = try effectOptions.resolve()
        let defaults = effectID.descriptor.defaultScreens
        let pair = try InputError.mapping { try screens.effectScreens(scale: scale ?? 2, defaults: defaults) }
        let chrome = { try screens.effectChrome(size: pair.context.canvas.size, defaults: defaults) }
        let container = try effectOptions.container(for: effectID).map { ($0, chrome: try chrome()) }
        let bitmap = EffectStill.render(
            effect: effectID, parameters: parameters, direction: back ? .back : .to,
            progress: progress ?? 0, screens: pair, container: container)
        try ImageCodec.writePNG(bitmap, path: output)
        print("\(output): \(bitmap.width)×\(bitmap.height) px")
    }
}
