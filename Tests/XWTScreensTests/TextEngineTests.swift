import XCTest
import XWTEngine

@testable import XWTScreens

/// Text shaped by HarfBuzz and rasterised by FreeType: kerning, weights, Chinese fallback,
/// truncation with "…", line breaking, anti-aliasing, and the error for a missing font.
final class TextEngineTests: XCTestCase {
    private func fonts() throws -> FontSet { try FontSet.shared() }

    func testKerningPullsPairsTogether() throws {
        let f = try fonts()
        // "AV" shaped as a pair is narrower than A and V shaped apart (Inter kerns it).
        XCTAssertLessThan(f.width("AV", .body), f.width("A", .body) + f.width("V", .body) - 0.5)
        XCTAssertEqual(f.width("", .body), 0)
    }

    func testWidthsScaleWithSizeAndGrowWithWeight() throws {
        let f = try fonts()
        let regular = f.width("Hello, world", MockFont(17)), bold = f.width("Hello, world", MockFont(17, .bold))
        XCTAssertGreaterThan(bold, regular)
        // From 20 pt the Display face takes over, set tighter than the Text face scaled up.
        let display = f.width("Hello, world", MockFont(34)) / regular
        XCTAssertTrue(display > 1.6 && display < 1.95, "\(display)")
        XCTAssertEqual(f.width("Hello, world", MockFont(16)) / f.width("Hello, world", MockFont(8)), 2, accuracy: 1e-9)
    }

    func testChineseFallsBackToTheChineseFace() throws {
        let f = try fonts()
        let line = ShapedLine("消息 QQ", size: 17, weight: .regular, fonts: f)
        let faces = line.glyphs.map { $0.face.path }
        XCTAssertEqual(faces.first, FontSet.chinesePath)
        XCTAssertTrue(faces.last?.contains("Inter") ?? false)
        XCTAssertFalse(line.glyphs.contains { $0.id == 0 }, "no missing-glyph boxes")
        // An ideograph is one em wide.
        XCTAssertEqual(f.width("消", .body), 17, accuracy: 0.5)
    }

    func testTruncationEndsWithAnEllipsisAndFits() throws {
        let f = try fonts()
        let cut = f.truncate("A very long title indeed", .body, width: 90)
        XCTAssertTrue(cut.hasSuffix("\u{2026}"))
        XCTAssertFalse(cut.dropLast().hasSuffix(" "))
        XCTAssertLessThanOrEqual(f.width(cut, .body), 90)
        XCTAssertEqual(f.truncate("Short", .body, width: 90), "Short")
        XCTAssertEqual(f.truncate("Short", .body, width: 90, always: true).last, "\u{2026}")
    }

    /// A wrap limited to n lines gives the first n lines of the whole wrap (what a paragraph of
    /// n − 1 lines needs), and all of them when there are fewer.
    func testLimitedWrapIsThePrefixOfTheWholeWrap() throws {
        let f = try fonts()
        for (text, width) in [("the quick brown fox jumps over the lazy dog", 100.0), ("今天天气很好，我们一起去公园散步吧。", 120)] {
            let whole = f.wrap(text, .body, width: width)
            XCTAssertGreaterThan(whole.count, 2)
            for limit in 1...whole.count + 1 {
                XCTAssertEqual(f.wrap(text, .body, width: width, limit: limit), Array(whole.prefix(limit)), "\(text) limit \(limit)")
            }
        }
    }

    func testWrapBreaksAtSpacesAndBetweenChineseCharacters() throws {
        let f = try fonts()
        let english = "the quick brown fox jumps over the lazy dog"
        let lines = f.wrap(english, .body, width: 100)
        XCTAssertGreaterThan(lines.count, 1)
        for line in lines { XCTAssertLessThanOrEqual(f.width(line, .body), 100) }
        XCTAssertEqual(lines.joined(separator: " "), english)
        let chinese = "今天天气很好，我们一起去公园散步吧。"
        let cjk = f.wrap(chinese, .body, width: 120)
        XCTAssertGreaterThan(cjk.count, 1)
        XCTAssertEqual(cjk.joined(), chinese)
        for line in cjk {
            XCTAssertLessThanOrEqual(f.width(line, .body), 120 + 17, "one closing mark may hang")
            XCTAssertFalse(line.hasPrefix("，") || line.hasPrefix("。"), "no line starts with closing punctuation")
        }
    }

    func testGlyphsAreAntiAliasedAndPlacedToSubpixels() throws {
        var a = try MockPainter(canvas: Canvas(width: 60, height: 30, scale: 2), background: .white)
        a.text("Ag", x: 5, baseline: 20, .headline, .black)
        let greys = Set(a.bitmap.pixels.enumerated().filter { $0.offset % 4 == 0 }.map(\.element)).filter { $0 > 20 && $0 < 235 }
        XCTAssertGreaterThan(greys.count, 20, "edge pixels take intermediate coverage")
        var b = try MockPainter(canvas: Canvas(width: 60, height: 30, scale: 2), background: .white)
        b.text("Ag", x: 5.25, baseline: 20, .headline, .black)
        XCTAssertTrue(a.bitmap != b.bitmap, "a quarter point moves the ink")
    }

    func testChineseWeightsAreEmboldened() throws {
        func ink(_ weight: FontWeight) throws -> Int {
            var p = try MockPainter(canvas: Canvas(width: 60, height: 30, scale: 2), background: .white)
            p.text("微博", x: 2, baseline: 22, MockFont(20, weight), .black)
            return p.bitmap.pixels.enumerated().filter { $0.offset % 4 == 0 }.reduce(0) { $0 + 255 - Int($1.element) }
        }
        XCTAssertGreaterThan(try ink(.bold), try ink(.regular) * 11 / 10)
    }

    func testAMissingFontIsAnErrorNamingFileAndPackage() {
        XCTAssertNil(FontFile(path: "/nonexistent/Inter-Regular.otf"))
        let error = FontError(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", package: "fonts-inter")
        XCTAssertEqual(
            error.description,
            "font /usr/share/fonts/opentype/inter/Inter-Regular.otf is missing or unreadable: install the Debian package fonts-inter (scripts/setup does)")
    }
}
