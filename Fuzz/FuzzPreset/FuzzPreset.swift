import Foundation
import FuzzSupport
import XWTEffects
import XWTEngine
import XWTMotion
import XWTPresets

runFuzzer { fuzzPreset($0, $1) }

/// libFuzzer entry: the bytes as a preset file (JSON text, then the preset format and the effect's
/// parameters); a preset that parses is laid out and a few of its frames are drawn on a small canvas
/// with plain screens, so parsed geometry reaches the effect and the renderer. Errors are the expected
/// outcome for most inputs; a trap, a hang or a huge allocation is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPreset(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    withinCPUBudget { run(bytes, count) }
    return 0
}

private func run(_ bytes: UnsafePointer<UInt8>?, _ count: Int) {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    guard let preset = try? PresetParser.parse(data, id: "fuzz", file: "fuzz.json", baseDirectory: nil) else { return }
    let small = preset.resized(pixelWidth: 24)
    let canvas = small.canvas
    let context = EffectContext(
        canvas: canvas, screenA: Bitmap(width: canvas.pixelWidth, height: canvas.pixelHeight, fill: RGBA8(r: 200, g: 40, b: 40)),
        screenB: Bitmap(width: canvas.pixelWidth, height: canvas.pixelHeight, fill: RGBA8(r: 40, g: 40, b: 200, a: 180)),
        background: small.background, seed: small.seed)
    let effect = small.effect.makeEffect(small.parameters)
    let renderer = Renderer(canvas: canvas)
    let frames = small.timeline.frameCount
    for frame in stride(from: 0, to: frames, by: max(1, frames / 6)) {
        let state = small.timeline.state(frame: frame)
        _ = renderer.render(effect.scene(direction: state.direction, progress: state.progress, drive: state.drive, in: context))
    }
}
