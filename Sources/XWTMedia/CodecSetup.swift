import CFFmpeg
import Foundation

/// What each `VideoFormat` means in libav terms: muxer, encoder, input pixel format, options.
///
/// Pure data; the pointer work is in `EncoderSession`.
struct CodecPlan {
    /// libavformat muxer name.
    let muxer: String
    /// libavcodec encoder name.
    let encoder: String
    /// The pixel format frames are converted to before encoding.
    let pixelFormat: AVPixelFormat
    /// True when the stream is Y'CbCr tagged BT.709 limited range (false: RGB, lossless).
    let isYUV709: Bool
    /// Encoder options in the order they are set (later entries override earlier ones).
    let options: [(String, String)]
    /// Muxer options for `avformat_write_header`.
    let muxerOptions: [(String, String)]
    /// `AVCodecContext.thread_count` (0 lets the encoder choose).
    let threadCount: Int32

    init(_ s: EncoderSettings) {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var options: [(String, String)]
        switch s.format {
        case .mp4:
            muxer = "mp4"; encoder = "libx264"; pixelFormat = AV_PIX_FMT_YUV420P; isYUV709 = true
            options = [("preset", s.preset ?? "veryfast"), ("crf", String(s.crf ?? 20))]
            muxerOptions = [("movflags", "+faststart")]
            threadCount = 0                      // libx264 picks its own thread count
        case .webm:
            muxer = "webm"; encoder = "libvpx-vp9"; pixelFormat = AV_PIX_FMT_YUV420P; isYUV709 = true
            options = [("deadline", s.deadline ?? "realtime"), ("cpu-used", String(s.cpuUsed ?? 8)),
                       ("crf", String(s.crf ?? 30)), ("b", "0"), ("row-mt", "1")]
            muxerOptions = []
            threadCount = Int32(max(2, min(cores, 16)))   // libvpx is single-threaded unless told
        case .mkv:
            muxer = "matroska"; encoder = "ffv1"; pixelFormat = AV_PIX_FMT_BGRA; isYUV709 = false
            options = [("level", "3"), ("slices", "4"), ("slicecrc", "0")]
            muxerOptions = []
            threadCount = Int32(max(1, min(cores, 4)))    // FFV1 level 3 encodes slices in parallel
        }
        for key in s.options.keys.sorted() { options.append((key, s.options[key]!)) }
        self.options = options
    }
}
