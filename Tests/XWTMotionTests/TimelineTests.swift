import XCTest
import XWTEngine
import XWTMotion
import XWTTestSupport

final class TimelineTests: XCTestCase {
    static let screen = Size(375, 667)
    let config = TimelineConfig(fps: 60, canvas: TimelineTests.screen)

    func pan(_ transition: TransitionDirection, _ distance: Double) -> Act {
        .pan(
            PanAct(
                transition: transition, direction: transition == .to ? .left : .right,
                distance: distance, duration: 0.5))
    }

    /// A session touching every act kind and every rest state.
    var session: [Act] {
        [
            .hold(seconds: 0.2), .animate(.to), .hold(seconds: 0.2),
            pan(.back, 100), .hold(seconds: 0.2),  // cancelled back: still presented
            pan(.back, 250), .hold(seconds: 0.2),  // finished back
            pan(.to, 100), .hold(seconds: 0.2),  // cancelled to
            .animate(.to), .animate(.back), .hold(seconds: 0.3),
        ]
    }

    func testFrameCountIsTheRoundedProductOfDurationAndFps() throws {
        let acts: [Act] = [.hold(seconds: 0.5), .animate(.to), .hold(seconds: 0.25)]
        let at60 = try Timeline(acts: acts, config: config)
        XCTAssertEqual(at60.duration, 1.25)
        XCTAssertEqual(at60.frameCount, 75)
        var config24 = config
        config24.fps = 24
        XCTAssertEqual(try Timeline(acts: acts, config: config24).frameCount, 30)
        var config50 = config
        config50.fps = 50
        XCTAssertEqual(try Timeline(acts: [.hold(seconds: 0.33)], config: config50).frameCount, 17)
        XCTAssertEqual(at60.actStartTimes, [0, 0.5, 1])
        XCTAssertEqual(at60.actDurations, [0.5, 0.5, 0.25])
    }

    func testStateIsAPureFunctionOfTheFrameIndex() throws {
        let timeline = try Timeline(acts: session, config: config)
        let frames = Array(0..<timeline.frameCount)
        let forward = frames.map { timeline.state(frame: $0) }
        let backward = frames.reversed().map { timeline.state(frame: $0) }.reversed()
        var random = SplitMix64(seed: 3)
        var shuffled = frames
        for i in shuffled.indices.reversed() { shuffled.swapAt(i, Int(random.next() % UInt64(i + 1))) }
        var byShuffle = [Int: TimelineState]()
        for frame in shuffled { byShuffle[frame] = timeline.state(frame: frame) }
        let rebuilt = try Timeline(acts: session, config: config)
        for frame in frames {
            XCTAssertEqual(forward[frame], Array(backward)[frame])
            XCTAssertEqual(forward[frame], byShuffle[frame])
            XCTAssertEqual(forward[frame], rebuilt.state(frame: frame))
            XCTAssertEqual(forward[frame].time, Double(frame) / 60)
        }
    }

    func testAnimateIsLinearInTimeOverTheDirectionsDuration() throws {
        var config = config
        config.backDuration = 0.8
        let timeline = try Timeline(acts: [.animate(.to), .animate(.back)], config: config)
        XCTAssertEqual(
            timeline.state(frame: 0),
            TimelineState(
                actIndex: 0, time: 0, direction: .to, progress: 0,
                percent: 0, phase: .animating))
        XCTAssertEqual(timeline.state(frame: 15).progress, 0.5)
        let back = timeline.state(frame: 30 + 12)
        XCTAssertEqual(back.direction, .back)
        XCTAssertEqual(back.progress, 0.2 / 0.8, accuracy: 1e-15)
        XCTAssertEqual(timeline.duration, 1.3)
    }

    func testHoldsShowTheRestStateLeftByThePreviousActs() throws {
        let timeline = try Timeline(acts: session, config: config)
        var rests: [(TransitionDirection, Double)] = []
        for (index, act) in timeline.acts.enumerated() {
            guard case .hold = act else { continue }
            let state = timeline.state(atTime: timeline.actStartTimes[index] + 0.1)
            XCTAssertEqual(state.phase, .idle)
            XCTAssertEqual(state.actIndex, index)
            XCTAssertNil(state.finger)
            rests.append((state.direction, state.progress))
        }
        let expected: [(TransitionDirection, Double)] = [(.to, 0), (.to, 1), (.back, 0), (.back, 1), (.to, 0), (.back, 1)]
        XCTAssertEqual(rests.map(\.0), expected.map(\.0))
        XCTAssertEqual(rests.map(\.1), expected.map(\.1))
        XCTAssertEqual(timeline.releases.map(\.outcome), [.cancelled, .finished, .cancelled])
        XCTAssertEqual(timeline.releases.map(\.actIndex), [3, 5, 7])
        XCTAssertEqual(timeline.releases[0].time, timeline.actStartTimes[3] + 0.5, accuracy: 1e-12)
    }

    func testFramesOutsideTheClipShowItsEnds() throws {
        let timeline = try Timeline(acts: [.animate(.to)], config: config)
        XCTAssertEqual(timeline.state(frame: -5).progress, 0)
        let after = timeline.state(frame: timeline.frameCount)
        XCTAssertEqual(after.phase, .idle)
        XCTAssertEqual(after.progress, 1)
        XCTAssertEqual(after.actIndex, 0)
    }

    func testTransitionsImpossibleInTheCurrentStateAreRejected() {
        let cases: [([Act], TimelineError)] = [
            ([.animate(.back)], .transitionUnavailable(index: 0, transition: .back)),
            ([.hold(seconds: 1), pan(.back, 100)], .transitionUnavailable(index: 1, transition: .back)),
            ([.animate(.to), .animate(.to)], .transitionUnavailable(index: 1, transition: .to)),
            ([pan(.to, 100), .animate(.back)], .transitionUnavailable(index: 1, transition: .back)),
            ([.animate(.to), pan(.back, 250), pan(.back, 250)], .transitionUnavailable(index: 2, transition: .back)),
        ]
        for (acts, expected) in cases {
            XCTAssertThrowsError(try Timeline(acts: acts, config: config)) { error in
                XCTAssertEqual(error as? TimelineError, expected)
            }
        }
    }

    func testInvalidConfigAndActsAreRejectedWithOneLineMessages() {
        var badFps = config
        badFps.fps = 0
        var badThreshold = config
        badThreshold.gesture.threshold = 1.5
        var badDuration = config
        badDuration.toDuration = -1
        let cases: [(TimelineConfig, [Act], String)] = [
            (badFps, [.hold(seconds: 1)], "timeline config: fps must be > 0, found 0"),
            (badThreshold, [.hold(seconds: 1)], "timeline config: gesture threshold must be in 0…1, found 1.5"),
            (badDuration, [.hold(seconds: 1)], "timeline config: toDuration must be > 0 s, found -1"),
            (config, [], "the script has no acts; add at least one hold, animate, pan or pinch"),
            (config, [.hold(seconds: -0.5)], "acts[0]: hold seconds must be finite and ≥ 0, found -0.5"),
            (
                config, [.animate(.back)],
                "acts[0]: a back transition needs the to screen presented, but it is not (never presented, cancelled or already dismissed)"
            ),
        ]
        for (config, acts, message) in cases {
            XCTAssertThrowsError(try Timeline(acts: acts, config: config)) { error in
                XCTAssertEqual("\(error)", message)
                XCTAssertFalse("\(error)".contains("\n"))
            }
        }
    }

    func testZeroLengthHoldIsSkipped() throws {
        let timeline = try Timeline(acts: [.hold(seconds: 0), .animate(.to)], config: config)
        XCTAssertEqual(timeline.state(frame: 0).actIndex, 1)
        XCTAssertEqual(timeline.state(frame: 0).phase, .animating)
    }
}
