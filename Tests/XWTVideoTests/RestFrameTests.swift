import XCTest
import XWTEngine
import XWTVideo

/// Frames where no transition runs and screen A is shown are the bare screen, not the effect's
/// start state (circle-spread's first disc, the parked drawer behind a transparent card).
final class RestFrameTests: XCTestCase {
    private func bare(_ job: RenderJob) -> Bitmap {
        var bitmap = Renderer(canvas: job.canvas).render(
            Scene(
                background: job.context.background,
                layers: [
                    Layer(frame: Rect(x: 0, y: 0, width: job.canvas.size.width, height: job.canvas.size.height), content: .image(job.context.screenA))
                ]))
        job.screens.composeBars(onto: &bitmap, weight: 0)
        return bitmap
    }

    func testCircleSpreadRestsOnTheBareListBeforeTheTapAndAfterTheDismiss() throws {
        let job = try TestSupport.job("circle-spread", width: 150)
        let start = job.state(frame: 0), end = job.state(frame: job.frameCount - 1)
        XCTAssertEqual([start.direction, end.direction], [.to, .back])
        XCTAssertEqual([start.progress, end.progress], [0, 1])
        XCTAssertTrue(job.render(frame: 0) == bare(job), "before the tap")
        XCTAssertTrue(job.render(frame: job.frameCount - 1) == bare(job), "after the dismiss")
        // The effect's own start state has the 20-pt disc of the detail screen.
        let disc = Renderer(canvas: job.canvas).render(job.effect.scene(direction: .to, progress: 0, in: job.context))
        XCTAssertTrue(disc != Renderer(canvas: job.canvas).render(job.scene(frame: 0)))
    }

    func testDrawerAlphaShowsNothingThroughTheCardsMarginAtRest() throws {
        let job = try TestSupport.job("drawer-alpha", width: 150)
        let frame = job.render(frame: 0)
        // The list card's transparent left margin (the cards are inset 40 of 750 px): clear.
        for y in stride(from: 20, to: frame.height - 20, by: 10) { XCTAssertEqual(frame[2, y].a, 0, "row \(y)") }
        XCTAssertTrue(frame == bare(job))
    }

    func testRestingStateIsOnlyIdleOnScreenA() throws {
        let job = try TestSupport.job("drawer-qq", width: 150)
        var sawMoving = false
        for frame in 0..<job.frameCount {
            let s = job.state(frame: frame)
            if s.phase != .idle { sawMoving = true; XCTAssertFalse(RenderJob.restsOnScreenA(s), "frame \(frame)") }
        }
        XCTAssertTrue(sawMoving)
    }
}
