import XCTest
import XWTEngine

@testable import XWTScreens

/// The fixed status bar and home indicator: where they draw, their ink, the cross-fade.
final class SystemOverlayTests: XCTestCase {
    func testBandsAreTheStatusBarAndOnNotchedPhonesTheHomeIndicator() throws {
        let classic = try SystemOverlay(canvas: Canvas(width: 375, height: 667, scale: 2))
        XCTAssertEqual(classic.bands.map(\.isStatusBar), [true])
        XCTAssertLessThanOrEqual(classic.bands[0].top + classic.bands[0].rows, 40)  // 20 pt status bar
        let notched = try SystemOverlay(canvas: Canvas(width: 390, height: 844, scale: 3))
        XCTAssertEqual(notched.bands.map(\.isStatusBar), [true, false])
        XCTAssertGreaterThanOrEqual(notched.bands[1].top, (844 - 34) * 3)  // inside the bottom safe area
    }

    /// The bars composed through unchecked rows equal the checked reference path, on a frame of
    /// random bytes, whole and as bands (rows of a band at the top of a taller bitmap).
    func testComposingOnUncheckedRowsEqualsTheCheckedPath() throws {
        let canvas = Canvas(width: 390, height: 844, scale: 2)
        let overlay = try SystemOverlay(canvas: canvas)
        var rng = SplitMix64(seed: 0xBA25)
        let w = canvas.pixelWidth, h = canvas.pixelHeight
        let bytes = (0..<w * h * 4).map { _ in UInt8(rng.uniform(0, 255.9)) }
        let dark = ScreenInks(statusBar: .dark, homeIndicator: .light), light = ScreenInks(statusBar: .light, homeIndicator: .dark)
        for rows in [0..<h, 0..<64, 40..<104, h - 100..<h] {
            var unchecked = Bitmap(width: w, height: 100, pixels: Array(bytes[rows.lowerBound * w * 4..<(rows.lowerBound + 100) * w * 4]))
            var checked = unchecked
            if rows == 0..<h {
                unchecked = Bitmap(width: w, height: h, pixels: bytes)
                checked = unchecked
            }
            let before = unchecked.pixels
            overlay.compose(onto: &unchecked, rows: rows, frameHeight: h, from: dark, to: light, weight: 0.3)
            overlay.compose(onto: &checked, rows: rows, frameHeight: h, from: dark, to: light, weight: 0.3, memory: CheckedMemory.self)
            XCTAssertTrue(unchecked.pixels == checked.pixels, "rows \(rows)")
            XCTAssertFalse(unchecked.pixels == before, "the bars drew in rows \(rows)")
        }
    }

    /// Each band row's ink runs hold exactly its columns with coverage, in order and apart.
    func testInkRunsAreExactlyTheCoveredColumns() throws {
        for (canvas, device) in [(Canvas(width: 375, height: 667, scale: 2), nil), (Canvas(width: 390, height: 844, scale: 3), Device.named("iphone-x"))] {
            let overlay = try SystemOverlay(canvas: canvas, device: device)
            let width = canvas.pixelWidth
            for band in overlay.bands {
                for y in 0..<band.rows {
                    let covered = (0..<width).filter { band.coverage[y * width + $0] > 0 }
                    XCTAssertEqual(band.inkRuns[y].flatMap { Array($0) }, covered, "row \(band.top + y)")
                    XCTAssertTrue(zip(band.inkRuns[y], band.inkRuns[y].dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound })
                }
            }
        }
    }

    func testFullCoverageTakesTheInkAndTheCrossFadeMixesIt() throws {
        let canvas = Canvas(width: 375, height: 667, scale: 2)
        let overlay = try SystemOverlay(canvas: canvas)
        let band = try XCTUnwrap(overlay.bands.first)
        let full = try XCTUnwrap(band.coverage.firstIndex(of: 255))
        let clear = try XCTUnwrap(band.coverage.firstIndex(of: 0))
        let dark = ScreenInks(statusBar: .dark, homeIndicator: .dark), light = ScreenInks(statusBar: .light, homeIndicator: .light)
        func composed(_ weight: Double) -> Bitmap {
            var frame = Bitmap(width: canvas.pixelWidth, height: canvas.pixelHeight, fill: RGBA8(r: 200, g: 100, b: 50))
            overlay.compose(onto: &frame, from: dark, to: light, weight: weight)
            return frame
        }
        for (weight, level) in [(0.0, 0), (1.0, 255), (0.5, 128), (-3, 0), (7, 255)] as [(Double, UInt8)] {
            let frame = composed(weight)
            let p = (band.top * canvas.pixelWidth + full) * 4, q = (band.top * canvas.pixelWidth + clear) * 4
            XCTAssertEqual(Array(frame.pixels[p..<(p + 4)]), [level, level, level, 255], "weight \(weight)")
            XCTAssertEqual(Array(frame.pixels[q..<(q + 4)]), [200, 100, 50, 255], "weight \(weight)")
        }
        // Below the bar nothing changes.
        let frame = composed(0.5), plain = Bitmap(width: canvas.pixelWidth, height: canvas.pixelHeight, fill: RGBA8(r: 200, g: 100, b: 50))
        let below = (band.top + band.rows) * canvas.pixelWidth * 4
        XCTAssertTrue(frame.pixels[below...] == plain.pixels[below...])
    }

    func testOverAClearFrameTheBarStaysValidPremultiplied() throws {
        let canvas = Canvas(width: 390, height: 844, scale: 1)
        var frame = Bitmap(width: canvas.pixelWidth, height: canvas.pixelHeight)
        let light = ScreenInks(statusBar: .light, homeIndicator: .light)
        try SystemOverlay(canvas: canvas).compose(onto: &frame, from: light, to: light, weight: 0)
        var inked = 0
        for i in stride(from: 0, to: frame.pixels.count, by: 4) {
            let a = frame.pixels[i + 3]
            XCTAssertTrue(frame.pixels[i] <= a && frame.pixels[i + 1] <= a && frame.pixels[i + 2] <= a)
            if a > 0 { inked += 1 }
        }
        XCTAssertGreaterThan(inked, 200)
    }

    func testReadableInkFollowsTheLumaUnderTheBar() throws {
        let canvas = Canvas(width: 375, height: 667, scale: 1)
        let overlay = try SystemOverlay(canvas: canvas)
        let white = Bitmap(width: 375, height: 667, fill: RGBA8(r: 255, g: 255, b: 255))
        let black = Bitmap(width: 375, height: 667, fill: RGBA8(r: 0, g: 0, b: 0))
        XCTAssertEqual(overlay.inks(over: white).statusBar, .dark)
        XCTAssertEqual(overlay.inks(over: black).statusBar, .light)
        XCTAssertEqual(overlay.inks(over: Bitmap(width: 375, height: 667)).statusBar, .light)  // clear reads as black
        // Dark top, white rest: the bar's rows decide.
        var split = white
        for i in 0..<(20 * 375 * 4) where i % 4 != 3 { split.pixels[i] = 0 }
        XCTAssertEqual(overlay.inks(over: split).statusBar, .light)
    }

    func testScreensDrawTheirBarsOnlyWhenAsked() throws {
        let canvas = Canvas(width: 375, height: 667, scale: 2)
        for screen in MockScreen.allCases {
            let bare = try screen.render(canvas: canvas), barred = try screen.render(canvas: canvas, systemBars: true)
            let bar = 20 * 2 * canvas.pixelWidth * 4
            XCTAssertTrue(bare.pixels[..<bar] != barred.pixels[..<bar], "\(screen)")
            XCTAssertTrue(bare.pixels[bar...] == barred.pixels[bar...], "\(screen): only the status bar differs")
        }
    }
}
