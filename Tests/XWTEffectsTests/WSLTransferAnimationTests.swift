import Foundation
import XCTest
import XWTEngine
import XWTMotion

@testable import XWTEffects

/// WSLTransferAnimation (`WSLTransitionAnimationOne…Four.m`): the photo viewer's tapped runs, drag pose (page and image fading as one
/// group) and release flight; the shared-element spring; the splash flip's orthographic stages; the doors.
final class WSLTransferAnimationTests: XCTestCase {
    let context = TestScreens.context()
    let size = TestScreens.canvas.size

    func effect(_ id: String) -> any CatalogEffect { EffectID.named(id).makeEffect(.defaults(.named(id))) }

    func render(_ effect: any TransitionEffect, _ direction: TransitionDirection, _ p: Double, _ drive: TransitionDrive) -> Bitmap {
        Renderer(canvas: context.canvas, bands: 1).render(effect.scene(direction: direction, progress: p, drive: drive, in: context))
    }

    /// The viewer: black page, image at (0, H/4, W, H/2); the present ends there and the tapped
    /// dismissal starts there.
    func testViewerPageEndsThePresentAndStartsTheDismissal() {
        let viewer = effect("wsl-photo-viewer")
        let page = TestScreens.render(viewer, .to, 1)
        XCTAssertEqual(page, TestScreens.render(viewer, .back, 0))
        XCTAssertEqual(page[size.width.intValue / 2, 5], RGBA8(r: 0, g: 0, b: 0), "black above the image")
        XCTAssertEqual(page[size.width.intValue / 2, size.height.intValue - 5], RGBA8(r: 0, g: 0, b: 0), "black below it")
        XCTAssertNotEqual(page[size.width.intValue / 2, size.height.intValue / 2], RGBA8(r: 0, g: 0, b: 0), "the image in the middle")
        XCTAssertEqual(WSLPhotoViewer.imageFrame(Size(375, 667)), Rect(x: 0, y: 166.75, width: 375, height: 333.5))
    }

    /// Dragging by (0, 20) pt with percent 0.4: the page and the image moved with the finger show at
    /// opacity 0.6 over A as one group — over A, never over the page's own black.
    func testDragFadesPageAndImageAsOneGroup() {
        let viewer = effect("wsl-photo-viewer")
        let drag = TransitionDrive.dragging(translation: Point(0, 20), percent: 0.4)
        let scene = viewer.scene(direction: .back, progress: 0.4, drive: drag, in: context)
        let image = scene.layers.last!
        XCTAssertEqual(image.opacity, 0.6, accuracy: 1e-12)
        XCTAssertEqual(image.position.y, size.height / 2 + 20, accuracy: 1e-12)
        XCTAssertTrue(scene.layers.dropLast().allSatisfy { $0.opacity == 0.6 }, "page pieces at the same opacity")
        // The page pieces and the moved image tile the screen without overlapping.
        let area = scene.layers.reduce(0.0) { $0 + $1.bounds.width * $1.bounds.height }
        XCTAssertEqual(area, size.width * size.height, accuracy: 1e-9)
        // A black pixel of the page: 0.6 · black + 0.4 · A (A at full opacity below).
        let frame = render(viewer, .back, 0.4, drag)
        let a = TestScreens.screenA[3, 3]
        XCTAssertEqual(Int(frame[3, 3].r), Int((Double(a.r) * 0.4).rounded()), accuracy: 2)
        XCTAssertNotEqual(frame, TestScreens.render(viewer, .back, 0.4), "a drag is not the tapped dismissal")
    }

    /// The release past 0.5 hands over to the dismissal from the dragged pose: the image's snapshot
    /// at full opacity where the finger left it, the page at 1 − percent, fading to 0.
    func testReleaseFliesTheImageHomeFromWhereTheFingerLeftIt() {
        let viewer = effect("wsl-photo-viewer")
        let after = TransitionDrive.afterDrag(translation: Point(10, 200), percent: 0.6)
        let start = viewer.scene(direction: .back, progress: 0, drive: after, in: context).layers
        XCTAssertEqual(start[0].opacity, 0.4, accuracy: 1e-12, "the page from 1 − 0.6")
        XCTAssertEqual(start[1].opacity, 1, "the snapshot is not inside the faded page")
        XCTAssertEqual(start[1].position.y, size.height / 2 + 200, accuracy: 1e-12)
        XCTAssertEqual(start[1].position.x, size.width / 2 + 10, accuracy: 1e-12)
        let half = viewer.scene(direction: .back, progress: 0.5, drive: after, in: context).layers
        XCTAssertEqual(half[0].opacity, 0.4 * 0.5, accuracy: 1e-12)
        XCTAssertEqual(render(viewer, .back, 1, after), TestScreens.screenA)
    }

    /// The shared-element push spring: ζ 0.5, v0 2.0, T 0.5 s, ω0 ≈ 24.73, peak ≈ 1.164.
    func testSharedElementSpringIsTheTableRow() throws {
        let shared = try XCTUnwrap(effect("wsl-shared-element") as? WSLSharedElement)
        XCTAssertEqual(shared.spring.omega0, 24.73, accuracy: 0.01)
        for (t, x) in [(0.1, 0.513), (0.2, 1.039), (0.3, 1.161), (0.4, 1.072), (0.5, 0.990)] {
            XCTAssertEqual(shared.spring.value(t), x, accuracy: 0.001, "t/T = \(t)")
        }
        // The push shows B at once (with its elements hidden) and the flying snapshots on top.
        let push = shared.scene(direction: .to, progress: 0.3, in: context)
        XCTAssertNotNil(push.kernel)
        XCTAssertEqual(push.layers.count, shared.elements.count)
        let pop = shared.scene(direction: .back, progress: 0.25, in: context).layers
        XCTAssertEqual(pop[0].opacity, 1 - TimingCurve.easeInOut.value(0.25), accuracy: 1e-12, "the black overlay")
    }

    /// WSL snapshots the image views alone: both runs cut their flying snapshots from the screens'
    /// content without floating controls (`elementsA/B`), never from the screens themselves.
    func testSharedElementFliesTheElementsAloneNotTheControlsOverThem() {
        let canvas = TestScreens.canvas
        func plain(_ color: RGBA8) -> Bitmap {
            var b = Bitmap(width: canvas.pixelWidth, height: canvas.pixelHeight)
            for y in 0..<b.height { for x in 0..<b.width { b[x, y] = color } }
            return b
        }
        let red = RGBA8(r: 255, g: 0, b: 0), green = RGBA8(r: 0, g: 255, b: 0)
        let withElements = EffectContext(
            canvas: canvas, screenA: TestScreens.screenA, screenB: TestScreens.screenB, seed: 7, elements: (plain(red), plain(green)))
        let pair = RectPair(Rect(x: 10, y: 10, width: 20, height: 20), Rect(x: 0, y: 40, width: 60, height: 40))
        let shared = EffectID.named("wsl-shared-element").makeEffect(TestScreens.parameters(.named("wsl-shared-element"), ["pairs": .rectPairs([pair])]))
        for (direction, colour) in [(TransitionDirection.to, red), (.back, green)] {
            let scene = shared.scene(direction: direction, progress: 0.5, in: withElements)
            let snapshot = scene.layers.last!
            let frame = Renderer(canvas: canvas, bands: 1).render(scene)
            XCTAssertEqual(frame[snapshot.position.x.intValue, snapshot.position.y.intValue], colour, "\(direction)")
        }
    }

    /// Stage 1 (0.4 of 0.7): the from snapshot squashed by cos θ, θ = ±90°·EIO, fading; stage 2:
    /// the to screen from −90° back to 0. No perspective.
    func testSplashFlipStagesAreOrthographicSquashes() {
        let flip = effect("wsl-splash-flip")
        let quarter = flip.scene(direction: .to, progress: WSLSplashFlip.firstStage / 2, in: context).layers
        XCTAssertEqual(quarter.count, 1)
        XCTAssertEqual(quarter[0].opacity, 0.5, accuracy: 1e-12)
        XCTAssertEqual(quarter[0].transform.m11, (Double.pi / 4).cos, accuracy: 1e-12)
        XCTAssertEqual(quarter[0].transform.m34, 0, "no perspective")
        let dismiss = flip.scene(direction: .back, progress: WSLSplashFlip.firstStage / 2, in: context).layers
        XCTAssertEqual(dismiss[0].transform.m13, -quarter[0].transform.m13, accuracy: 1e-12, "the dismissal turns the other way")
        let second = flip.scene(direction: .to, progress: WSLSplashFlip.firstStage + (1 - WSLSplashFlip.firstStage) / 2, in: context).layers
        XCTAssertEqual(second[0].transform.m11, (Double.pi / 4).cos, accuracy: 1e-12)
        // Between the stages both screens stand edge-on: only the window shows.
        let blank = Renderer(canvas: context.canvas, bands: 1).render(Scene(background: context.background))
        XCTAssertEqual(TestScreens.render(flip, .to, WSLSplashFlip.firstStage), blank)
        XCTAssertEqual(TestScreens.render(flip, .back, WSLSplashFlip.firstStage), blank)
        XCTAssertEqual(WSLSplashFlip.firstStage, 4.0 / 7, accuracy: 1e-15)
    }

    /// After a cancelled dismiss the completion block's 0.3-s animation runs with both views
    /// hidden: the window alone, where the rewound stage 1 at 0 shows the from screen.
    func testSplashFlipCancelChainShowsTheWindowAlone() {
        let flip = effect("wsl-splash-flip")
        let blank = Renderer(canvas: context.canvas, bands: 1).render(Scene(background: context.background))
        let rewound = Renderer(canvas: context.canvas, bands: 1).render(flip.scene(direction: .back, progress: 0, drive: .interactive, in: context))
        let chain = Renderer(canvas: context.canvas, bands: 1).render(flip.scene(direction: .back, progress: 0, drive: .chainAfterCancel, in: context))
        XCTAssertNotEqual(rewound, blank, "the rewound snapshot is the from screen")
        XCTAssertEqual(chain, blank)
    }

    func testDoorsSlideHalfAWidthApart() {
        let doors = effect("wsl-doors")
        let open = doors.scene(direction: .to, progress: 0.5, in: context).layers
        XCTAssertEqual(open[1].position.x, size.width / 4 - size.width / 4, accuracy: 1e-12, "left door at −W/4 of travel")
        XCTAssertEqual(open[2].position.x, 3 * size.width / 4 + size.width / 4, accuracy: 1e-12)
        let closing = doors.scene(direction: .back, progress: 0.25, in: context).layers
        let u = TimingCurve.easeInOut.value(0.25)
        XCTAssertEqual(closing[1].position.x, size.width / 4 - size.width / 2 * (1 - u), accuracy: 1e-12, "A's left half coming in")
    }

    func testWSLGestures() {
        for id in EffectID.allCases where id.library == .wslTransferAnimation {
            let model = id.gesture(.defaults(id)).model as? WSLGestureModel
            XCTAssertEqual(model?.style, id.rawValue == "wsl-photo-viewer" ? .photoDrag : .swipe, id.rawValue)
            XCTAssertEqual(model?.threshold, 0.5)
            XCTAssertEqual(model?.drivenShare ?? 0, id.rawValue == "wsl-splash-flip" ? 4.0 / 7 : 1, accuracy: 1e-15, id.rawValue)
        }
    }
}

private extension Double {
    var intValue: Int { Int(self) }
    var cos: Double { Foundation.cos(self) }
}
