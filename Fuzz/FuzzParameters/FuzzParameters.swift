import Foundation
import FuzzSupport
import XWTEffects
import XWTEngine
import XWTMotion
import XWTPresets

runFuzzer { fuzzParameters($0, $1) }

/// libFuzzer entry: `--param` texts as `still` and `sheet` take them. The first line names the effect,
/// the second the progress (and `back` for the back direction), every further line is one
/// `name=value`; parameters that validate are drawn on a small canvas, so parsed numbers, points and
/// rectangles reach the effect and the renderer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParameters(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    withinCPUBudget { run(bytes, count) }
    return 0
}

private func run(_ bytes: UnsafePointer<UInt8>?, _ count: Int) {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: bytes == nil ? 0 : count), as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.count >= 2, let id = EffectID(rawValue: lines[0]) else { return }
    let timing = lines[1].split(separator: " ")
    guard let progress = timing.first.flatMap({ Double($0) }), progress.isFinite else { return }
    guard let parameters = try? ParameterParser.parameters(assignments: Array(lines.dropFirst(2)), for: id) else { return }
    let canvas = Canvas(width: 24, height: 41, scale: 1)
    let context = EffectContext(
        canvas: canvas, screenA: Bitmap(width: 24, height: 41, fill: RGBA8(r: 200, g: 40, b: 40)),
        screenB: Bitmap(width: 24, height: 41, fill: RGBA8(r: 40, g: 40, b: 200, a: 180)), seed: 7)
    let direction: TransitionDirection = timing.dropFirst().first == "back" ? .back : .to
    let scene = id.makeEffect(parameters).scene(direction: direction, progress: min(1, max(0, progress)), in: context)
    _ = Renderer(canvas: canvas).render(scene)
}
