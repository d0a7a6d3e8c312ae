import XCTest
import XWTEngine
import XWTMotion
import XWTPresets
import XWTScreens

@testable import XWTVideo

/// The navigation bar's items animate as UIKit animates them (`NavigationItemsAnimation`): the
/// title slides into the back button, the chevron stays, the rest cross-fades, all driven by the
/// run's progress.
final class NavigationItemsAnimationTests: XCTestCase {
    private let canvas = Canvas(width: 375, height: 667, scale: 1)

    /// The largest channel difference between `a` and `b` in `rows` (and `columns`, all by default).
    private func worst(_ a: Bitmap, _ b: Bitmap, rows: Range<Int>, columns: Range<Int>? = nil) -> Int {
        let columns = columns ?? 0..<a.width
        var worst = 0
        for y in rows {
            for x in columns {
                for c in 0..<4 { worst = max(worst, abs(Int(a.pixels[(y * a.width + x) * 4 + c]) - Int(b.pixels[(y * a.width + x) * 4 + c]))) }
            }
        }
        return worst
    }

    /// `band` drawn by `items` at B's weight `t` over a blank frame.
    private func bar(_ items: NavigationItemsAnimation, at t: Double) -> Bitmap {
        var frame = Bitmap(width: canvas.pixelWidth, height: canvas.pixelHeight)
        items.draw(into: &frame, weightOfB: t)
        return frame
    }

    private func animation(_ a: MockScreen, _ b: MockScreen) throws -> NavigationItemsAnimation {
        let bars = try XCTUnwrap(
            try NavigationItemsAnimation.Bars(
                from: .mock(a), to: .mock(b), canvas: canvas, device: nil, appearance: .light, systemBars: false,
                screens: (try a.render(canvas: canvas), try b.render(canvas: canvas))))
        let band = 0..<Int(min(a.chrome(device: nil, size: canvas.size).navigationBar, b.chrome(device: nil, size: canvas.size).navigationBar))
        return try XCTUnwrap(NavigationItemsAnimation(a: bars.a, b: bars.b, backTitle: bars.backTitle, band: band, scale: 1))
    }

    /// Every screen with a navigation bar comes apart into items that compose back into it.
    func testThePartsComposeIntoTheScreen() throws {
        var checked = 0
        for screen in MockScreen.allCases {
            guard let parts = try screen.navigationBarParts(canvas: canvas) else {
                XCTAssertEqual(screen.chrome(device: nil, size: canvas.size).navigationBar, 0, screen.rawValue)
                continue
            }
            checked += 1
            var composed = parts.background
            for part in [parts.chevron, parts.title, parts.others].compactMap({ $0 }) {
                for i in stride(from: 0, to: composed.pixels.count, by: 4) {
                    let keep = 255 - Int(part.pixels[i + 3])
                    for c in 0..<4 { composed.pixels[i + c] = UInt8(Int(part.pixels[i + c]) + (Int(composed.pixels[i + c]) * keep + 127) / 255) }
                }
            }
            let screenPicture = try screen.render(canvas: canvas)
            XCTAssertLessThanOrEqual(worst(composed, screenPicture, rows: 0..<screenPicture.height), 2, screen.rawValue)
            XCTAssertNotEqual(parts.background, screenPicture, "\(screen.rawValue): the background still shows its items")
        }
        XCTAssertEqual(checked, 9)
    }

    /// At weight 0 the band shows A's bar, at 1 B's with its back title; midway the title and the
    /// back title travel together between their places, and B's title comes in from the right.
    func testTheTitleSlidesIntoTheBackButton() throws {
        let job = try TestSupport.job("uikit-push-titles", width: 375)
        let chrome = try XCTUnwrap(job.chrome)
        let items = try XCTUnwrap(chrome.items)
        let band = try XCTUnwrap(chrome.navigationBand)
        XCTAssertEqual(Set(items.items.map(\.role)), [.othersA, .titleA, .othersB, .chevronB, .backTitleB, .titleB])
        XCTAssertLessThanOrEqual(worst(bar(items, at: 0), chrome.screenA, rows: band), 2)
        XCTAssertLessThanOrEqual(worst(bar(items, at: 1), chrome.screenB, rows: band), 2)
        XCTAssertGreaterThan(worst(chrome.screenB, job.screens.context.screenB, rows: band), 100, "the pushed screen shows its back title")

        func item(_ role: NavigationItemsAnimation.Role) throws -> NavigationItemsAnimation.Item {
            try XCTUnwrap(items.items.first { $0.role == role })
        }
        let title = try item(.titleA), back = try item(.backTitleB), titleB = try item(.titleB)
        XCTAssertEqual(back.minX(at: 0), title.minX(at: 0), accuracy: 0.5, "the back title starts on A's title")
        XCTAssertEqual(title.minX(at: 1), back.minX(at: 1), accuracy: 0.5, "A's title ends on the back title")
        XCTAssertLessThan(back.minX(at: 1), 40, "the back title ends beside the chevron")
        XCTAssertGreaterThan(back.minX(at: 0), 150, "the back title starts centred")
        for t in [0.25, 0.5, 0.75] {
            XCTAssertLessThan(back.minX(at: t), back.minX(at: 0))
            XCTAssertGreaterThan(back.minX(at: t), back.minX(at: 1))
            XCTAssertEqual(title.minX(at: t), back.minX(at: t), accuracy: 0.5, "one label, not two, at \(t)")
            XCTAssertGreaterThan(titleB.minX(at: t), titleB.minX(at: 1), "B's title comes from the right at \(t)")
            XCTAssertEqual(title.opacity(at: t) + back.opacity(at: t), 1, accuracy: 1e-9)
        }
        // Midway the bar is neither end nor their cross-fade.
        var crossFade = bar(items, at: 0)
        crossFade.mix(rows: band, of: chrome.screenA, chrome.screenB, weight: 128)
        XCTAssertGreaterThan(worst(bar(items, at: 0.5), crossFade, rows: band), 60)
    }

    /// Every frame's bar follows the run's progress: a push, an interactive pan back that is
    /// cancelled (the items move with the finger and return) and one that finishes.
    func testTheItemsFollowPansAndCancels() throws {
        var preset = try TestSupport.presets.load(id: "uikit-push-titles").resized(pixelWidth: 375)
        preset.statusBar = .none
        let job = try RenderJob(preset: preset, touches: false)
        let chrome = try XCTUnwrap(job.chrome)
        let items = try XCTUnwrap(chrome.items)
        let band = try XCTUnwrap(chrome.navigationBand)
        var restOnB: Bitmap?
        var movedInAPan = false, returned = false
        for frame in 0..<job.frameCount {
            let s = job.state(frame: frame)
            let picture = job.render(frame: frame)
            let w = chrome.weightOfB(direction: s.direction, progress: s.progress)
            let k = Int((w * 256).rounded())
            if k > 0 && k < 256 {
                XCTAssertEqual(worst(picture, bar(items, at: w), rows: band), 0, "frame \(frame): the bar is the items at the run's progress")
                if s.direction == .back && s.drive != .animated { movedInAPan = true }
            } else if w == 1 {
                if let restOnB, movedInAPan, !returned {
                    XCTAssertEqual(worst(picture, restOnB, rows: band), 0, "frame \(frame): the cancel returns the bar")
                    returned = true
                }
                restOnB = restOnB ?? picture
            }
        }
        XCTAssertTrue(movedInAPan)
        XCTAssertTrue(returned)
    }

    /// A chevron both bars show stays put at full strength while everything else fades.
    func testAChevronBothBarsShowStays() throws {
        let items = try animation(.toutiaoArticle, .neteasePlayer)
        let chevron = try XCTUnwrap(items.items.first { $0.role == .chevron })
        XCTAssertEqual(chevron.opacity(at: 0.5), 1)
        XCTAssertEqual(chevron.shift(at: 0.5), 0)
        let same = try animation(.toutiaoArticle, .toutiaoArticle)
        let kept = try XCTUnwrap(same.items.first { $0.role == .chevron })
        XCTAssertLessThanOrEqual(
            worst(bar(same, at: 0), bar(same, at: 0.5), rows: kept.inked.rows, columns: kept.inked.columns), 1,
            "the same chevron over the same bar does not flicker")
    }

    /// Bars whose items only fade, and screenshots' bars (one picture), keep the band's cross-fade.
    func testCrossFadeWhereNothingSlides() throws {
        for id in ["uikit-push", "tm-cube-left", "vc-flip"] {
            let chrome = try XCTUnwrap(try TestSupport.job(id, width: 150).chrome, id)
            XCTAssertNil(chrome.items, id)
        }
        XCTAssertNotNil(try TestSupport.job("hu-classic", width: 150).chrome?.items)
        XCTAssertFalse(MockScreen.list.navigationItemsMove(to: .detail), "Edit and compose fade; the detail's round back button has no title")
        XCTAssertTrue(MockScreen.qqChats.navigationItemsMove(to: .weiboGrid), "消息 slides toward the back button")
        XCTAssertTrue(MockScreen.detail.navigationItemsMove(to: .taobaoProduct), "both round chevrons: it stays")
        XCTAssertFalse(MockScreen.photos.navigationItemsMove(to: .toutiaoArticle), "the photos screen has no navigation bar")
    }
}
