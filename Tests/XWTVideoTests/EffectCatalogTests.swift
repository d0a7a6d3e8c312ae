import XCTest
import XWTVideo

/// The effect catalog in Presets/README.md is generated from the registry and must stay equal to it.
final class EffectCatalogTests: XCTestCase {
    func testPresetsGuideCarriesTheGeneratedCatalog() throws {
        let guide = try String(contentsOf: TestSupport.root.appendingPathComponent("Presets/README.md"), encoding: .utf8)
        guard let begin = guide.range(of: "<!-- effects:begin"), let end = guide.range(of: "<!-- effects:end -->") else {
            return XCTFail("Presets/README.md lacks the effects:begin/end markers")
        }
        let afterMarker = guide[begin.upperBound...].firstIndex(of: "\n").map { guide.index(after: $0) }!
        XCTAssertEqual(String(guide[afterMarker..<end.lowerBound]), EffectCatalog.markdown(),
                       "regenerate the catalog with `xwt-video effects --markdown`")
    }

    func testCatalogNamesEveryEffectAndParameter() {
        let text = EffectCatalog.markdown()
        for effect in EffectID.allCases {
            XCTAssertTrue(text.contains("**`\(effect.rawValue)`**"), effect.rawValue)
            for spec in effect.parameters { XCTAssertTrue(text.contains("| `\(spec.name)` |"), "\(effect.rawValue).\(spec.name)") }
        }
        XCTAssertEqual(EffectCatalog.lines().count, EffectID.allCases.count)
    }
}
