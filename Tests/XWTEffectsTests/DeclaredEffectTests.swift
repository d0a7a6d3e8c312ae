import XCTest
import XWTEffects
import XWTEngine
import XWTMotion

/// The declared effect (`custom`): tracks between and outside their keyframes, the back run, pixel
/// alignment, holes and the layer model it draws with.
final class DeclaredEffectTests: XCTestCase {
    func testATrackHoldsOutsideItsKeyframesAndEasesBetween() {
        let track = DeclaredTrack([
            .init(time: 0.2, value: 10), .init(time: 0.6, value: 30, timing: .easeIn), .init(time: 0.8, value: 0),
        ])
        XCTAssertEqual(track.value(at: 0), 10)
        XCTAssertEqual(track.value(at: 0.2), 10)
        XCTAssertEqual(track.value(at: 0.4), 10 + 20 * TimingCurve.easeIn.value(0.5), accuracy: 1e-12)
        XCTAssertEqual(track.value(at: 0.7), 15, accuracy: 1e-12)
        XCTAssertEqual(track.value(at: 1), 0)
        let step = DeclaredTrack([.init(time: 0, value: 0), .init(time: 0.5, value: 1)], isStep: true)
        XCTAssertEqual(step.value(at: 0.49), 0)
        XCTAssertEqual(step.value(at: 0.5), 1)
    }

    func testASpringSegmentOvershootsAndLandsOnItsValue() {
        let spring = TimingCurve.spring(Spring(damping: 0.5, initialVelocity: 0, duration: 0.6))
        let track = DeclaredTrack.ramp(0, 100, timing: spring)
        XCTAssertGreaterThan((1...99).map { track.value(at: Double($0) / 100) }.max() ?? 0, 100)
        XCTAssertEqual(track.value(at: 1), 100)
    }

    func testTheResponseSpringHasUIKitsFrequency() {
        let spring = Spring(dampingRatio: 1, response: 0.5, duration: 1)
        XCTAssertEqual(spring.omega0, 4 * Double.pi, accuracy: 1e-12)
        XCTAssertEqual(spring.value(0.5), 1 - exp(-2 * Double.pi) * (1 + 2 * Double.pi), accuracy: 1e-12)
    }

    /// Without a declared back run, back progress p shows the forward frame at 1 − p.
    func testTheBackRunIsTheForwardRunReversed() {
        let effect = custom(DeclaredEffect(forward: slide))
        for p in [0.0, 0.3, 0.5, 1] {
            XCTAssertEqual(TestScreens.render(effect, .back, p), TestScreens.render(effect, .to, 1 - p), "p = \(p)")
        }
    }

    /// A pixel-aligned layer lands on whole pixels: the frame is the screens side by side, unresampled.
    func testAPixelAlignedSlideCopiesWholePixels() {
        let effect = custom(DeclaredEffect(forward: slide))
        let frame = TestScreens.render(effect, .to, 0.37)
        let shift = Int((60 * 0.37).rounded())
        for (x, y) in [(0, 10), (shift - 1, 50), (shift, 50), (59, 99)] {
            let expected = x < shift ? TestScreens.screenB[60 - shift + x, y] : TestScreens.screenA[x - shift, y]
            XCTAssertEqual(frame[x, y], expected, "(\(x), \(y))")
        }
    }

    /// A region that leaves a hole shows its surroundings' colour where it was on its screen.
    func testARegionLeavesAHoleInItsScreen() {
        var screen = Bitmap(width: 60, height: 100, fill: RGBA8(r: 10, g: 200, b: 30))
        for y in 20..<40 { for x in 10..<30 { screen[x, y] = RGBA8(r: 250, g: 0, b: 0) } }
        let flyAway = DeclaredLayer(
            content: .region(.from, Rect(x: 10, y: 20, width: 20, height: 20), leavesHole: true), tracks: [.translationX: .constant(25)])
        let run = DeclaredRun(duration: 0.5, layers: [DeclaredLayer(content: .screen(.from)), flyAway])
        let context = EffectContext(canvas: TestScreens.canvas, screenA: screen, screenB: TestScreens.screenB)
        let frame = TestScreens.render(custom(DeclaredEffect(forward: run)), .to, 0.5, context: context)
        XCTAssertEqual(frame[15, 30], RGBA8(r: 10, g: 200, b: 30), "the hole")
        XCTAssertEqual(frame[40, 30], RGBA8(r: 250, g: 0, b: 0), "the region, moved 25 pt")
    }

    /// The hole keeps the controls floating over the region (sibling views stay when the view is
    /// hidden): an opaque control pixel inside it shows, the rest of the hole its fill.
    func testAHoleKeepsTheControlsFloatingOverIt() {
        var screen = Bitmap(width: 60, height: 100, fill: RGBA8(r: 10, g: 200, b: 30))
        for y in 20..<40 { for x in 10..<30 { screen[x, y] = RGBA8(r: 250, g: 0, b: 0) } }
        var controls = Bitmap(width: 60, height: 100)
        controls[12, 22] = RGBA8(r: 0, g: 0, b: 255)
        let flyAway = DeclaredLayer(
            content: .region(.from, Rect(x: 10, y: 20, width: 20, height: 20), leavesHole: true), tracks: [.translationX: .constant(25)])
        let run = DeclaredRun(duration: 0.5, layers: [DeclaredLayer(content: .screen(.from)), flyAway])
        let context = EffectContext(canvas: TestScreens.canvas, screenA: screen, screenB: TestScreens.screenB, controls: (controls, nil))
        let frame = TestScreens.render(custom(DeclaredEffect(forward: run)), .to, 0.5, context: context)
        XCTAssertEqual(frame[12, 22], RGBA8(r: 0, g: 0, b: 255), "the control over the hole")
        XCTAssertEqual(frame[15, 30], RGBA8(r: 10, g: 200, b: 30), "the hole beside it")
    }

    /// The default declaration is a linear cross-dissolve, drawn as two screen layers.
    func testTheDefaultIsACrossDissolve() {
        let effect = EffectID.custom.makeEffect(.defaults(.custom))
        let scene = effect.scene(direction: .to, progress: 0.5, in: TestScreens.context())
        XCTAssertEqual(scene.layers.count, 2)
        XCTAssertEqual(scene.layers[1].opacity, 0.5)
        XCTAssertNil(scene.kernel)
    }

    private var slide: DeclaredRun {
        DeclaredRun(
            duration: 0.5,
            layers: [
                DeclaredLayer(content: .screen(.from), pixelAligned: true, tracks: [.translationX: .ramp(0, 60)]),
                DeclaredLayer(content: .screen(.to), pixelAligned: true, tracks: [.translationX: .ramp(-60, 0)]),
            ])
    }

    private func custom(_ declaration: DeclaredEffect) -> any CatalogEffect {
        EffectID.custom.makeEffect(TestScreens.parameters(.custom, ["declaration": .declaration(declaration)]))
    }
}
