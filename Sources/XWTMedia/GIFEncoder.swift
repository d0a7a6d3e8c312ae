import CFFmpeg
import Foundation
import XWTEngine

/// Writes a looping GIF from frames already quantised to a palette (`GIFQuantizer`): only the
/// libavcodec gif encoder (PAL8 frames, LZW) and the gif muxer run here, atomically (`EncoderSession`,
/// as for `VideoEncoder`).
///
/// `fps` is the GIF's own rate (≤ `maximumFPS`; GIF delays are hundredths of a second): frame *n*
/// starts at round(100·n/fps) cs, so rates that do not divide 100 alternate delays and keep the
/// duration. Like paletteuse's `diff_mode=rectangle`, only the rectangle that changed since the
/// previous source frame takes the new frame's indices; outside it the previous indices stay, so
/// still areas never crawl with dither noise and the gif encoder (`gifflags` offsetting+transdiff)
/// stores just what changed, unchanged pixels transparent (palette entry 255). The rectangle is
/// found by comparing the source pixels exactly, on the calling thread, so the output does not
/// depend on how frames were scheduled. Not thread-safe: call from one thread, in frame order.
public final class GIFEncoder {
    public let path: String
    public let width: Int
    public let height: Int
    public let fps: Int
    /// The largest GIF rate: delays are in 1/100 s and browsers slow down delays under 2 cs.
    public static let maximumFPS = 50

    private let session: EncoderSession
    /// The PAL8 frame handed to the encoder; owned here, freed in `deinit`.
    private var frame: UnsafeMutablePointer<AVFrame>?
    private let paletteBytes: [UInt8]
    private var canvas: [UInt8]
    private var previous: [UInt8]  // the previous source frame's RGBA

    /// Opens the output; `options` are gif encoder options (`gifflags`, `gifimage`,
    /// `global_palette`); unknown ones are an error.
    public init(path: String, width: Int, height: Int, fps: Int, palette: GIFPalette, options: [String: String] = [:]) throws {
        self.path = path; self.width = width; self.height = height; self.fps = fps
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw MediaError(operation: "configure gif encoder", path: path, message: "frame size must be 1…16384 px a side (got \(width)×\(height))")
        }
        guard (1...Self.maximumFPS).contains(fps) else {
            throw MediaError(
                operation: "configure gif encoder", path: path,
                message: "GIF frame rate must be 1…\(Self.maximumFPS) (delays are hundredths of a second; got \(fps))")
        }
        guard palette.bgra.count == 1024 else {
            throw MediaError(operation: "configure gif encoder", path: path, message: "a palette has 256 entries")
        }
        paletteBytes = palette.bgra
        canvas = [UInt8](repeating: 0, count: width * height)
        previous = []
        guard let f = av_frame_alloc() else { throw MediaError(operation: "allocate frame", path: path, code: xwt_averror_enomem()) }
        frame = f
        f.pointee.width = Int32(width)
        f.pointee.height = Int32(height)
        f.pointee.format = AV_PIX_FMT_PAL8.rawValue
        do {
            try check(av_frame_get_buffer(f, 0), "allocate frame", path: path)
            session = try EncoderSession(plan: .gif(options: options), width: width, height: height, fps: fps, path: path)
        } catch {
            av_frame_free(&frame)
            throw error
        }
    }

    deinit { av_frame_free(&frame) }

    /// Frames written so far.
    public var frameCount: Int { session.frameCount }

    /// The temporary file being written, while the encoder is open (nil once finished or cancelled).
    public var temporaryPath: String? { session.temporaryPath }

    /// Writes the next frame: `source` is the frame as rendered (its RGB is what was quantised) and
    /// `indices` its palette indices (`width` per row).
    public func append(source: Bitmap, indices: [UInt8]) throws {
        guard source.width == width, source.height == height, indices.count == width * height else {
            try session.fail(
                with: MediaError(
                    operation: "encode frame", path: path,
                    message: "frame is \(source.width)×\(source.height) px with \(indices.count) indices; the encoder was opened for \(width)×\(height)"))
        }
        try session.append { _ in
            if previous.isEmpty {
                canvas = indices
                // A copy, not the frame's storage: sharing it would hand the pipeline's buffer back
                // to a render worker through the reference count alone (the worker writes in place
                // once this copy-on-write reference is dropped, with no lock ordering the two), and
                // the first change would copy the whole frame anyway.
                previous = source.pixels.withUnsafeBufferPointer { [UInt8]($0) }
            } else if let r = changedRectangle(source.pixels) {
                // Checked slices: each row's span and the changed rows move as blocks.
                for y in r.y0..<r.y1 { canvas[y * width + r.x0..<y * width + r.x1] = indices[y * width + r.x0..<y * width + r.x1] }
                previous[r.y0 * width * 4..<r.y1 * width * 4] = source.pixels[r.y0 * width * 4..<r.y1 * width * 4]
            }
            return try filledFrame()
        }
    }

    /// Writes the previous frame again (a hold: the picture did not change).
    public func appendRepeat() throws {
        try session.append { appended in
            guard appended > 0 else { throw MediaError(operation: "encode frame", path: path, message: "no frame to repeat") }
            return try filledFrame()
        }
    }

    /// Flushes the encoder, finalises the GIF and renames it onto `path`.
    public func finish() throws { try session.finish() }

    /// Abandons the export: removes the temporary file; `path` is untouched. Idempotent.
    public func cancel() { session.cancel() }

    /// The bounding box of the pixels that differ from `previous` (half-open), nil when none do.
    private func changedRectangle(_ pixels: [UInt8]) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        previous.withUnsafeBytes { pb in
            pixels.withUnsafeBytes { sb in
                let p = pb.bindMemory(to: UInt32.self).baseAddress!, s = sb.bindMemory(to: UInt32.self).baseAddress!
                let rowBytes = width * 4
                var y0 = 0
                while y0 < height && memcmp(p + y0 * width, s + y0 * width, rowBytes) == 0 { y0 += 1 }
                guard y0 < height else { return nil }
                var y1 = height
                while memcmp(p + (y1 - 1) * width, s + (y1 - 1) * width, rowBytes) == 0 { y1 -= 1 }
                var x0 = width, x1 = 0
                for y in y0..<y1 {
                    let a = p + y * width, b = s + y * width
                    var x = 0
                    while x < x0 && a[x] == b[x] { x += 1 }
                    if x == width { continue }  // row unchanged
                    x0 = min(x0, x)
                    var e = width
                    while e > x1 && a[e - 1] == b[e - 1] { e -= 1 }
                    x1 = max(x1, e)
                }
                return (x0, y0, x1, y1)
            }
        }
    }

    /// The PAL8 frame holding `canvas` and the palette (called by the session, with its lock held).
    private func filledFrame() throws -> UnsafeMutablePointer<AVFrame> {
        guard let frame else { throw MediaError(operation: "encode frame", path: path, message: "the encoder is closed") }
        try check(av_frame_make_writable(frame), "encode frame", path: path)
        let stride = Int(frame.pointee.linesize.0)
        let data = frame.pointee.data.0!
        canvas.withUnsafeBufferPointer { c in
            for y in 0..<height { (data + y * stride).update(from: c.baseAddress! + y * width, count: width) }
        }
        paletteBytes.withUnsafeBufferPointer { (frame.pointee.data.1!).update(from: $0.baseAddress!, count: 1024) }
        return frame
    }
}
