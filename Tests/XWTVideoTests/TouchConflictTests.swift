import XCTest
import XWTEngine
import XWTMotion
import XWTPresets
import XWTScreens

@testable import XWTVideo

/// The WSL article's two conflicts with the full-screen pop, before and after its fixes: who takes
/// each pan, and what the frames show (the banner pages, the thumb moves, or the pop runs).
final class TouchConflictTests: XCTestCase {
    func job(_ id: String) throws -> RenderJob { try RenderJob(preset: try TestSupport.presets.load(id: id), touches: false) }

    func testEachPresetsPansGoWhereTheArticleSays() throws {
        func winners(_ id: String) throws -> [PanWinner] { try TestSupport.presets.load(id: id).timeline.winners.compactMap { $0 } }
        XCTAssertEqual(try winners("wsl-full-screen-pop-scroll-legacy"), [.banner, .banner, .transition, .transition])
        XCTAssertEqual(try winners("wsl-full-screen-pop-scroll"), [.banner, .banner, .transition, .transition])
        XCTAssertEqual(try winners("wsl-full-screen-pop-slider-legacy"), [.transition, .banner, .transition])
        XCTAssertEqual(try winners("wsl-full-screen-pop-slider"), [.slider, .slider, .transition, .transition])
        // The same rightward pan on the first page: swallowed before the fix, a pop after.
        let legacy = try TestSupport.presets.load(id: "wsl-full-screen-pop-scroll-legacy").timeline
        XCTAssertEqual(legacy.releases.map(\.actIndex), [7, 9])
        let fixed = try TestSupport.presets.load(id: "wsl-full-screen-pop-scroll").timeline
        XCTAssertEqual(fixed.releases.map(\.actIndex), [7, 9], "on the first page the rightward pans pop")
        let sliderLegacy = try TestSupport.presets.load(id: "wsl-full-screen-pop-slider-legacy").timeline
        XCTAssertEqual(sliderLegacy.releases.map(\.actIndex), [3, 7], "the rightward drag on the thumb starts the pop")
        XCTAssertEqual(sliderLegacy.releases.map(\.outcome), [.cancelled, .finished])
    }

    /// Frames at rest just before and just after pan act `act`.
    func around(_ job: RenderJob, act: Int) -> (before: Bitmap, after: Bitmap) {
        let timeline = job.preset.timeline
        let before = Int((timeline.actStartTimes[act] * Double(job.fps)).rounded(.down)) - 1
        let after = Int(((timeline.actStartTimes[act] + timeline.actDurations[act]) * Double(job.fps)).rounded(.up)) + 1
        XCTAssertEqual(job.state(frame: before).phase, .idle)
        XCTAssertEqual(job.state(frame: after).phase, .idle)
        return (job.render(frame: before), job.render(frame: after))
    }

    /// Rows of `bitmap` in `rows` (pixels).
    func rows(_ bitmap: Bitmap, _ rows: Range<Int>) -> ArraySlice<UInt8> {
        bitmap.pixels[(rows.lowerBound * bitmap.width * 4)..<(rows.upperBound * bitmap.width * 4)]
    }

    func testSwallowedPanMovesNothingAndAPagingPanMovesOnlyTheBanner() throws {
        let job = try job("wsl-full-screen-pop-scroll-legacy")
        let swallowed = around(job, act: 3)
        XCTAssertEqual(swallowed.before, swallowed.after, "at its first page the banner holds still and no pop runs")
        XCTAssertEqual(job.state(frame: Int(job.preset.timeline.actStartTimes[3] * 60) + 10).progress, 1, "the pushed screen stays")
        let paged = around(job, act: 5)
        let banner = PagedBanner.frame(in: job.canvas.size), s = job.canvas.scale
        let top = Int((banner.minY * s).rounded()), bottom = Int((banner.maxY * s).rounded())
        XCTAssertNotEqual(rows(paged.before, top..<bottom), rows(paged.after, top..<bottom), "the banner paged")
        XCTAssertEqual(rows(paged.before, 0..<top), rows(paged.after, 0..<top))
        XCTAssertEqual(rows(paged.before, bottom..<paged.before.height), rows(paged.after, bottom..<paged.after.height))
        XCTAssertEqual(job.state(frame: job.frameCount - 1).controls.bannerOffset, 1)
    }

    func testFixedSliderMovesTheThumbAndNotThePage() throws {
        let job = try job("wsl-full-screen-pop-slider")
        let timeline = job.preset.timeline
        let lifted = job.state(frame: Int(((timeline.actStartTimes[4]) * 60).rounded()) + 1)
        XCTAssertEqual(lifted.controls.bannerOffset, 0)
        let track: Double = PagedBanner.sliderFrame(in: job.canvas.size).width - 2 * PagedBanner.thumbRadius
        let value: Double = 0.3 + 120 / track
        XCTAssertEqual(lifted.controls.sliderValue, value, accuracy: 1e-9)
        let moved = around(job, act: 3)
        let slider = PagedBanner.sliderFrame(in: job.canvas.size), s = job.canvas.scale
        let top = Int((slider.minY * s).rounded()), bottom = Int((slider.maxY * s).rounded())
        XCTAssertNotEqual(rows(moved.before, top..<bottom), rows(moved.after, top..<bottom), "the thumb moved")
        XCTAssertEqual(rows(moved.before, 0..<top), rows(moved.after, 0..<top), "the page did not")
        XCTAssertEqual(rows(moved.before, bottom..<moved.before.height), rows(moved.after, bottom..<moved.after.height))
    }

    func testTraceHeaderSaysWhoTookEachPan() throws {
        let trace = MotionTrace(preset: try TestSupport.presets.load(id: "wsl-full-screen-pop-slider"))
        XCTAssertTrue(
            trace.header.hasSuffix(
                "# act 3: pan right taken by the slider\n# act 5: pan left taken by the slider\n# act 7: pan right taken by the transition\n"
                    + "# act 9: pan right taken by the transition\n"),
            trace.header)
        XCTAssertTrue(trace.json().contains(#""swipe": "right", "distance": 120, "scale": null, "winner": "slider""#))
        XCTAssertFalse(MotionTrace(preset: try TestSupport.presets.load(id: "wsl-full-screen-pop")).header.contains("# act"))
    }
}
