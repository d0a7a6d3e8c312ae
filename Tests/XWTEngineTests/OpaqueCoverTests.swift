import XCTest

@testable import XWTEngine

/// The covered columns of a row: the gaps of any span are exactly its columns not covered, each
/// gap as long as it can be (touching covered ranges leave none between them).
final class OpaqueCoverTests: XCTestCase {
    /// The uncovered runs of `0..<limit`.
    private func uncovered(_ cover: OpaqueCover, _ limit: Int = 200) -> [Range<Int>] {
        var gaps: [Range<Int>] = []
        cover.appendGaps(of: 0..<limit, to: &gaps)
        return gaps
    }

    func testRangesMergeAndGapsAreTheUncoveredColumns() {
        var cover = OpaqueCover(width: 150)
        cover.add(10..<20)
        cover.add(30..<40)
        cover.add(5..<5)
        XCTAssertEqual(uncovered(cover), [0..<10, 20..<30, 40..<200])
        cover.add(20..<25)
        XCTAssertEqual(uncovered(cover), [0..<10, 25..<30, 40..<200], "touching ranges merge")
        cover.add(0..<3)
        cover.add(50..<60)
        XCTAssertEqual(uncovered(cover), [3..<10, 25..<30, 40..<50, 60..<200])
        cover.add(24..<52)
        XCTAssertEqual(uncovered(cover), [3..<10, 60..<200], "one range swallows several")
        cover.add(100..<400)
        XCTAssertEqual(uncovered(cover), [3..<10, 60..<100, 150..<200], "columns past the width are never covered")
        var left: [Range<Int>] = []
        cover.appendGaps(of: -5..<12, to: &left)
        XCTAssertEqual(left, [-5..<0, 3..<10], "nor columns left of 0")
        XCTAssertFalse(cover.covers(120..<151))
        XCTAssertFalse(cover.covers(-1..<2))

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

    /// Runs across word boundaries: every column of a 200-column row, covered up to one column.
    func testGapsOfOneColumnAtEveryPlace() {
        for x in 0..<200 {
            var cover = OpaqueCover(width: 200)
            cover.add(0..<x)
            cover.add(x + 1..<200)
            XCTAssertEqual(uncovered(cover, 200), [x..<x + 1], "column \(x)")
            XCTAssertFalse(cover.covers(0..<200))
            XCTAssertTrue(cover.covers(x + 1..<200))
        }
    }

    /// Against a column-by-column model, for many random sequences of ranges.
    func testMatchesAColumnModel() {
        var state: UInt64 = 12345
        func next(_ n: Int) -> Int { state = state &* 6364136223846793005 &+ 1442695040888963407; return Int(state >> 33) % n }
        for _ in 0..<500 {
            var cover = OpaqueCover(width: 64), covered = [Bool](repeating: false, count: 64)
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
            for (r, s) in zip(gaps, gaps.dropFirst()) { XCTAssertLessThan(r.upperBound, s.lowerBound, "gaps as long as they can be") }
        }
    }
}
