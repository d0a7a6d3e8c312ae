import Foundation
import XCTest
import XWTEffects
import XWTMotion

@testable import XWTPresets

/// The bundled presets of TransitionManager's own animations (Page, Portal, RotationPresent,
/// ViewMove): TM's gesture model with the demo's flags, a back pan released below
/// interactivePercent 0.3 that cancels and one released between 0.3 and 0.5 that finishes on the
/// 2/60 timer (where XW's 0.5 would cancel it), and one-line errors for bad input.
final class TMCustomPresetTests: XCTestCase {
    static let effects: Set<String> = ["tm-page", "tm-normal-portal", "tm-solid-portal", "tm-rotation-present", "tm-view-move"]

    func presets() throws -> [Preset] {
        let library = PresetLibrary(directory: PresetParserTests.presetsDirectory)
        return try library.ids().map { try library.load(id: $0) }.filter { Self.effects.contains($0.effect.rawValue) }
    }

    func testEveryPageAndPortalCombinationHasAPreset() throws {
        let ids = Set(try presets().map(\.id))
        var expected: Set<String> = ["tm-rotation-present-left", "tm-rotation-present-right", "tm-view-move", "tm-view-move-spring"]
        for side in ["left", "right", "top", "bottom"] { expected.insert("tm-page-\(side)") }
        for kind in ["normal", "solid"] {
            for mode in ["open", "close"] {
                for axis in ["horizontal", "vertical"] { expected.insert("tm-\(kind)-portal-\(mode)-\(axis)") }
            }
        }
        XCTAssertEqual(ids, expected)
    }

    func testBackPansCancelBelowThreeTenthsAndFinishBetweenThreeAndFiveTenthsOnTheTimer() throws {
        for preset in try presets() {
            let model = try XCTUnwrap(preset.timeline.config.gesture as? TMGestureModel, "\(preset.id): not TM's gesture model")
            XCTAssertEqual(model.threshold, 0.3, preset.id)
            XCTAssertTrue(model.directions == [.left, .right] || model.directions == .down, "\(preset.id): \(model.directions)")
            let releases = preset.timeline.releases
            XCTAssertEqual(releases.map(\.outcome), [.cancelled, .finished], preset.id)
            guard releases.count == 2 else { continue }
            XCTAssertLessThan(releases[0].percent, 0.3, preset.id)
            XCTAssertGreaterThan(releases[1].percent, 0.3, preset.id)
            // The finger travels under half the screen; Solid Open reads it in B scaled to 0.6 (percent = travel / (0.6 × size)).
            XCTAssertLessThan(releases[1].percent * model.viewScale, 0.5, preset.id)
            for release in releases {
                let forward = release.outcome == .finished
                let ticks = (1...60).first { j in
                    forward ? release.percent + Double(2 * j) / 60 >= 1 : release.percent - Double(2 * j) / 60 <= 0
                }
                XCTAssertEqual(release.settle, .timer(ticks: try XCTUnwrap(ticks)), "\(preset.id) acts[\(release.actIndex)]")
            }
        }
    }

    // MARK: bad input

    func doc(_ effect: String, _ fields: String = "") -> String {
        PresetParserTests.doc(fields, effect: effect, acts: #"[{ "animate": "to" }, { "hold": 0.5 }]"#)
    }

    func assertError(_ json: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            _ = try PresetParserTests.parse(json)
            XCTFail("expected an error, but the preset loaded", file: file, line: line)
        } catch let error as PresetError {
            XCTAssertEqual(error.description, expected, file: file, line: line)
            XCTAssertFalse(error.description.contains("\n"), file: file, line: line)
        } catch {
            XCTFail("expected a PresetError, got \(error)", file: file, line: line)
        }
    }

    func testUnknownDirectionModeAndAxis() {
        assertError(
            doc(#"{ "id": "tm-page", "direction": "diagonal" }"#),
            #"t.json: effect.direction: expected one of left, right, top, bottom; found "diagonal""#)
        assertError(
            doc(#"{ "id": "tm-rotation-present", "direction": "top" }"#),
            #"t.json: effect.direction: expected one of left, right; found "top""#)
        assertError(
            doc(#"{ "id": "tm-solid-portal", "mode": "ajar" }"#),
            #"t.json: effect.mode: expected one of open, close; found "ajar""#)
        assertError(
            doc(#"{ "id": "tm-normal-portal", "axis": "diagonal" }"#),
            #"t.json: effect.axis: expected one of horizontal, vertical; found "diagonal""#)
        assertError(
            doc(#"{ "id": "tm-normal-portal", "axis": 1 }"#),
            "t.json: effect.axis: expected one of horizontal, vertical; found a number (1)")
        assertError(
            doc(#"{ "id": "tm-view-move", "style": "bouncy" }"#),
            #"t.json: effect.style: expected one of normal, spring; found "bouncy""#)
    }

    func testViewMoveNeedsExactlyOnePairOfRectangles() {
        let expected = "expected a list of one rectangle pair [[x, y, w, h], [x, y, w, h]] with numbers within ±100000 and w, h > 0"
        assertError(doc(#"{ "id": "tm-view-move", "views": [] }"#), "t.json: effect.views: \(expected); found an empty list")
        assertError(
            doc(#"{ "id": "tm-view-move", "views": [[[0, 0, 10, 10], [5, 5, 20, 20]], [[0, 0, 10, 10], [5, 5, 20, 20]]] }"#),
            "t.json: effect.views: \(expected); found a list of 2 rectangle pairs")
        assertError(
            doc(#"{ "id": "tm-view-move", "views": [[[0, 0, 10, 0], [5, 5, 20, 20]]] }"#),
            "t.json: effect.views: \(expected); found the pair [[0, 0, 10, 0], [5, 5, 20, 20]] at index 0")
        XCTAssertNoThrow(try PresetParserTests.parse(doc(#"{ "id": "tm-view-move", "views": [[[0, 0, 10, 10], [5, 5, 20, 20]]] }"#)))
    }

    func testThresholdOutsideZeroToOne() throws {
        for bad in ["1.5", "-0.1"] {
            assertError(
                doc(#"{ "id": "tm-page" }"#, #""gesture": { "threshold": \#(bad) },"#),
                "t.json: gesture.threshold: expected a number in 0…1; found a number (\(bad))")
        }
        let preset = try PresetParserTests.parse(doc(#"{ "id": "tm-page" }"#, #""gesture": { "threshold": 0.45 },"#))
        let model = try XCTUnwrap(preset.timeline.config.gesture as? TMGestureModel)
        XCTAssertEqual(model.threshold, 0.45)
        XCTAssertEqual(model.directions, [.left, .right], "the effect's own model keeps the demo's flags")
    }
}
