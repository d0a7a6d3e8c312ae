import Foundation
import XCTest
import XWTEffects
import XWTEngine
import XWTMotion

@testable import XWTPresets

/// UIKit's stock push and its interactive pops (edge and full-screen), and TransitionManager's
/// refusal of a forward pan.
final class UIKitPresetTests: XCTestCase {
    func preset(_ id: String) throws -> Preset {
        try PresetLibrary(directory: PresetParserTests.presetsDirectory).load(id: id)
    }

    /// Releases below and above UIKit's 0.5: a cancel, then a finish completed over (1 − p)·D.
    func assertCancelThenFinish(_ p: Preset, file: StaticString = #filePath, line: UInt = #line) {
        let releases = p.timeline.releases
        XCTAssertEqual(releases.map(\.outcome), [.cancelled, .finished], file: file, line: line)
        XCTAssertLessThan(releases[0].percent, 0.5, file: file, line: line)
        XCTAssertGreaterThan(releases[1].percent, 0.5, file: file, line: line)
        guard case let .completion(seconds) = releases[1].settle else { return XCTFail("\(releases[1].settle)", file: file, line: line) }
        XCTAssertEqual(seconds, (1 - releases[1].percent) * 0.3, accuracy: 1e-12, file: file, line: line)
        let last = p.timeline.state(frame: p.timeline.frameCount - 1)
        XCTAssertEqual(last.direction, .back, file: file, line: line)
        XCTAssertEqual(last.progress, 1, "popped", file: file, line: line)
    }

    func testUIKitPushEdgeSwipeCancelsThenFinishes() throws {
        let p = try preset("uikit-push")
        XCTAssertTrue(p.timeline.config.gesture is UIKitEdgeModel)
        XCTAssertEqual(p.resolvedContainer, .navigation)
        assertCancelThenFinish(p)
    }

    /// The seed's full-screen pop: the same rule, from touches at least 100 pt from the edge.
    func testFullScreenPopStartsMidScreen() throws {
        let p = try preset("wsl-full-screen-pop")
        XCTAssertTrue(p.timeline.config.gesture is UIKitFullScreenModel)
        assertCancelThenFinish(p)
        let pans = p.acts.compactMap { act -> PanAct? in if case let .pan(pan) = act { return pan } else { return nil } }
        XCTAssertEqual(pans.count, 2)
        for pan in pans { XCTAssertGreaterThanOrEqual(try XCTUnwrap(pan.start).x, 100) }
    }

    func testEdgeModelRefusesAMidScreenStartAndFullScreenAcceptsIt() {
        let screen = Size(375, 667)
        let pan = PanAct(transition: .back, direction: .right, distance: 100, duration: 0.4, start: Point(140, 400))
        XCTAssertFalse(UIKitEdgeModel().recognises(pan, start: Point(140, 400), in: screen))
        XCTAssertNotNil(UIKitEdgeModel().refusal(of: pan, start: Point(140, 400), in: screen))
        XCTAssertTrue(UIKitEdgeModel().recognises(pan, start: Point(10, 400), in: screen))
        XCTAssertTrue(UIKitFullScreenModel().recognises(pan, start: Point(140, 400), in: screen))
        XCTAssertEqual(UIKitFullScreenModel().percent(pan, translation: Point(187.5, 3), in: screen), 0.5)
        XCTAssertEqual(UIKitFullScreenModel().release(percent: 0.5, duration: 0.3).outcome, .cancelled)
        XCTAssertEqual(UIKitFullScreenModel().release(percent: 0.51, duration: 0.3).outcome, .finished)
    }

    func testEdgePanFromMidScreenIsOneLineNamingTheAct() {
        let json = PresetParserTests.doc(
            effect: #"{ "id": "uikit-push" }"#,
            acts: #"[{ "animate": "to" }, { "pan": "back", "direction": "right", "from": [140, 400], "distance": 100 }]"#)
        XCTAssertThrowsError(try PresetParserTests.parse(json)) { error in
            let text = String(describing: error)
            XCTAssertTrue(text.hasPrefix("t.json: acts[1]: UIKit's edge swipe starts within 20 pt of the left edge"), text)
            XCTAssertFalse(text.contains("\n"))
        }
    }

    func testTMRefusesAForwardPanInOneLineNamingTheAct() {
        let json = PresetParserTests.doc(effect: #"{ "id": "tm-cube" }"#, acts: #"[{ "pan": "to", "direction": "left", "distance": 100 }]"#)
        XCTAssertThrowsError(try PresetParserTests.parse(json)) { error in
            XCTAssertEqual(
                String(describing: error),
                #"t.json: acts[0]: TransitionManager has no interactive push or present (its pan only pops or dismisses): use { "animate": "to" }"#)
        }
    }
}
