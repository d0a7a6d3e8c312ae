import Foundation
import XCTest
import XWTVideo

/// Every bad declared effect is one error line naming the file and the full key path.
final class DeclaredEffectErrorTests: XCTestCase {
    func testEveryBadCaseGivesItsOneErrorLine() {
        for bad in DeclaredCases.bad {
            do {
                let preset = try PresetParser.parse(Data(DeclaredCases.preset(bad.effect).utf8), id: "case", file: "case.json", baseDirectory: nil)
                XCTFail("\(bad.error): loaded as \(preset.effect)")
            } catch {
                XCTAssertEqual("\(error)", "case.json: " + bad.error)
            }
        }
    }

    func testAGoodDeclarationLoadsWithItsDurations() throws {
        let effect = #"{ "id": "custom", "duration": 0.7, "layers": [{ "content": "from" }, \#(DeclaredCases.fade)], "back": { "duration": 0.3, "layers": [{ "content": "to" }, \#(DeclaredCases.fade)] } }"#
        let preset = try PresetParser.parse(Data(DeclaredCases.preset(effect).utf8), id: "case", file: "case.json", baseDirectory: nil)
        XCTAssertEqual(preset.effect.rawValue, "custom")
        XCTAssertEqual(preset.parameters.toDuration, 0.7)
        XCTAssertEqual(preset.parameters.backDuration, 0.3)
    }

    func testTMGestureDirectionsAreChecked() {
        let text = DeclaredCases.preset(#"{ "id": "custom", "duration": 0.5, "layers": [{ "content": "from" }] }"#, extra: #""gesture": { "model": "tm", "directions": ["diagonal"] },"#)
        XCTAssertThrowsError(try PresetParser.parse(Data(text.utf8), id: "case", file: "case.json", baseDirectory: nil)) { error in
            XCTAssertEqual("\(error)", #"case.json: gesture.directions[0]: expected one of left, right, up, down; found a string ("diagonal")"#)
        }
    }
}
