import XCTest
import XWTEngine

@testable import XWTScreens

/// The named devices: the table's facts, even render sizes, and screens laid out for each.
final class DeviceTests: XCTestCase {
    func testTableHasTheIPhonesWithTheirFacts() throws {
        XCTAssertGreaterThanOrEqual(Device.all.count, 8)
        XCTAssertEqual(Set(Device.all.map(\.id)).count, Device.all.count, "ids are unique")
        for id in ["iphone-se", "iphone-8-plus", "iphone-x", "iphone-11", "iphone-14", "iphone-15-pro", "iphone-15-pro-max", "iphone-16-pro"] {
            XCTAssertNotNil(Device.named(id), id)
        }
        let pro = try XCTUnwrap(Device.named("iphone-15-pro"))
        XCTAssertEqual([pro.width, pro.height, pro.nativeScale, pro.safeTop, pro.safeBottom, pro.cornerRadius], [393, 852, 3, 59, 34, 55])
        XCTAssertEqual(pro.cutout, .dynamicIsland(width: 126, height: 37, top: 11))
        let se = try XCTUnwrap(Device.named("iphone-se"))
        XCTAssertEqual(se.cutout, .none)
        XCTAssertFalse(se.hasHomeIndicator)
        XCTAssertNil(Device.named("iphone-1"))
    }

    func testRenderSizesAreEvenAndNativeWhenTheyCanBe() throws {
        for device in Device.all {
            let canvas = device.canvas
            XCTAssertEqual(canvas.pixelWidth % 2, 0, device.id)
            XCTAssertEqual(canvas.pixelHeight % 2, 0, device.id)
            let nativeEven =
                Int((device.width * device.nativeScale).rounded()) % 2 == 0
                && Int((device.height * device.nativeScale).rounded()) % 2 == 0
            XCTAssertEqual(device.renderScale, nativeEven ? device.nativeScale : 2, device.id)
        }
        XCTAssertEqual(try XCTUnwrap(Device.named("iphone-14")).canvas.pixelWidth, 1170)
        XCTAssertEqual(try XCTUnwrap(Device.named("iphone-15-pro")).canvas.pixelWidth, 786)  // 1179 is odd
    }

    func testStatusBarAndHomeIndicatorFollowTheDevice() throws {
        for device in Device.all {
            let canvas = Canvas(width: device.width, height: device.height, scale: 1)
            let overlay = try SystemOverlay(canvas: canvas, device: device)
            let bar = try XCTUnwrap(overlay.bands.first { $0.isStatusBar }, device.id)
            XCTAssertLessThanOrEqual(Double(bar.top + bar.rows), device.safeTop, device.id)
            let indicator = overlay.bands.first { !$0.isStatusBar }
            XCTAssertEqual(indicator != nil, device.hasHomeIndicator, device.id)
            if let indicator { XCTAssertGreaterThanOrEqual(Double(indicator.top), device.height - device.safeBottom, device.id) }
        }
    }

    func testScreensLayOutBelowEachDevicesStatusBar() throws {
        // The list's large title sits lower on a Dynamic Island phone than on an SE.
        func titleTop(_ device: Device) throws -> Int {
            let canvas = Canvas(width: device.width, height: device.height, scale: 1)
            let b = try MockScreen.list.render(canvas: canvas, device: device)
            for y in 0..<b.height where (0..<b.width / 2).contains(where: { b[$0, y].r < 40 }) { return y }
            return -1
        }
        let se = try titleTop(XCTUnwrap(Device.named("iphone-se"))), pro = try titleTop(XCTUnwrap(Device.named("iphone-15-pro")))
        XCTAssertEqual(Double(pro - se), 59 - 20, accuracy: 2)
    }
}

/// Dark appearance: dark backgrounds, light text, light bar inks.
final class AppearanceTests: XCTestCase {
    func testDarkScreensAreDarkAndAskForLightBars() throws {
        let canvas = Canvas(width: 390, height: 844, scale: 1)
        for screen in [MockScreen.list, .settings, .detail] {
            let light = try screen.render(canvas: canvas, appearance: .light), dark = try screen.render(canvas: canvas, appearance: .dark)
            func mean(_ b: Bitmap) -> Double {
                Double(stride(from: 0, to: b.pixels.count, by: 4).reduce(0) { $0 + Int(b.pixels[$1 + 1]) }) / Double(b.width * b.height)
            }
            XCTAssertLessThan(mean(dark), mean(light) - 60, "\(screen)")
            XCTAssertEqual(screen.inks(.dark).homeIndicator, .light, "\(screen)")
        }
        XCTAssertEqual(MockScreen.list.inks(.light), ScreenInks(statusBar: .dark, homeIndicator: .dark))
        XCTAssertEqual(MockScreen.list.inks(.dark), ScreenInks(statusBar: .light, homeIndicator: .light))
        XCTAssertEqual(MockScreen.detail.inks(.light), ScreenInks(statusBar: .light, homeIndicator: .dark))
    }
}

/// Screenshots of another size: the fill, fit and stretch rules, and full-screen screenshot sizes.
final class ScreenFitTests: XCTestCase {
    let canvas = Canvas(width: 375, height: 667, scale: 2)

    func testFillCoversTopAlignedFitLiesInsideCentredStretchTakesTheCanvas() {
        // A 1290 × 2796 screenshot (taller than 375 × 667).
        let fill = ScreenFit.fill.frame(width: 1290, height: 2796, on: canvas)
        XCTAssertEqual(fill.minY, 0)
        XCTAssertEqual(fill.width, 375, accuracy: 1e-9)
        XCTAssertGreaterThan(fill.height, 667)  // the bottom is cut
        let fit = ScreenFit.fit.frame(width: 1290, height: 2796, on: canvas)
        XCTAssertEqual(fit.height, 667, accuracy: 1e-9)
        XCTAssertLessThan(fit.width, 375)
        XCTAssertEqual(fit.minX * 2 + fit.width, 375, accuracy: 1e-9)  // centred
        // A square: fill cuts the sides, fit leaves bands above and below.
        let square = ScreenFit.fill.frame(width: 600, height: 600, on: canvas)
        XCTAssertEqual(square.height, 667, accuracy: 1e-9)
        XCTAssertEqual(square.minX, (375 - 667) / 2, accuracy: 1e-9)
        XCTAssertEqual(ScreenFit.fit.frame(width: 600, height: 600, on: canvas).minY, (667 - 375) / 2, accuracy: 1e-9)
        XCTAssertEqual(ScreenFit.stretch.frame(width: 600, height: 600, on: canvas), Rect(x: 0, y: 0, width: 375, height: 667))
    }

    func testFullScreenshotSizesAreTheNamedDevicesNativeSizes() {
        XCTAssertTrue(Device.isFullScreenshot(width: 1179, height: 2556))  // iPhone 15 Pro
        XCTAssertTrue(Device.isFullScreenshot(width: 750, height: 1334))  // iPhone SE
        XCTAssertFalse(Device.isFullScreenshot(width: 1179, height: 2400))  // cropped: no status bar
        XCTAssertFalse(Device.isFullScreenshot(width: 600, height: 600))
    }
}

/// The sizes a device of any size may have: one range for presets and the CLI.
final class CustomDeviceSizeTests: XCTestCase {
    func testSizesWithinTheRangesParse() throws {
        let size = try XCTUnwrap(Device.customSize("375x667"))
        XCTAssertEqual(size.width, 375)
        XCTAssertEqual(size.height, 667)
        XCTAssertNotNil(Device.customSize("100x3000"))
        XCTAssertNotNil(Device.customSize("2000x100"))
    }

    func testSizesOutsideTheRangesOrMalformedDoNot() {
        for text in ["99x667", "375x3001", "2001x800", "50x50", "375", "375x", "x667", "375x667x2", "axb"] {
            XCTAssertNil(Device.customSize(text), text)
        }
        XCTAssertEqual(Device.customScales, 0.25...4)
    }
}
