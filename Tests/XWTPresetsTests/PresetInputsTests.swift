import Foundation
import XCTest

@testable import XWTPresets

/// The files a preset reads besides its own, named by the parser's own rules: what `xwt-video
/// preview` watches.
final class PresetInputsTests: XCTestCase {
    private func files(_ screens: String, effect: String = #"{ "id": "custom", "file": "shared.json" }"#) -> [String] {
        let text = PresetParserTests.doc(#""screens": \#(screens), "#, effect: effect)
        return PresetInputs.files(in: Data(text.utf8), baseDirectory: "/presets")
    }

    func testScreenshotsAndTheSharedDeclarationAreNamedAsTheParserFindsThem() {
        XCTAssertEqual(
            files(#"{ "from": "shots/List.PNG", "to": "/abs/detail.jpeg" }"#),
            ["/presets/shots/List.PNG", "/abs/detail.jpeg", "/presets/shared.json"])
        XCTAssertEqual(files(#"{ "from": "list", "to": "detail" }"#, effect: #"{ "id": "drawer" }"#), [], "built-in screens are no files")
    }

    /// A name the parser reads as neither a built-in screen nor a screenshot (`ScreenSource(parsing:)`)
    /// names no file, dots or not; nor does an `effect.file` that is not a .json name.
    func testWhatTheParserRefusesNamesNoFile() {
        XCTAssertEqual(files(#"{ "from": "v1.2", "to": "notes.txt" }"#, effect: #"{ "id": "custom", "file": "shared.yaml" }"#), [])
        XCTAssertEqual(PresetInputs.files(in: Data("{ \"screens\": ".utf8), baseDirectory: "/presets"), [], "not JSON: nothing but the file itself")
    }
}
