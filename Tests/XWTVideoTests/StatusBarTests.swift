import XCTest
import XWTEngine
import XWTScreens
import XWTVideo

/// The status bar as a system overlay: fixed while the screens move, in the shown screen's ink,
/// or drawn into the screens (`in-screen`), or left out (`none`).
final class StatusBarTests: XCTestCase {
    private func job(_ id: String, _ mode: StatusBarMode, width: Int = 150) throws -> RenderJob {
        var preset = try TestSupport.presets.load(id: id).resized(pixelWidth: width)
        preset.statusBar = mode
        return try RenderJob(preset: preset)
    }

    /// Byte offsets where `a` and `b` differ.
    private func differences(_ a: Bitmap, _ b: Bitmap) -> Set<Int> {
        Set(a.pixels.indices.filter { a.pixels[$0] != b.pixels[$0] })
    }

    func testFixedBarStaysPutWhileTheDrawerSlides() throws {
        let fixed = try job("drawer-qq", .fixed), none = try job("drawer-qq", .none)
        let still = differences(fixed.render(frame: 0), none.render(frame: 0))
        let barBytes = Int((20 * fixed.canvas.scale).rounded(.up)) * fixed.canvas.pixelWidth * 4
        XCTAssertGreaterThan(still.count, 100)
        XCTAssertTrue(still.allSatisfy { $0 < barBytes }, "the bar draws only in the top 20 pt")
        let moving = (0..<fixed.frameCount).filter { (0.2...0.8).contains(fixed.state(frame: $0).progress) }
        XCTAssertGreaterThan(moving.count, 10)
        for frame in moving {
            XCTAssertEqual(differences(fixed.render(frame: frame), none.render(frame: frame)), still, "frame \(frame)")
        }
    }

    func testInScreenBarMovesWithTheScreen() throws {
        let inScreen = try job("drawer-qq", .inScreen), fixed = try job("drawer-qq", .fixed)
        let none = try job("drawer-qq", .none)
        let barBytes = 40 * none.canvas.pixelWidth * 4
        XCTAssertTrue(inScreen.render(frame: 0).pixels[..<barBytes] != none.render(frame: 0).pixels[..<barBytes], "a bar at rest")
        let mid = inScreen.render(frame: 45), pinned = fixed.render(frame: 45)
        XCTAssertTrue(mid.pixels[..<barBytes] != pinned.pixels[..<barBytes], "two bars side by side in the old look")
    }

    func testInkCrossFadesBetweenScreensThatDiffer() throws {
        // magic-move: list (dark bar) → detail (light bar).
        let fixed = try job("magic-move", .fixed, width: 300)
        var seen = Set<UInt8>()
        let none = try job("magic-move", .none, width: 300)
        // The darkest/lightest pixel of the battery fill (full coverage) across the forward run.
        for frame in 0..<fixed.frameCount where fixed.state(frame: frame).direction == .to {
            let a = fixed.render(frame: frame), b = none.render(frame: frame)
            let changed = differences(a, b).filter { $0 % 4 == 0 }
            if let p = changed.max(by: { abs(Int(a.pixels[$0]) - Int(b.pixels[$0])) < abs(Int(a.pixels[$1]) - Int(b.pixels[$1])) }) {
                seen.insert(a.pixels[p])
            }
        }
        XCTAssertTrue(seen.contains(0) && seen.contains(255), "black over the list, white over the detail: \(seen.sorted())")
        XCTAssertTrue(seen.contains { $0 > 40 && $0 < 215 }, "grey while crossing: \(seen.sorted())")
    }

    func testNoneDrawsNoBar() throws {
        let none = try job("drawer-qq", .none)
        let frame = none.render(frame: 0)
        // The list's top 20 pt are plain white without the bar.
        let rows = 20 * Int(none.canvas.scale)
        XCTAssertTrue(frame.pixels[..<(rows * frame.width * 4)].allSatisfy { $0 == 255 })
    }
}
