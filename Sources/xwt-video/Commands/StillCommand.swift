import ArgumentParser
import Foundation
import XWTEffects
import XWTEngine
import XWTMedia
import XWTMotion
import XWTVideo

struct StillCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "still",
        abstract: "Write one frame as PNG: a preset's frame or time, or any effect at any progress between two screens.")

    @Option(name: .long, help: "Preset id (with --frame or --time).") var preset: String?
    @Option(name: .long, help: "Folder of preset files (default: the bundled Presets folder).") var presetsDir: String?
    @Option(name: .long, help: "Frame index of the preset's clip.") var frame: Int?
    @Option(name: .long, help: "Time in seconds into the preset's clip.") var time: Double?
    @Flag(name: .long, inversion: .prefixedNo, help: "Draw the finger (a touch indicator) while a pan is in progress (default: the preset's \"touches\").")
    var touches: Bool?
    @Option(name: .long, help: "Effect id (with --progress).") var effect: String?
    @Flag(name: .long, help: "Render the back (pop/dismiss) transition instead of the forward one.") var back = false
    @Option(name: .long, help: "Linear progress 0…1 of the transition.") var progress: Double?
    @Option(name: .long, help: "From screen (PNG/JPEG): with --preset in place of its from screen; with --effect default the built-in list screen.")
    var from: String?
    @Option(name: .long, help: "To screen (PNG/JPEG): with --preset in place of its to screen; with --effect default the built-in detail screen.")
    var to: String?
    @Option(name: .long, parsing: .singleValue, help: "Effect parameter name=value (repeatable).") var param: [String] = []
    @Option(name: .long, help: "A named device (xwt-video devices), or for --effect a size WxH in points (default 375x667).")
    var device: String = "375x667"
    @Option(name: .long, help: "Device scale for --effect (default 2).") var scale: Double = 2
    @Option(name: .shortAndLong, help: "Output PNG file.") var output: String

    func validate() throws {
        switch (preset, effect) {
        case (_?, nil):
            guard (frame == nil) != (time == nil) else { throw InputError("still --preset needs exactly one of --frame N or --time SECONDS") }
            if Device.named(device) == nil && device != "375x667" {
                throw InputError.unknown("--device", expected: "a device id (with --preset)", found: device, candidates: Device.all.map(\.id),
                                         listing: "one of " + Device.all.map(\.id).joined(separator: ", "))
            }
        case (nil, _?):
            if touches != nil { throw InputError("--touches goes with --preset (a finger only exists in a preset's pans)") }
            guard let progress, progress.isFinite, (0...1).contains(progress) else { throw InputError("--effect needs --progress P with 0 ≤ P ≤ 1") }
            _ = try effectSettings()
        default:
            throw InputError("still needs either --preset ID (with --frame or --time) or --effect ID (with --progress)")
        }
    }

    func run() throws {
        _ = try OutputPath.check(output, operation: "write PNG")   // before rendering
        if let id = preset {
            let library = presetsDir.map(PresetLibrary.init(directory:)) ?? .bundled()
            var overrides = PresetOverrides(device: Device.named(device))
            overrides.from = try from.map { try ScreenOptions.screenshot($0, option: "--from") }
            overrides.to = try to.map { try ScreenOptions.screenshot($0, option: "--to") }
            let job = try RenderJob(preset: try library.load(id: id, overrides: overrides), touches: touches)
            var options = ExportOptions(jobs: 1)
            options.alpha = true   // the frame as rendered
            options.bands = ProcessInfo.processInfo.activeProcessorCount
            try InputError.mapping {
                let index = try frame ?? job.frame(atTime: time ?? 0)
                try Export.run(job, to: .still(frame: index, path: output), options: options)
            }
            print("\(output): \(job.canvas.pixelWidth)×\(job.canvas.pixelHeight) px")
            return
        }
        let (effectID, parameters, canvas) = try effectSettings()
        let bitmap = try EffectStill.render(effect: effectID, parameters: parameters, direction: back ? .back : .to,
                                            progress: progress ?? 0, from: from, to: to, canvas: canvas)
        try ImageCodec.writePNG(bitmap, path: output)
        print("\(output): \(bitmap.width)×\(bitmap.height) px")
    }

    /// `--effect`, `--param`, `--device` and `--scale` as the effect, its parameters and the canvas.
    private func effectSettings() throws -> (EffectID, EffectParameters, Canvas) {
        guard let name = effect, let effectID = EffectID(rawValue: name) else {
            throw InputError.unknown("--effect", expected: "an effect id", found: effect ?? "", candidates: EffectID.allCases.map(\.rawValue), listing: "xwt-video effects lists them")
        }
        let points = Device.named(device).map { [$0.width, $0.height] } ?? device.split(separator: "x").compactMap { Double($0) }
        guard points.count == 2, points.allSatisfy({ $0 >= 50 && $0 <= 4000 }), scale > 0, scale <= 4 else {
            throw InputError("--device/--scale: expected WxH points (e.g. 375x667) and a scale in (0, 4]; found \(device) @\(scale)")
        }
        let parameters = try InputError.mapping { try EffectStill.parameters(param, for: effectID) }
        return (effectID, parameters, Canvas(width: points[0], height: points[1], scale: scale))
    }
}
