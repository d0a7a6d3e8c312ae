import XCTest
import XWTEngine
import XWTMotion

@testable import XWTEffects

/// MagicMove flies the element alone: its own image (the context's element bitmaps, without the
/// controls floating over the screen) inside a corner radius that runs between the pair's radii.
final class MagicMoveElementTests: XCTestCase {
    let canvas = TestScreens.canvas
    /// A square on A (radius 10: a round avatar) growing into a square-cornered rectangle on B.
    let element = MagicMove.SharedElement(
        onA: Rect(x: 10, y: 10, width: 20, height: 20), onB: Rect(x: 0, y: 40, width: 60, height: 40),
        radiusOnA: 10, radiusOnB: 0)

    func render(_ effect: MagicMove, _ context: EffectContext, _ progress: Double) -> Bitmap {
        Renderer(canvas: canvas).render(effect.scene(direction: .to, progress: progress, in: context))
    }

    func testTheFlyingViewShowsTheElementImageNotTheScreen() {
        let green = Bitmap(width: canvas.pixelWidth, height: canvas.pixelHeight, fill: RGBA8(r: 0, g: 200, b: 0))
        let plain = TestScreens.context()
        let elements = EffectContext(
            canvas: canvas, screenA: plain.screenA, screenB: plain.screenB, seed: 7,
            elements: (plain.screenA, green))
        let effect = MagicMove(elements: [element], imageMode: true)
        // In image mode a growing element shows its end image: the green element bitmap of B.
        let frame = render(effect, elements, 0.5)
        let u = TimingCurve.easeInOut.value(0.5)
        let mid = MagicMove.frame(from: element.onA, to: element.onB, at: u)
        XCTAssertEqual(frame[Int(mid.minX + mid.width / 2), Int(mid.minY + mid.height / 2)], RGBA8(r: 0, g: 200, b: 0))
        XCTAssertNotEqual(
            render(effect, plain, 0.5)[Int(mid.minX + mid.width / 2), Int(mid.minY + mid.height / 2)],
            RGBA8(r: 0, g: 200, b: 0), "without element images the screen's pixels fly")
    }

    func testCornerRadiusRunsFromTheStartRadiusToTheEndRadius() {
        let green = Bitmap(width: canvas.pixelWidth, height: canvas.pixelHeight, fill: RGBA8(r: 0, g: 200, b: 0))
        let plain = TestScreens.context()
        let context = EffectContext(canvas: canvas, screenA: green, screenB: plain.screenB, seed: 7, elements: (green, green))
        let square = MagicMove(elements: [MagicMove.SharedElement(onA: element.onA, onB: element.onB)])
        let rounded = MagicMove(elements: [element])
        // Early in the run the view is still nearly round: its corner pixel is not the element.
        let p = 0.05, u = TimingCurve.easeInOut.value(p)
        let f = MagicMove.frame(from: element.onA, to: element.onB, at: u)
        let corner = (Int(f.minX) + 1, Int(f.minY) + 1), centre = (Int(f.minX + f.width / 2), Int(f.minY + f.height / 2))
        XCTAssertEqual(render(square, context, p)[corner.0, corner.1], RGBA8(r: 0, g: 200, b: 0))
        XCTAssertNotEqual(render(rounded, context, p)[corner.0, corner.1], RGBA8(r: 0, g: 200, b: 0), "rounded away")
        XCTAssertEqual(render(rounded, context, p)[centre.0, centre.1], RGBA8(r: 0, g: 200, b: 0))
    }

    func testRoundedRectMaskCoversInsideAndCutsTheCorners() {
        var layer = Layer(frame: Rect(x: 10, y: 20, width: 40, height: 30), content: .color(.white))
        layer.mask = .roundedRect(Rect(x: 0, y: 0, width: 40, height: 30), radius: 12)
        let b = Renderer(canvas: canvas).render(Scene(background: .black, layers: [layer]))
        XCTAssertEqual(b[30, 35], RGBA8(r: 255, g: 255, b: 255))  // centre
        XCTAssertEqual(b[11, 35], RGBA8(r: 255, g: 255, b: 255))  // straight edge
        XCTAssertEqual(b[10, 20], RGBA8(r: 0, g: 0, b: 0))  // cut corner
        XCTAssertEqual(b[49, 49], RGBA8(r: 0, g: 0, b: 0))
        let arc = (0..<12).map { b[10 + $0, 20 + $0].r }.filter { $0 > 0 && $0 < 255 }
        XCTAssertFalse(arc.isEmpty, "the corner arc is anti-aliased")
    }
}
