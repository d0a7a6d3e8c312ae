import XCTest
import XWTEffects
import XWTEngine
import XWTMotion
import XWTPresets

@testable import XWTVideo

/// The navigation container keeps the bar flat and still: in every frame of a push or pop the bar
/// band is a blend of the two screens' bars (docs/containers.md); modal clips keep no chrome.
final class ContainerChromeTests: XCTestCase {
    /// Rows of the band both screens' navigation bars cover, at the job's scale.
    private func sharedBarRows(_ job: RenderJob) -> Int {
        let size = job.canvas.size
        let a = job.preset.from.chrome(device: job.preset.device, size: size, images: job.preset.screenChrome)
        let b = job.preset.to.chrome(device: job.preset.device, size: size, images: job.preset.screenChrome)
        return Int((min(a.navigationBar, b.navigationBar) * job.canvas.scale).rounded())
    }

    /// Asserts that every frame's top `rows` are A's and B's rows mixed by the run's progress (±1).
    private func assertBarIsABlend(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws {
        var preset = try TestSupport.presets.load(id: id).resized(pixelWidth: 120)
        preset.statusBar = .none
        let job = try RenderJob(preset: preset, touches: false)
        XCTAssertEqual(job.preset.resolvedContainer, .navigation, file: file, line: line)
        let rows = sharedBarRows(job)
        XCTAssertGreaterThan(rows, 10, file: file, line: line)
        let a = job.screens.context.screenA.pixels, b = job.screens.context.screenB.pixels
        var effectMovesTheBar = false
        for frame in 0..<job.frameCount {
            let s = job.state(frame: frame)
            let w = s.direction == .to ? s.progress : 1 - s.progress
            let picture = job.render(frame: frame)
            let bare = Renderer(canvas: job.canvas).render(job.scene(frame: frame))
            var worst = 0
            for i in 0..<(rows * picture.width * 4) {
                let expected = Double(a[i]) + (Double(b[i]) - Double(a[i])) * w
                worst = max(worst, Int(abs(Double(picture.pixels[i]) - expected).rounded(.up)))
                if abs(Double(bare.pixels[i]) - expected) > 8 { effectMovesTheBar = true }
            }
            XCTAssertLessThanOrEqual(worst, 1, "\(id) frame \(frame): the bar band is not a blend of the two bars", file: file, line: line)
        }
        XCTAssertTrue(effectMovesTheBar, "\(id): the effect alone never moves the bar, so this test shows nothing", file: file, line: line)
    }

    func testTMCubeKeepsTheBarStill() throws { try assertBarIsABlend("tm-cube-left") }
    func testVCFlipKeepsTheBarStill() throws { try assertBarIsABlend("vc-flip") }
    func testWSLDoorsKeepTheBarStill() throws { try assertBarIsABlend("wsl-doors") }

    /// HU's classic push animates the bar's items one by one (NavigationItemsAnimationTests); the
    /// bar stays still all the same: every frame's band is what the chrome draws at the run's
    /// progress, whatever the effect moves under it.
    func testHUClassicKeepsTheBarStillWithItsItemsMoving() throws {
        var preset = try TestSupport.presets.load(id: "hu-classic").resized(pixelWidth: 120)
        preset.statusBar = .none
        let job = try RenderJob(preset: preset, touches: false)
        let chrome = try XCTUnwrap(job.chrome)
        XCTAssertNotNil(chrome.items)
        let rowBytes = job.canvas.pixelWidth * 4, bar = 0..<(sharedBarRows(job) * rowBytes)
        var drawn = 0
        for frame in 0..<job.frameCount {
            let s = job.state(frame: frame)
            var alone = Bitmap(width: job.canvas.pixelWidth, height: job.canvas.pixelHeight)
            chrome.compose(onto: &alone, direction: s.direction, progress: s.progress)
            XCTAssertEqual(job.render(frame: frame).pixels[bar], alone.pixels[bar], "frame \(frame)")
            if job.render(frame: frame).pixels[bar] != Renderer(canvas: job.canvas).render(job.scene(frame: frame)).pixels[bar] { drawn += 1 }
        }
        XCTAssertGreaterThan(drawn, 0, "the chrome draws over the effect")
    }
    func testEveryNavigationPresetWithTwoBarsKeepsOne() throws {
        var still = 0
        for id in try TestSupport.presets.ids() {
            let job = try TestSupport.job(id, width: 60)
            let keeps = job.preset.resolvedContainer == .navigation && !job.preset.effect.descriptor.barsMoveWithScreens && sharedBarRows(job) > 0
            XCTAssertEqual(job.chrome != nil && keeps, keeps, id)
            if keeps { still += 1 }
        }
        XCTAssertGreaterThanOrEqual(still, 30)
    }

    /// The pictures a navigation container's effect moves have no bar (a pushed view controller's
    /// view has none; the still band draws it), so no cube face or curl carries a second copy:
    /// each bar row is one colour, every row below it the screen's own.
    func testEveryNavigationPresetMovesBarlessPictures() throws {
        var checked = 0
        for id in try TestSupport.presets.ids() {
            let job = try TestSupport.job(id, width: 60)
            guard let band = job.chrome?.navigationBand else { continue }
            checked += 1
            var pairs = [(job.context.screenA, job.screens.context.screenA), (job.context.screenB, job.screens.context.screenB)]
            if job.preset.hidesBottomBarWhenPushed == true { pairs.removeLast() }  // B's tab bar is gone too (HidesBottomBarTests)
            for (moved, screen) in pairs {
                let rowBytes = moved.width * 4
                for y in band {
                    let row = moved.pixels[(y * rowBytes)..<((y + 1) * rowBytes)]
                    let oneColour = stride(from: row.startIndex, to: row.endIndex, by: 4).allSatisfy { row[$0..<($0 + 4)] == row.prefix(4) }
                    XCTAssertTrue(oneColour, "\(id): row \(y) of a moving picture still shows its bar's items")
                }
                XCTAssertTrue(moved.pixels[(band.upperBound * rowBytes)...] == screen.pixels[(band.upperBound * rowBytes)...], id)
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 30)
    }

    /// The bands' blend is every byte's `(a·(256 − k) + b·k + 128) >> 8` (k = B's weight in 256ths),
    /// at a width the four-pixel steps do not divide.
    func testComposeMixesEveryByteOfTheBandsExactly() throws {
        let job = try TestSupport.job("tm-cube-left", width: 122)
        let chrome = try XCTUnwrap(job.chrome)
        XCTAssertNil(chrome.items, "the bars' items only fade: the band cross-fades")
        XCTAssertNotEqual(job.canvas.pixelWidth % 4, 0)
        let a = chrome.screenA.pixels, b = chrome.screenB.pixels, rowBytes = job.canvas.pixelWidth * 4
        let picture = Renderer(canvas: job.canvas).render(job.scene(frame: job.frameCount / 4))
        for (direction, progress) in [(TransitionDirection.to, 0.0), (.to, 0.3), (.back, 0.5), (.to, 0.77), (.back, 1)] {
            var composed = picture, expected = picture.pixels
            chrome.compose(onto: &composed, direction: direction, progress: progress)
            let k = Int((chrome.weightOfB(direction: direction, progress: progress) * 256).rounded())
            for band in chrome.bands {
                for i in (band.lowerBound * rowBytes)..<(band.upperBound * rowBytes) {
                    expected[i] = UInt8((Int(a[i]) * (256 - k) + Int(b[i]) * k + 128) >> 8)
                }
            }
            XCTAssertEqual(composed.pixels, expected, "\(direction) \(progress)")
        }
        let bar = try XCTUnwrap(chrome.bands.first), bytes = (bar.lowerBound * rowBytes)..<(bar.upperBound * rowBytes)
        XCTAssertNotEqual(a[bytes], b[bytes], "the two bars differ, so k shows")
    }

    func testModalClipsAndRWKeepNoChrome() throws {
        for id in ["tm-fade", "circle-spread", "spring-modal", "wsl-splash-flip", "rw-toutiao"] {
            XCTAssertNil(try TestSupport.job(id, width: 60).chrome, id)
        }
    }
}
