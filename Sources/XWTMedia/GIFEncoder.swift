import CFFmpeg
import Foundation
import XWTEngine
/// Keeps glibc from turning freed frame-sized blocks into heap it never returns.
///
/// glibc raises its mmap threshold each time an mmapped block is freed; after that, the ≈0.2–0.7 MB
/// buffers that paletteuse, the gif encoder and the converters allocate and free on different
/// threads come from per-thread heaps and fragment them. Measured on drawer-qq at 320 px: peak RSS
/// 179 MB for the clip and 228 MB for the clip made 4× longer with the dynamic threshold; 119 MB
/// for both with it fixed at 128 KiB (glibc's default starting value), no measurable time cost.
/// Process-wide, set once, on the first GIF encoder or palette builder.
enum HeapTuning {
    private static let once: Void = {
        #if os(Linux)
        _ = mallopt(M_MMAP_THRESHOLD, 128 * 1024)
        #endif
    }()

    static func fixMmapThreshold() { _ = once }
}

/// Dithering of the GIF quantiser: libavfilter `paletteuse`'s modes ("none" maps frames to the
/// nearest palette colour).
public enum GIFDither: String, CaseIterable, Sendable {
    case none, bayer, heckbert
    case floydSteinberg = "floyd_steinberg"
    case sierra2
    case sierra2_4a

    /// The value of paletteuse's `dither` option.
    var filterValue: String { self == .none ? "0" : rawValue }
}

/// A GIF's global palette: 256 colours from libavfilter `palettegen` over a whole clip.
///
/// Entry 255 is reserved as the transparent colour the GIF encoder uses for unchanged pixels
/// between frames (`reserve_transparent`), so at most 255 colours show.
public struct GIFPalette: Sendable, Equatable {
    /// 256 entries, 4 bytes each in memory order B, G, R, A (libav's `RGB32` on little-endian).
    public let bgra: [UInt8]

    /// The entry `i` as RGBA.
    public subscript(i: Int) -> RGBA8 { RGBA8(r: bgra[4 * i + 2], g: bgra[4 * i + 1], b: bgra[4 * i], a: bgra[4 * i + 3]) }
}

/// Pass one of a GIF export: feeds every frame to `palettegen` (histogram over all frames, each
/// weighted by how long it shows) and yields the palette. Memory: one colour histogram, whatever
/// the clip length.
///
/// `convert(_:)` is thread-safe (render workers call it); `add` and `finish` run in frame order on
/// one thread.
///
/// `@unchecked Sendable`: `convert` reaches only the thread-safe converter pool; the filter graph
/// and `added` are touched only by `add` and `finish`, which the caller runs on one thread.
public final class GIFPaletteBuilder: @unchecked Sendable {
    public let width: Int
    public let height: Int
    private let converters: FrameConverterPool
    private let graph: FilterGraph
    private let source: UnsafeMutablePointer<AVFilterContext>
    private var added: Int64 = 0

    public init(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw MediaError(operation: "build GIF palette", message: "frame size must be 1…16384 px a side (got \(width)×\(height))")
        }
        MediaLog.quietByDefault()
        HeapTuning.fixMmapThreshold()
        self.width = width
        self.height = height
        converters = FrameConverterPool(width: width, height: height, pixelFormat: AV_PIX_FMT_BGRA, isYUV709: false, packing: .opaque)
        graph = try FilterGraph(path: nil)
        source = try graph.addSource(label: "in", width: width, height: height, format: AV_PIX_FMT_BGRA, rate: 1)
        let generator = try graph.add("palettegen", label: "palettegen", args: "max_colors=256:reserve_transparent=1:stats_mode=full")
        let sink = try graph.add("buffersink", label: "out", args: nil)
        try graph.link(source, 0, generator, 0)
        try graph.link(generator, 0, sink, 0)
        try graph.configure()
    }

    /// The frame as opaque BGRA (colour over black), ready for `add`; thread-safe.
    public func convert(_ frame: Bitmap) throws -> ConvertedFrame { try converters.convert(frame) }

    /// Counts the frame's colours; adding the same frame again weighs its colours again.
    public func add(_ frame: ConvertedFrame) throws {
        guard frame.pool === converters else {
            throw MediaError(operation: "build GIF palette", message: "the frame was converted by a different palette builder")
        }
        frame.frame.pointee.pts = added
        try graph.push(frame.frame, into: source)
        added += 1
    }

    /// The palette of every frame added.
    public func finish() throws -> GIFPalette {
        guard added > 0 else { throw MediaError(operation: "build GIF palette", message: "no frames were added") }
        try graph.push(nil, into: source)
        var palette: [UInt8]?
        try graph.drain { frame in
            guard palette == nil, frame.pointee.width == 16, frame.pointee.height == 16 else { return }
            var bytes = [UInt8](repeating: 0, count: 1024)
            let stride = Int(frame.pointee.linesize.0)
            for y in 0..<16 {
                for x in 0..<64 { bytes[y * 64 + x] = frame.pointee.data.0![y * stride + x] }
            }
            palette = bytes
        }
        guard let palette else { throw MediaError(operation: "build GIF palette", message: "palettegen produced no palette") }
        return GIFPalette(bgra: palette)
    }
}

/// Pass two of a GIF export: maps frames to a palette with libavfilter `paletteuse` (the chosen
/// dither, `diff_mode=rectangle`) and writes a looping GIF, atomically (see `VideoEncoder`).
///
/// `fps` is the GIF's own rate (≤ 50; GIF delays are hundredths of a second): frame *n* starts at
/// round(100·n/fps) cs, so rates that do not divide 100 alternate delays and keep the duration.
/// `diff_mode=rectangle` re-dithers only the rectangle that changed since the previous frame:
/// still areas keep identical indices (no crawling dither noise, smaller files) and holds cost
/// almost nothing; the gif encoder then stores only that rectangle, with unchanged pixels
/// transparent (`gifflags` offsetting+transdiff).
///
/// `convert(_:)` is thread-safe; `append`, `finish` and `cancel` are serialised by a lock.
///
/// `@unchecked Sendable`: the mutable state (graph, session, output, counts, state) is read and
/// written only inside `lock.withLock` (or in `deinit`, when no other reference exists).
public final class GIFEncoder: @unchecked Sendable {
    public let path: String
    public let width: Int
    public let height: Int
    public let fps: Int
    /// The largest GIF rate: delays are in 1/100 s and browsers slow down delays under 2 cs.
    public static let maximumFPS = 50

    private let lock = Locked()
    private let converters: FrameConverterPool
    private var graph: FilterGraph?
    private var source: UnsafeMutablePointer<AVFilterContext>?
    private var session: EncoderSession?
    private var output: AtomicOutput?
    private var appended: Int64 = 0
    private var failure: MediaError?
    private var state: State = .open

    private enum State { case open, finished, cancelled, failed }

    /// Opens the output and the quantiser; `options` are gif encoder options (unknown ones are an error).
    public init(path: String, width: Int, height: Int, fps: Int, palette: GIFPalette, dither: GIFDither = .sierra2_4a,
                options: [String: String] = [:]) throws {
        self.path = path
        self.width = width
        self.height = height
        self.fps = fps
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw MediaError(operation: "configure gif encoder", path: path, message: "frame size must be 1…16384 px a side (got \(width)×\(height))")
        }
        guard (1...Self.maximumFPS).contains(fps) else {
            throw MediaError(operation: "configure gif encoder", path: path,
                             message: "GIF frame rate must be 1…\(Self.maximumFPS) (delays are hundredths of a second; got \(fps))")
        }
        guard palette.bgra.count == 1024 else {
            throw MediaError(operation: "configure gif encoder", path: path, message: "a palette has 256 entries")
        }
        MediaLog.quietByDefault()
        HeapTuning.fixMmapThreshold()
        converters = FrameConverterPool(width: width, height: height, pixelFormat: AV_PIX_FMT_BGRA, isYUV709: false, packing: .opaque)
        let output = try AtomicOutput(target: path, operation: "create gif file")
        do {
            let graph = try FilterGraph(path: path)
            let source = try graph.addSource(label: "in", width: width, height: height, format: AV_PIX_FMT_BGRA, rate: fps)
            let paletteSource = try graph.addSource(label: "palette", width: 16, height: 16, format: AV_PIX_FMT_BGRA, rate: fps)
            let use = try graph.add("paletteuse", label: "paletteuse", args: "dither=\(dither.filterValue):diff_mode=rectangle")
            let sink = try graph.add("buffersink", label: "out", args: nil)
            try graph.link(source, 0, use, 0)
            try graph.link(paletteSource, 0, use, 1)
            try graph.link(use, 0, sink, 0)
            try graph.configure()
            try Self.withPaletteFrame(palette, path: path) { frame in
                try graph.push(frame, into: paletteSource)
            }
            try graph.push(nil, into: paletteSource)   // one palette for every frame
            session = try EncoderSession(plan: .gif(options: options), width: width, height: height, fps: fps,
                                         file: output.temporary, path: path)
            self.graph = graph
            self.source = source
        } catch {
            output.discard()
            throw error
        }
        self.output = output
    }

    /// Frames appended so far.
    public var frameCount: Int { lock.withLock { Int(appended) } }

    /// The frame as opaque BGRA (colour over black), ready for `append`; thread-safe.
    public func convert(_ frame: Bitmap) throws -> ConvertedFrame { try converters.convert(frame) }

    /// Quantises and writes the next frame (converted by this encoder's `convert(_:)`).
    public func append(_ frame: ConvertedFrame) throws {
        try lock.withLock {
            try ensureOpen()
            do {
                guard frame.pool === converters else {
                    throw MediaError(operation: "encode frame", path: path, message: "the frame was converted by a different encoder")
                }
                frame.frame.pointee.pts = appended
                try graph!.push(frame.frame, into: source!)
                try graph!.drain { try session!.encode($0) }
                appended += 1
            } catch let error as MediaError {
                try fail(error)
            }
        }
    }

    /// Converts and writes the next frame on the calling thread.
    public func append(_ frame: Bitmap) throws {
        let converted: ConvertedFrame
        do { converted = try convert(frame) } catch let error as MediaError { try lock.withLock { try fail(error) } }
        try append(converted)
    }

    /// Flushes the quantiser and the encoder, finalises the GIF and renames it onto `path`.
    public func finish() throws {
        try lock.withLock {
            try ensureOpen()
            do {
                guard appended > 0 else { throw MediaError(operation: "finish gif file", path: path, message: "no frames were appended") }
                try graph!.push(nil, into: source!)
                try graph!.drain { try session!.encode($0) }
                try session!.finish()
                session = nil
                graph = nil
                try output!.commit(operation: "finish gif file")
                output = nil
                state = .finished
            } catch let error as MediaError {
                try fail(error)
            }
        }
    }

    /// Abandons the export: removes the temporary file; `path` is untouched. Idempotent.
    public func cancel() {
        lock.withLock {
            guard state == .open else { return }
            tearDown()
            state = .cancelled
        }
    }

    deinit { if state == .open { tearDown() } }

    private func ensureOpen() throws {
        switch state {
        case .open: return
        case .finished: throw MediaError(operation: "encode", path: path, message: "the encoder has already finished")
        case .cancelled: throw MediaError(operation: "encode", path: path, message: "the encoder was cancelled")
        case .failed: throw failure ?? MediaError(operation: "encode", path: path, message: "the encoder failed earlier")
        }
    }

    private func fail(_ error: MediaError) throws -> Never {
        if state == .open {
            tearDown()
            state = .failed
            failure = error
        }
        throw error
    }

    private func tearDown() {
        session?.close()
        session = nil
        graph = nil
        output?.discard()
        output = nil
    }

    /// A 16×16 BGRA frame holding `palette` (the layout palettegen emits and paletteuse reads).
    private static func withPaletteFrame(_ palette: GIFPalette, path: String, _ body: (UnsafeMutablePointer<AVFrame>) throws -> Void) throws {
        var frame = av_frame_alloc()
        defer { av_frame_free(&frame) }
        guard let frame else { throw MediaError(operation: "allocate palette", path: path, code: xwt_averror_enomem()) }
        frame.pointee.width = 16
        frame.pointee.height = 16
        frame.pointee.format = AV_PIX_FMT_BGRA.rawValue
        frame.pointee.pts = 0
        try check(av_frame_get_buffer(frame, 0), "allocate palette", path: path)
        let stride = Int(frame.pointee.linesize.0)
        for y in 0..<16 {
            for x in 0..<64 { frame.pointee.data.0![y * stride + x] = palette.bgra[y * 64 + x] }
        }
        try body(frame)
    }
}
