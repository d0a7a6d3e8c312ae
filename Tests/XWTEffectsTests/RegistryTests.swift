import XCTest
import XWTEffects
import XWTEngine
import XWTMotion

/// The registry and parameter validation (design.md §3: errors name the thing).
final class RegistryTests: XCTestCase {
    func testEveryEffectHasDurationsAndValidUniqueParameters() {
        for id in EffectID.allCases {
            let names = id.parameters.map(\.name)
            XCTAssertEqual(Array(names.prefix(2)), ["toDuration", "backDuration"], id.rawValue)
            XCTAssertEqual(Set(names).count, names.count, "\(id.rawValue): duplicate parameter names")
            let defaults = EffectParameters.defaults(id)
            XCTAssertEqual(defaults.toDuration, 0.5)
            XCTAssertEqual(defaults.backDuration, 0.5)
            XCTAssertFalse(id.summary.isEmpty)
            for spec in id.parameters { XCTAssertFalse(spec.summary.isEmpty, "\(id.rawValue).\(spec.name)") }
            XCTAssertEqual(EffectID(rawValue: id.rawValue), id)
        }
    }

    func testGestureTraits() {
        for id in EffectID.allCases {
            let traits = id.gesture(.defaults(id))
            XCTAssertEqual(traits.usesTimer, id == .circleSpread || id.rawValue.hasPrefix("filter-"), id.rawValue)
        }
        XCTAssertEqual(EffectID.circleSpread.gesture(.defaults(.circleSpread)).backGesture, .down)
        XCTAssertEqual(EffectID.explode.gesture(.defaults(.explode)), GestureTraits(usesTimer: false, toGesture: .down, backGesture: .up))
        let swipe = EffectID.filterSwipe.gesture(.defaults(.filterSwipe))
        XCTAssertEqual([swipe.toGesture, swipe.backGesture], [.right, .left])
        let upSwipe = try! EffectParameters(effect: .filterSwipe, values: ["startAngle": .number(Double.pi / 2), "revers": .bool(false)])
        XCTAssertEqual(EffectID.filterSwipe.gesture(upSwipe), GestureTraits(usesTimer: true, toGesture: .up, backGesture: .up))
        let expected: [String: (SwipeDirection, SwipeDirection)] = [
            "left": (.right, .left), "right": (.left, .right), "top": (.down, .up), "bottom": (.up, .down)]
        for (side, pans) in expected {
            for id in [EffectID.drawer, .pageMiddleFlip] {
                let traits = id.gesture(try! EffectParameters(effect: id, values: ["direction": .choice(side)]))
                XCTAssertEqual(traits.toGesture, pans.0, "\(id.rawValue) \(side)")
                XCTAssertEqual(traits.backGesture, pans.1, "\(id.rawValue) \(side)")
            }
        }
    }

    func testValuesOverrideDefaults() throws {
        let p = try EffectParameters(effect: .drawer, values: ["distance": .number(250), "style": .choice("parallax")])
        XCTAssertEqual(p.number("distance"), 250)
        XCTAssertEqual(p.choice("style"), "parallax")
        XCTAssertEqual(p.choice("direction"), "left")
        XCTAssertEqual(p.number("scaleRatio"), 1)
    }

    func testUnknownNameListsTheValidNames() {
        assertRejects(.drawer, ["dist": .number(3)], parameter: "dist",
                      mentions: ["unknown", "direction", "distance", "style", "scaleRatio", "toDuration"])
    }

    func testWrongKindSaysWhatWasExpectedAndFound() {
        assertRejects(.drawer, ["distance": .choice("far")], parameter: "distance", mentions: ["a number in 0…10000", "\"far\""])
        assertRejects(.filterSwipe, ["revers": .number(1)], parameter: "revers", mentions: ["true or false", "the number 1"])
        assertRejects(.circleSpread, ["center": .bool(true)], parameter: "center", mentions: ["a point", "the boolean true"])
    }

    func testOutOfRangeAndNonFiniteNumbers() {
        assertRejects(.circleSpread, ["startRadius": .number(-1)], parameter: "startRadius", mentions: ["0…10000", "-1"])
        assertRejects(.explode, ["toDuration": .number(0)], parameter: "toDuration", mentions: ["0.01…60", "the number 0"])
        assertRejects(.drawer, ["scaleRatio": .number(.nan)], parameter: "scaleRatio", mentions: ["0.1…1", "nan"])
        assertRejects(.circleSpread, ["center": .point(Point(.infinity, 0))], parameter: "center", mentions: ["finite"])
    }

    func testRectanglePairsNeedOneToSixtyFourValidPairs() {
        let ok = RectPair(Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: -5, y: 5, width: 1, height: 1))
        XCTAssertNoThrow(try EffectParameters(effect: .magicMove, values: ["pairs": .rectPairs([ok])]))
        assertRejects(.magicMove, ["pairs": .rectPairs([])], parameter: "pairs", mentions: ["1…64 rectangle pairs", "an empty list"])
        assertRejects(.magicMove, ["pairs": .rectPairs(Array(repeating: ok, count: 65))], parameter: "pairs",
                      mentions: ["a list of 65 rectangle pairs"])
        let flat = RectPair(ok.first, Rect(x: 0, y: 0, width: 10, height: 0))
        assertRejects(.magicMove, ["pairs": .rectPairs([ok, flat])], parameter: "pairs",
                      mentions: ["w, h > 0", "the pair [[0, 0, 10, 10], [0, 0, 10, 0]] at index 1"])
        let far = RectPair(Rect(x: .infinity, y: 0, width: 1, height: 1), ok.second)
        assertRejects(.magicMove, ["pairs": .rectPairs([far])], parameter: "pairs", mentions: ["finite", "index 0"])
        assertRejects(.magicMove, ["pairs": .point(Point(0, 0))], parameter: "pairs", mentions: ["rectangle pairs", "the point (0, 0)"])
    }

    func testInvalidChoiceListsTheChoices() {
        assertRejects(.pageMiddleFlip, ["direction": .choice("diagonal")], parameter: "direction",
                      mentions: ["one of left, right, top, bottom", "\"diagonal\""])
        assertRejects(.drawer, ["style": .choice("cube")], parameter: "style", mentions: ["one of plain, parallax, flip"])
    }

    private func assertRejects(_ id: EffectID, _ values: [String: ParameterValue], parameter: String, mentions: [String],
                               file: StaticString = #filePath, line: UInt = #line) {
        do {
            _ = try EffectParameters(effect: id, values: values)
            XCTFail("\(values) accepted", file: file, line: line)
        } catch {
            XCTAssertEqual(error.effect, id, file: file, line: line)
            XCTAssertEqual(error.parameter, parameter, file: file, line: line)
            let text = error.description
            XCTAssertTrue(text.contains(id.rawValue) && text.contains(parameter), text, file: file, line: line)
            for word in mentions {
                XCTAssertTrue(text.contains(word), "\"\(text)\" does not mention \"\(word)\"", file: file, line: line)
            }
        }
    }
}
