import XCTest
import XWTEngine

@testable import XWTVideo

/// A batch's sources built one clip ahead: each is built exactly once whether started ahead or
/// not, taken as built, and a failure reaches the clip that takes it.
final class SourcesAheadTests: XCTestCase {
    private struct Failure: Error, Equatable { let index: Int }

    func testEachSourceIsBuiltOnceAndTakenInOrder() throws {
        let builds = Locked([Int](repeating: 0, count: 6))
        let sources = SourcesAhead(count: 6) { i -> Int in
            builds.withLock { $0[i] += 1 }
            if i == 3 { throw Failure(index: i) }
            return i * i
        }
        for i in 0..<6 {
            if i.isMultiple(of: 2) { sources.start(i + 1) }  // odd sources start ahead, even ones are built by take
            if i == 3 {
                XCTAssertThrowsError(try sources.take(i)) { XCTAssertEqual($0 as? Failure, Failure(index: 3)) }
            } else {
                XCTAssertEqual(try sources.take(i), i * i)
            }
        }
        sources.start(6)  // past the end: nothing
        XCTAssertEqual(builds.withLock { $0 }, [1, 1, 1, 1, 1, 1])
    }
}
