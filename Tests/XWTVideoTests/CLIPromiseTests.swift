import Foundation
import XCTest
import XWTEffects
import XWTEngine
import XWTMedia
import XWTPresets
import XWTTestSupport
import XWTVideo

/// README promises of the command line, each checked against the library's own frames: raw frames
/// on standard output, `--poster-time`, APNG's loop count, GIF's default width, `--no-touches`,
/// `trace --format json` and `still --effect` pixels. Small sizes keep them fast.
final class CLIPromiseTests: XCTestCase {
    private var cli: URL!
    private var folder: URL!
    private let presets = ["--presets-dir", TestSupport.presets.directory]

    override func setUpWithError() throws {
        cli = try TestSupport.requireCLI()
        folder = try TestSupport.temporaryDirectory()
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func listing() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }

    func testRawToStandardOutputIsEveryFrameInOrder() throws {
        let job = try TestSupport.job("explode", width: 60)
        let result = try ProcessRunner.run(
            cli, ["export", "--preset", "explode", "--format", "raw", "--width", "60", "-o", "-"] + presets,
            in: folder, timeout: 300)
        XCTAssertEqual(result.status, 0, result.err)
        let frameBytes = job.canvas.pixelWidth * job.canvas.pixelHeight * 4
        let raw = [UInt8](result.stdoutData)
        XCTAssertEqual(raw.count, job.frameCount * frameBytes, "every frame, nothing else on stdout")
        for index in [0, job.frameCount / 3, job.frameCount / 2, job.frameCount - 1] {
            let slice = Array(raw[(index * frameBytes)..<((index + 1) * frameBytes)])
            XCTAssertEqual(slice, job.render(frame: index).pixels, "frame \(index)")
        }
        XCTAssertEqual(try listing(), [], "nothing written beside")
    }

    func testPosterTimePicksThePosterFrameAndAPNGLoopsForever() throws {
        let job = try TestSupport.job("drawer-qq", width: 60)
        let result = try TestSupport.run(
            cli,
            [
                "export", "--preset", "drawer-qq", "--width", "60", "-o", path("c.apng"),
                "--poster", path("p.png"), "--poster-time", "1.5",
            ] + presets)
        XCTAssertEqual(result.status, 0, result.err)
        let frame = try job.frame(atTime: 1.5)
        XCTAssertEqual(frame, 90)
        XCTAssertNotEqual(frame, Poster.defaultFrame(of: job))
        var expected = job.render(frame: frame)
        XCTAssertNotEqual(expected, job.render(frame: Poster.defaultFrame(of: job)), "the two instants look different")
        for i in stride(from: 3, to: expected.pixels.count, by: 4) { expected.pixels[i] = 255 }
        XCTAssertEqual(try ImageCodec.decode(path: path("p.png")), expected, "the poster is the frame at 1.5 s")
        // acTL: num_frames then num_plays (0 = loops forever), big-endian, after the chunk type.
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path("c.apng"))))
        let acTL = Array("acTL".utf8)
        let at = try XCTUnwrap((8..<(bytes.count - 12)).first { Array(bytes[$0..<($0 + 4)]) == acTL }, "no acTL chunk")
        func uint32(_ offset: Int) -> Int { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        XCTAssertEqual(uint32(at + 4), job.frameCount, "num_frames")
        XCTAssertEqual(uint32(at + 8), 0, "num_plays: forever")
    }

    func testGIFIs320PixelsWideByDefault() throws {
        let result = try TestSupport.run(cli, ["export", "--preset", "explode", "-o", path("e.gif")] + presets)
        XCTAssertEqual(result.status, 0, result.err)
        let info = try VideoProbe.probe(path: path("e.gif"))
        XCTAssertEqual(info.width, 320)
        XCTAssertEqual(info.height, try TestSupport.job("explode", width: 320).canvas.pixelHeight)
    }

    func testNoTouchesOverridesThePresetAndTouchesDrawTheFinger() throws {
        let text = try String(contentsOfFile: TestSupport.presets.directory + "/drawer-qq.json", encoding: .utf8)
            .replacingOccurrences(of: "\"fps\": 60,", with: "\"fps\": 60, \"touches\": true,")
        XCTAssertTrue(text.contains("\"touches\": true"))
        try text.write(to: folder.appendingPathComponent("touching.json"), atomically: true, encoding: .utf8)
        let golden = try String(contentsOf: TestSupport.goldens.appendingPathComponent("drawer-qq.framemd5"), encoding: .utf8)
        func hash(_ extra: [String]) throws -> String {
            let r = try TestSupport.run(cli, ["hash", "--preset", "touching", "--presets-dir", folder.path, "--size", "150x267"] + extra)
            XCTAssertEqual(r.status, 0, r.err)
            return r.out
        }
        let digests = { (text: String) in text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: ",").last! } }
        try TestSupport.requireReferencePlatform()
        XCTAssertEqual(digests(try hash(["--no-touches"])), digests(golden), "--no-touches: the frames of drawer-qq without a finger")
        let touched = digests(try hash([]))
        XCTAssertEqual(touched, digests(try hash(["--touches"])))
        XCTAssertEqual(touched.count, digests(golden).count)
        XCTAssertNotEqual(touched, digests(golden), "the preset's touches draw the finger")
        XCTAssertEqual(touched.first, digests(golden).first, "no finger before the first pan")
    }

    func testTraceJSONIsTheLibrarysTrace() throws {
        let result = try TestSupport.run(cli, ["trace", "--preset", "vc-cards", "--format", "json"] + presets)
        XCTAssertEqual(result.status, 0, result.err)
        let trace = MotionTrace(preset: try TestSupport.presets.load(id: "vc-cards"))
        XCTAssertEqual(result.out, trace.json())
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let rows = try XCTUnwrap(object["frames"] as? [[String: Any]] ?? object["rows"] as? [[String: Any]], "\(object.keys.sorted())")
        XCTAssertEqual(rows.count, trace.rows.count)
        let phases = Set(rows.compactMap { $0["phase"] as? String })
        XCTAssertTrue(phases.isSuperset(of: ["idle", "dragging"]), "\(phases)")
        let outcomes = rows.compactMap { $0["outcome"] as? String }
        XCTAssertEqual(Set(outcomes), ["cancelled", "finished"], "the clip cancels once and finishes once")
    }

    func testStillEffectIsTheEffectRenderedAtThatProgress() throws {
        let canvas = Canvas(width: 100, height: 160, scale: 1)
        let drawer = try XCTUnwrap(EffectID(rawValue: "drawer"))
        let parameters = try ParameterParser.parameters(assignments: ["style=flip", "direction=bottom"], for: drawer)
        // The command's defaults: the list and detail screens, light, the fixed status bar over them.
        let screens = try TransitionScreens(
            from: .mock(.list), to: .mock(.detail), canvas: canvas, device: nil, appearance: .light,
            statusBar: .fixed, fit: .fill, screensHaveStatusBar: nil, seed: 1, origins: (.override("--from"), .override("--to")))
        for (back, progress) in [(false, 0.4), (true, 0.7)] {
            let out = path("s-\(back).png")
            let result = try TestSupport.run(
                cli,
                [
                    "still", "--effect", "drawer", "--param", "style=flip", "--param", "direction=bottom",
                    "--progress", String(progress), "--device", "100x160", "--scale", "1", "-o", out,
                ]
                    + (back ? ["--back"] : []))
            XCTAssertEqual(result.status, 0, result.err)
            let expected = EffectStill.render(
                effect: drawer, parameters: parameters, direction: back ? .back : .to,
                progress: progress, screens: screens)
            let image = try ImageCodec.decode(path: out)
            XCTAssertEqual(image, expected, "back \(back) at \(progress)")
            let other = EffectStill.render(
                effect: drawer, parameters: parameters, direction: back ? .back : .to,
                progress: 1 - progress, screens: screens)
            XCTAssertNotEqual(image, other, "the progress shows in the pixels")
        }
    }
}
