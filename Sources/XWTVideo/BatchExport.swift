import Foundation
import XWTEngine
import XWTMedia
import XWTPresets

/// What `BatchExport.run` renders, where, and how it shares the cores.
public struct BatchOptions: Sendable {
    /// Folder the clips are written to, as `ID.EXT` (and `ID.png` posters); created if missing.
    public var outputDirectory: String
    /// Formats to write per preset (one file each); raw is not allowed.
    public var formats: [ExportFormat]
    /// Preset ids to export, in this order; nil means every preset in the library.
    public var presetIDs: [String]?
    /// Output width in pixels (height in proportion); nil: the device's, 320 px for gif.
    public var width: Int?
    /// Clips rendered at once (≥ 1).
    public var clips: Int
    /// Frames rendered at once within each clip (≥ 1).
    public var jobs: Int
    /// Overrides each preset's `touches` when set.
    public var touches: Bool?
    /// Also write `ID.png`, the poster of the first format's clip (its default frame, mid-transition).
    public var posters = false
    /// Skip clips (and posters) that are up to date (see `BatchExport.isUpToDate`).
    public var onlyStale = false
    /// With `onlyStale`, outputs older than this are stale too (e.g. the renderer's build time).
    public var newerThan: Date?
    /// Encoder choices for the video formats (mp4, webm, mkv, apng, webp); nil: the encoder's defaults.
    public var crf: Int?
    public var x264Preset: String?
    public var deadline: String?
    public var encoderOptions: [String: String] = [:]
    public var alpha = false
    public var lossless = false
    public var dither: GIFDither = .sierra2_4a

    public init(outputDirectory: String, formats: [ExportFormat] = [.mp4], presetIDs: [String]? = nil, width: Int? = nil,
                clips: Int = BatchOptions.defaultSplit().clips, jobs: Int = BatchOptions.defaultSplit().jobs) {
        self.outputDirectory = outputDirectory; self.formats = formats; self.presetIDs = presetIDs; self.width = width
        self.clips = max(1, clips); self.jobs = max(1, jobs)
    }

    /// How the cores are shared by default: one clip per two cores, the cores split evenly between
    /// the clips' frame jobs (2 cores: 1 clip × 2 jobs; 8 cores: 4 clips × 2 jobs).
    ///
    /// Measured on the 2-core box (shared, so noisy), all 30 bundled presets at 750×1334 → mp4, release:
    /// 1 clip × 2 jobs 64 s / 141 s, 2 clips × 1 job 84 s / 138 s, 2 × 2 149 s (two sessions); on an
    /// 8-preset subset run twice alternately 27/18 s vs 32/18 s. Two clips at once were never clearly
    /// faster, since one clip's render workers plus x264's own threads already fill both cores, and
    /// they cost 390–460 MB peak RSS against 260–285 MB for one.
    public static func defaultSplit(cores: Int = ProcessInfo.processInfo.activeProcessorCount) -> (clips: Int, jobs: Int) {
        let clips = max(1, cores / 2)
        return (clips, max(1, cores / clips))
    }
}

/// One output of a batch: a preset in one format.
public struct BatchClip: Sendable, Hashable {
    public let presetID: String
    public let format: ExportFormat
    /// The output path (`outputDirectory/ID.EXT`).
    public let path: String
}

/// A clip that was written.
public struct BatchClipResult: Sendable {
    public let clip: BatchClip
    public let frames: Int
    /// The clip's duration in seconds.
    public let seconds: Double
    public let bytes: Int
    /// Wall time spent rendering and encoding it, in seconds.
    public let elapsed: Double
}

/// A preset (or one format of it) that could not be exported, and why, in one line.
public struct BatchFailure: Error, Sendable, CustomStringConvertible {
    public let presetID: String
    /// nil when the preset itself failed (load, screens), else the format that failed.
    public let format: ExportFormat?
    public let reason: String

    public var description: String {
        let name = format.map { "\(presetID) (\($0.rawValue))" } ?? presetID
        let line = reason.split(whereSeparator: \.isNewline).first.map(String.init) ?? reason
        return "preset \(name) failed: \(line)"
    }
}

/// What happens during a batch, reported as it happens (from worker threads, serialised by a lock).
public enum BatchEvent: Sendable {
    /// Everything planned: the clips and the total work (frame renders; a gif counts both passes).
    case planned(clips: [BatchClip], totalWork: Int)
    case started(BatchClip, work: Int)
    /// `done` of the clip's `work` units are finished.
    case progress(BatchClip, done: Int)
    case finished(BatchClipResult)
    /// The clip was up to date and kept (`onlyStale`).
    case skipped(BatchClip, work: Int)
    case failed(BatchFailure)
}

/// The outcome of a batch.
public struct BatchReport: Sendable {
    public var written: [BatchClipResult] = []
    public var skipped: [BatchClip] = []
    public var failures: [BatchFailure] = []
    /// Wall time of the whole batch in seconds.
    public var elapsed: Double = 0
    /// Every clip written or already up to date, in plan order.
    public var clips: [BatchClip] = []
    public var succeeded: Bool { failures.isEmpty }
}

/// Exports many presets, several clips at once, each output atomic; a failing preset is reported and
/// the others still finish.
///
/// Work is split into clips (preset × format) taken in order by `clips` worker threads; each clip
/// renders `jobs` frames at once through the exporters' pipelines. Frames stay a pure function of
/// (preset, index), so the files equal single `export` runs with the same options.
public enum BatchExport {
    public static func run(library: PresetLibrary, options: BatchOptions,
                           events: @escaping @Sendable (BatchEvent) -> Void = { _ in }) throws -> BatchReport {
        guard !options.formats.isEmpty else { throw InputError("batch: expected at least one format") }
        if options.formats.contains(.raw) { throw InputError("--format raw cannot be batch exported (it has no file format)") }
        let started = Date()
        try FileManager.default.createDirectory(atPath: options.outputDirectory, withIntermediateDirectories: true)
        let ids = try options.presetIDs ?? library.ids()
        let sink = EventSink(events)

        // Plan: load every preset (cheap: parsing and the timeline), then one task per clip.
        var tasks: [ClipTask] = []
        var report = BatchReport()
        var seen = Set<String>()
        for id in ids where seen.insert(id).inserted {
            let preset: Preset
            do {
                preset = try library.load(id: id)
            } catch {
                report.failures.append(BatchFailure(presetID: id, format: nil, reason: String(describing: error)))
                continue
            }
            for (n, format) in options.formats.enumerated() {
                let clip = BatchClip(presetID: id, format: format, path: path(options.outputDirectory, id, format.fileExtension))
                tasks.append(ClipTask(clip: clip, preset: preset, writesPoster: options.posters && n == 0,
                                      work: work(of: preset, format: format)))
            }
        }
        sink.send(.planned(clips: tasks.map(\.clip), totalWork: tasks.reduce(0) { $0 + $1.work }))
        for failure in report.failures { sink.send(.failed(failure)) }

        // Run: `clips` threads take tasks in order. Dedicated threads (not the global queue) because
        // each one blocks on its clip's render pipeline, which itself runs on the global queue.
        let queue = TaskQueue(tasks)
        let outcomes = Locked([Outcome?](repeating: nil, count: tasks.count))   // one slot per task, set by its worker
        let done = DispatchGroup()
        for _ in 0..<min(options.clips, max(1, tasks.count)) {
            done.enter()
            let worker = Thread {
                while let (index, task) = queue.next() {
                    let outcome = export(task, options: options, sink: sink)
                    outcomes.withLock { $0[index] = outcome }
                }
                done.leave()
            }
            worker.stackSize = 4 << 20
            worker.start()
        }
        done.wait()
        for (task, outcome) in zip(tasks, outcomes.withLock { $0 }) {
            switch outcome {
            case let .written(result): report.written.append(result); report.clips.append(task.clip)
            case .skipped: report.skipped.append(task.clip); report.clips.append(task.clip)
            case let .failed(failure): report.failures.append(failure)
            case .none: break
            }
        }
        report.elapsed = Date().timeIntervalSince(started)
        return report
    }

    /// The output path of preset `id` with file extension `ext` in `directory`.
    public static func path(_ directory: String, _ id: String, _ ext: String) -> String {
        URL(fileURLWithPath: directory).appendingPathComponent("\(id).\(ext)").path
    }

    /// True when `path` exists, is at least as new as the preset file, its screen image files and
    /// `newerThan`, and (for clips, when `width` is given) decodes at that pixel width.
    public static func isUpToDate(_ path: String, preset: Preset, width: Int?, newerThan: Date?) -> Bool {
        guard let written = modified(path) else { return false }
        var inputs = [preset.file]
        for screen in [preset.from, preset.to] {
            if case let .file(file) = screen { inputs.append(file) }
        }
        for input in inputs {
            if let changed = modified(input), changed > written { return false }
        }
        if let newerThan, newerThan > written { return false }
        if let width {
            guard let info = try? VideoProbe.probe(path: path), info.width == width else { return false }
        }
        return true
    }

    // MARK: - One clip

    private enum Outcome: Sendable {
        case written(BatchClipResult), skipped, failed(BatchFailure)
    }

    private struct ClipTask: Sendable {
        let clip: BatchClip
        let preset: Preset
        let writesPoster: Bool
        let work: Int
    }

    /// Work units of a clip: frames rendered (a gif renders its frames twice, at ≤ 50 fps).
    private static func work(of preset: Preset, format: ExportFormat) -> Int {
        let frames = preset.timeline.frameCount
        return format == .gif ? 2 * GIFTiming(sourceFPS: preset.fps, sourceFrames: frames).frameCount : frames
    }

    private static func export(_ task: ClipTask, options: BatchOptions, sink: EventSink) -> Outcome {
        let clip = task.clip, format = clip.format
        let clock = Date()
        do {
            let base = try RenderJob(preset: task.preset, touches: options.touches)
            let width = options.width.map { min($0, 16384) } ?? format.defaultWidth(sourceWidth: base.canvas.pixelWidth)
            let job = try FrameSources.scaled(base, width: width)
            let posterPath = path(options.outputDirectory, clip.presetID, "png")
            let pixelWidth = job.canvas.pixelWidth
            if options.onlyStale, isUpToDate(clip.path, preset: task.preset, width: pixelWidth, newerThan: options.newerThan) {
                if task.writesPoster, !isUpToDate(posterPath, preset: task.preset, width: nil, newerThan: modified(clip.path)) {
                    try writePoster(of: job, to: posterPath, alpha: options.alpha)
                }
                sink.send(.skipped(clip, work: task.work))
                return .skipped
            }
            sink.send(.started(clip, work: task.work))
            let progress: (Int) -> Void = { sink.send(.progress(clip, done: $0)) }
            let summary: ExportSummary
            if let videoFormat = format.videoFormat {
                var settings = ExportOptions(format: videoFormat, jobs: options.jobs, crf: options.crf, x264Preset: options.x264Preset,
                                             deadline: options.deadline, encoderOptions: options.encoderOptions)
                if options.alpha, let refusal = format.alphaRefusal { throw InputError("--alpha: \(refusal)") }
                settings.alpha = options.alpha
                settings.lossless = options.lossless && format == .webp
                summary = try Exporter.export(job, to: clip.path, options: settings, progress: progress)
            } else {
                if options.alpha, let refusal = format.alphaRefusal { throw InputError("--alpha: \(refusal)") }
                let gif = GIFOptions(dither: options.dither, jobs: options.jobs, encoderOptions: options.encoderOptions)
                summary = try GIFExporter.export(job, to: clip.path, options: gif, progress: progress)
            }
            if task.writesPoster { try writePoster(of: job, to: posterPath, alpha: options.alpha) }
            let result = BatchClipResult(clip: clip, frames: summary.frames, seconds: summary.seconds, bytes: summary.bytes,
                                         elapsed: Date().timeIntervalSince(clock))
            sink.send(.finished(result))
            return .written(result)
        } catch {
            let failure = BatchFailure(presetID: clip.presetID, format: format, reason: String(describing: error))
            sink.send(.failed(failure))
            return .failed(failure)
        }
    }

    private static func writePoster(of job: any FrameSource, to path: String, alpha: Bool) throws {
        try ImageCodec.writePNG(try Poster.image(of: job, frame: Poster.defaultFrame(of: job), alpha: alpha), path: path)
    }

    private static func modified(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}

// MARK: - Shared state of one run

/// Delivers events one at a time, so a handler never runs concurrently with itself.
private struct EventSink: Sendable {
    private let handler: Locked<@Sendable (BatchEvent) -> Void>
    init(_ handler: @escaping @Sendable (BatchEvent) -> Void) { self.handler = Locked(handler) }
    func send(_ event: BatchEvent) { handler.withLock { $0(event) } }
}

/// Hands out tasks in plan order. Invariant: each index is handed out once.
private struct TaskQueue<T: Sendable>: Sendable {
    private let items: [T]
    private let nextIndex = Locked(0)
    init(_ items: [T]) { self.items = items }
    func next() -> (Int, T)? {
        nextIndex.withLock { next in
            guard next < items.count else { return nil }
            defer { next += 1 }
            return (next, items[next])
        }
    }
}
