import ArgumentParser
import Foundation
import XWTEffects
import XWTEngine
import XWTMedia
import XWTPresets
import XWTVideo

struct SheetCommand: ParsableCommand, OptionChecking {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Write a contact sheet PNG: a preset's clip sampled at N captioned frames, or an effect at progress 0 to 1 both ways.")

    @Option(name: .long, help: "Preset id: sample its clip.") var preset: String?
    @OptionGroup var folder: PresetsFolder
    @Option(name: .long, help: "Frames sampled evenly over the clip, first, last and pan releases included (default 12).")
    var frames: Int?
    @Option(name: .long, help: "Cells per row (default: min(frames, 6)).") var columns: Int?
    @Option(name: .long, help: "Cell width in pixels (default 180 for --preset, 120 for --effect).") var width: Int?
    @OptionGroup var effectOptions: EffectOptions
    @OptionGroup var screens: ScreenOptions
    @OptionGroup var frameOptions: DeviceFrameOptions
    @Option(name: .shortAndLong, help: "Output PNG file (.png, or no extension).") var output: String

    func check() throws {
        try OutputExtension.requirePNG(output)
        switch (preset, effectOptions.effect) {
        case (_?, nil):
            if !effectOptions.param.isEmpty { throw InputError("--param goes with --effect, not --preset") }
            if effectOptions.container != nil { throw InputError("--container goes with --effect (a preset names its own \"container\")") }
            _ = try screens.overrides()
            try InputError.mapping { try ContactSheet.validate(frames: frames ?? 12, columns: columns, cellWidth: width ?? 180) }
        case (nil, _?):
            if frameOptions.deviceFrame { throw InputError("--device-frame goes with --preset (a preset's device gives the phone)") }
            if frames != nil || columns != nil { throw InputError("--frames and --columns go with --preset; an effect sheet has 11 columns, to and back") }
            _ = try effectOptions.container(for: try effectOptions.resolve().0)
            try InputError.mapping { try ContactSheet.validate(frames: 2, columns: nil, cellWidth: width ?? 120) }
        default:
            throw InputError("sheet needs either --preset ID or --effect ID")
        }
    }

    func run() throws {
        _ = try OutputPath.check(output, operation: "write PNG")  // before rendering
        let sheet = try InputError.mapping { () -> Bitmap in
            if let id = preset {
                let job = try RenderJob(preset: try folder.library.load(id: id, overrides: screens.overrides()))
                return try ContactSheet.preset(job, frames: frames ?? 12, columns: columns, cellWidth: width ?? 180, deviceFrame: frameOptions.style())
            }
            let (id, parameters) = try effectOptions.resolve()
            let defaults = id.descriptor.defaultScreens
            let pair = try screens.effectScreens(scale: 2, defaults: defaults)
            let chrome = { try screens.effectChrome(size: pair.context.canvas.size, defaults: defaults) }
            let container = try effectOptions.container(for: id).map { ($0, chrome: try chrome()) }
            return try ContactSheet.effect(id, parameters: parameters, screens: pair, cellWidth: width ?? 120, container: container)
        }
        try ImageCodec.writePNG(sheet, path: output)
        print("\(output): \(sheet.width)×\(sheet.height) px")
    }
}
