import XCTest
import XWTEngine

@testable import XWTVideo

/// A batch clip's job is built once, at the clip's width: the width follows from the preset's canvas
/// (and the device frame's layout) before anything is drawn, and the source is the one a job built
/// at the preset's own width and then `scaled(toWidth:)` gives.
final class BatchClipSourceTests: XCTestCase {
    /// The clip's source through `Export.clipSource`, with the preset widths of the jobs it built.
    private func clip(
        _ id: String, _ format: ExportFormat, width: Int?, deviceFrame: DeviceFrameStyle? = nil
    ) throws -> (
        source: any FrameSource, built: [Int]
    ) {
        let preset = try TestSupport.presets.load(id: id)
        var options = BatchOptions(outputDirectory: NSTemporaryDirectory(), formats: [format], width: width)
        options.deviceFrame = deviceFrame
        var built: [Int] = []
        let (source, _) = try Export.clipSource(preset, format: format, options: options.export, deviceFrame: options.deviceFrame) { preset in
            built.append(preset.canvas.pixelWidth)
            return try RenderJob(preset: preset)
        }
        return (source, built)
    }

    /// The two-step source the batch built before: the job at the preset's width, framed, then scaled.
    private func twoStep(_ id: String, width: Int, deviceFrame: DeviceFrameStyle? = nil) throws -> any FrameSource {
        let job = try RenderJob(preset: TestSupport.presets.load(id: id))
        let base: any FrameSource = try deviceFrame.map { try DeviceFrameSource(job, device: job.preset.device, style: $0) } ?? job
        return try base.scaled(toWidth: width)
    }

    private func assertSameFrames(_ a: any FrameSource, _ b: any FrameSource, frame: Int, _ what: String) {
        XCTAssertEqual([a.canvas.pixelWidth, a.canvas.pixelHeight], [b.canvas.pixelWidth, b.canvas.pixelHeight], what)
        XCTAssertEqual(a.canvas.scale, b.canvas.scale, what)
        func picture(_ s: any FrameSource) -> Bitmap {
            var bitmap = Bitmap(width: s.canvas.pixelWidth, height: s.canvas.pixelHeight)
            s.render(frame: frame, into: &bitmap, renderer: Renderer(canvas: s.canvas, bands: 1))
            return bitmap
        }
        XCTAssertEqual(picture(a).pixels, picture(b).pixels, "\(what): frame \(frame)")
    }

    func testAGIFClipBuildsOneJobAtItsDefaultWidth() throws {
        let (source, built) = try clip("drawer-qq", .gif, width: nil)
        XCTAssertEqual(built, [ExportFormat.gifWidth])
        assertSameFrames(source, try twoStep("drawer-qq", width: ExportFormat.gifWidth), frame: 40, "gif")
    }

    func testAClipAtThePresetsWidthBuildsOneJobAtIt() throws {
        let (source, built) = try clip("drawer-qq", .mp4, width: nil)
        XCTAssertEqual(built, [750])
        XCTAssertEqual(source.canvas.pixelWidth, 750)
    }

    func testAnExplicitWidthBuildsOneJob() throws {
        let (source, built) = try clip("hero-zoom-out", .mp4, width: 200)
        XCTAssertEqual(built, [200])
        assertSameFrames(source, try twoStep("hero-zoom-out", width: 200), frame: 30, "width 200")
    }

    func testADeviceFrameBuildsOneJobAtItsScreensWidth() throws {
        let style = DeviceFrameStyle(background: RGBA8(r: 0xF2, g: 0xF2, b: 0xF7))
        let (source, built) = try clip("drawer-qq", .webm, width: 240, deviceFrame: style)
        let expected = try XCTUnwrap(try twoStep("drawer-qq", width: 240, deviceFrame: style) as? DeviceFrameSource)
        XCTAssertEqual(built, [expected.source.canvas.pixelWidth])
        assertSameFrames(source, expected, frame: 40, "device frame, 240 px")
        // At the frame's own width: one job at the preset's width.
        let (natural, builtNatural) = try clip("drawer-qq", .mp4, width: nil, deviceFrame: style)
        XCTAssertEqual(builtNatural, [750])
        XCTAssertGreaterThan(natural.canvas.pixelWidth, 750)
    }

    func testAWidthPastTheBudgetIsRefusedBeforeAnyJobIsBuilt() throws {
        let preset = try TestSupport.presets.load(id: "drawer-qq")
        let options = BatchOptions(outputDirectory: NSTemporaryDirectory(), formats: [.mp4], width: 16384)
        var built = 0
        XCTAssertThrowsError(
            try Export.clipSource(preset, format: .mp4, options: options.export, deviceFrame: options.deviceFrame) { preset in
                built += 1
                return try RenderJob(preset: preset)
            })
        XCTAssertEqual(built, 0)
    }
}
