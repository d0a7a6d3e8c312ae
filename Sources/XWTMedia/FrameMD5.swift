import CFFmpeg
import XWTEngine

/// Per-frame MD5 digests of RGBA bytes, as text identical to FFmpeg's `framemd5` muxer.
///
/// The text equals `ffmpeg -i FILE -f framemd5 -pix_fmt rgba -fflags +bitexact -` for a video of these
/// frames at `fps` (without `+bitexact` FFmpeg adds one `#software: Lavf…` line after `#hash`, which
/// would tie manifests to the FFmpeg version). Each row is stream 0, dts = pts = frame index in the
/// time base 1/fps, duration 1, size width·height·4 bytes, and the lowercase hex MD5 of the bytes.
public enum FrameMD5 {
    /// The header: format, version, hash, time base, media type, codec, dimensions, SAR, column names.
    public static func header(width: Int, height: Int, fps: Int) -> String {
        """
        #format: frame checksums
        #version: 2
        #hash: MD5
        #tb 0: 1/\(fps)
        #media_type 0: video
        #codec_id 0: rawvideo
        #dimensions 0: \(width)x\(height)
        #sar 0: 1/1
        #stream#, dts,        pts, duration,     size, hash

        """
    }

    /// One row for frame `index`, newline-terminated: `0, dts, pts, duration, size, md5` with FFmpeg's padding.
    public static func line(index: Int, bitmap: Bitmap) -> String {
        line(index: index, md5: md5(bitmap), size: bitmap.pixels.count)
    }

    /// One row for frame `index` whose `size` bytes hash to `md5`.
    public static func line(index: Int, md5: String, size: Int) -> String {
        "0, \(pad(index, 10)), \(pad(index, 10)), \(pad(1, 8)), \(pad(size, 8)), \(md5)\n"
    }

    /// Header plus one row per frame.
    public static func manifest(frames: [Bitmap], fps: Int) -> String {
        guard let first = frames.first else { return header(width: 0, height: 0, fps: fps) }
        var text = header(width: first.width, height: first.height, fps: fps)
        for (i, frame) in frames.enumerated() { text += line(index: i, bitmap: frame) }
        return text
    }

    /// Lowercase hex MD5 of the bitmap's premultiplied RGBA bytes (libavutil `av_md5_sum`).
    public static func md5(_ bitmap: Bitmap) -> String {
        md5(bytes: bitmap.pixels)
    }

    /// Lowercase hex MD5 of `bytes`.
    public static func md5(bytes: [UInt8]) -> String {
        var digest = [UInt8](repeating: 0, count: 16)
        bytes.withUnsafeBufferPointer { src in
            digest.withUnsafeMutableBufferPointer { dst in
                av_md5_sum(dst.baseAddress, src.baseAddress, src.count)
            }
        }
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        var chars = [UInt8]()
        chars.reserveCapacity(32)
        for b in digest { chars.append(hex[Int(b >> 4)]); chars.append(hex[Int(b & 15)]) }
        return String(decoding: chars, as: UTF8.self)
    }

    /// `printf("%*d")`: right-aligned in `width` columns, never truncated.
    private static func pad(_ value: Int, _ width: Int) -> String {
        let s = String(value)
        return s.count >= width ? s : String(repeating: " ", count: width - s.count) + s
    }
}
