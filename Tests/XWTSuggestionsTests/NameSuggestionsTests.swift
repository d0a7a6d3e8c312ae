import XCTest
import XWTSuggestions

/// "Did you mean …?": the nearest names, a word's start or a "-…" extension counting as one edit.
final class NameSuggestionsTests: XCTestCase {
    func testNearestNames() {
        XCTAssertEqual(NameSuggestions.nearest(to: "drawr", in: ["explode", "drawer", "drawer-qq"]), ["drawer"])
        XCTAssertEqual(NameSuggestions.nearest(to: "tm-push-lef", in: ["tm-push-left", "tm-push-right", "tm-page-left"]), ["tm-push-left"])
        XCTAssertEqual(NameSuggestions.nearest(to: "tm-push", in: ["tm-push-left", "tm-push-top", "tm-fade"]), ["tm-push-left", "tm-push-top"])
        XCTAssertEqual(NameSuggestions.nearest(to: "porta", in: ["cool-portal", "explode", "vc-portal", "tm-port"]), ["cool-portal", "vc-portal"])
        XCTAssertEqual(NameSuggestions.nearest(to: "Ripple", in: ["filter-ripple", "tm-ripple", "drawer"]), ["filter-ripple", "tm-ripple"])
        XCTAssertEqual(NameSuggestions.nearest(to: "ta", in: ["drawer-taobao", "tm-fade"]), [], "two letters name no word")
        XCTAssertEqual(
            NameSuggestions.hint(for: "filter-rippl", in: ["filter-ripple", "filter-swipe", "filter-mod"]),
            "; did you mean filter-ripple?")
    }
}
