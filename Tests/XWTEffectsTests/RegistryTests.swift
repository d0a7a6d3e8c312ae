import XCTest
import XWTEffects
import XWTEngine
import XWTMotion

/// The registry and parameter validation (errors name the thing).
final class RegistryTests: XCTestCase {
    func testEveryEffectHasDurationsAndValidUniqueParameters() {
        for id in EffectID.allCases {
            let names = id.parameters.map(\.name)
            XCTAssertEqual(Array(names.prefix(2)), ["toDuration", "backDuration"], id.rawValue)
            XCTAssertEqual(Set(names).count, names.count, "\(id.rawValue): duplicate parameter names")
            let defaults = EffectParameters.defaults(id)
            XCTAssertEqual(defaults.toDuration, id.descriptor.durations.to)
            XCTAssertEqual(defaults.backDuration, id.descriptor.durations.back)
            XCTAssertFalse(id.descriptor.source.isEmpty || id.descriptor.construction.isEmpty || id.family.isEmpty, id.rawValue)
            XCTAssertFalse(id.summary.isEmpty)
            for spec in id.parameters { XCTAssertFalse(spec.summary.isEmpty, "\(id.rawValue).\(spec.name)") }
            XCTAssertEqual(EffectID(rawValue: id.rawValue), id)
        }
    }

    func testGestureTraits() {
        // XWTransition: the display-link timer exactly for CircleSpread and the filters.
        for id in EffectID.allCases where id.library == .xwTransition {
            let model = id.gesture(.defaults(id)).model as? XWGestureModel
            XCTAssertEqual(model?.usesTimer, id.rawValue == "circle-spread" || id.rawValue.hasPrefix("filter-"), id.rawValue)
        }
        XCTAssertEqual(EffectID.named("circle-spread").gesture(.defaults(.named("circle-spread"))).backGesture, .down)
        XCTAssertEqual(EffectID.named("explode").gesture(.defaults(.named("explode"))), GestureTraits.xw(timer: false, to: .down, back: .up))
        let swipe = EffectID.named("filter-swipe").gesture(.defaults(.named("filter-swipe")))
        XCTAssertEqual([swipe.toGesture, swipe.backGesture], [.right, .left])
        let upSwipe = try! EffectParameters(effect: .named("filter-swipe"), values: ["startAngle": .number(Double.pi / 2), "revers": .bool(false)])
        XCTAssertEqual(EffectID.named("filter-swipe").gesture(upSwipe), GestureTraits.xw(timer: true, to: .up, back: .up))
        let expected: [String: (SwipeDirection, SwipeDirection)] = [
            "left": (.right, .left), "right": (.left, .right), "top": (.down, .up), "bottom": (.up, .down),
        ]
        for (side, pans) in expected {
            for id in [EffectID.named("drawer"), .named("page-middle-flip")] {
                let traits = id.gesture(try! EffectParameters(effect: id, values: ["direction": .choice(side)]))
                XCTAssertEqual(traits.toGesture, pans.0, "\(id.rawValue) \(side)")
                XCTAssertEqual(traits.backGesture, pans.1, "\(id.rawValue) \(side)")
            }
        }
    }

    func testValuesOverrideDefaults() throws {
        let p = try EffectParameters(effect: .named("drawer"), values: ["distance": .number(250), "style": .choice("parallax")])
        XCTAssertEqual(p.value(named: "distance"), .number(250))
        XCTAssertEqual(p.value(named: "style"), .choice("parallax"))
        XCTAssertEqual(p.value(named: "direction"), .choice("left"))
        XCTAssertEqual(p.value(named: "scaleRatio"), .number(1))
        XCTAssertNil(p.value(named: "dist"))
    }

    func testUnknownNameListsTheValidNames() {
        assertRejects(
            .named("drawer"), ["dist": .number(3)], parameter: "dist",
            mentions: ["unknown", "direction", "distance", "style", "scaleRatio", "toDuration"])
    }

    func testWrongKindSaysWhatWasExpectedAndFound() {
        assertRejects(.named("drawer"), ["distance": .choice("far")], parameter: "distance", mentions: ["a number in 0…10000", "\"far\""])
        assertRejects(.named("filter-swipe"), ["revers": .number(1)], parameter: "revers", mentions: ["true or false", "the number 1"])
        assertRejects(.named("circle-spread"), ["center": .bool(true)], parameter: "center", mentions: ["a point", "the boolean true"])
    }

    func testOutOfRangeAndNonFiniteNumbers() {
        assertRejects(.named("circle-spread"), ["startRadius": .number(-1)], parameter: "startRadius", mentions: ["0…10000", "-1"])
        assertRejects(.named("explode"), ["toDuration": .number(0)], parameter: "toDuration", mentions: ["0.01…60", "the number 0"])
        assertRejects(.named("drawer"), ["scaleRatio": .number(.nan)], parameter: "scaleRatio", mentions: ["0.1…1", "nan"])
        assertRejects(.named("circle-spread"), ["center": .point(Point(.infinity, 0))], parameter: "center", mentions: ["within ±100000", "inf"])
    }

    func testRectanglePairsNeedOneToSixtyFourValidPairs() {
        let ok = RectPair(Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: -5, y: 5, width: 1, height: 1))
        XCTAssertNoThrow(try EffectParameters(effect: .named("magic-move"), values: ["pairs": .rectPairs([ok])]))
        assertRejects(.named("magic-move"), ["pairs": .rectPairs([])], parameter: "pairs", mentions: ["1…64 rectangle pairs", "an empty list"])
        assertRejects(
            .named("magic-move"), ["pairs": .rectPairs(Array(repeating: ok, count: 65))], parameter: "pairs",
            mentions: ["a list of 65 rectangle pairs"])
        let flat = RectPair(ok.first, Rect(x: 0, y: 0, width: 10, height: 0))
        assertRejects(
            .named("magic-move"), ["pairs": .rectPairs([ok, flat])], parameter: "pairs",
            mentions: ["w, h > 0", "the pair [[0, 0, 10, 10], [0, 0, 10, 0]] at index 1"])
        let far = RectPair(Rect(x: .infinity, y: 0, width: 1, height: 1), ok.second)
        assertRejects(.named("magic-move"), ["pairs": .rectPairs([far])], parameter: "pairs", mentions: ["within ±100000", "index 0"])
        assertRejects(.named("magic-move"), ["pairs": .point(Point(0, 0))], parameter: "pairs", mentions: ["rectangle pairs", "the point (0, 0)"])
    }

    func testInvalidChoiceListsTheChoices() {
        assertRejects(
            .named("page-middle-flip"), ["direction": .choice("diagonal")], parameter: "direction",
            mentions: ["one of left, right, top, bottom", "\"diagonal\""])
        assertRejects(.named("drawer"), ["style": .choice("cube")], parameter: "style", mentions: ["one of plain, parallax, flip"])
    }

    private func assertRejects(
        _ id: EffectID, _ values: [String: ParameterValue], parameter: String, mentions: [String],
        file: StaticString = #filePath, line: UInt = #line
    ) {
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
