import XCTest
import XWTEffects
import XWTMotion

@testable import XWTEngine

/// Drawing a gradient overlay in the pass of the image under it (`QuadRasterizer.fuse`) changes no
/// pixel: every registered effect, every variant of its choice parameters, both directions, with
/// opaque screens at device size and a translucent screen on an odd canvas; and the fold strips
/// (`AccordionFold`), whose shading is such an overlay, are fused.
final class OverlayFusionTests: XCTestCase {
    static let progresses = [0, 0.07, 0.3, 0.5, 0.71, 0.93, 1]

    func testFusingOverlaysChangesNoPixel() {
        let contexts = TestScreens.deviceAndOddContexts()
        var frames = 0
        for context in contexts {
            let fusing = Renderer(canvas: context.canvas, bands: 1)
            let separate = Renderer(canvas: context.canvas, bands: 1, skipsHiddenPixels: true, fusesOverlays: false)
            frames += TestScreens.forEveryScene(in: context, progresses: Self.progresses) { _, label, scene in
                let fused = fusing.render(scene), apart = separate.render(scene)
                if fused != apart { XCTFail("\(label): \(fused.differingPixels(apart)) pixels differ when overlays are fused") }
            }
        }
        XCTAssertGreaterThan(frames, 4 * Self.progresses.count * EffectID.allCases.count)
    }

    /// Mid-fold, every strip's shading gradient is drawn in its strip's pass.
    func testEveryFoldStripsShadingIsFused() throws {
        let canvas = Canvas(width: 375, height: 667, scale: 2)
        let context = EffectContext(
            canvas: canvas, screenA: TestScreens.screen(seed: 0, canvas: canvas),
            screenB: TestScreens.screen(seed: 1, canvas: canvas), seed: 7)
        for name in ["cool-fold", "vc-fold"] {
            let id = try XCTUnwrap(EffectID(rawValue: name))
            let scene = id.makeEffect(TestScreens.parameters(id)).scene(direction: .to, progress: 0.4, in: context)
            let quads = SceneFlattener(canvas: canvas).quads(for: scene)
            let gradients = quads.filter {
                if case .gradient = $0.paint { return true }
                return false
            }
            let fused = Renderer.fuseOverlays(quads.map { QuadRasterizer<UncheckedMemory>($0) })
            XCTAssertGreaterThanOrEqual(gradients.count, 8, name)
            XCTAssertEqual(fused.filter { $0 }.count, gradients.count, name)
        }
    }
}
