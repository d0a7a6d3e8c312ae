import Foundation
import XCTest
import XWTMotion

@testable import XWTPresets

/// `"gesture": {"conflicts": …}`: the full-screen pop's banner and slider, each conflict `legacy` or
/// `fixed`, one exact error line per bad value.
final class TouchConflictKeyTests: XCTestCase {
    static func doc(_ gesture: String) -> String {
        PresetParserTests.doc(#""gesture": \#(gesture), "#, effect: #"{ "id": "uikit-push" }"#)
    }

    func assertError(_ json: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try PresetParserTests.parse(json), file: file, line: line) { error in
            XCTAssertEqual((error as? PresetError)?.description, expected, file: file, line: line)
        }
    }

    func testConflictsAreReadWithFixedAsTheDefault() throws {
        func conflict(_ gesture: String) throws -> TouchConflict? { try PresetParserTests.parse(Self.doc(gesture)).timeline.config.gesture.touchConflict }
        XCTAssertNil(try conflict(#"{ "model": "uikit-full-screen" }"#))
        let fixed = try XCTUnwrap(try conflict(#"{ "model": "uikit-full-screen", "conflicts": {} }"#))
        XCTAssertEqual([fixed.scrollView, fixed.sliderFix], [.fixed, .fixed])
        let legacy = try XCTUnwrap(try conflict(#"{ "model": "uikit-full-screen", "conflicts": { "scrollView": "legacy", "slider": "legacy" } }"#))
        XCTAssertEqual([legacy.scrollView, legacy.sliderFix], [.legacy, .legacy])
    }

    func testBadConflictValuesAreOneLineErrors() {
        assertError(
            Self.doc(#"{ "model": "uikit-edge", "conflicts": {} }"#),
            "t.json: gesture.conflicts: expected the uikit-full-screen gesture model (the banner and slider conflict with the full-screen pop); found the model uikit-edge"
        )
        assertError(
            Self.doc(#"{ "model": "uikit-full-screen", "conflicts": true }"#),
            "t.json: gesture.conflicts: expected an object; found a boolean (true)")
        assertError(
            Self.doc(#"{ "model": "uikit-full-screen", "conflicts": { "slider": "fix" } }"#),
            #"t.json: gesture.conflicts.slider: expected one of legacy, fixed; found "fix""#)
        assertError(
            Self.doc(#"{ "model": "uikit-full-screen", "conflicts": { "scrollview": "legacy" } }"#),
            "t.json: gesture.conflicts.scrollview: expected one of the keys scrollView, slider; found an unknown key")
    }
}
