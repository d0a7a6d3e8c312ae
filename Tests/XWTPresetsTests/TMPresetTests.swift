import Foundation
import XCTest
import XWTEffects
import XWTMotion

@testable import XWTPresets

/// TransitionManager presets: TM's gesture model in a preset's timeline (threshold 0.3, the 2/60
/// timer), `interactivePercent`, and the one-line errors of its settings.
final class TMPresetTests: XCTestCase {
    func bundled(_ id: String) throws -> Preset {
        try PresetLibrary(directory: PresetParserTests.presetsDirectory).load(id: id)
    }

    /// Every preset of a TM system type: a back pan released at 0.2 cancels and one at 0.4 (between TM's 0.3 and
    /// XW's 0.5) finishes, both on the timer, the percent moving 2/60 per 60 Hz frame.
    func testSystemPresetsCancelAtTwoTenthsAndFinishBetweenThreeAndFiveTenthsOnTheTimer() throws {
        let ids = try PresetLibrary(directory: PresetParserTests.presetsDirectory).ids().filter { $0.hasPrefix("tm-") }
        var systemPresets = 0
        for id in ids {
            let preset = try bundled(id)
            guard preset.effect.library == .transitionManager, preset.effect.family == "System" else { continue }
            // The container-option presets are TMContainerOptionTests'.
            guard preset.container == nil, preset.transitionManager == .defaults else { continue }
            systemPresets += 1
            let model = try XCTUnwrap(preset.timeline.config.gesture as? TMGestureModel, id)
            XCTAssertEqual(model.threshold, 0.3, id)
            let releases = preset.timeline.releases
            XCTAssertEqual(releases.map(\.outcome), [.cancelled, .finished], id)
            XCTAssertEqual(releases[0].percent, 0.2, accuracy: 0.002, id)
            XCTAssertGreaterThan(releases[1].percent, 0.3, id)
            XCTAssertLessThan(releases[1].percent, 0.5, id)
            for release in releases {
                let forward = release.outcome == .finished
                let ticks = (1...600).first { j in
                    forward ? release.percent + Double(2 * j) / 60 >= 1 : release.percent - Double(2 * j) / 60 <= 0
                }
                XCTAssertEqual(release.settle, .timer(ticks: ticks ?? 0), "\(id) acts[\(release.actIndex)]")
                let first = Int((release.time * 60).rounded(.up))
                for frame in first..<(first + (ticks ?? 0)) {
                    let state = preset.timeline.state(frame: frame)
                    XCTAssertEqual(state.phase, .timer, "\(id) frame \(frame)")
                    let tick = Double(frame) - release.time * 60
                    XCTAssertEqual(state.percent, release.percent + (forward ? 2 : -2) * tick / 60, accuracy: 1e-9, "\(id) frame \(frame)")
                }
            }
        }
        XCTAssertEqual(systemPresets, 33, "one preset per system type and subtype")
    }

    /// `interactivePercent` is TM's name for the threshold: accepted with the tm model only, never with `threshold`.
    func testInteractivePercentSetsTMsThreshold() throws {
        let acts = #"[{ "animate": "to" }, { "pan": "back", "direction": "right", "distance": 150, "duration": 0.3 }, { "hold": 0.2 }]"#
        let effect = #"{ "id": "tm-push" }"#
        let plain = try PresetParserTests.parse(PresetParserTests.doc(effect: effect, acts: acts))
        XCTAssertEqual(plain.timeline.releases[0].percent, 0.4, accuracy: 1e-12)
        XCTAssertEqual(plain.timeline.releases[0].outcome, .finished)
        let strict = try PresetParserTests.parse(PresetParserTests.doc(#""gesture": { "interactivePercent": 0.45 },"#, effect: effect, acts: acts))
        XCTAssertEqual(strict.timeline.config.gesture.threshold, 0.45)
        XCTAssertEqual(strict.timeline.releases[0].outcome, .cancelled)
        let same = try PresetParserTests.parse(PresetParserTests.doc(#""gesture": { "threshold": 0.45 },"#, effect: effect, acts: acts))
        XCTAssertEqual(same.timeline.releases, strict.timeline.releases)
        XCTAssertEqual(same.timeline.config.gesture as? TMGestureModel, TMGestureModel(directions: [.left, .right], threshold: 0.45))
    }

    func testTMSettingsGiveOneLineErrors() {
        let acts = #"[{ "animate": "to" }, { "pan": "back", "distance": 200 }]"#
        let cases: [(fields: String, effect: String, message: String)] = [
            (
                "", #"{ "id": "tm-cube", "direction": "diagonal" }"#,
                #"t.json: effect.direction: expected one of left, right, top, bottom; found "diagonal""#
            ),
            (
                #""gesture": { "interactivePercent": 1.2 },"#, #"{ "id": "tm-fade" }"#,
                "t.json: gesture.interactivePercent: expected a number in 0…1; found a number (1.2)"
            ),
            (
                #""gesture": { "threshold": -0.1 },"#, #"{ "id": "tm-suck" }"#,
                "t.json: gesture.threshold: expected a number in 0…1; found a number (-0.1)"
            ),
            (
                #""gesture": { "threshold": 0.3, "interactivePercent": 0.3 },"#, #"{ "id": "tm-push" }"#,
                "t.json: gesture.interactivePercent: expected either threshold or interactivePercent (the same setting); found both"
            ),
            (
                #""gesture": { "directions": "none" },"#, #"{ "id": "tm-push" }"#,
                "t.json: gesture.directions: expected an array of left, right, up, down (TransitionManager's BackGestureType flags; [] is None); found a string (\"none\")"
            ),
            (
                #""gesture": { "directions": ["right", "sideways"] },"#, #"{ "id": "tm-push" }"#,
                "t.json: gesture.directions[1]: expected one of left, right, up, down; found a string (\"sideways\")"
            ),
            (
                #""gesture": { "directions": [] },"#, #"{ "id": "tm-push" }"#,
                #"t.json: acts[1]: TransitionManager's backGestureType is None (gesture.directions is []): there is no back pan; use { "animate": "back" }"#
            ),
            (
                #""gesture": { "interactivePercent": 0.3 },"#, #"{ "id": "drawer" }"#,
                "t.json: gesture.interactivePercent: expected one of the keys model, threshold; found an unknown key"
            ),
        ]
        for c in cases {
            do {
                _ = try PresetParserTests.parse(PresetParserTests.doc(c.fields, effect: c.effect, acts: acts))
                XCTFail("\(c.message): the preset loaded")
            } catch {
                XCTAssertEqual("\(error)", c.message)
            }
        }
    }
}
