import XCTest
import XWTEffects
import XWTMotion

@testable import XWTEngine

/// The renderer (hidden pixels skipped, samples on SIMD vectors, rows in blocks) draws exactly
/// what the plain scalar renderer draws (`ScalarReferenceRenderer`: every quad in full, pixel by
/// pixel): every registered effect and variant of its choice parameters, both directions, at the
/// device's 750 × 1334 px, at its 375 × 667 pt at 1 px/pt, and on an odd canvas with a translucent
/// screen.
final class ScalarReferenceTests: XCTestCase {
    func testEveryEffectDrawsWhatTheScalarReferenceDraws() {
        let device = Canvas(width: 375, height: 667, scale: 2), points = Canvas(width: 375, height: 667, scale: 1)
        let odd = Canvas(width: 37, height: 61, scale: 2)
        let cases: [(EffectContext, progresses: [Double], directions: [TransitionDirection])] = [
            (context(device, translucent: false), [0.41], [.to]),
            (context(points, translucent: false), [0.23, 0.68], TransitionDirection.allCases),
            (context(odd, translucent: true), [0.07, 0.5, 0.93], TransitionDirection.allCases),
        ]
        var frames = 0
        for (context, progresses, directions) in cases {
            let renderer = Renderer(canvas: context.canvas, bands: 1), reference = ScalarReferenceRenderer(canvas: context.canvas)
            frames += TestScreens.forEveryScene(in: context, directions: directions, progresses: progresses) { _, label, scene in
                let fast = renderer.render(scene), expected = reference.render(scene)
                if fast != expected { XCTFail("\(label): \(fast.differingPixels(expected)) pixels differ from the scalar reference") }
            }
        }
        XCTAssertGreaterThan(frames, 7 * EffectID.allCases.count)
    }

    private func context(_ canvas: Canvas, translucent: Bool) -> EffectContext {
        EffectContext(
            canvas: canvas, screenA: TestScreens.screen(seed: 0, canvas: canvas),
            screenB: translucent ? ReferencePathTests.translucentScreen(canvas) : TestScreens.screen(seed: 1, canvas: canvas),
            seed: 7)
    }
}
