import Foundation
import XCTest
import XWTEngine
import XWTMedia
import XWTScreens
import XWTTestSupport

@testable import XWTVideo

/// `--device-frame`: the phone around the screen, painted once, the screen's pixels untouched inside it.
final class DeviceFrameTests: XCTestCase {
    func testScreenPixelsSitInsideThePlateUnchanged() throws {
        let job = try TestSupport.job("drawer-qq", width: 150)
        let style = DeviceFrameStyle(background: RGBA8(r: 0xF2, g: 0xF2, b: 0xF7), padding: 32, shadow: true)
        let framed = try DeviceFrameSource(job, device: job.preset.device, style: style)
        XCTAssertGreaterThan(framed.canvas.pixelWidth, job.canvas.pixelWidth)
        XCTAssertGreaterThan(framed.canvas.pixelHeight, job.canvas.pixelHeight)
        XCTAssertEqual(framed.canvas.pixelWidth % 2, 0)
        XCTAssertEqual(framed.canvas.pixelHeight % 2, 0)
        let screen = job.render(frame: 60)
        let picture = Self.picture(framed, 60)
        let s = job.canvas.scale
        let x0 = Int((framed.layout.screen.rect.minX * s).rounded()), y0 = Int((framed.layout.screen.rect.minY * s).rounded())
        // The SE-sized drawer-qq device has square corners: every screen pixel is copied as it is.
        for y in 0..<screen.height { for x in 0..<screen.width where picture[x0 + x, y0 + y] != screen[x, y] { return XCTFail("(\(x), \(y)) differs") } }
        XCTAssertEqual(picture[0, 0], style.background, "the corner is the background")
        XCTAssertNotEqual(picture, Self.picture(try DeviceFrameSource(job, device: job.preset.device, style: DeviceFrameStyle(shadow: false)), 60))
        XCTAssertEqual(picture, Self.picture(framed, 60), "a pure function of the frame index")
        for i in 0..<job.frameCount { XCTAssertEqual(framed.repeatsPrevious(frame: i), job.repeatsPrevious(frame: i)) }
    }

    func testRoundedCornersAndIslandCoverTheScreenOfAFaceIDPhone() throws {
        let device = try XCTUnwrap(Device.named("iphone-15-pro"))
        var preset = try TestSupport.presets.load(id: "drawer-qq", overrides: .init(device: device))
        preset = preset.resized(pixelWidth: 262)
        let job = try RenderJob(preset: preset)
        let framed = try DeviceFrameSource(job, device: device, style: DeviceFrameStyle(background: .clear))
        let picture = Self.picture(framed, 0)
        let s = job.canvas.scale
        let x0 = Int((framed.layout.screen.rect.minX * s).rounded()), y0 = Int((framed.layout.screen.rect.minY * s).rounded())
        XCTAssertEqual(picture[0, 0].a, 0, "transparent outside the phone")
        // On the corner's diagonal, 2 px outside the screen's arc: the black glass of the bezel.
        let r = framed.layout.screen.radius * s, off = (r + 2) / 2.squareRoot()
        XCTAssertEqual(picture[Int(Double(x0) + r - off), Int(Double(y0) + r - off)], .black, "the screen's corner is rounded off")
        XCTAssertNotEqual(job.render(frame: 0)[Int(r - off), Int(r - off)], .black, "(the screen itself is not black there)")
        let island = try XCTUnwrap(framed.layout.cutout)
        let cx = Int(((island.rect.minX + island.rect.width / 2) * s)), cy = Int(((island.rect.minY + island.rect.height / 2) * s))
        XCTAssertEqual(picture[cx, cy], .black, "the Dynamic Island is drawn over the screen")
        let mid = (x: x0 + job.canvas.pixelWidth / 2, y: y0 + job.canvas.pixelHeight / 2)
        XCTAssertEqual(picture[mid.x, mid.y], job.render(frame: 0)[job.canvas.pixelWidth / 2, job.canvas.pixelHeight / 2])
    }

    func testWidthSetsTheWholePictureAndColoursParse() throws {
        let job = try TestSupport.job("drawer-qq", width: 750)
        let framed = try DeviceFrameSource(job, device: job.preset.device, style: DeviceFrameStyle())
        let smaller = try framed.scaled(toWidth: 400)
        XCTAssertEqual(Double(smaller.canvas.pixelWidth), 400, accuracy: 2)
        XCTAssertTrue(smaller is DeviceFrameSource, "painted again at the new size, not resampled")
        XCTAssertEqual(DeviceFrameStyle.color("#f2f2f7"), RGBA8(r: 0xF2, g: 0xF2, b: 0xF7))
        XCTAssertEqual(DeviceFrameStyle.color("#fff"), .white)
        XCTAssertEqual(DeviceFrameStyle.color("#ff000080"), RGBA8(r: 128, g: 0, b: 0, a: 128), "premultiplied")
        XCTAssertEqual(DeviceFrameStyle.color("transparent"), .clear)
        XCTAssertNil(DeviceFrameStyle.color("red"))
        XCTAssertNil(DeviceFrameStyle.color("#12345"))
        XCTAssertNil(DeviceFrameStyle.color("#+12345"), "a sign is not a hex digit")
        XCTAssertNil(DeviceFrameStyle.color("#-0000000"), "a sign is not a hex digit")
    }

    func testCommandsFrameTheirOutputAndRefuseWhatCannotBe() throws {
        let cli = try TestSupport.requireCLI()
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let still = dir.appendingPathComponent("framed.png").path
        let made = try TestSupport.run(cli, ["still", "--preset", "drawer-qq", "--frame", "60", "--device-frame", "--shadow", "-o", still])
        XCTAssertEqual(made.status, 0, made.err)
        let image = try ImageCodec.decode(path: still)
        XCTAssertGreaterThan(image.width, 750)
        XCTAssertGreaterThan(image.height, 1334)
        let webm = dir.appendingPathComponent("framed.webm").path
        let clip = try TestSupport.run(
            cli,
            ["export", "--preset", "drawer-qq", "--frames", "0-5", "--width", "200", "--device-frame", "--background", "transparent", "--alpha", "-o", webm])
        XCTAssertEqual(clip.status, 0, clip.err)
        var first: Bitmap?
        try VideoProbe.decodeFrames(path: webm) { frame in if first == nil { first = frame } }
        XCTAssertEqual(try XCTUnwrap(first)[0, 0].a, 0, "the outside stays transparent in webm")
        for (arguments, expected) in [
            (["export", "--preset", "drawer-qq", "--device-frame", "--background", "transparent", "-o", "x.mp4"], "--alpha"),
            (["export", "--preset", "drawer-qq", "--background", "#fff", "-o", "x.mp4"], "--device-frame"),
            (["still", "--preset", "drawer-qq", "--frame", "1", "--device-frame", "--background", "blue", "-o", "x.png"], "--background"),
            (["still", "--preset", "drawer-qq", "--frame", "1", "--device-frame", "--padding", "-3", "-o", "x.png"], "--padding"),
        ] {
            let result = try TestSupport.run(cli, arguments, in: dir)
            XCTAssertEqual(result.status, 1, arguments.joined(separator: " "))
            XCTAssertTrue(result.err.contains(expected), result.err)
            XCTAssertEqual(result.err.filter { $0 == "\n" }.count, 1, result.err)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.mp4").path))
    }

    /// Frame `index` of `source`, rendered on its own.
    static func picture(_ source: any FrameSource, _ index: Int) -> Bitmap {
        var bitmap = Bitmap(width: source.canvas.pixelWidth, height: source.canvas.pixelHeight)
        source.render(frame: index, into: &bitmap, renderer: Renderer(canvas: source.canvas, bands: 1))
        return bitmap
    }
}
