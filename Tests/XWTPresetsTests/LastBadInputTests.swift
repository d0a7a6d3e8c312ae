import Foundation
import XCTest
import XWTPresets

/// The last classes of bad input: values of any length and geometry beyond any screen.
///
/// A 10-MB string anywhere a preset takes a string (or as a key) gives one error line of at most
/// 300 characters naming the file and key, the value cut with `…`, and quickly (no edit distance
/// over 10 MB). Numbers of 1e308 in rectangles, points, centres and radii are refused with their
/// key path: they once reached the renderer and trapped (magic-move, SIGILL).
final class LastBadInputTests: XCTestCase {
    private static let huge = String(repeating: "x", count: 10_000_000)

    private func error(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try PresetParser.parse(Data(json.utf8), id: "t", file: "t.json", baseDirectory: nil)
            XCTFail("expected an error, but the preset loaded", file: file, line: line)
        } catch {
            return "\(error)"
        }
        return ""
    }

    func testATenMegabyteValueGivesAShortErrorLine() {
        let huge = Self.huge
        let cases: [(key: String, json: String)] = [
            ("effect.id", PresetParserTests.doc(effect: #"{ "id": "\#(huge)" }"#)),
            ("effect.style", PresetParserTests.doc(effect: #"{ "id": "drawer", "style": "\#(huge)" }"#)),
            ("device", PresetParserTests.doc(#""device": "\#(huge)","#)),
            ("screens.from", PresetParserTests.doc(#""screens": { "from": "\#(huge)" },"#)),
            ("appearance", PresetParserTests.doc(#""appearance": "\#(huge)","#)),
            ("format", #"{ "format": "\#(huge)", "version": 1 }"#),
            ("acts[0].animate", PresetParserTests.doc(acts: #"[{ "animate": "\#(huge)" }]"#)),
            ("acts[0].hold", PresetParserTests.doc(acts: #"[{ "hold": "\#(huge)" }]"#)),
            ("xxxxxxxx", PresetParserTests.doc(#""\#(huge)": 1,"#)),
            ("effect.xxxxxxxx", PresetParserTests.doc(effect: #"{ "id": "drawer", "\#(huge)": 1 }"#)),
        ]
        for (key, json) in cases {
            let started = Date()
            let message = error(json)
            XCTAssertLessThanOrEqual(message.count, 300, "\(key): \(message.prefix(400))")
            XCTAssertTrue(message.hasPrefix("t.json: \(key)"), "\(key): \(message.prefix(400))")
            XCTAssertTrue(message.contains("…"), "\(key): the value is cut: \(message)")
            XCTAssertFalse(message.contains("\n"), "\(key): one line")
            XCTAssertLessThan(Date().timeIntervalSince(started), 5, "\(key): answered in seconds, not minutes")
        }
    }

    func testOverflowingGeometryIsRefusedWithItsKeyPath() {
        let cases: [(key: String, json: String)] = [
            ("effect.pairs", PresetParserTests.doc(effect: #"{ "id": "magic-move", "pairs": [[[1e308, 0, 40, 40], [0, 0, 40, 40]]] }"#)),
            ("effect.pairs", PresetParserTests.doc(effect: #"{ "id": "magic-move", "pairs": [[[0, 0, 1e308, 40], [0, 0, 40, 40]]] }"#)),
            ("effect.pairs", PresetParserTests.doc(effect: #"{ "id": "magic-move", "pairs": [[[0, 0, 40, 40], [0, 0, 40, 40], [1e308, 0]]] }"#)),
            ("effect.center", PresetParserTests.doc(effect: #"{ "id": "circle-spread", "center": [1e308, 0.5] }"#)),
            ("effect.center", PresetParserTests.doc(effect: #"{ "id": "circle-spread", "center": [0.5, -1e300] }"#)),
            ("acts[0].from", PresetParserTests.doc(acts: #"[{ "pan": "to", "distance": 100, "from": [1e308, 10] }]"#)),
            ("acts[0].center", PresetParserTests.doc(effect: #"{ "id": "vc-portal" }"#, acts: #"[{ "pinch": "to", "scale": 2, "center": [10, 1e308] }]"#)),
        ]
        for (key, json) in cases {
            let message = error(json)
            XCTAssertTrue(message.hasPrefix("t.json: \(key)") && message.contains(": expected "), "\(key): \(message)")
            XCTAssertTrue(message.contains("100000"), "names the limit: \(message)")
        }
        // The largest accepted values still load.
        XCTAssertNoThrow(
            try PresetParser.parse(
                Data(PresetParserTests.doc(effect: #"{ "id": "magic-move", "pairs": [[[-100000, 0, 100000, 40], [0, 0, 40, 40]]] }"#).utf8),
                id: "t", file: "t.json", baseDirectory: nil))
    }
}
