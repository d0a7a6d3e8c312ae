import XCTest
import XWTEngine
import XWTPresets

@testable import XWTVideo

/// TransitionManager's `autoShowAndHideNavBar`: the bar fades out over `showAndHideNavBarTime`
/// (ease-in-out) when each run starts and in when a run completes, never after a cancel; under a
/// hidden bar the screens show their bar's background without its items.
final class NavigationBarFadeTests: XCTestCase {
    func testBarFadesOutAtEveryRunAndInOnlyAfterACompletedOne() throws {
        let timeline = try TestSupport.presets.load(id: "tm-cube-left-bar-fade").timeline
        let fade = NavigationBarFade(timeline: timeline, seconds: 0.25)
        func span(_ act: Int) -> (start: Double, end: Double) {
            (timeline.actStartTimes[act], timeline.actStartTimes[act] + timeline.actDurations[act])
        }
        XCTAssertEqual(timeline.releases.map(\.outcome), [.cancelled, .finished])
        let push = span(1), cancelled = span(3), pop = span(5)
        XCTAssertEqual(fade.alpha(atTime: 0), 1)
        XCTAssertEqual(fade.alpha(atTime: push.start), 1)
        XCTAssertEqual(fade.alpha(atTime: push.start + 0.125), 0.5, accuracy: 1e-6)
        XCTAssertEqual(fade.alpha(atTime: push.start + 0.25), 0)
        XCTAssertEqual(fade.alpha(atTime: push.end - 0.01), 0)
        XCTAssertEqual(fade.alpha(atTime: push.end + 0.125), 0.5, accuracy: 1e-6)
        XCTAssertEqual(fade.alpha(atTime: push.end + 0.25), 1)
        XCTAssertEqual(fade.alpha(atTime: cancelled.start + 0.125), 0.5, accuracy: 1e-6)
        XCTAssertEqual(fade.alpha(atTime: cancelled.end), 0)
        XCTAssertEqual(fade.alpha(atTime: pop.start - 0.01), 0, "a cancelled run leaves the bar hidden")
        XCTAssertEqual(fade.alpha(atTime: pop.end), 0)
        XCTAssertEqual(fade.alpha(atTime: pop.end + 0.125), 0.5, accuracy: 1e-6)
        XCTAssertEqual(fade.alpha(atTime: pop.end + 0.25), 1)
        XCTAssertEqual(fade.alpha(atTime: timeline.duration + 5), 1)
    }

    /// A fade starts from the alpha shown: with 1-s fades the 0.5-s push ends at alpha 0.5, and
    /// half the fade-in later the bar is at 0.75.
    func testAFadeStartsFromTheAlphaShown() throws {
        let timeline = try TestSupport.presets.load(id: "tm-cube-left-bar-fade").timeline
        let fade = NavigationBarFade(timeline: timeline, seconds: 1)
        let end = timeline.actStartTimes[1] + timeline.actDurations[1]
        XCTAssertEqual(timeline.actDurations[1], 0.5)
        XCTAssertEqual(fade.alpha(atTime: end), 0.5, accuracy: 1e-6)
        XCTAssertEqual(fade.alpha(atTime: end + 0.5), 0.75, accuracy: 1e-6)
    }

    /// At rest, a shown bar leaves every byte as without the option; a hidden one shows each bar
    /// row as one colour (the bar's background, its items gone) and changes nothing below the bar.
    func testHiddenBarShowsTheScreenWithoutItsItemsAndAShownBarChangesNothing() throws {
        // 1 px per point: at a fractional scale the resting screen is resampled, and its bar's last
        // row bleeds into the next one.
        var preset = try TestSupport.presets.load(id: "tm-cube-left-bar-fade").resized(pixelWidth: 375)
        preset.statusBar = .none
        var plainPreset = preset
        plainPreset.transitionManager = .defaults
        let job = try RenderJob(preset: preset, touches: false), plain = try RenderJob(preset: plainPreset, touches: false)
        XCTAssertNil(plain.navigationBarFade)
        let band = try XCTUnwrap(job.chrome?.navigationBand)
        let rowBytes = job.canvas.pixelWidth * 4, barBytes = (band.lowerBound * rowBytes)..<(band.upperBound * rowBytes)
        var hidden = 0, shown = 0, between = 0
        for frame in 0..<job.frameCount where job.state(frame: frame).phase == .idle {
            let alpha = job.navigationBarAlpha(frame: frame)
            let ours = job.render(frame: frame).pixels, theirs = plain.render(frame: frame).pixels
            let firstDifference = (barBytes.upperBound..<ours.count).first { ours[$0] != theirs[$0] }
            XCTAssertNil(firstDifference.map { "row \($0 / rowBytes) of \(band)" }, "frame \(frame): below the bar")
            if alpha == 1 {
                XCTAssertTrue(ours == theirs, "frame \(frame): a shown bar")
                shown += 1
            } else if alpha == 0 {
                XCTAssertTrue(ours[barBytes] != theirs[barBytes], "frame \(frame): the hidden bar's items still show")
                for y in band {
                    let row = ours[(y * rowBytes)..<((y + 1) * rowBytes)]
                    let oneColour = stride(from: row.startIndex, to: row.endIndex, by: 4).allSatisfy { row[$0..<($0 + 4)] == row.prefix(4) }
                    XCTAssertTrue(oneColour, "frame \(frame) row \(y)")
                }
                hidden += 1
            } else if alpha > 0.1 && alpha < 0.9 {
                XCTAssertTrue(ours[barBytes] != theirs[barBytes], "frame \(frame): a half-shown bar")
                between += 1
            }
        }
        XCTAssertGreaterThan(hidden, 10)
        XCTAssertGreaterThan(shown, 10)
        XCTAssertGreaterThan(between, 10)
    }

    /// A rest frame whose bar alpha changes is rendered, not reused.
    func testFramesOfAFadeAreNotReused() throws {
        let job = try TestSupport.job("tm-cube-left-bar-fade", width: 60)
        let timeline = job.preset.timeline
        let end = timeline.actStartTimes[1] + timeline.actDurations[1]
        let first = Int((end * Double(job.fps)).rounded(.up)) + 1
        XCTAssertEqual(job.state(frame: first).phase, .idle)
        XCTAssertNotEqual(job.navigationBarAlpha(frame: first), job.navigationBarAlpha(frame: first - 1))
        XCTAssertFalse(job.repeatsPrevious(frame: first))
        let settled = Int(((end + 0.3) * Double(job.fps)).rounded(.up))
        XCTAssertTrue(job.repeatsPrevious(frame: settled))
    }
}
