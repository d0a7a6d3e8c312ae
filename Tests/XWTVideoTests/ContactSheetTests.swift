import XCTest
import XWTEffects
import XWTEngine
import XWTMedia
import XWTMotion
import XWTPresets
import XWTScreens
import XWTVideo

/// Contact sheets (`xwt-video sheet`): layout size, cell contents, frame sampling, captions, CLI errors.
final class ContactSheetTests: XCTestCase {
    /// drawer-qq at 150 × 267 px: small enough to render quickly, with three pan releases.
    private func job() throws -> RenderJob { try TestSupport.job("drawer-qq", width: 150) }

    /// The part of `sheet` at (x, y) of `width` × `height` px.
    private func crop(_ sheet: Bitmap, x: Int, y: Int, width: Int, height: Int) -> Bitmap {
        var pixels: [UInt8] = []
        for row in y..<(y + height) {
            pixels += sheet.pixels[((row * sheet.width + x) * 4)..<((row * sheet.width + x + width) * 4)]
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    func testSheetSizeFollowsFramesColumnsAndCellWidth() throws {
        let job = try job()
        let gap = ContactSheet.Layout.gap
        for (frames, columns, rows) in [(5, 2, 3), (4, 4, 1), (7, 3, 3), (3, 10, 1)] {
            let sheet = try ContactSheet.preset(job, frames: frames, columns: columns, cellWidth: 40, bands: 2)
            let layout = ContactSheet.Layout(cells: frames, columns: columns, cellWidth: 40, cellHeight: 71, captionLines: 3)
            XCTAssertEqual(layout.columns, min(columns, frames))
            XCTAssertEqual(layout.rows, rows)
            XCTAssertEqual(sheet.width, gap + layout.columns * (40 + gap), "\(frames) frames in \(columns) columns")
            XCTAssertEqual(sheet.height, gap + layout.titleHeight + rows * (71 + layout.captionHeight + gap), "\(frames) frames in \(columns) columns")
        }
        // Defaults: 12 frames, 6 columns, 180-px cells.
        let sheet = try ContactSheet.preset(job, bands: 2)
        let layout = ContactSheet.Layout(cells: 12, columns: 6, cellWidth: 180, cellHeight: 320, captionLines: 3)
        XCTAssertEqual(sheet.width, gap + 6 * (180 + gap))
        XCTAssertEqual(sheet.height, layout.height)
        XCTAssertEqual(layout.rows, 2)
    }

    func testFirstAndLastCellsAreTheScaledFirstAndLastFrames() throws {
        let job = try job()
        let frames = 6, width = 50
        let sheet = try ContactSheet.preset(job, frames: frames, columns: 4, cellWidth: width, bands: 2)
        for (cell, frame) in [(0, 0), (frames - 1, job.frameCount - 1)] {
            let expected = ContactSheet.scaled(job.render(frame: frame), width: width)
            let layout = ContactSheet.Layout(cells: frames, columns: 4, cellWidth: width, cellHeight: expected.height, captionLines: 3)
            let origin = layout.imageOrigin(ofCell: cell)
            XCTAssertEqual(crop(sheet, x: origin.x, y: origin.y, width: width, height: expected.height), expected, "cell \(cell) = frame \(frame)")
        }
    }

    func testScalingIsTheEngineAndKeepsSolidColours() {
        let red = RGBA8(r: 200, g: 10, b: 30)
        let scaled = ContactSheet.scaled(Bitmap(width: 300, height: 500, fill: red), width: 60)
        XCTAssertEqual(scaled.width, 60)
        XCTAssertEqual(scaled.height, 100)
        XCTAssertEqual(scaled, Bitmap(width: 60, height: 100, fill: red))
        // Halving averages 2×2 blocks: a one-pixel checkerboard becomes flat grey.
        var checker = Bitmap(width: 8, height: 8, fill: .black)
        for y in 0..<8 { for x in 0..<8 where (x + y) % 2 == 0 { checker[x, y] = .white } }
        let half = ContactSheet.scaled(checker, width: 4)
        for y in 0..<4 { for x in 0..<4 { XCTAssertEqual(Int(half[x, y].r), 128, accuracy: 1, "(\(x), \(y))") } }
    }

    func testSampledFramesKeepTheEndsAndPreferReleases() throws {
        XCTAssertEqual(ContactSheet.sampledFrames(5, frameCount: 9), [0, 2, 4, 6, 8])
        XCTAssertEqual(ContactSheet.sampledFrames(5, frameCount: 9, anchors: [3]), [0, 3, 4, 6, 8])
        XCTAssertEqual(ContactSheet.sampledFrames(5, frameCount: 9, anchors: [0, 8, 4]), [0, 2, 4, 6, 8])
        XCTAssertEqual(ContactSheet.sampledFrames(12, frameCount: 5), [0, 1, 2, 3, 4])
        XCTAssertEqual(ContactSheet.sampledFrames(3, frameCount: 100, anchors: [10, 20, 30]), [0, 10, 99], "more anchors than inner slots")

        let job = try job()
        let releases = ContactSheet.releaseFrames(of: job)
        XCTAssertEqual(releases.count, 3)
        let frames = ContactSheet.sampledFrames(12, frameCount: job.frameCount, anchors: releases)
        XCTAssertEqual(frames.count, 12)
        XCTAssertEqual(frames.first, 0)
        XCTAssertEqual(frames.last, job.frameCount - 1)
        XCTAssertEqual(frames, frames.sorted())
        XCTAssertEqual(Set(frames).count, 12)
        for r in releases {
            XCTAssertTrue(frames.contains(r), "release frame \(r) sampled")
            XCTAssertTrue([.timer, .completing].contains(job.state(frame: r).phase), "frame \(r) is after the release")
            XCTAssertEqual(job.state(frame: r - 1).phase, .dragging, "frame \(r - 1) is before the release")
        }
    }

    func testCaptionsNameFrameTimeActDirectionProgressAndPhase() throws {
        let job = try job()
        XCTAssertEqual(ContactSheet.caption(frame: 0, state: job.state(frame: 0)), ["#0  0.000 s", "act 0  to  0%", "idle"])
        let releases = ContactSheet.releaseFrames(of: job)
        let first = ContactSheet.caption(frame: releases[0], state: job.state(frame: releases[0]))
        XCTAssertEqual(first[2], "completing > finish")
        let second = ContactSheet.caption(frame: releases[1], state: job.state(frame: releases[1]))
        XCTAssertTrue(second[1].hasPrefix("act 3  back  "), second[1])
        XCTAssertEqual(second[2], "completing > cancel")
    }

    func testCaptionsChangePixels() throws {
        let image = Bitmap(width: 60, height: 40, fill: RGBA8(r: 40, g: 90, b: 160))
        func sheet(_ lines: [String], title: String = "") throws -> Bitmap {
            try ContactSheet.compose(title: title, cells: [ContactSheet.Cell(image: image, lines: lines)], columns: 1)
        }
        let blank = try sheet(["", ""])
        XCTAssertTrue(try sheet(["#12", ""]) != blank)
        XCTAssertTrue(try sheet(["", "act 1"]) != blank)
        XCTAssertTrue(try sheet(["#12", ""]) != sheet(["#13", ""]))
        XCTAssertTrue(try sheet(["", ""], title: "t") != blank)
        XCTAssertTrue(try sheet(["   ", " "]) == blank, "spaces draw nothing")

        var bitmap = Bitmap(width: 40, height: 20, fill: RGBA8(r: 0, g: 0, b: 0, a: 0))
        try Caption.draw("Ag", into: &bitmap, at: Point(2, 2), height: 12, color: Color(red: 1, green: 0.5, blue: 0, alpha: 0.8))
        XCTAssertGreaterThan(stride(from: 3, to: bitmap.pixels.count, by: 4).filter { bitmap.pixels[$0] > 0 }.count, 20)
        for i in stride(from: 0, to: bitmap.pixels.count, by: 4) {
            XCTAssertLessThanOrEqual(bitmap.pixels[i], bitmap.pixels[i + 3], "premultiplied")
            XCTAssertLessThanOrEqual(bitmap.pixels[i + 3], 204, "alpha ≤ 0.8")
        }
        var edge = Bitmap(width: 10, height: 10, fill: .white)
        try Caption.draw("WWWW", into: &edge, at: Point(-5, 6), height: 30, color: .black)  // clipped, no trap
        XCTAssertNotEqual(edge, Bitmap(width: 10, height: 10, fill: .white))
    }

    func testEffectSheetShowsBothDirectionsAtElevenSteps() throws {
        let canvas = Canvas(width: 60, height: 100, scale: 1)
        let screens = try TransitionScreens(
            from: .mock(.list), to: .mock(.detail), canvas: canvas, device: nil, appearance: .light,
            statusBar: .fixed, fit: .fill, screensHaveStatusBar: nil, seed: 3,
            origins: (ValueOrigin(file: "test", keyPath: "screens.from"), ValueOrigin(file: "test", keyPath: "screens.to")))
        let swipe = try XCTUnwrap(EffectID(rawValue: "filter-swipe"))
        let sheet = try ContactSheet.effect(swipe, parameters: .defaults(swipe), screens: screens, cellWidth: 30)
        let gap = ContactSheet.Layout.gap
        let layout = ContactSheet.Layout(cells: 22, columns: 11, cellWidth: 30, cellHeight: 50, captionLines: 1)
        XCTAssertEqual(sheet.width, gap + 11 * (30 + gap))
        XCTAssertEqual(sheet.height, layout.height)
        XCTAssertEqual(layout.rows, 2)
        XCTAssertEqual(ContactSheet.progressSteps(11), [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1].map { $0 })
        let effect = swipe.makeEffect(.defaults(swipe))
        for (cell, direction, progress) in [(0, TransitionDirection.to, 0.0), (10, .to, 1.0), (11, .back, 0.0), (16, .back, 0.5)] {
            var frame = Renderer(canvas: canvas, bands: 1).render(effect.scene(direction: direction, progress: progress, in: screens.context))
            let overlay = try XCTUnwrap(screens.overlay, "the fixed status bar")
            overlay.compose(onto: &frame, from: screens.inks.from, to: screens.inks.to, weight: direction == .to ? progress : 1 - progress)
            let origin = layout.imageOrigin(ofCell: cell)
            XCTAssertEqual(
                crop(sheet, x: origin.x, y: origin.y, width: 30, height: 50), ContactSheet.scaled(frame, width: 30),
                "cell \(cell): \(direction) at \(progress)")
        }
    }

    func testLibraryRejectsCountsOutOfRange() throws {
        let job = try job()
        XCTAssertThrowsError(try ContactSheet.preset(job, frames: 1)) { XCTAssertEqual("\($0)", "frames: expected a whole number in 2…1000; found 1") }
        XCTAssertThrowsError(try ContactSheet.preset(job, columns: 0)) { XCTAssertEqual("\($0)", "columns: expected a whole number in 1…1000; found 0") }
        XCTAssertThrowsError(try ContactSheet.preset(job, cellWidth: 8)) { XCTAssertEqual("\($0)", "cell width: expected a cell width in 16…4000 px; found 8") }
    }
}

/// `xwt-video sheet` as a user meets it.
final class SheetCommandTests: XCTestCase {
    var cli: URL { TestSupport.executable }

    override func setUpWithError() throws {
        try TestSupport.requireCLI()
    }

    private func assertOneLineError(_ arguments: [String], contains text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try TestSupport.run(cli, ["sheet", "--presets-dir", TestSupport.presets.directory] + arguments, in: dir)
        XCTAssertNotEqual(result.status, 0, "exit status", file: file, line: line)
        XCTAssertEqual(result.err.split(separator: "\n").count, 1, "stderr: \(result.err)", file: file, line: line)
        XCTAssertTrue(result.err.hasPrefix("xwt-video: error: "), result.err, file: file, line: line)
        XCTAssertTrue(result.err.contains(text), "expected \"\(text)\" in: \(result.err)", file: file, line: line)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [], "no output may be written", file: file, line: line)
    }

    func testBadOptionsAreOneLineErrors() throws {
        try assertOneLineError(["--preset", "drawer-qq", "--frames", "1", "-o", "s.png"], contains: "--frames: expected a whole number in 2…1000; found 1")
        try assertOneLineError(["--preset", "drawer-qq", "--frames", "many", "-o", "s.png"], contains: "many")
        try assertOneLineError(["--preset", "drawer-qq", "--columns", "0", "-o", "s.png"], contains: "--columns: expected a whole number in 1…1000; found 0")
        try assertOneLineError(["--preset", "drawer-qq", "--width", "3", "-o", "s.png"], contains: "--width: expected a cell width in 16…4000 px; found 3")
        try assertOneLineError(["--preset", "nope", "-o", "s.png"], contains: "no preset \"nope\"")
        try assertOneLineError(["-o", "s.png"], contains: "sheet needs either --preset ID or --effect ID")
        try assertOneLineError(["--preset", "drawer-qq", "--effect", "explode", "-o", "s.png"], contains: "either --preset ID or --effect ID")
        try assertOneLineError(["--effect", "explode", "--frames", "5", "-o", "s.png"], contains: "--frames and --columns go with --preset")
        try assertOneLineError(["--effect", "nope", "-o", "s.png"], contains: "--effect: expected an effect id; found \"nope\" (xwt-video effects lists them)")
        try assertOneLineError(["--effect", "drawer", "--param", "style=qq", "-o", "s.png"], contains: "expected one of plain, parallax, flip")
        try assertOneLineError(["--preset", "drawer-qq", "--param", "style=flip", "-o", "s.png"], contains: "--param goes with --effect")
        try assertOneLineError(["--preset", "drawer-qq"], contains: "--output")
    }

    func testWritesThePresetSheet() throws {
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("sheet.png").path
        let result = try TestSupport.run(
            cli,
            [
                "sheet", "--presets-dir", TestSupport.presets.directory, "--preset", "circle-spread",
                "--frames", "5", "--columns", "3", "--width", "40", "-o", out,
            ])
        XCTAssertEqual(result.status, 0, result.err)
        let sheet = try ImageCodec.decode(path: out)
        let layout = ContactSheet.Layout(cells: 5, columns: 3, cellWidth: 40, cellHeight: 71, captionLines: 3)
        XCTAssertEqual(result.out, "\(out): \(layout.width)×\(layout.height) px\n")
        XCTAssertEqual(sheet.width, layout.width)
        XCTAssertEqual(sheet.height, layout.height)
    }
}
