import CFFmpeg
import Foundation
import XWTEngine

/// Encodes premultiplied RGBA8 frames of one fixed size into an MP4, WebM, lossless MKV, APNG or
/// animated WebP file (GIF, which needs a palette first, is `GIFEncoder`).
///
/// Output is atomic (`EncoderSession`): bytes go to a hidden temporary file beside `path`, renamed
/// onto `path` by a successful `finish()`. `cancel()`, any thrown error, or releasing the encoder
/// unfinished removes the temporary file and leaves an existing file at `path` untouched.
///
/// Frame *n* (0-based, in `append` order) has pts n/fps and lasts 1/fps s, so a finished file holds
/// exactly `frameCount` frames and lasts `frameCount / fps` s.
///
/// Threading: `convert(_:)` may run on any number of threads at once, concurrently with `append`;
/// `append`, `finish` and `cancel` are serialised by the session's lock (call them in frame order).
/// The intended pipeline converts in the render workers and appends in order on one thread, hiding
/// the ≈3 ms/frame (750×1334) colour conversion behind encoding.
public final class VideoEncoder: Sendable {
    /// The settings this encoder was opened with.
    public let settings: EncoderSettings
    /// The final output path.
    public let path: String
    private let session: EncoderSession
    private let converters: FrameConverterPool

    /// Opens the encoder and the temporary output file; throws `MediaError` for invalid settings,
    /// a missing encoder, unknown options, or an unwritable folder.
    public init(path: String, settings: EncoderSettings) throws {
        self.settings = settings
        self.path = path
        if let problem = settings.validationError() {
            throw MediaError(operation: "configure \(settings.format.rawValue) encoder", path: path, message: problem.message)
        }
        let plan = CodecPlan(settings)
        converters = FrameConverterPool(
            width: settings.width, height: settings.height,
            pixelFormat: plan.pixelFormat, isYUV709: plan.isYUV709, packing: plan.packing)
        session = try EncoderSession(plan: plan, width: settings.width, height: settings.height, fps: settings.fps, path: path)
    }

    /// Frames appended so far.
    public var frameCount: Int { session.frameCount }

    /// The temporary file being written, while the encoder is open (nil once finished or cancelled).
    public var temporaryPath: String? { session.temporaryPath }

    /// Converts a frame to the encoder's pixel format; thread-safe, may run concurrently with `append`.
    ///
    /// The frame must be `settings.width × settings.height`. Without `settings.alpha`, alpha is dropped
    /// (premultiplied pixels are the colour over black); with it, webm/apng/webp get straight alpha.
    /// mkv always keeps the exact premultiplied RGBA bytes.
    public func convert(_ frame: Bitmap) throws -> ConvertedFrame {
        try converters.convert(frame)
    }

    /// Whether `convert(inBands:)` applies (yuv420p outputs at least 16 pixels wide).
    public var convertsInBands: Bool { converters.convertsInBands }

    /// Converts a picture that `draw` renders band by band (top to bottom, each band an even number
    /// of rows), each band as it comes, so no whole picture exists; the same frame as `convert(_:)`
    /// of the whole picture. Thread-safe, as `convert(_:)`. Requires `convertsInBands`.
    public func convert(inBands draw: BandDrawing) throws -> ConvertedFrame {
        try converters.convert(inBands: draw)
    }

    /// Converts and encodes the next frame on the calling thread.
    public func append(_ frame: Bitmap) throws {
        let converted: ConvertedFrame
        do {
            converted = try convert(frame)
        } catch {
            try session.fail(with: error)
        }
        try append(converted)
    }

    /// Encodes the next frame, previously made by this encoder's `convert(_:)`.
    public func append(_ frame: ConvertedFrame) throws {
        try session.append { _ in
            guard frame.pool === converters else {
                throw MediaError(operation: "encode frame", path: path, message: "the frame was converted by a different encoder")
            }
            return frame.frame
        }
    }

    /// Flushes the encoder, finalises the container and renames the file onto `path`.
    public func finish() throws { try session.finish() }

    /// Abandons the export: removes the temporary file; `path` is untouched. Idempotent.
    public func cancel() { session.cancel() }
}
