import Foundation
import XCTest
import XWTEngine
import XWTMedia
import XWTPresets
import XWTVideo

/// Side-by-side clips (`xwt-video export --compare A B`): size, length, halves equal to the scaled
/// single renders, the shorter preset holding its last frame, labels, repeats, CLI output.
final class CompareTests: XCTestCase {
    /// circle-spread-legacy (172 frames) beside circle-spread (214 frames), each 150 px wide.
    private func pair() throws -> CompareJob {
        try CompareJob(TestSupport.job("circle-spread-legacy", width: 150), TestSupport.job("circle-spread", width: 150))
    }

    private func crop(_ image: Bitmap, _ rect: Rect) -> Bitmap {
        let x = Int(rect.minX), y = Int(rect.minY), w = Int(rect.width), h = Int(rect.height)
        var pixels: [UInt8] = []
        for row in y..<(y + h) { pixels += image.pixels[((row * image.width + x) * 4)..<((row * image.width + x + w) * 4)] }
        return Bitmap(width: w, height: h, pixels: pixels)
    }

    /// `frame` scaled by the engine into a `rect`-sized picture, as one image layer.
    private func scaled(_ frame: Bitmap, into rect: Rect) -> Bitmap {
        let layer = Layer(frame: Rect(x: 0, y: 0, width: rect.width, height: rect.height), content: .image(frame))
        return Renderer(canvas: Canvas(width: rect.width, height: rect.height, scale: 1), bands: 1)
            .render(Scene(background: .clear, layers: [layer]))
    }

    func testSizeAndLengthFollowTheLongerPreset() throws {
        let job = try pair()
        XCTAssertEqual(job.left.frameCount, 172)
        XCTAssertEqual(job.right.frameCount, 214)
        XCTAssertEqual(job.frameCount, 214)
        XCTAssertEqual(job.fps, 60)
        XCTAssertEqual(job.name, "circle-spread-legacy-vs-circle-spread")
        XCTAssertEqual(job.canvas.pixelWidth % 2, 0)
        XCTAssertEqual(job.canvas.pixelHeight % 2, 0)
        let m = Double(CompareJob.margin)
        XCTAssertEqual(job.panels[0].size, Size(76, 134), "half of 150×267, even")
        XCTAssertEqual(job.panels[0].minX, m)
        XCTAssertEqual(job.panels[1].minX, job.panels[0].maxX + m)
        XCTAssertGreaterThanOrEqual(Double(job.canvas.pixelWidth), job.panels[1].maxX + m)
        XCTAssertGreaterThanOrEqual(Double(job.canvas.pixelHeight), job.panels[1].maxY + m)
        XCTAssertEqual(job.render(frame: 0).width, job.canvas.pixelWidth)
        // The shorter clip holds its last frame.
        XCTAssertEqual(job.sourceFrame(side: 0, frame: 171), 171)
        XCTAssertEqual(job.sourceFrame(side: 0, frame: 172), 171)
        XCTAssertEqual(job.sourceFrame(side: 0, frame: 213), 171)
        XCTAssertEqual(job.sourceFrame(side: 1, frame: 213), 213)
        XCTAssertThrowsError(try CompareJob(job.left, job.right, panelScale: 0))
    }

    func testHalvesAreTheScaledSingleRenders() throws {
        let job = try pair()
        for frame in [0, 60, 99, 100, 150, 171, 172, 200, 213] {
            let composite = job.render(frame: frame, bands: 2)
            for side in 0..<2 {
                let single = (side == 0 ? job.left : job.right).render(frame: job.sourceFrame(side: side, frame: frame))
                XCTAssertTrue(crop(composite, job.panels[side]) == scaled(single, into: job.panels[side]), "frame \(frame), side \(side)")
            }
        }
        // After the left clip ended it still shows its last frame while the right one moves on.
        let late = job.render(frame: 213), ended = job.render(frame: 172)
        XCTAssertTrue(crop(late, job.panels[0]) == crop(ended, job.panels[0]))
    }

    func testLabelsAndBackgroundSurroundTheHalves() throws {
        // 300 px wide presets: 150-px halves, wide enough for both ids in full.
        let job = try CompareJob(TestSupport.job("circle-spread-legacy", width: 300), TestSupport.job("circle-spread", width: 300))
        let image = job.render(frame: 0)
        let background = CompareJob.background.premultiplied
        // The label band above each half carries text (not only background), and the two labels differ.
        func band(_ side: Int) -> Bitmap {
            let p = job.panels[side]
            return crop(image, Rect(x: p.minX, y: 0, width: p.width, height: p.minY))
        }
        for side in 0..<2 {
            let pixels = band(side)
            let ink = (0..<pixels.height).flatMap { y in (0..<pixels.width).map { pixels[$0, y] } }.filter { $0 != background }
            XCTAssertGreaterThan(ink.count, 20, "label of side \(side)")
            XCTAssertTrue(ink.contains { $0.r > 200 }, "light label text")
        }
        XCTAssertTrue(band(0) != band(1), "the labels differ")
        // Corners and the gap between the halves are plain background.
        XCTAssertEqual(image[0, 0], background)
        XCTAssertEqual(image[image.width - 1, image.height - 1], background)
        XCTAssertEqual(image[Int(job.panels[0].maxX) + 4, Int(job.panels[0].midYForTest)], background)
        XCTAssertTrue(image.isOpaque)
    }

    func testRepeatedFramesEqualRenderedOnes() throws {
        let job = try pair()
        XCTAssertTrue((1..<job.frameCount).contains { job.repeatsPrevious(frame: $0) }, "holds are reused")
        XCTAssertFalse(job.repeatsPrevious(frame: 0))
        let manifest = try TestSupport.manifest(of: job, jobs: 2)
        let direct = FrameMD5.manifest(frames: (0..<job.frameCount).map { job.render(frame: $0) }, fps: job.fps)
        XCTAssertEqual(manifest, direct)
    }

    func testExportCompareWritesTheClip() throws {
        let cli = TestSupport.executable
        try TestSupport.requireCLI()
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Small copies of the two presets (180×320 px) keep the export quick.
        for id in ["circle-spread-legacy", "circle-spread"] {
            let text = try String(contentsOfFile: TestSupport.presets.directory + "/\(id).json", encoding: .utf8)
                .replacingOccurrences(of: "\"version\": 1,", with: "\"version\": 1,\n  \"device\": { \"width\": 360, \"height\": 640, \"scale\": 0.5 },")
            try text.write(to: dir.appendingPathComponent("\(id).json"), atomically: true, encoding: .utf8)
        }
        let library = PresetLibrary(directory: dir.path)
        let expected = try CompareJob(RenderJob(preset: library.load(id: "circle-spread-legacy")), RenderJob(preset: library.load(id: "circle-spread")))
        let result = try TestSupport.run(
            cli,
            [
                "export", "--compare", "circle-spread-legacy", "circle-spread", "--presets-dir", dir.path,
                "--format", "mkv", "--jobs", "2",
            ], in: dir)
        XCTAssertEqual(result.status, 0, result.err)
        let path = dir.appendingPathComponent("circle-spread-legacy-vs-circle-spread.mkv").path
        let info = try VideoProbe.probe(path: path)
        XCTAssertEqual(info.width, expected.canvas.pixelWidth)
        XCTAssertEqual(info.height, expected.canvas.pixelHeight)
        XCTAssertEqual(info.frameCount, expected.frameCount)
        // Lossless: the decoded frames are the composite's frames.
        let manifest = try TestSupport.manifest(of: expected, jobs: 2)
        let decoded = try TestSupport.run(
            TestSupport.requireFFmpeg(), ["-v", "error", "-i", path, "-f", "framemd5", "-pix_fmt", "rgba", "-fflags", "+bitexact", "-"])
        let digests = { (text: String) in text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: ",").last! } }
        XCTAssertEqual(digests(decoded.out), digests(manifest))
        let one = try TestSupport.run(
            cli,
            [
                "export", "--compare", "circle-spread", "-o", dir.appendingPathComponent("x.mp4").path,
                "--presets-dir", dir.path,
            ])
        XCTAssertNotEqual(one.status, 0)
        XCTAssertEqual(one.err, "xwt-video: error: --compare: expected two preset ids (--compare A B); found 1\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.mp4").path))
    }
}

private extension Rect {
    var midYForTest: Double { minY + height / 2 }
}

/// `export --compare` across frame rates and formats: the clip runs at the higher rate for the
/// longer duration, each side showing the frame on screen at that instant, and every format writes it.
final class CompareRatesAndFormatsTests: XCTestCase {
    /// tm-fade at 30 fps (a copy) beside drawer-qq at 60 fps, in a presets folder of their own.
    private func presets() throws -> URL {
        let dir = try TestSupport.temporaryDirectory()
        let bundled = URL(fileURLWithPath: TestSupport.presets.directory)
        let text = try String(contentsOf: bundled.appendingPathComponent("tm-fade.json"), encoding: .utf8)
        let slow = text.replacingOccurrences(of: "\"version\": 1,", with: "\"version\": 1, \"fps\": 30,")
        XCTAssertNotEqual(slow, text)
        try slow.write(to: dir.appendingPathComponent("fade-30.json"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: bundled.appendingPathComponent("drawer-qq.json"), to: dir.appendingPathComponent("drawer-qq.json"))
        return dir
    }

    func testTwoFrameRatesMeetAtTheHigherOne() throws {
        let dir = try presets()
        defer { try? FileManager.default.removeItem(at: dir) }
        let library = PresetLibrary(directory: dir.path)
        let slow = try RenderJob(preset: library.load(id: "fade-30").resized(pixelWidth: 100))
        let fast = try RenderJob(preset: library.load(id: "drawer-qq").resized(pixelWidth: 100))
        XCTAssertEqual(slow.fps, 30)
        for job in [try CompareJob(slow, fast), try CompareJob(fast, slow)] {
            let slowSide = job.left.fps == 30 ? 0 : 1
            XCTAssertEqual(job.fps, 60)
            let duration = max(slow.preset.timeline.duration, fast.preset.timeline.duration)
            XCTAssertEqual(job.frameCount, Int((duration * 60).rounded()))
            for frame in [0, 1, 2, 3, 41, 100] where frame < job.frameCount {
                XCTAssertEqual(job.sourceFrame(side: slowSide, frame: frame), min(frame / 2, slow.frameCount - 1), "30-fps side at 60-fps frame \(frame)")
                XCTAssertEqual(job.sourceFrame(side: 1 - slowSide, frame: frame), min(frame, fast.frameCount - 1), "60-fps side at frame \(frame)")
            }
        }
    }

    func testEveryFormatWritesTheComparison() throws {
        let cli = try TestSupport.requireCLI()
        let dir = try presets()
        defer { try? FileManager.default.removeItem(at: dir) }
        let library = PresetLibrary(directory: dir.path)
        let job = try CompareJob(
            RenderJob(preset: library.load(id: "fade-30").resized(pixelWidth: 84)),
            RenderJob(preset: library.load(id: "drawer-qq").resized(pixelWidth: 84)))
        var rawBytes = 0, height = 0
        for format in ExportFormat.allCases {
            let out = dir.appendingPathComponent("c.\(format.fileExtension)").path
            let result = try TestSupport.run(
                cli,
                [
                    "export", "--compare", "fade-30", "drawer-qq", "--presets-dir", dir.path,
                    "--format", format.rawValue, "--width", "176", "-o", out,
                ])
            XCTAssertEqual(result.status, 0, "\(format): \(result.err)")
            switch format {
            case .raw:
                rawBytes = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: out)[.size] as? Int)
            case .webp:
                let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: out)))
                XCTAssertEqual(Array(bytes[0..<4]) + Array(bytes[8..<16]), Array("RIFFWEBPVP8X".utf8), "animated WebP container")
            default:
                let info = try VideoProbe.probe(path: out)
                XCTAssertEqual(info.width, 176, "\(format)")
                let frames = format == .gif ? GIFTiming(sourceFPS: job.fps, sourceFrames: job.frameCount).frameCount : job.frameCount
                XCTAssertEqual(info.frameCount, frames, "\(format)")
                height = info.height
            }
        }
        XCTAssertEqual(rawBytes, job.frameCount * 176 * height * 4, "raw: every frame at the size of the others")
    }
}
