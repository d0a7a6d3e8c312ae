import Foundation
import XWTEngine
import XWTMedia
import XWTPresets

/// Exports many presets, several clips at once, each output atomic; a failing preset is reported and
/// the others still finish.
///
/// Work is split into clips (preset × format) taken in order by `clips` worker threads; each clip
/// renders `export.jobs` frames at once through `Export.run`. Frames stay a pure function of
/// (preset, index), so the files equal single `export` runs with the same options.
public enum BatchExport {
    public static func run(
        library: PresetLibrary, options: BatchOptions,
        events: @escaping @Sendable (BatchEvent) -> Void = { _ in }
    ) throws -> BatchReport {
        try options.validate()
        let started = Date()
        try FileManager.default.createDirectory(atPath: options.outputDirectory, withIntermediateDirectories: true)
        let ids = try options.presetIDs ?? library.ids()
        let relay = EventRelay(events)

        // Plan: load every preset (cheap: parsing and the timeline), then one task per clip.
        var tasks: [ClipTask] = []
        var report = BatchReport()
        var seen = Set<String>()
        for id in ids where seen.insert(id).inserted {
            let preset: Preset
            do {
                preset = try library.load(id: id, overrides: options.overrides)
            } catch {
                report.failures.append(BatchFailure(presetID: id, format: nil, reason: String(describing: error)))
                continue
            }
            for (n, format) in options.formats.enumerated() {
                let clip = BatchClip(presetID: id, format: format, path: path(options.outputDirectory, id, format.fileExtension))
                tasks.append(
                    ClipTask(
                        clip: clip, preset: preset, writesPoster: options.posters && n == 0,
                        work: Export.work(frames: preset.timeline.frameCount, fps: preset.fps, to: .file(format, path: clip.path))))
            }
        }
        if let shard = options.shard {
            let owned = shard.owns(work: tasks.map(\.work))
            tasks = tasks.indices.filter { owned[$0] }.map { tasks[$0] }
            // A preset that failed to load has no work to weigh: shard i reports the i-th, i+N-th… of them.
            report.failures = report.failures.enumerated().filter { $0.offset % shard.count == shard.index }.map(\.element)
        }
        relay.send(.planned(clips: tasks.map(\.clip), totalWork: tasks.reduce(0) { $0 + $1.work }))
        for failure in report.failures { relay.send(.failed(failure)) }

        // Run: `clips` threads take tasks in order. Dedicated threads (not the global queue) because
        // each one blocks on its clip's render pipeline, which itself runs on the global queue.
        let queue = TaskQueue(tasks)
        let sources = SourcesAhead(count: tasks.count) { [tasks] in try source(tasks[$0], options: options) }
        let outcomes = Locked([Outcome?](repeating: nil, count: tasks.count))  // one slot per task, set by its worker
        let done = DispatchGroup()
        for _ in 0..<min(options.clips, max(1, tasks.count)) {
            done.enter()
            let worker = Thread {
                while let (index, task) = queue.next() {
                    sources.start(index + 1)
                    let outcome = export(task, source: { try sources.take(index) }, options: options, relay: relay)
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

    /// A clip's frames at its width, and its export settings.
    private struct ClipSource: Sendable {
        let job: any FrameSource
        let settings: ExportOptions
    }

    /// The frames of `task`'s clip: its job (mock screens drawn, screen files decoded, laid out),
    /// in a device frame when asked, at the clip's width.
    private static func source(_ task: ClipTask, options: BatchOptions) throws -> ClipSource {
        let (job, settings) = try Export.clipSource(
            task.preset, format: task.clip.format, options: options.export, deviceFrame: options.deviceFrame
        ) { try RenderJob(preset: $0, touches: options.touches) }
        return ClipSource(job: job, settings: settings)
    }

    private static func export(_ task: ClipTask, source: () throws -> ClipSource, options: BatchOptions, relay: EventRelay) -> Outcome {
        let clip = task.clip, format = clip.format
        let clock = Date()
        do {
            let source = try source()
            let job = source.job, settings = source.settings
            let poster = ExportTarget.still(frame: Poster.defaultFrame(of: job), path: path(options.outputDirectory, clip.presetID, "png"))
            var posterSettings = ExportOptions(width: settings.width, jobs: settings.jobs)
            posterSettings.alpha = settings.alpha
            let settingsText = options.overrides.settings + (options.deviceFrame.map { "; device frame \($0)" } ?? "")
            if options.onlyStale, ClipSettingsRecord.matches(clip.path, settingsText),
                isUpToDate(clip.path, preset: task.preset, width: job.canvas.pixelWidth, newerThan: options.newerThan)
            {
                if task.writesPoster, let posterPath = poster.path,
                    !isUpToDate(posterPath, preset: task.preset, width: nil, newerThan: modified(clip.path))
                {
                    try Export.run(job, to: poster, options: posterSettings)
                }
                relay.send(.skipped(clip, work: task.work))
                return .skipped
            }
            relay.send(.started(clip, work: task.work))
            let target = ExportTarget.file(format, path: clip.path)
            let progress: (Int) -> Void = { relay.send(.progress(clip, done: $0)) }
            let summary =
                task.writesPoster
                ? try Export.run(job, to: target, options: settings, poster: poster, posterOptions: posterSettings, progress: progress)
                : try Export.run(job, to: target, options: settings, progress: progress)
            try ClipSettingsRecord.write(clip.path, settingsText)
            let result = BatchClipResult(
                clip: clip, frames: summary.frames, seconds: summary.seconds, bytes: summary.bytes,
                elapsed: Date().timeIntervalSince(clock))
            relay.send(.finished(result))
            return .written(result)
        } catch {
            let failure = BatchFailure(presetID: clip.presetID, format: format, reason: String(describing: error))
            relay.send(.failed(failure))
            return .failed(failure)
        }
    }

    private static func modified(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}

// MARK: - Shared state of one run

/// Delivers events one at a time, so a handler never runs concurrently with itself.
private struct EventRelay: Sendable {
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
