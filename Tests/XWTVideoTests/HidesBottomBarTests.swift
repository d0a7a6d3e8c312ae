import XCTest
import XWTEngine
import XWTPresets

@testable import XWTVideo

/// `hidesBottomBarWhenPushed`: `true` sends the tab bar away with the from screen and the pushed
/// screen shows none; `false` keeps the from screen's tab bar still over a pushed screen without one.
final class HidesBottomBarTests: XCTestCase {
    func job(_ id: String, hides: Bool?, to: String? = nil) throws -> RenderJob {
        var preset = try TestSupport.presets.load(id: id).resized(pixelWidth: 375)
        preset.statusBar = .none
        preset.hidesBottomBarWhenPushed = hides
        return try RenderJob(preset: preset, touches: false)
    }

    func tabRows(_ job: RenderJob, screen: Bool) -> Range<Int> {
        let chrome = (screen ? job.preset.to : job.preset.from).chrome(device: job.preset.device, size: job.canvas.size, images: job.preset.screenChrome)
        let rows = Int((chrome.tabBar * job.canvas.scale).rounded())
        return (job.canvas.pixelHeight - rows)..<job.canvas.pixelHeight
    }

    func bytes(_ bitmap: Bitmap, _ rows: Range<Int>) -> ArraySlice<UInt8> {
        bitmap.pixels[(rows.lowerBound * bitmap.width * 4)..<(rows.upperBound * bitmap.width * 4)]
    }

    /// The first frame at rest on the pushed screen.
    func restOnB(_ job: RenderJob) -> Int {
        (0..<job.frameCount).first { job.state(frame: $0).phase == .idle && job.state(frame: $0).progress == 1 }!
    }

    func testPushedScreenHidesTheTabBarWhichLeavesWithTheFromScreen() throws {
        let kept = try job("uikit-push-hides-tab-bar", hides: nil)
        let tab = tabRows(kept, screen: false)
        XCTAssertGreaterThan(tab.count, 10)
        XCTAssertTrue(kept.chrome?.bands.contains(tab) == true, "both screens show a tab bar: without the key it stays")
        let hidden = try job("uikit-push-hides-tab-bar", hides: true)
        XCTAssertFalse(hidden.chrome?.bands.contains(tab) == true)
        let rest = hidden.render(frame: restOnB(hidden))
        let width = rest.width * 4
        for y in tabRows(hidden, screen: true) {
            let row = rest.pixels[(y * width)..<((y + 1) * width)]
            XCTAssertTrue(
                stride(from: row.startIndex, to: row.endIndex, by: 4).allSatisfy { row[$0..<($0 + 4)] == row.prefix(4) },
                "row \(y): a tab bar on the pushed screen")
        }
        // Mid-push the from screen's tab bar has moved left with it: the band is not the still blend.
        let mid = (0..<hidden.frameCount).first { hidden.state(frame: $0).phase == .animating && hidden.state(frame: $0).progress >= 0.5 }!
        XCTAssertNotEqual(bytes(hidden.render(frame: mid), tab), bytes(kept.render(frame: mid), tab))
        XCTAssertEqual(bytes(hidden.render(frame: 0), tab), bytes(kept.render(frame: 0), tab), "at rest on the list its tab bar shows")
    }

    func testFalseKeepsTheFromScreensTabBarOverAScreenWithout() throws {
        let job = try job("uikit-push", hides: false)
        let tab = tabRows(job, screen: false)
        XCTAssertGreaterThan(tab.count, 10)
        XCTAssertEqual(tabRows(job, screen: true).count, 0, "the detail screen has no tab bar")
        let a = job.screens.context.screenA
        for frame in [restOnB(job), restOnB(job) - 10] {
            XCTAssertEqual(bytes(job.render(frame: frame), tab), bytes(a, tab), "frame \(frame)")
        }
        let absent = try self.job("uikit-push", hides: nil)
        XCTAssertNotEqual(bytes(absent.render(frame: restOnB(absent)), tab), bytes(a, tab))
    }
}
