import XCTest
import XWTEffects
import XWTEngine
import XWTMotion

/// Frames are the same bytes for any number of render bands, for every registered effect: every
/// variant the keyframe goldens render (each choice combination, each number, count and boolean at
/// a non-default value), both directions, progress between the keyframes, on an odd-sized canvas
/// at 1× (the mirrored-rows kernels' middle row alone, bands of unequal height) and an even one at 2×.
final class BandIndependenceTests: XCTestCase {
    static let canvases = [Canvas(width: 61, height: 107, scale: 1), Canvas(width: 40, height: 72, scale: 2)]
    static let progresses = [0.1, 0.37, 0.5, 0.83]
    static let bandCounts = [2, 3, 7]

    func testEveryEffectRendersTheSameBytesForAnyBandCount() {
        var compared = 0
        for canvas in Self.canvases {
            let context = EffectContext(
                canvas: canvas, screenA: KeyframeGoldenTests.screen(.a, on: canvas), screenB: KeyframeGoldenTests.screen(.b, on: canvas),
                seed: 7)
            let renderers = ([1] + Self.bandCounts).map { Renderer(canvas: canvas, bands: $0) }
            for id in EffectID.allCases {
                for variant in KeyframeGoldenTests.variants(id) + KeyframeGoldenTests.valueVariants(id) {
                    let effect = id.makeEffect(variant.parameters)
                    for direction in TransitionDirection.allCases {
                        for progress in Self.progresses {
                            let scene = effect.scene(direction: direction, progress: progress, in: context)
                            let one = renderers[0].render(scene)
                            for renderer in renderers.dropFirst() {
                                let banded = renderer.render(scene)
                                compared += 1
                                if banded != one {
                                    XCTFail(
                                        "\(id.rawValue) \(variant.label) \(direction.rawValue) p = \(progress) on "
                                            + "\(canvas.pixelWidth)×\(canvas.pixelHeight): \(renderer.bands) bands differ from 1 band")
                                }
                            }
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 3 * 2 * 2 * 4 * EffectID.allCases.count, "every effect was compared")
    }
}
