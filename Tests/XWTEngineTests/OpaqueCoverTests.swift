import XCTest

@testable import XWTEngine

/// The covered columns of a row: ranges merge when they overlap or touch, and the gaps of any
/// span are exactly its columns not covered.
final class OpaqueCoverTests: XCTestCase {
    func testRangesMergeAndGapsAreTheUncoveredColumns() {
        var cover = OpaqueCover()
        cover.add(10..<20)
        cover.add(30..<40)
        cover.add(5..<5)
        XCTAssertEqual(cover.ranges, [10..<20, 30..<40])
        cover.add(20..<25)
        XCTAssertEqual(cover.ranges, [10..<25, 30..<40], "touching ranges merge")
        cover.add(0..<3)
        cover.add(50..<60)
        XCTAssertEqual(cover.ranges, [0..<3, 10..<25, 30..<40, 50..<60])
        cover.add(24..<52)
        XCTAssertEqual(cover.ranges, [0..<3, 10..<60], "one range swallows several")

        var gaps: [Range<Int>] = []
        cover.appendGaps(of: 0..<70, to: &gaps)
        XCTAssertEqual(gaps, [3..<10, 60..<70])
        gaps = []
        cover.appendGaps(of: 12..<40, to: &gaps)
        XCTAssertEqual(gaps, [])
        cover.appendGaps(of: 2..<11, to: &gaps)
        XCTAssertEqual(gaps, [3..<10])
        XCTAssertTrue(cover.covers(10..<60))
        XCTAssertFalse(cover.covers(9..<12))
        XCTAssertTrue(cover.covers(5..<5))

        cover.removeAll()
        gaps = []
        cover.appendGaps(of: 4..<9, to: &gaps)
        XCTAssertEqual(gaps, [4..<9])
    }

    /// Against a column-by-column model, for many random sequences of ranges.
    func testMatchesAColumnModel() {
        var state: UInt64 = 12345
        func next(_ n: Int) -> Int { state = state &* 6364136223846793005 &+ 1442695040888963407; return Int(state >> 33) % n }
        for _ in 0..<500 {
            var cover = OpaqueCover(), covered = [Bool](repeating: false, count: 64)
            for _ in 0..<next(8) {
                let a = next(64), b = next(65)
                cover.add(min(a, b)..<max(a, b))
                for x in min(a, b)..<max(a, b) { covered[x] = true }
            }
            let a = next(64), b = next(65), span = min(a, b)..<max(a, b)
            var gaps: [Range<Int>] = []
            cover.appendGaps(of: span, to: &gaps)
            XCTAssertEqual(gaps.flatMap { Array($0) }, span.filter { !covered[$0] })
            XCTAssertEqual(cover.covers(span), span.allSatisfy { covered[$0] })
            for (r, s) in zip(cover.ranges, cover.ranges.dropFirst()) { XCTAssertLessThan(r.upperBound, s.lowerBound) }
        }
    }
}
