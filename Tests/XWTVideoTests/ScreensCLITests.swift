import XCTest
import XWTVideo

/// `xwt-video screens`, `xwt-video devices` and the screen options `--device`, `--appearance`,
/// `--status-bar`: listings, overrides and one-line errors.
final class ScreensCLITests: XCTestCase {
    func testScreensListsEveryMockScreenWithItsSummary() throws {
        let r = try TestSupport.run(TestSupport.executable, ["screens"])
        XCTAssertEqual(r.status, 0)
        let lines = r.out.split(separator: "\n")
        XCTAssertEqual(lines.count, MockScreen.allCases.count)
        for (line, screen) in zip(lines, MockScreen.allCases) {
            XCTAssertTrue(line.hasPrefix(screen.rawValue + " ") && line.hasSuffix(screen.summary), String(line))
        }
    }

    func testDevicesListsTheNamedIPhones() throws {
        let r = try TestSupport.run(TestSupport.executable, ["devices"])
        XCTAssertEqual(r.status, 0)
        let lines = r.out.split(separator: "\n")
        XCTAssertEqual(lines.count, Device.all.count)
        XCTAssertGreaterThanOrEqual(lines.count, 8)
        XCTAssertTrue(lines.contains { $0.hasPrefix("iphone-15-pro ") && $0.contains("393×852 pt @3") && $0.contains("Dynamic Island") })
    }

    func testDeviceAppearanceAndStatusBarOverrideThePreset() throws {
        let library = TestSupport.presets
        let plain = try library.load(id: "drawer-qq")
        let moved = try library.load(id: "drawer-qq", overrides: PresetOverrides(device: Device.named("iphone-15-pro"), appearance: .dark,
                                                                                 statusBar: StatusBarMode.none))
        XCTAssertEqual(plain.device.id, "custom")
        XCTAssertEqual(moved.device.id, "iphone-15-pro")
        XCTAssertEqual([moved.canvas.pixelWidth, moved.canvas.pixelHeight], [786, 1704])
        XCTAssertEqual(moved.appearance, .dark)
        XCTAssertEqual(moved.statusBar, StatusBarMode.none)
        let dir = try TestSupport.temporaryDirectory()
        let png = dir.appendingPathComponent("still.png").path
        let r = try TestSupport.run(TestSupport.executable, ["still", "--preset", "drawer-qq", "--frame", "0", "--device", "iphone-15-pro", "-o", png])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(try ImageCodec.decode(path: png).width, 786)
    }

    func testBadScreenOptionsFailInOneLine() throws {
        for (args, message) in [
            (["hash", "--device", "pixel-8"], "--device: expected one of " + Device.all.map(\.id).joined(separator: ", ") + "; found \"pixel-8\""),
            (["hash", "--appearance", "sepia"], "--appearance: expected light or dark; found \"sepia\""),
            (["hash", "--status-bar", "top"], "--status-bar: expected fixed, in-screen or none; found \"top\""),
        ] {
            let r = try TestSupport.run(TestSupport.executable, args)
            XCTAssertEqual(r.status, 1, args.joined(separator: " "))
            XCTAssertEqual(r.err.split(separator: "\n").count, 1, r.err)
            XCTAssertTrue(r.err.contains(message), r.err)
        }
    }
}
