import CFFmpeg
import Foundation
import XWTEngine

/// The life of one encoded output file, shared by `VideoEncoder` and `GIFEncoder`: open, append
/// frames, then finish, cancel or fail — and the file appears atomically or not at all.
///
/// Bytes go to a hidden temporary file beside `path` (`AtomicOutput`), renamed onto `path` by a
/// successful `finish()`. `cancel()`, any error while appending or finishing, or releasing the
/// session unfinished closes the codec and removes the temporary file; an existing file at `path`
/// is never touched. Once failed, every later call rethrows the first error; once finished or
/// cancelled, every later call is an error.
///
/// Frame *n* (0-based, in `append` order) gets pts n in the time base 1/fps. Thread-safe: every
/// call is serialised by one lock.
///
/// `@unchecked Sendable`: the mutable state (stream, output, count, state, failure) is read and
/// written only inside `lock.withLock` (or in `deinit`, when no other reference exists).
final class EncoderSession: @unchecked Sendable {
    /// The final output path.
    let path: String
    /// The muxer's name, for error messages ("mp4", "gif").
    let muxer: String
    private let lock = Locked()
    private var stream: CodecStream?
    private var output: AtomicOutput?
    private var appended = 0
    private var state: State = .open
    private var failure: Error?

    private enum State { case open, finished, cancelled, failed }

    /// Creates the temporary file and opens the encoder and muxer on it (writing the header).
    init(plan: CodecPlan, width: Int, height: Int, fps: Int, path: String) throws {
        self.path = path
        muxer = plan.muxer
        let output = try AtomicOutput(target: path, operation: "create \(plan.muxer) file")
        do {
            stream = try CodecStream(plan: plan, width: width, height: height, fps: fps, output: output, path: path)
        } catch {
            output.discard()
            throw error
        }
        self.output = output
    }

    deinit {
        if state == .open { tearDown() }
    }

    /// Frames appended so far.
    var frameCount: Int { lock.withLock { appended } }

    /// The temporary file being written, while the session is open.
    var temporaryPath: String? { lock.withLock { state == .open ? output?.temporary : nil } }

    /// Encodes the next frame: `makeFrame(n)` (n = frames appended before) fills and returns it with
    /// the lock held; anything it throws fails the session like an encoder error does.
    func append(_ makeFrame: (Int) throws -> UnsafeMutablePointer<AVFrame>) throws {
        try lock.withLock {
            try ensureOpen()
            do {
                let frame = try makeFrame(appended)
                frame.pointee.pts = Int64(appended)
                try stream!.encode(frame)
                appended += 1
            } catch {
                try fail(error)
            }
        }
    }

    /// Fails the session with `error` (tearing it down) and rethrows it.
    func fail(with error: Error) throws -> Never {
        try lock.withLock { try fail(error) }
    }

    /// Flushes the encoder, writes the trailer and renames the file onto `path`.
    func finish() throws {
        try lock.withLock {
            try ensureOpen()
            do {
                guard appended > 0 else {
                    throw MediaError(operation: "finish \(muxer) file", path: path, message: "no frames were appended")
                }
                try stream!.finish()
                stream = nil
                try output!.commit(operation: "finish \(muxer) file")
                output = nil
                state = .finished
            } catch {
                try fail(error)
            }
        }
    }

    /// Abandons the output: removes the temporary file; `path` is untouched. Idempotent.
    func cancel() {
        lock.withLock {
            guard state == .open else { return }
            tearDown()
            state = .cancelled
        }
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

    /// Records `error` (the first one), tears down, and rethrows it.
    private func fail(_ error: Error) throws -> Never {
        if state == .open {
            tearDown()
            state = .failed
            failure = error
        }
        throw error
    }

    private func tearDown() {
        stream?.close()
        stream = nil
        output?.discard()
        output = nil
    }
}
