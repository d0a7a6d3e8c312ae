import Foundation
import XCTest
import XWTEngine
import XWTMedia
import XWTTestSupport

@testable import XWTVideo

/// `--device-frame` in the batch commands: `export --all` and `gallery` write clips (and posters)
/// of the phone's size, the screen's own pixels inside it and the background around it.
final class DeviceFrameBatchTests: XCTestCase {
    /// The whole framed picture's width asked for (the frame makes it even, ±2 px).
    static let width = 240
    static let background = RGBA8(r: 0xF2, g: 0xF2, b: 0xF7)

    private var folder: URL!

    override func setUpWithError() throws {
        folder = try TestSupport.temporaryDirectory()
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    /// drawer-qq in the frame the commands draw with `--device-frame --background '#f2f2f7'`, `width` wide.
    private func framed() throws -> DeviceFrameSource {
        let job = try RenderJob(preset: TestSupport.presets.load(id: "drawer-qq"))
        let style = DeviceFrameStyle(background: Self.background)
        return try XCTUnwrap(try DeviceFrameSource(job, device: job.preset.device, style: style).scaled(toWidth: Self.width) as? DeviceFrameSource)
    }

    /// Checks that `picture` is `framed`'s frame `index`: the plate's size, the background in the
    /// corner, and the screen's own frame (rendered unframed) copied unchanged at the screen's place.
    private func assertFramed(_ picture: Bitmap, _ framed: DeviceFrameSource, frame index: Int, _ what: String) {
        XCTAssertEqual([picture.width, picture.height], [framed.canvas.pixelWidth, framed.canvas.pixelHeight], what)
        guard picture.width == framed.canvas.pixelWidth, picture.height == framed.canvas.pixelHeight else { return }
        XCTAssertEqual(picture[0, 0], Self.background, "\(what): the background around the phone")
        let screen = DeviceFrameTests.picture(framed.source, index)
        let s = framed.source.canvas.scale
        let x0 = Int((framed.layout.screen.rect.minX * s).rounded()), y0 = Int((framed.layout.screen.rect.minY * s).rounded())
        XCTAssertGreaterThan(x0, 0, what)
        XCTAssertLessThan(x0 + screen.width, picture.width, what)
        // drawer-qq's SE-sized phone has square screen corners and no cutout: every pixel is the screen's.
        for y in 0..<screen.height {
            for x in 0..<screen.width where picture[x0 + x, y0 + y] != screen[x, y] { return XCTFail("\(what): screen pixel (\(x), \(y)) differs") }
        }
    }

    func testExportAllWritesFramedClips() throws {
        let cli = try TestSupport.requireCLI()
        let out = folder.appendingPathComponent("clips")
        let result = try TestSupport.run(
            cli,
            [
                "export", "--all", "--only", "drawer-qq", "--out-dir", out.path, "--format", "mkv", "--width", "\(Self.width)",
                "--device-frame", "--background", "#f2f2f7",
            ])
        XCTAssertEqual(result.status, 0, result.err)
        let framed = try framed()
        XCTAssertEqual(Double(framed.canvas.pixelWidth), Double(Self.width), accuracy: 2)
        XCTAssertGreaterThan(framed.canvas.pixelHeight, framed.source.canvas.pixelHeight, "taller than the screen")
        // mkv is lossless (FFV1): every decoded frame is the framed frame, exactly.
        var index = 0
        try VideoProbe.decodeFrames(path: out.appendingPathComponent("drawer-qq.mkv").path) { frame in
            if index % 20 == 0 || index == Poster.defaultFrame(of: framed) { assertFramed(frame, framed, frame: index, "frame \(index)") }
            index += 1
        }
        XCTAssertEqual(index, framed.frameCount)
    }

    func testGalleryShowsFramedClipsAndPosters() throws {
        let cli = try TestSupport.requireCLI()
        let out = folder.appendingPathComponent("gallery")
        let arguments = ["gallery", "--only", "drawer-qq", "--out-dir", out.path, "--width", "\(Self.width)"]
        let result = try TestSupport.run(cli, arguments + ["--device-frame", "--background", "#f2f2f7"])
        XCTAssertEqual(result.status, 0, result.err)
        let framed = try framed()
        let clip = try VideoProbe.probe(path: out.appendingPathComponent("drawer-qq.mp4").path)
        XCTAssertEqual([clip.width, clip.height], [framed.canvas.pixelWidth, framed.canvas.pixelHeight], "the clip has the frame's size")
        XCTAssertEqual(clip.frameCount, framed.frameCount)
        // The poster is a PNG: the framed default frame, exactly.
        let poster = try ImageCodec.decode(path: out.appendingPathComponent("drawer-qq.png").path)
        assertFramed(poster, framed, frame: Poster.defaultFrame(of: framed), "the poster")
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("width=\"\(framed.canvas.pixelWidth)\" height=\"\(framed.canvas.pixelHeight)\""), "the page sizes the framed clip")

        // Without the frame, the framed clip is stale: made again at the screen's size.
        let again = try TestSupport.run(cli, arguments)
        XCTAssertEqual(again.status, 0, again.err)
        let plain = try VideoProbe.probe(path: out.appendingPathComponent("drawer-qq.mp4").path)
        XCTAssertEqual(plain.width, Self.width)
        XCTAssertEqual(Double(plain.height), Double(Self.width) * 1334 / 750, accuracy: 2)
    }
}
