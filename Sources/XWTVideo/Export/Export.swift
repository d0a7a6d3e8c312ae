import Foundation
import XWTEngine
import XWTMedia

/// The one way frames leave a source: video files, GIF, raw RGBA, framemd5 manifests and stills
/// (`xwt-video export`, `hash`, `still`, posters, `BatchExport`, `Gallery`).
///
/// `run` scales the source to the output width, plans the frames (`FramePlan`: which source frame
/// each output frame shows, which are holds) and drives a `FrameSink` through the render pipeline:
/// workers render each picture once (a hold is never rendered again) and do the sink's share of the
/// work there (`prepare`); the calling thread appends the products in frame order. A GIF takes two
/// such passes (palette, then quantised frames): rendering twice at GIF size costs less than
/// buffering, and memory stays flat whatever the clip length. Outputs are atomic: any error cancels
/// the sink, leaving no file behind and an existing one untouched.
public enum Export {
    /// Renders `source` into `target`. `progress` gets the work done so far (`work(frames:fps:to:)` in all),
    /// on the calling thread. Throws `SettingError` for options the target cannot use (before
    /// anything is rendered or written), `MediaError` for encoder and file failures.
    @discardableResult
    public static func run(
        _ source: any FrameSource, to target: ExportTarget, options: ExportOptions = ExportOptions(),
        progress: (Int) -> Void = { _ in }
    ) throws -> ExportSummary {
        try options.validate(for: target)
        if let path = target.path { _ = try OutputPath.check(path, operation: "export") }
        let scaled = try source.scaled(toWidth: options.width ?? target.defaultWidth(sourceWidth: source.canvas.pixelWidth))
        let job = try options.segment.map { try FrameSegment(scaled, frames: $0) } ?? scaled
        let width = job.canvas.pixelWidth, height = job.canvas.pixelHeight
        let seconds = job.duration
        switch target {
        case let .file(.gif, path):
            let timing = GIFTiming(sourceFPS: job.fps, sourceFrames: job.frameCount)
            let plan = FramePlan(job, gif: timing)
            let palette = try gifPalette(job, plan: plan, options: options, progress: progress)
            let gif = try GIFSink(
                path: path, width: width, height: height, fps: timing.fps, palette: palette,
                dither: options.dither ?? .sierra2_4a, encoderOptions: options.encoderOptions)
            try drive(job, plan: plan, into: gif, options: options) { progress(plan.count + $0) }
            return ExportSummary(path: path, frames: timing.frameCount, seconds: timing.duration, bytes: fileSize(path), manifest: nil)
        case let .file(.raw, path):
            try drive(job, plan: FramePlan(every: job), into: RawSink(path: path), options: options, progress: progress)
            return ExportSummary(path: path, frames: job.frameCount, seconds: seconds, bytes: job.frameCount * width * height * 4, manifest: nil)
        case let .file(format, path):
            guard let videoFormat = format.videoFormat else { preconditionFailure("every format but gif and raw is a video format") }
            // The height follows the width, so an odd one is the tool's to fix, not the user's.
            let even = videoFormat.needsEvenSize && height % 2 == 1 && height > 2
            let frames: any FrameSource = even ? EvenHeightSource(job) : job
            let settings = options.encoderSettings(videoFormat, width: width, height: frames.canvas.pixelHeight, fps: job.fps)
            if let problem = settings.frameProblem() { throw SettingError(ExportOptions.setting(problem.setting), problem.message) }
            try drive(frames, plan: FramePlan(every: frames), into: VideoSink(path: path, settings: settings), options: options, progress: progress)
            var summary = ExportSummary(path: path, frames: job.frameCount, seconds: seconds, bytes: fileSize(path), manifest: nil)
            if even { summary.evenHeight = frames.canvas.pixelHeight }
            return summary
        case .manifest:
            let hash = HashSink(width: width, height: height, fps: job.fps)
            try drive(job, plan: FramePlan(every: job), into: hash, options: options, progress: progress)
            return ExportSummary(path: nil, frames: job.frameCount, seconds: seconds, bytes: hash.manifest.utf8.count, manifest: hash.manifest)
        case let .still(frame, path):
            guard (0..<job.frameCount).contains(frame) else {
                throw SettingError(.frame, "expected a frame in 0…\(job.frameCount - 1) (the clip lasts \(String(format: "%g", seconds)) s); found \(frame)")
            }
            try drive(
                job, plan: FramePlan(job, frames: [frame]), into: StillSink(path: path, alpha: options.alpha),
                options: options, progress: progress)
            return ExportSummary(path: path, frames: 1, seconds: 0, bytes: fileSize(path), manifest: nil)
        }
    }

    /// Renders `source` into `target` and its poster `still` into `poster` together: both paths are
    /// checked first, the poster is rendered into a temporary file beside its target, then the clip
    /// is exported, and the poster is moved into place right after the clip, under the same lock
    /// (`AtomicOutput.commitTogether`) — a failure or an interrupt leaves neither replaced, or both.
    /// Returns the clip's summary.
    @discardableResult
    public static func run(
        _ source: any FrameSource, to target: ExportTarget, options: ExportOptions = ExportOptions(),
        poster: ExportTarget, posterOptions: ExportOptions,
        progress: (Int) -> Void = { _ in }
    ) throws -> ExportSummary {
        guard case let .still(frame, posterPath) = poster else { preconditionFailure("a poster is a still") }
        try options.validate(for: target)
        try posterOptions.validate(for: poster)
        if let path = target.path { _ = try OutputPath.check(path, operation: "export") }
        let staged = try AtomicOutput(target: posterPath, operation: "write poster")
        defer { staged.discard() }
        try run(source, to: .still(frame: frame, path: staged.temporary), options: posterOptions)
        if let path = target.path { staged.commitTogether(withTarget: path) }
        let summary = try run(source, to: target, options: options, progress: progress)
        if !staged.isSettled { try staged.commit(operation: "write poster") }  // no file target (a manifest)
        return summary
    }

    /// The work units `run` reports progress in for a source of `frames` frames at `fps`: frames
    /// rendered (a GIF renders its frames twice, at ≤ 50 fps; a still renders one).
    public static func work(frames: Int, fps: Int, to target: ExportTarget) -> Int {
        switch target {
        case .file(.gif, _): return 2 * GIFTiming(sourceFPS: fps, sourceFrames: frames).frameCount
        case .still: return 1
        default: return frames
        }
    }

    /// Pass one of a GIF: the palette of `plan`'s pictures. Its histograms are freed on return,
    /// before pass two renders (explode at 320 px: 159 → 121 MB peak).
    private static func gifPalette(
        _ job: some FrameSource, plan: FramePlan, options: ExportOptions,
        progress: (Int) -> Void
    ) throws -> GIFPalette {
        let sink = GIFPaletteSink()
        try drive(job, plan: plan, into: sink, options: options, progress: progress)
        return sink.palette()
    }

    /// Renders `plan`'s pictures of `source` into `sink`, then finishes it; cancels it on any error.
    /// Holds are appended as repeats, never rendered. A sink that takes pictures band by band
    /// (`prepareInBands`) gets a `RenderJob`'s frames that way: no whole picture in memory.
    static func drive<Sink: FrameSink>(
        _ source: some FrameSource, plan: FramePlan, into sink: Sink, options: ExportOptions,
        progress: (Int) -> Void
    ) throws {
        let renderer = Renderer(canvas: source.canvas, bands: options.bands)
        let prepare = sink.prepare
        let pipeline = RenderPipeline(
            width: source.canvas.pixelWidth, height: source.canvas.pixelHeight,
            jobs: options.renderJobs(width: source.canvas.pixelWidth, height: source.canvas.pixelHeight))
        let render = { @Sendable (k: Int, picture: inout Bitmap) -> Result<Sink.Product, Error>? in
            let shows = plan.shows[k]
            guard shows > 0 else { return nil }
            source.render(frame: plan.sourceFrames[k], into: &picture, renderer: renderer)
            return Result { try prepare(picture, shows) }
        }
        func deliver(_ k: Int, _ picture: Bitmap?, _ product: Result<Sink.Product, Error>?) throws {
            if let product {
                try sink.append(product.get(), picture: picture, shows: plan.shows[k])
            } else {
                try sink.appendRepeat()
            }
            progress(k + 1)
        }
        do {
            if options.bands == 1, let prepareInBands = sink.prepareInBands, let job = source as? RenderJob, job.rendersInBands {
                // No picture at all: each band is converted as it is drawn (one worker per frame;
                // `--bands` above 1 asks for a frame's rows on several cores, which needs the picture).
                let wholeFrames = ScratchFrames(canvas: job.canvas)
                let produce = { @Sendable (k: Int) -> Result<Sink.Product, Error>? in
                    let shows = plan.shows[k]
                    guard shows > 0 else { return nil }
                    let frame = plan.sourceFrames[k]
                    return Result {
                        try prepareInBands(
                            { band, each in job.render(frame: frame, inBandsOf: &band, renderer: renderer, wholeFrames: wholeFrames, each) },
                            shows)
                    }
                }
                try pipeline.run(frameCount: plan.count, produce: produce) { k, product in try deliver(k, nil, product) }
            } else if Sink.appendsPictures {
                try pipeline.run(frameCount: plan.count, render: render) { k, picture, product in try deliver(k, picture, product) }
            } else {
                try pipeline.run(frameCount: plan.count, render: render) { k, product in try deliver(k, nil, product) }
            }
            try sink.finish()
        } catch {
            sink.cancel()
            throw error
        }
    }
}
