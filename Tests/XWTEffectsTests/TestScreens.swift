import XWTEffects
import XWTEngine
import XWTMotion

/// Small synthetic screens and render helpers shared by the effect tests.
enum TestScreens {
    /// 60 × 100 pt at 1 px/pt: even sizes, so halves and tiles fall on pixel boundaries.
    static let canvas = Canvas(width: 60, height: 100, scale: 1)

    /// An opaque screen: a smooth gradient, a hash texture and a seed-specific tint, so every
    /// pixel differs from its neighbours and from the other screen.
    static func screen(seed: Int, canvas: Canvas = canvas) -> Bitmap {
        let w = canvas.pixelWidth, h = canvas.pixelHeight
        var bitmap = Bitmap(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let hash = (x &* 73_856_093) ^ (y &* 19_349_663) ^ (seed &* 83_492_791)
                let r = seed == 0 ? x * 255 / max(1, w - 1) : 255 - y * 255 / max(1, h - 1)
                let g = seed == 0 ? y * 255 / max(1, h - 1) : x * 255 / max(1, w - 1)
                bitmap[x, y] = RGBA8(r: UInt8(r), g: UInt8(g), b: UInt8(truncatingIfNeeded: (hash >> 4) | (seed == 0 ? 0 : 0x80)))
            }
        }
        return bitmap
    }

    static let screenA = screen(seed: 0)
    static let screenB = screen(seed: 1)

    static func context(seed: UInt64 = 7, swapped: Bool = false) -> EffectContext {
        EffectContext(canvas: canvas, screenA: swapped ? screenB : screenA, screenB: swapped ? screenA : screenB, seed: seed)
    }

    static func render(
        _ effect: any TransitionEffect, _ direction: TransitionDirection, _ progress: Double,
        context: EffectContext = context()
    ) -> Bitmap {
        Renderer(canvas: context.canvas, bands: 1).render(effect.scene(direction: direction, progress: progress, in: context))
    }

    /// Parameters of `id` with `values` over the defaults (fails the test run on a bad name).
    static func parameters(_ id: EffectID, _ values: [String: ParameterValue] = [:]) -> EffectParameters {
        do { return try EffectParameters(effect: id, values: values) } catch {
            preconditionFailure("test parameters rejected: \(error)")
        }
    }

    /// Every variant worth checking: the defaults (with `base` over them), and every value of
    /// every choice parameter.
    static func variants(_ id: EffectID, base: [String: ParameterValue] = [:]) -> [(name: String, parameters: EffectParameters)] {
        var result = [("default", parameters(id, base))]
        for spec in id.parameters {
            guard case let .choice(names) = spec.kind else { continue }
            for name in names where .choice(name) != spec.defaultValue {
                result.append(("\(spec.name)=\(name)", parameters(id, base.merging([spec.name: .choice(name)]) { $1 })))
            }
        }
        return result
    }

    /// Two contexts for render-equality tests: opaque screens at the device's 375 × 667 pt, and an
    /// odd 37 × 61 pt canvas at 2 px/pt whose second screen is translucent.
    static func deviceAndOddContexts() -> [EffectContext] {
        let device = Canvas(width: 375, height: 667, scale: 1), odd = Canvas(width: 37, height: 61, scale: 2)
        return [
            EffectContext(
                canvas: device, screenA: screen(seed: 0, canvas: device), screenB: screen(seed: 1, canvas: device), seed: 7),
            EffectContext(canvas: odd, screenA: screen(seed: 0, canvas: odd), screenB: ReferencePathTests.translucentScreen(odd), seed: 7),
        ]
    }

    /// Calls `body` with the scene of every registered effect, variant of its choice parameters,
    /// direction and progress on `context`, and a label naming them and the canvas for messages;
    /// returns the number of scenes.
    static func forEveryScene(
        in context: EffectContext, directions: [TransitionDirection] = TransitionDirection.allCases, progresses: [Double],
        _ body: (_ id: EffectID, _ label: String, _ scene: Scene) -> Void
    ) -> Int {
        var scenes = 0
        for id in EffectID.allCases {
            for variant in variants(id) {
                let effect = id.makeEffect(variant.parameters)
                for direction in directions {
                    for progress in progresses {
                        body(
                            id,
                            "\(id.rawValue) \(variant.name) \(direction.rawValue) p = \(progress) at "
                                + "\(context.canvas.pixelWidth)×\(context.canvas.pixelHeight)",
                            effect.scene(direction: direction, progress: progress, in: context))
                        scenes += 1
                    }
                }
            }
        }
        return scenes
    }
}

extension Bitmap {
    /// Number of pixels that differ from `other` (same size).
    func differingPixels(_ other: Bitmap) -> Int {
        var count = 0
        for i in stride(from: 0, to: pixels.count, by: 4)
        where pixels[i] != other.pixels[i] || pixels[i + 1] != other.pixels[i + 1]
            || pixels[i + 2] != other.pixels[i + 2] || pixels[i + 3] != other.pixels[i + 3]
        {
            count += 1
        }
        return count
    }
}
