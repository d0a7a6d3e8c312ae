import Foundation
import XCTest
import XWTEngine
import XWTMedia
import XWTTestSupport

@testable import XWTVideo

/// `Export.run`, the one export path, through every target (sink): what it writes equals the frames
/// rendered one by one, holds included (the sinks reuse them instead of rendering again), and bad
/// settings are `SettingError`s before anything is written.
final class ExportRunTests: MediaTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try TestSupport.temporaryDirectory()
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func listing() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() }

    /// drawer-qq at 120×213: a pause and settled ends give it runs of held frames.
    private func job() throws -> RenderJob { try TestSupport.job("drawer-qq", width: 120) }

    private func rendered(_ job: RenderJob) -> [Bitmap] { (0..<job.frameCount).map { job.render(frame: $0) } }

    // MARK: - Workers

    func testJobsAreClampedToTheMaximumAndTheInFlightBudget() throws {
        XCTAssertEqual(ExportOptions(jobs: 3).renderJobs(width: 750, height: 1334), 3)
        XCTAssertEqual(ExportOptions(jobs: 100_000).renderJobs(width: 120, height: 213), ExportOptions.maxJobs)
        // 8 bytes per pixel in each of jobs + 2 slots: 256 MiB holds 33 slots of 750×1334.
        XCTAssertEqual(ExportOptions(jobs: 100_000).renderJobs(width: 750, height: 1334), 31)
        XCTAssertEqual(ExportOptions(jobs: 100_000).renderJobs(width: 16384, height: 16384), 1)
        let job = try job()
        XCTAssertEqual(try TestSupport.manifest(of: job, jobs: 100_000), try TestSupport.manifest(of: job, jobs: 1))
    }

    // MARK: - The plan

    func testPlanMarksTheHoldsAndCountsTheFramesShowingEachPicture() throws {
        let job = try job()
        let frames = rendered(job)
        let timing = GIFTiming(sourceFPS: job.fps, sourceFrames: job.frameCount)
        for plan in [FramePlan(every: job), FramePlan(job, gif: timing)] {
            XCTAssertEqual(plan.shows.reduce(0, +), plan.count, "every frame shows exactly one picture")
            XCTAssertTrue(plan.shows.contains(0), "the clip has holds")
            for k in 0..<plan.count {
                if plan.shows[k] == 0 {
                    XCTAssertGreaterThan(k, 0)
                    XCTAssertEqual(frames[plan.sourceFrames[k]], frames[plan.sourceFrames[k - 1]], "a hold shows the previous picture (frame \(k))")
                } else {
                    let holds = plan.shows[(k + 1)...].prefix { $0 == 0 }.count
                    XCTAssertEqual(plan.shows[k], 1 + holds, "frame \(k) and the holds after it")
                }
            }
        }
        XCTAssertEqual(
            FramePlan(every: job).shows.indices.filter { FramePlan(every: job).shows[$0] == 0 },
            (0..<job.frameCount).filter { job.repeatsPrevious(frame: $0) }, "holds are the source's repeats")
        XCTAssertEqual(FramePlan(job, frames: [7]).shows, [1])
    }

    // MARK: - Every sink

    func testManifestEqualsTheFramesHashedOneByOne() throws {
        let job = try job()
        let expected = FrameMD5.manifest(frames: rendered(job), fps: job.fps)
        for jobs in [1, 3] {
            let summary = try Export.run(job, to: .manifest, options: ExportOptions(jobs: jobs))
            XCTAssertEqual(summary.manifest, expected, "jobs \(jobs)")
            XCTAssertNil(summary.path)
            XCTAssertEqual(summary.frames, job.frameCount)
        }
    }

    func testRawFileHoldsEveryFrameInOrder() throws {
        let job = try job()
        let out = path("clip.rgba")
        let summary = try Export.run(job, to: .file(.raw, path: out), options: ExportOptions(jobs: 2))
        let expected = rendered(job).reduce(into: Data()) { $0.append(contentsOf: $1.pixels) }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: out)), expected)
        XCTAssertEqual(summary.bytes, expected.count)
        XCTAssertEqual(listing(), ["clip.rgba"], "no temporary left")
    }

    func testLosslessVideoDecodesToEveryFrame() throws {
        let job = try job()
        let frames = rendered(job)
        let out = path("clip.mkv")
        let summary = try Export.run(job, to: .file(.mkv, path: out), options: ExportOptions(jobs: 2))
        XCTAssertEqual(summary.frames, job.frameCount)
        XCTAssertEqual(summary.seconds, Double(job.frameCount) / Double(job.fps), accuracy: 1e-9)
        var index = 0
        try VideoProbe.decodeFrames(path: out) { frame in
            XCTAssertEqual(frame, frames[index], "frame \(index)")
            index += 1
        }
        XCTAssertEqual(index, job.frameCount)
    }

    func testGIFHasTheGIFFramesAtItsRate() throws {
        let job = try job()
        let timing = GIFTiming(sourceFPS: job.fps, sourceFrames: job.frameCount)
        let out = path("clip.gif")
        let summary = try Export.run(job, to: .file(.gif, path: out), options: ExportOptions(jobs: 2))
        XCTAssertEqual(summary.frames, timing.frameCount)
        XCTAssertEqual(summary.seconds, timing.duration)
        let info = try VideoProbe.probe(path: out)
        XCTAssertEqual(info.frameCount, timing.frameCount)
        XCTAssertEqual(info.width, 120, "the source's width when it is under 320 px")
        let wide = try TestSupport.job("drawer-qq", width: 750)
        try Export.run(wide, to: .file(.gif, path: path("wide.gif")), options: ExportOptions(jobs: 2))
        XCTAssertEqual(try VideoProbe.probe(path: path("wide.gif")).width, ExportFormat.gifWidth, "320 px by default")
    }

    func testStillIsTheFrameAsRenderedOrOverBlack() throws {
        let job = try job()
        var options = ExportOptions(jobs: 1)
        options.alpha = true
        try Export.run(job, to: .still(frame: 40, path: path("a.png")), options: options)
        XCTAssertEqual(try ImageCodec.decode(path: path("a.png")), job.render(frame: 40))
        // drawer-alpha has a clear background: over black without alpha.
        let clear = try TestSupport.job("drawer-alpha", width: 120)
        let summary = try Export.run(clear, to: .still(frame: 0, path: path("b.png")), options: ExportOptions(jobs: 1))
        XCTAssertEqual(summary.frames, 1)
        var expected = clear.render(frame: 0)
        XCTAssertTrue(stride(from: 3, to: expected.pixels.count, by: 4).contains { expected.pixels[$0] < 255 }, "the frame has alpha")
        for i in stride(from: 3, to: expected.pixels.count, by: 4) { expected.pixels[i] = 255 }
        XCTAssertEqual(try ImageCodec.decode(path: path("b.png")), expected)
    }

    func testProgressRisesToTheWorkOfEveryTarget() throws {
        let job = try job()
        let targets: [ExportTarget] = [
            .file(.mkv, path: path("p.mkv")), .file(.gif, path: path("p.gif")),
            .file(.raw, path: path("p.rgba")), .manifest, .still(frame: 3, path: path("p.png")),
        ]
        for target in targets {
            var seen: [Int] = []
            try Export.run(job, to: target, options: ExportOptions(jobs: 2)) { seen.append($0) }
            XCTAssertEqual(seen, Array(1...Export.work(frames: job.frameCount, fps: job.fps, to: target)), "\(target)")
        }
    }

    // MARK: - Settings and failures

    func testSettingsATargetCannotUseAreSettingErrorsAndNothingIsWritten() throws {
        let job = try job()
        func expect(
            _ setting: SettingError.Setting, _ target: ExportTarget, _ configure: (inout ExportOptions) -> Void,
            line: UInt = #line
        ) {
            var options = ExportOptions(jobs: 2)
            configure(&options)
            XCTAssertThrowsError(try Export.run(job, to: target, options: options), line: line) { error in
                XCTAssertEqual((error as? SettingError)?.setting, setting, "\(error)", line: line)
                XCTAssertFalse("\(error)".contains("\n"), line: line)
            }
        }
        expect(.alpha, .file(.mp4, path: path("x.mp4"))) { $0.alpha = true }
        expect(.alpha, .file(.gif, path: path("x.gif"))) { $0.alpha = true }
        expect(.crf, .file(.gif, path: path("x.gif"))) { $0.crf = 20 }
        expect(.crf, .file(.mp4, path: path("x.mp4"))) { $0.crf = 70 }
        expect(.x264Preset, .file(.mp4, path: path("x.mp4"))) { $0.x264Preset = "warp" }
        expect(.deadline, .file(.mp4, path: path("x.mp4"))) { $0.deadline = "good" }
        expect(.dither, .file(.mp4, path: path("x.mp4"))) { $0.dither = .bayer }
        expect(.lossless, .file(.apng, path: path("x.apng"))) { $0.lossless = true }
        expect(.encoderOptions, .manifest) { $0.encoderOptions = ["g": "1"] }
        expect(.jobs, .manifest) { $0.jobs = 0 }
        expect(.bands, .manifest) { $0.bands = 0 }
        expect(.width, .file(.mp4, path: path("x.mp4"))) { $0.width = 151 }
        expect(.width, .file(.webm, path: path("x.webm"))) { $0.width = 1 }
        expect(.frame, .still(frame: job.frameCount, path: path("x.png"))) { _ in }
        XCTAssertEqual(try job.frame(atTime: 0.5), 30)
        XCTAssertThrowsError(try job.frame(atTime: job.duration)) { XCTAssertEqual(($0 as? SettingError)?.setting, .time) }
        XCTAssertEqual(listing(), [], "nothing written")
    }

    func testAFailingEncoderLeavesNoFileAndKeepsAnExistingOne() throws {
        let job = try job()
        for format in [ExportFormat.webp, .gif] {
            let out = path("keep.\(format.fileExtension)")
            try Data("keep me".utf8).write(to: URL(fileURLWithPath: out))
            var options = ExportOptions(jobs: 2)
            options.encoderOptions = ["no-such-knob": "1"]
            XCTAssertThrowsError(try Export.run(job, to: .file(format, path: out), options: options)) {
                XCTAssertTrue("\($0)".contains("'no-such-knob'"), "\($0)")
            }
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: out)), Data("keep me".utf8))
        }
        XCTAssertEqual(listing(), ["keep.gif", "keep.webp"], "no temporaries left")
    }
}
