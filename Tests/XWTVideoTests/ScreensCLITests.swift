import XCTest
import XWTEngine
import XWTMedia
import XWTPresets
import XWTScreens
import XWTVideo

/// `xwt-video screens`, `xwt-video devices` and the screen options `--device`, `--appearance`,
/// `--status-bar`: listings, overrides and one-line errors.
final class ScreensCLITests: XCTestCase {
    func testScreensListsEveryMockScreenWithItsSummary() throws {
        let r = try TestSupport.run(TestSupport.requireCLI(), ["screens"])
        XCTAssertEqual(r.status, 0)
        let lines = r.out.split(separator: "\n")
        XCTAssertEqual(lines.count, MockScreen.allCases.count)
        for (line, screen) in zip(lines, MockScreen.allCases) {
            XCTAssertTrue(line.hasPrefix(screen.rawValue + " ") && line.hasSuffix(screen.summary), String(line))
        }
    }

    func testDevicesListsTheNamedIPhones() throws {
        let r = try TestSupport.run(TestSupport.requireCLI(), ["devices"])
        XCTAssertEqual(r.status, 0)
        let lines = r.out.split(separator: "\n")
        XCTAssertEqual(lines.count, Device.all.count)
        XCTAssertGreaterThanOrEqual(lines.count, 8)
        XCTAssertTrue(lines.contains { $0.hasPrefix("iphone-15-pro ") && $0.contains("393×852 pt @3") && $0.contains("Dynamic Island") })
    }

    func testDeviceAppearanceAndStatusBarOverrideThePreset() throws {
        let library = TestSupport.presets
        let plain = try library.load(id: "drawer-qq")
        let moved = try library.load(
            id: "drawer-qq",
            overrides: PresetOverrides(
                device: Device.named("iphone-15-pro"), appearance: .dark,
                statusBar: StatusBarMode.none))
        XCTAssertEqual(plain.device.id, "custom")
        XCTAssertEqual(moved.device.id, "iphone-15-pro")
        XCTAssertEqual([moved.canvas.pixelWidth, moved.canvas.pixelHeight], [786, 1704])
        XCTAssertEqual(moved.appearance, .dark)
        XCTAssertEqual(moved.statusBar, StatusBarMode.none)
        let dir = try TestSupport.temporaryDirectory()
        let png = dir.appendingPathComponent("still.png").path
        let r = try TestSupport.run(TestSupport.requireCLI(), ["still", "--preset", "drawer-qq", "--frame", "0", "--device", "iphone-15-pro", "-o", png])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(try ImageCodec.decode(path: png).width, 786)
    }

    func testLoneEffectStillsAndSheetsTakeTheScreenOptions() throws {
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let light = dir.appendingPathComponent("light.png").path, dark = dir.appendingPathComponent("dark.png").path
        let plain = dir.appendingPathComponent("plain.png").path
        let base = ["still", "--effect", "circle-spread", "--progress", "0", "--device", "iphone-15-pro", "--scale", "1"]
        for (extra, path) in [([String](), light), (["--appearance", "dark"], dark), (["--status-bar", "none"], plain)] {
            let r = try TestSupport.run(TestSupport.executable, base + extra + ["-o", path])
            XCTAssertEqual(r.status, 0, r.err)
        }
        let (l, d, p) = (try ImageCodec.decode(path: light), try ImageCodec.decode(path: dark), try ImageCodec.decode(path: plain))
        XCTAssertEqual([l.width, l.height], [393, 852], "the named device's points at --scale")
        XCTAssertGreaterThan(Int(l[300, 410].r), 200, "the light list")
        XCTAssertLessThan(Int(d[300, 410].r), 60, "the dark list")
        // The status bar's clock (dark ink on the light list) sits left of the Dynamic Island.
        let clock = (0..<30).flatMap { y in (30..<90).map { x in l[x, 10 + y] } }
        XCTAssertTrue(clock.contains { $0.r < 100 }, "the fixed status bar's clock")
        XCTAssertFalse((0..<30).flatMap { y in (30..<90).map { x in p[x, 10 + y] } }.contains { $0.r < 100 }, "--status-bar none: no clock")
        // A built-in screen by name: tm-fade at 0 shows the from screen alone.
        let named = dir.appendingPathComponent("named.png").path
        let byName = try TestSupport.run(
            TestSupport.executable,
            [
                "still", "--effect", "tm-fade", "--progress", "0", "--from", "qq-chats",
                "--scale", "1", "-o", named,
            ])
        XCTAssertEqual(byName.status, 0, byName.err)
        var expected = try MockScreen.qqChats.render(canvas: Canvas(width: 375, height: 667, scale: 1))
        try SystemOverlay(canvas: Canvas(width: 375, height: 667, scale: 1))
            .compose(onto: &expected, from: MockScreen.qqChats.inks(.light), to: MockScreen.detail.inks(.light), weight: 0)
        XCTAssertTrue(try ImageCodec.decode(path: named) == expected, "the QQ chat list with the fixed status bar")
        let sheet = dir.appendingPathComponent("sheet.png").path
        let r = try TestSupport.run(
            TestSupport.executable,
            [
                "sheet", "--effect", "circle-spread", "--device", "iphone-se", "--appearance", "dark",
                "--width", "40", "-o", sheet,
            ])
        XCTAssertEqual(r.status, 0, r.err)
        let bad = try TestSupport.run(TestSupport.executable, ["still", "--preset", "drawer-qq", "--frame", "0", "--device", "400x800", "-o", light])
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.err.contains("--device: expected a device id; found \"400x800\" (one of "), bad.err)
    }

    func testEveryBundledScriptKeepsItsOutcomesOnEveryDevice() throws {
        let library = TestSupport.presets
        for id in try library.ids() {
            let own = try library.load(id: id)
            let outcomes = own.timeline.releases.map(\.outcome)
            for device in Device.all {
                let moved = try library.load(id: id, overrides: PresetOverrides(device: device))
                XCTAssertEqual(moved.timeline.releases.map(\.outcome), outcomes, "\(id) on \(device.id)")
                for (a, b) in zip(moved.timeline.releases, own.timeline.releases) {
                    XCTAssertEqual(a.percent, b.percent, accuracy: 1e-6, "\(id) on \(device.id), act \(b.actIndex)")
                }
            }
        }
    }

    func testBadScreenOptionsFailInOneLine() throws {
        for (args, message) in [
            (
                ["hash", "--device", "pixel-8"],
                "--device: expected a device id; found \"pixel-8\" (one of " + Device.all.map(\.id).joined(separator: ", ") + ")"
            ),
            (["hash", "--appearance", "sepia"], "--appearance: expected light or dark; found \"sepia\""),
            (["hash", "--status-bar", "top"], "--status-bar: expected fixed, in-screen or none; found \"top\""),
            (
                ["hash", "--device", "400x800"],
                "--device: expected a device id; found \"400x800\" (one of " + Device.all.map(\.id).joined(separator: ", ") + ")"
            ),
            (["sheet", "--preset", "drawer-qq", "--fit", "cover", "-o", "x.png"], "--fit: expected fill, fit or stretch; found \"cover\""),
            (
                ["still", "--effect", "drawer", "--progress", "0.5", "--device", "pixel-8", "-o", "x.png"],
                "--device: expected a device id; found \"pixel-8\" (one of " + Device.all.map(\.id).joined(separator: ", ") + ")"
            ),
            (
                ["gallery", "--out-dir", "g", "--from", "a.gif"],
                "--from: expected \(ScreenSource.expectation); found \"a.gif\""
            ),
        ] {
            let r = try TestSupport.run(TestSupport.requireCLI(), args)
            XCTAssertEqual(r.status, 1, args.joined(separator: " "))
            XCTAssertEqual(r.err.split(separator: "\n").count, 1, r.err)
            XCTAssertTrue(r.err.contains(message), r.err)
        }
    }
}

/// `--from`/`--to` screenshots over a preset: placed by `--fit`, no second status bar over a
/// screenshot that shows one.
final class ScreenshotTests: XCTestCase {
    private func picture(_ name: String, width: Int, height: Int, in dir: URL) throws -> String {
        let path = dir.appendingPathComponent(name).path
        try ImageCodec.writePNG(Bitmap(width: width, height: height, fill: RGBA8(r: 40, g: 120, b: 200)), path: path)
        return path
    }

    private func job(_ overrides: PresetOverrides) throws -> RenderJob {
        try RenderJob(preset: TestSupport.presets.load(id: "drawer-qq", overrides: overrides).resized(pixelWidth: 150))
    }

    func testAFullScreenshotShowsItsOwnStatusBarAndOthersGetTheOverlay() throws {
        let dir = try TestSupport.temporaryDirectory()
        let full = try picture("full.png", width: 1179, height: 2556, in: dir), cropped = try picture("square.png", width: 600, height: 600, in: dir)
        var overrides = PresetOverrides()
        overrides.from = .file(full); overrides.to = .file(full)
        XCTAssertNil(try job(overrides).screens.overlay, "detected by size: no second status bar")
        overrides.screensHaveStatusBar = false
        XCTAssertNotNil(try job(overrides).screens.overlay, "declared without one")
        overrides.from = .file(cropped); overrides.to = .file(cropped); overrides.screensHaveStatusBar = nil
        XCTAssertNotNil(try job(overrides).screens.overlay)
        overrides.screensHaveStatusBar = true
        XCTAssertNil(try job(overrides).screens.overlay, "declared")
    }

    func testFitLeavesTheBackgroundAroundASquareAndFillCoversIt() throws {
        let dir = try TestSupport.temporaryDirectory()
        let square = try picture("square.png", width: 600, height: 600, in: dir)
        var overrides = PresetOverrides(statusBar: StatusBarMode.none)
        overrides.from = .file(square); overrides.to = .file(square)
        overrides.fit = .fit
        let fitted = try job(overrides).render(frame: 0)
        XCTAssertEqual(fitted[75, 2], RGBA8(r: 0, g: 0, b: 0), "the black window above the fitted square")
        XCTAssertEqual(fitted[75, 133], RGBA8(r: 40, g: 120, b: 200))
        overrides.fit = .fill
        XCTAssertEqual(try job(overrides).render(frame: 0)[75, 2], RGBA8(r: 40, g: 120, b: 200))
    }

    func testCommandsTakeScreenshotsAndRefuseOtherFiles() throws {
        let dir = try TestSupport.temporaryDirectory()
        let square = try picture("square.png", width: 600, height: 600, in: dir)
        let png = dir.appendingPathComponent("still.png").path
        let ok = try TestSupport.run(TestSupport.requireCLI(), ["still", "--preset", "drawer-qq", "--frame", "0", "--from", square, "--to", square, "-o", png])
        XCTAssertEqual(ok.status, 0, ok.err)
        let hash = try TestSupport.run(TestSupport.requireCLI(), ["hash", "--preset", "drawer-qq", "--size", "150x267", "--from", square, "--fit", "stretch"])
        XCTAssertEqual(hash.status, 0, hash.err)
        let bad = try TestSupport.run(TestSupport.requireCLI(), ["hash", "--from", "shot.gif"])
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(
            bad.err.contains("--from: expected \(ScreenSource.expectation); found \"shot.gif\""), bad.err)
    }
}
