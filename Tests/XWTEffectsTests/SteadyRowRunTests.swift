import XCTest

@testable import XWTEngine

/// Rows in which every quad keeps its spans drawn as one run (`Renderer.runsSteadyRows`: the
/// columns found once, `QuadRasterizer.steadyRows`; an image quad's row set-up made once,
/// `QuadRasterizer.AffineSetup`) draw exactly what row-by-row visits and the scalar reference draw:
/// slices of images cut and moved as the lines effects do (`SlicedLines`), at random offsets (whole
/// and fractional pixels, past the canvas's edges), opaque and translucent, faded, with and without
/// anti-aliased edges, masks and a layer below, on the unchecked and the reference path.
final class SteadyRowRunTests: XCTestCase {
    /// 46 × 82 px: three row blocks (`Renderer.rowBlock`), the last one short.
    static let canvas = Canvas(width: 23, height: 41, scale: 2)

    func testSlicesDrawnInRunsEqualRowByRowAndTheScalarReference() {
        let canvas = Self.canvas
        let screens = [TestScreens.screen(seed: 3, canvas: canvas), ReferencePathTests.translucentScreen(canvas)]
        let runs = Renderer(canvas: canvas, bands: 1), rowByRow = Renderer(canvas: canvas, bands: 1, skipsHiddenPixels: true, runsSteadyRows: false)
        let reference = ScalarReferenceRenderer(canvas: canvas)
        var random = SplitMix64(seed: 24)
        var steadyQuads = 0
        for trial in 0..<240 {
            let scene = Self.slices(&random, screens: screens)
            steadyQuads += SceneFlattener(canvas: canvas).quads(for: scene).filter { QuadRasterizer<UncheckedMemory>($0).steadyRows.count > 1 }.count
            let fast = runs.render(scene)
            for (name, other) in [("row by row", rowByRow.render(scene)), ("scalar", reference.render(scene)), ("checked", runs.renderChecked(scene))]
            where fast != other {
                XCTFail("trial \(trial): \(fast.differingPixels(other)) pixels differ from the \(name) frame")
            }
            XCTAssertEqual(Renderer(canvas: canvas, bands: 3).render(scene), fast, "trial \(trial): bands")
        }
        XCTAssertGreaterThan(steadyQuads, 1500, "the slices must have steady rows for the runs to be tested")
    }

    /// One screen cut into slices along a random axis, each moved by its own random offset.
    static func slices(_ random: inout SplitMix64, screens: [Bitmap]) -> Scene {
        let size = canvas.size
        let screen = screens[Int(random.next() % 2)], vertical = random.next() % 2 == 0
        let thickness = [4, 4, 1.5, 2.25, 3][Int(random.next() % 5)]
        let opacity = random.next() % 3 == 0 ? random.uniform(0.2, 1) : 1
        let antialiased = random.next() % 2 == 0, masked = random.next() % 5 == 0
        let long = vertical ? size.height : size.width, short = vertical ? size.width : size.height
        var layers: [Layer] = []
        if random.next() % 3 == 0 { layers.append(Layer(frame: Rect(x: 0, y: 0, width: size.width, height: size.height), content: .image(screens[0]))) }
        for i in 0..<Int((short / thickness).rounded(.up)) {
            let edge = Double(i) * thickness
            let frame = vertical ? Rect(x: edge, y: 0, width: thickness, height: long) : Rect(x: 0, y: edge, width: long, height: thickness)
            let unit = Rect(x: frame.minX / size.width, y: frame.minY / size.height, width: frame.width / size.width, height: frame.height / size.height)
            var layer = Layer(frame: frame, content: .image(screen, contentsRect: unit))
            // Fractional pixels, whole pixels (0.5 pt at 2 px/pt), or far past an edge.
            let offset: Double
            switch random.next() % 4 {
            case 0: offset = (random.uniform(-6, 6) * 2).rounded() / 2
            case 1: offset = random.uniform(-1.2, 1.2) * long
            default: offset = random.uniform(-3, 3)
            }
            if vertical { layer.position.y += offset } else { layer.position.x += offset }
            layer.opacity = opacity
            layer.edgeAntialiasing = antialiased
            if masked && i % 3 == 0 { layer.mask = .rect(Rect(x: 0.3, y: 1.7, width: frame.width - 0.6, height: frame.height - 5)) }
            layers.append(layer)
        }
        let background = Color(red: random.uniform(), green: random.uniform(), blue: random.uniform())
        return Scene(background: background, layers: layers)
    }
}
