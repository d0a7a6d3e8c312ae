import CFFmpeg
import Foundation
import XWTEngine

/// Encodes premultiplied RGBA8 frames of one fixed size into an MP4, WebM, lossless MKV, APNG or
/// animated WebP file (GIF, which needs a palette first, is `GIFEncoder`).
///
/// Output is atomic: bytes go to a hidden temporary file beside `path`, renamed onto `path` by a
/// successful `finish()`. `cancel()`, any thrown error, or releasing the encoder unfinished removes
/// the temporary file and leaves an existing file at `path` untouched.
///
/// Frame *n* (0-based, in `append` order) has pts n/fps and lasts 1/fps s, so a finished file holds
/// exactly `frameCount` frames and lasts `frameCount / fps` s.
///
/// Threading: `convert(_:)` may run on any number of threads at once, concurrently with `append`;
/// `append`, `finish` and `cancel` are serialised by an internal lock (call them in frame order).
/// The intended pipeline converts in the render workers and appends in order on one thread, hiding
/// the ≈3 ms/frame (750×1334) colour conversion behind encoding.
///
/// `@unchecked Sendable`: the mutable state (session, output, failure, count, state) is read and
/// written only inside `lock.withLock` (or in `deinit`, when no other reference exists).
public final class VideoEncoder: @unchecked Sendable {
    /// The settings this encoder was opened with.
    public let settings: EncoderSettings
    /// The final output path.
    public let path: String
    private let lock = Locked()
    private var session: EncoderSession?
    private var output: AtomicOutput?
    private let converters: FrameConverterPool
    private var failure: MediaError?
    private var appended = 0
    private var state: State = .open

    private enum State { case open, finished, cancelled, failed }

    /// Opens the encoder and the temporary output file; throws `MediaError` for invalid settings,
    /// a missing encoder, unknown options, or an unwritable folder.
    public init(path: String, settings: EncoderSettings) throws {
        self.settings = settings
        self.path = path
        if let problem = settings.validationError() {
            throw MediaError(operation: "configure \(settings.format.rawValue) encoder", path: path, message: problem)
        }
        MediaLog.quietByDefault()
        let plan = CodecPlan(settings)
        converters = FrameConverterPool(width: settings.width, height: settings.height,
                                        pixelFormat: plan.pixelFormat, isYUV709: plan.isYUV709, packing: plan.packing)
        let output = try AtomicOutput(target: path, operation: "create \(settings.format.rawValue) file")
        do {
            session = try EncoderSession(settings: settings, file: output.temporary, path: path)
        } catch {
            output.discard()
            throw error
        }
        self.output = output
    }

    /// Frames appended so far.
    public var frameCount: Int { lock.withLock { appended } }

    /// The temporary file being written, while the encoder is open (nil once finished or cancelled).
    public var temporaryPath: String? { lock.withLock { state == .open ? output?.temporary : nil } }

    /// Converts a frame to the encoder's pixel format; thread-safe, may run concurrently with `append`.
    ///
    /// The frame must be `settings.width × settings.height`. Without `settings.alpha`, alpha is dropped
    /// (premultiplied pixels are the colour over black); with it, webm/apng/webp get straight alpha.
    /// mkv always keeps the exact premultiplied RGBA bytes.
    public func convert(_ frame: Bitmap) throws -> ConvertedFrame {
        try converters.convert(frame)
    }

    /// Converts and encodes the next frame on the calling thread.
    public func append(_ frame: Bitmap) throws {
        let converted: ConvertedFrame
        do {
            converted = try convert(frame)
        } catch let error as MediaError {
            try lock.withLock { try fail(error) }
        }
        try append(converted)
    }

    /// Encodes the next frame, previously made by this encoder's `convert(_:)`.
    public func append(_ frame: ConvertedFrame) throws {
        try lock.withLock {
            try ensureOpen()
            guard frame.pool === converters else {
                try fail(MediaError(operation: "encode frame", path: path,
                                    message: "the frame was converted by a different encoder"))
            }
            frame.frame.pointee.pts = Int64(appended)
            do {
                try session!.encode(frame.frame)
            } catch let error as MediaError {
                try fail(error)
            }
            appended += 1
        }
    }

    /// Flushes the encoder, finalises the container and renames the file onto `path`.
    public func finish() throws {
        try lock.withLock {
            try ensureOpen()
            do {
                guard appended > 0 else {
                    throw MediaError(operation: "finish \(settings.format.rawValue) file", path: path, message: "no frames were appended")
                }
                try session!.finish()
                session = nil
                try output!.commit(operation: "finish \(settings.format.rawValue) file")
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

    deinit {
        if state == .open { tearDown() }
    }

    // MARK: - state (call with `lock` held)

    private func ensureOpen() throws {
        switch state {
        case .open: return
        case .finished: throw MediaError(operation: "encode", path: path, message: "the encoder has already finished")
        case .cancelled: throw MediaError(operation: "encode", path: path, message: "the encoder was cancelled")
        case .failed: throw failure ?? MediaError(operation: "encode", path: path, message: "the encoder failed earlier")
        }
    }

    /// Records `error`, removes the temporary file, and rethrows.
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
        output?.discard()
        output = nil
    }
}
