import Foundation
import XCTest
import XWTEffects
import XWTMotion

@testable import XWTPresets

/// VCTransitionsLibrary's horizontal swipe in a tab bar (`"container": "tab"`,
/// `CEInteractionOperationTab`): a right-to-left pan switches to the next tab (the run to B), a
/// left-to-right one to the previous tab (back to A); a pan toward a tab that is not there is
/// refused in one line.
final class VCTabModeTests: XCTestCase {
    func testBundledTabPresetSwitchesBothWays() throws {
        let preset = try PresetLibrary(directory: PresetParserTests.presetsDirectory).load(id: "vc-cube-tabs")
        XCTAssertEqual(preset.resolvedContainer, .tab)
        let model = try XCTUnwrap(preset.timeline.config.gesture as? VCHorizontalSwipeModel)
        XCTAssertTrue(model.switchesTabs)
        let releases = preset.timeline.releases
        XCTAssertEqual(releases.map(\.outcome), [.finished, .cancelled, .finished])
        for (release, percent) in zip(releases, [0.6, 0.4, 0.7]) { XCTAssertEqual(release.percent, percent, accuracy: 1e-9) }
    }

    func testNavigationKeepsThePopRule() throws {
        let preset = try PresetLibrary(directory: PresetParserTests.presetsDirectory).load(id: "vc-cube")
        let model = try XCTUnwrap(preset.timeline.config.gesture as? VCHorizontalSwipeModel)
        XCTAssertFalse(model.switchesTabs)
    }

    func testAPanTowardAMissingTabIsRefusedInOneLine() {
        let cases: [(acts: String, message: String)] = [
            (
                #"[{ "pan": "to", "direction": "right", "distance": 120 }]"#,
                "t.json: acts[0]: VCTransitionsLibrary's tab swipe selects the next tab on a right-to-left pan and the previous one on a left-to-right pan; "
                    + "A is the first tab, so only a right-to-left (to B) pan switches, but this one is left-to-right"
            ),
            (
                #"[{ "pan": "to", "distance": 120 }, { "pan": "back", "direction": "left", "distance": 120 }]"#,
                "t.json: acts[1]: VCTransitionsLibrary's tab swipe selects the next tab on a right-to-left pan and the previous one on a left-to-right pan; "
                    + "B is the last tab, so only a left-to-right (back to A) pan switches, but this one is right-to-left"
            ),
        ]
        for c in cases {
            do {
                _ = try PresetParserTests.parse(PresetParserTests.doc(#""container": "tab","#, effect: #"{ "id": "vc-cube" }"#, acts: c.acts))
                XCTFail("\(c.message): the preset loaded")
            } catch {
                XCTAssertEqual("\(error)", c.message)
            }
        }
    }
}
