import Foundation
import XCTest
import XWTEffects
import XWTEngine
import XWTPresets
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
        let effect =
            #"{ "id": "custom", "duration": 0.7, "layers": [{ "content": "from" }, \#(DeclaredCases.fade)], "back": { "duration": 0.3, "layers": [{ "content": "to" }, \#(DeclaredCases.fade)] } }"#
        let preset = try PresetParser.parse(Data(DeclaredCases.preset(effect).utf8), id: "case", file: "case.json", baseDirectory: nil)
        XCTAssertEqual(preset.effect.rawValue, "custom")
        XCTAssertEqual(preset.parameters.toDuration, 0.7)
        XCTAssertEqual(preset.parameters.backDuration, 0.3)
    }

    /// `presets validate --expanded` prints every bundled declaration as plain layers and keyframes
    /// that read back as the same declaration.
    func testExpandedDeclarationsReadBackAsTheSame() throws {
        var count = 0
        for id in try TestSupport.presets.ids() {
            let preset = try TestSupport.presets.load(id: id)
            guard case let .declaration(declared)? = preset.parameters.value(named: "declaration") else { continue }
            let expanded = DeclaredEffectWriter.json(declared)
            XCTAssertFalse(expanded.contains("modifiers") || expanded.contains("match"), id)
            let text =
                #"{ "format": "xwt-video-preset", "version": 1, "description": "x", "screens": { "from": "\#(preset.from)", "to": "\#(preset.to)" }, "effect": \#(expanded), "acts": [{ "animate": "to" }] }"#
            let again = try PresetParser.parse(Data(text.utf8), id: id, file: id, baseDirectory: nil)
            XCTAssertEqual(again.parameters.value(named: "declaration"), .declaration(declared), id)
            count += 1
        }
        XCTAssertEqual(count, 42)
    }

    func testTMGestureDirectionsAreChecked() {
        let text = DeclaredCases.preset(
            #"{ "id": "custom", "duration": 0.5, "layers": [{ "content": "from" }] }"#, extra: #""gesture": { "model": "tm", "directions": ["diagonal"] },"#)
        XCTAssertThrowsError(try PresetParser.parse(Data(text.utf8), id: "case", file: "case.json", baseDirectory: nil)) { error in
            XCTAssertEqual("\(error)", #"case.json: gesture.directions[0]: expected one of left, right, up, down; found a string ("diagonal")"#)
        }
    }
}
