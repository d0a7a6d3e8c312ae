import Foundation
import XCTest
import XWTEngine
import XWTTestSupport
import XWTVideo

/// mp4 and webm store 4:2:0 chroma: an odd height that follows from the width is rounded down to
/// even (the bottom row left out); an odd width the user chose is refused, naming the rule.
final class OddSizeTests: MediaTestCase {
    func testDerivedOddHeightLosesItsBottomRow() throws {
        let job = try TestSupport.job("circle-spread", width: 400)
        XCTAssertEqual(job.canvas.pixelHeight, 711, "400 px of a 375×667 device")
        let even = EvenHeightSource(job)
        XCTAssertEqual(even.canvas.pixelWidth, 400)
        XCTAssertEqual(even.canvas.pixelHeight, 710)
        let renderer = Renderer(canvas: job.canvas, bands: 1)
        for frame in [0, 40, 90] {
            var full = Bitmap(width: 400, height: 711), cropped = Bitmap(width: 400, height: 710)
            job.render(frame: frame, into: &full, renderer: renderer)
            even.render(frame: frame, into: &cropped, renderer: Renderer(canvas: even.canvas, bands: 1))
            XCTAssertEqual(cropped.pixels, Array(full.pixels.prefix(400 * 710 * 4)), "frame \(frame): rows 0…709 unchanged")
        }
    }

    func testExportReportsTheRoundingAndTheFileHasIt() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let job = try TestSupport.job("circle-spread", width: 400)
        var options = ExportOptions(jobs: 2)
        options.segment = 0...9
        for format in [ExportFormat.mp4, .webm] {
            let path = folder.appendingPathComponent("clip.\(format.fileExtension)").path
            let summary = try Export.run(job, to: .file(format, path: path), options: options)
            XCTAssertEqual(summary.evenHeight, 710, "\(format)")
            let probe = try TestSupport.run(
                URL(fileURLWithPath: "/usr/bin/ffprobe"),
                ["-v", "error", "-show_entries", "stream=width,height", "-of", "csv=p=0", path])
            XCTAssertEqual(probe.out.trimmingCharacters(in: .whitespacesAndNewlines), "400,710", "\(format)")
        }
        let mkv = try Export.run(job, to: .file(.mkv, path: folder.appendingPathComponent("clip.mkv").path), options: options)
        XCTAssertNil(mkv.evenHeight, "mkv keeps every row")
    }

    func testCLISaysSoAndRefusesAnOddWidth() throws {
        let cli = TestSupport.executable
        try TestSupport.requireCLI()
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let common = ["export", "--preset", "circle-spread", "--presets-dir", TestSupport.presets.directory, "--frames", "0-9"]
        let rounded = try TestSupport.run(cli, common + ["--width", "400", "-o", "clip.mp4"], in: folder)
        XCTAssertEqual(rounded.status, 0, rounded.err)
        XCTAssertTrue(rounded.out.hasSuffix(", height rounded to even: 710\n"), rounded.out)
        let refused = try TestSupport.run(cli, common + ["--width", "321", "-o", "odd.webm"], in: folder)
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.err, "xwt-video: error: --width: webm stores 4:2:0 chroma (one sample per 2×2 pixels), which needs an even width; found 321\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("odd.webm").path))
    }
}
