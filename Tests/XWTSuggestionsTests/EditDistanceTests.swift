import XCTest
import XWTSuggestions

/// The distance behind every "did you mean …?": an adjacent swap is one edit.
final class EditDistanceTests: XCTestCase {
    func testSwappedNeighboursAreOneEdit() {
        XCTAssertEqual(EditDistance.between("fromat", "format"), 1)
        XCTAssertEqual(EditDistance.between("--fromat", "--format"), 1)
        XCTAssertEqual(EditDistance.between("--widht", "--width"), 1)
        XCTAssertEqual(EditDistance.between("--frmae", "--frame"), 1)
        XCTAssertEqual(EditDistance.between("ab", "ba"), 1)
        XCTAssertEqual(EditDistance.between("abcd", "badc"), 2, "two separate swaps")
    }

    func testInsertionsDeletionsAndSubstitutionsCountAsInLevenshtein() {
        XCTAssertEqual(EditDistance.between("fromat", "from"), 2)
        XCTAssertEqual(EditDistance.between("--frme", "--frame"), 1)
        XCTAssertEqual(EditDistance.between("kitten", "sitting"), 3)
        XCTAssertEqual(EditDistance.between("flaw", "lawn"), 2)
        XCTAssertEqual(EditDistance.between("same", "same"), 0)
        XCTAssertEqual(EditDistance.between("", "abc"), 3)
        XCTAssertEqual(EditDistance.between("abc", ""), 3)
        XCTAssertEqual(EditDistance.between("", ""), 0)
    }

    /// Optimal string alignment edits no character twice: "ca" → "abc" is 3 (a swap then an
    /// insertion between the swapped pair would be 2, which it does not count).
    func testASwappedPairIsNotEditedAgain() {
        XCTAssertEqual(EditDistance.between("ca", "abc"), 3)
        XCTAssertEqual(EditDistance.between("abc", "ca"), 3)
    }

    func testItIsSymmetric() {
        let words = ["", "a", "ab", "ba", "format", "fromat", "from", "--frme", "--frame", "drawer-qq", "darwer-qq"]
        for a in words {
            for b in words { XCTAssertEqual(EditDistance.between(a, b), EditDistance.between(b, a), "\(a) \(b)") }
        }
    }
}
