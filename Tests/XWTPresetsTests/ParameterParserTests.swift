import XCTest
import XWTEffects
import XWTEngine

@testable import XWTPresets

/// One parser for an effect's parameters: the CLI's `name=value` texts read as the JSON a preset
/// holds, through the same checks, with the same error wording.
final class ParameterParserTests: XCTestCase {
    private func effect(_ id: String) throws -> EffectID { try XCTUnwrap(EffectID(rawValue: id)) }

    func testTextsAndPresetJSONGiveTheSameParameters() throws {
        let drawer = try effect("drawer")
        let fromText = try ParameterParser.parameters(assignments: ["style=flip", "direction=bottom", "toDuration=0.7"], for: drawer)
        let fromJSON = try ParameterParser.parameters(
            [("direction", .string("bottom")), ("style", .string("flip")), ("toDuration", .number(0.7))], for: drawer, elements: nil
        ) { (file: "t.json", keyPath: "effect.\($0)") }
        XCTAssertEqual(fromText, fromJSON)
        XCTAssertEqual(fromText.value(named: "style"), .choice("flip"))
    }

    func testTextsTakeThePresetsShapes() {
        XCTAssertEqual(ParameterParser.json("0.5,0.35", kind: .point), .array([.number(0.5), .number(0.35)]))
        XCTAssertEqual(ParameterParser.json("1, 2, 3, 4", kind: .rect), .array([.number(1), .number(2), .number(3), .number(4)]))
        XCTAssertEqual(
            ParameterParser.json("0,0,10,10,5,5,20,20", kind: .rectPairs(maxCount: 1)),
            .array([.array([.array([.number(0), .number(0), .number(10), .number(10)]), .array([.number(5), .number(5), .number(20), .number(20)])])]))
        XCTAssertEqual(ParameterParser.json("true", kind: .bool), .bool(true))
        XCTAssertEqual(ParameterParser.json("yes", kind: .bool), .string("yes"), "left for the kind check to refuse")
        XCTAssertEqual(ParameterParser.json("1,2,3", kind: .rectPairs(maxCount: 1)), .string("1,2,3"))
    }

    func testTextErrorsNameTheParameterAsAPresetKeyWould() throws {
        let drawer = try effect("drawer")
        XCTAssertThrowsError(try ParameterParser.parameters(assignments: ["style=qq"], for: drawer)) {
            XCTAssertEqual("\($0)", #"style: expected one of plain, parallax, flip; found "qq""#)
        }
        XCTAssertThrowsError(try ParameterParser.parameters(assignments: ["toDuration=fast"], for: drawer)) {
            XCTAssertEqual("\($0)", #"toDuration: expected a number in 0.01…60; found a string ("fast")"#)
        }
        XCTAssertThrowsError(try ParameterParser.parameters(assignments: ["nope=1"], for: drawer)) {
            XCTAssertTrue("\($0)".hasPrefix("nope: expected a parameter of drawer: toDuration, backDuration, "), "\($0)")
        }
        XCTAssertThrowsError(try ParameterParser.parameters(assignments: ["style"], for: drawer)) {
            XCTAssertTrue("\($0)".hasPrefix("expected name=value with a name among toDuration, backDuration, "), "\($0)")
        }
    }

    func testScreenNamesAndScreenshotPaths() {
        XCTAssertEqual(ScreenSource(parsing: "qq-chats"), .mock(.qqChats))
        XCTAssertEqual(ScreenSource(parsing: "shots/A.JPEG"), .file("shots/A.JPEG"))
        XCTAssertNil(ScreenSource(parsing: "a.gif"))
        XCTAssertEqual(ScreenSource.hint(for: "lst"), "; did you mean list?")
    }
}
