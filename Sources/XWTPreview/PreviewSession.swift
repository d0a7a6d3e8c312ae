import Foundation
import XWTEngine
import XWTMedia
import XWTPresets
import XWTVideo

/// The preset being previewed: loaded from its file with the page's edits, rendered on request,
/// loaded again when the file, one of its screen images or its shared declaration file changes.
///
/// A preset that fails to load is kept as its one-line error (`PreviewError.broken`): the server
/// answers with it and recovers on the next good load. Frames are a pure function of (loaded
/// version, index), so PNGs are cached per version; the renderer and the screens stay warm
/// between requests. Thread-safe.
public final class PreviewSession: Sendable {
    public let settings: PreviewSettings
    private let state: Locked<State>
    /// One render at a time: each render already uses every core (`bands`).
    private let rendering = Locked<[Bitmap]>([])

    /// Frames kept encoded (≈ 0.3–1 MB each at 750 px).
    static let cacheLimit = 48

    struct Loaded: Sendable {
        let job: RenderJob
        let phone: DeviceFrameSource?
        let renderer: Renderer
        let presetJSON: String
        let traceJSON: String
    }

    struct State {
        var edits = PreviewEdits()
        var version = 0
        var current: Result<Loaded, PreviewError> = .failure(.broken("not loaded yet"))
        var cache: [Int: [UInt8]] = [:]
        var stamps: [FileStamp] = []
    }

    public init(settings: PreviewSettings) {
        self.settings = settings
        state = Locked(State())
        reload()
    }

    /// Increases on every load (a changed file, new edits); events and frame URLs carry it.
    public var version: Int { state.withLock { $0.version } }

    /// The current load's error line, or nil when the preset loaded.
    public var error: String? {
        state.withLock { s -> String? in
            guard case let .failure(e) = s.current else { return nil }
            return e.description
        }
    }

    /// Loads the preset again with the current edits; returns the new version.
    @discardableResult
    public func reload() -> Int {
        let edits = state.withLock { $0.edits }
        let stamps = watchedFiles().map(FileStamp.init(path:))  // before reading: a change while loading is seen next time
        return install(load(edits: edits), edits: edits, stamps: stamps)
    }

    /// Takes `edits` when the preset loads with them and returns the new version; otherwise keeps
    /// the old ones and throws the load's error as a bad request. When the file itself is broken
    /// the edits are taken: the page goes on showing the file's error.
    public func apply(_ edits: PreviewEdits) throws -> Int {
        let stamps = watchedFiles().map(FileStamp.init(path:))
        let loaded = load(edits: edits)
        let fileLoads = state.withLock { if case .success = $0.current { true } else { false } }
        if fileLoads, case let .failure(error) = loaded { throw PreviewError.badRequest(error.description) }
        return install(loaded, edits: edits, stamps: stamps)
    }

    private func install(_ loaded: Result<Loaded, PreviewError>, edits: PreviewEdits, stamps: [FileStamp]) -> Int {
        return state.withLock { s in
            s.version += 1
            s.edits = edits
            s.current = loaded
            s.cache = [:]
            s.stamps = stamps
            return s.version
        }
    }

    /// True when the preset file or a file it names (`watchedFiles`) changed since the last load.
    public func changedOnDisk() -> Bool {
        let stamps = state.withLock { $0.stamps }
        return stamps.contains { $0 != FileStamp(path: $0.path) }
    }

    /// Frame `index` as PNG bytes: the pixels `xwt-video still --frame index` writes.
    public func frame(_ index: Int) throws -> [UInt8] {
        let (loaded, version, cached) = try state.withLock { s -> (Loaded, Int, [UInt8]?) in
            (try s.current.get(), s.version, s.cache[index])
        }
        if let cached { return cached }
        guard (0..<loaded.job.frameCount).contains(index) else {
            throw PreviewError.notFound("frame \(index): expected 0…\(loaded.job.frameCount - 1)")
        }
        let png = try rendering.withLock { scratch -> [UInt8] in
            var screen = scratch.popLast() ?? Bitmap(width: loaded.job.canvas.pixelWidth, height: loaded.job.canvas.pixelHeight)
            if screen.width != loaded.job.canvas.pixelWidth || screen.height != loaded.job.canvas.pixelHeight {
                screen = Bitmap(width: loaded.job.canvas.pixelWidth, height: loaded.job.canvas.pixelHeight)
            }
            defer { scratch = [screen] }
            loaded.job.render(frame: index, into: &screen, renderer: loaded.renderer)
            guard let phone = loaded.phone else { return try ImageCodec.encodePNG(screen, fast: true) }
            var framed = Bitmap(width: phone.canvas.pixelWidth, height: phone.canvas.pixelHeight)
            phone.compose(screen: screen, into: &framed)
            return try ImageCodec.encodePNG(framed, fast: true)
        }
        state.withLock { s in
            guard s.version == version else { return }
            if s.cache.count >= Self.cacheLimit { s.cache.removeAll(keepingCapacity: true) }
            s.cache[index] = png
        }
        return png
    }

    /// `trace --format json` of the loaded preset.
    public func traceJSON() throws -> String { try state.withLock { try $0.current.get().traceJSON } }

    /// The resolved preset (`GET /api/preset`).
    public func presetJSON() throws -> String { try state.withLock { try $0.current.get().presetJSON } }

    /// `{"version": N, "error": "…" | null}`, as the page polls and the events carry it.
    public func statusJSON() -> String {
        state.withLock { s in
            let error = if case let .failure(e) = s.current { JSONText.quoted(e.description) } else { "null" }
            return "{\"version\":\(s.version),\"error\":\(error)}"
        }
    }

    /// The loaded preset's id (the file name without `.json`).
    public func presetID() throws -> String { try state.withLock { try $0.current.get().job.preset.id } }

    /// The preset as loaded now, with its edits: the render job, for exports from the page.
    public func job() throws -> any FrameSource {
        let loaded = try state.withLock { try $0.current.get() }
        return loaded.phone ?? loaded.job
    }

    private func load(edits: PreviewEdits) -> Result<Loaded, PreviewError> {
        let file = settings.file
        do {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw PresetError(file: file, message: "cannot read the file (missing or not readable)")
            }
            let url = URL(fileURLWithPath: file)
            let preset = try PresetParser.parse(
                edits.merged(into: data) ?? data, id: url.deletingPathExtension().lastPathComponent, file: file,
                baseDirectory: url.deletingLastPathComponent().path, overrides: edits.applied(to: settings.overrides))
            let job = try RenderJob(preset: preset, touches: settings.touches)
            let phone = try settings.deviceFrame.map { try DeviceFrameSource(job, device: preset.device, style: $0) }
            let canvas = phone?.canvas ?? job.canvas
            return .success(
                Loaded(
                    job: job, phone: phone, renderer: Renderer(canvas: job.canvas),
                    presetJSON: PresetSummary.json(
                        preset, frameCount: job.frameCount, pixelWidth: canvas.pixelWidth, pixelHeight: canvas.pixelHeight, edits: edits),
                    traceJSON: MotionTrace(preset: preset).json()))
        } catch {
            return .failure(.broken(String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " ")))
        }
    }

    /// The preset file, the screenshots and shared declaration file it names (`PresetInputs`, as
    /// the parser finds them), and the command line's screenshots.
    private func watchedFiles() -> [String] {
        let base = URL(fileURLWithPath: settings.file).deletingLastPathComponent().path
        var files = [settings.file] + PresetInputs.files(in: FileManager.default.contents(atPath: settings.file) ?? Data(), baseDirectory: base)
        for case let .file(path)? in [settings.overrides.from, settings.overrides.to] { files.append(path) }
        return files
    }
}

/// A file's modification time and size (nil when it cannot be read), to notice a change.
struct FileStamp: Sendable, Hashable {
    let path: String
    let modified: Date?
    let size: Int?

    init(path: String) {
        self.path = path
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        modified = attributes?[.modificationDate] as? Date
        size = (attributes?[.size] as? NSNumber)?.intValue
    }
}
