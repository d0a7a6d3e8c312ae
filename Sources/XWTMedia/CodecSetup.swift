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
    /// True when the stream is Y'CbCr tagged BT.709 limited range (false: RGB).
    let isYUV709: Bool
    /// How the converter fills frames from premultiplied RGBA.
    let packing: FramePacking
    /// Encoder options in the order they are set (later entries override earlier ones).
    let options: [(String, String)]
    /// Muxer options for `avformat_write_header`.
    let muxerOptions: [(String, String)]
    /// `AVCodecContext.thread_count` (0 lets the encoder choose).
    let threadCount: Int32

    /// GIF: PAL8 frames (`GIFEncoder`), the gif muxer looping forever; `extra` are encoder options.
    static func gif(options extra: [String: String]) -> CodecPlan {
        CodecPlan(
            muxer: "gif", encoder: "gif", pixelFormat: AV_PIX_FMT_PAL8, isYUV709: false, packing: .opaque,
            options: extra.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, muxerOptions: [("loop", "0")], threadCount: 1)
    }

    private init(
        muxer: String, encoder: String, pixelFormat: AVPixelFormat, isYUV709: Bool, packing: FramePacking,
        options: [(String, String)], muxerOptions: [(String, String)], threadCount: Int32
    ) {
        self.muxer = muxer; self.encoder = encoder; self.pixelFormat = pixelFormat; self.isYUV709 = isYUV709
        self.packing = packing; self.options = options; self.muxerOptions = muxerOptions; self.threadCount = threadCount
    }

    init(_ s: EncoderSettings) {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var options: [(String, String)]
        switch s.format {
        case .mp4:
            muxer = "mp4"; encoder = "libx264"; pixelFormat = AV_PIX_FMT_YUV420P; isYUV709 = true; packing = .yuv420
            // x264 holds rc-lookahead frames of ≈6 MB each at 750×1334 (24 MB at 1500×2668, with their
            // half-pel planes); veryfast's 10 → 5 takes drawer-qq's peak RSS from 168 to 150 MB (1500 px:
            // 475 → 412 MB), its file 15% smaller at 0.1 dB lower SSIM against the lossless frames.
            // No B-frame pyramid: a referenced middle B-frame keeps two more reconstructed frames
            // (≈ 23 MB each at 1500×2668 with their half-pel planes): drawer-qq's peak RSS at 1500 px
            // 313 → 270 MB (750 px 128 → 117). Rate and quality stay level: at 1500 px the file is 1 %
            // smaller at the same PSNR and SSIM (45.06 dB, 0.9975); at 750 px over five presets the
            // files are −3.5 … +1.8 % at −0.08 … +0.15 dB (docs/performance.md).
            options = [
                ("preset", s.preset ?? "veryfast"), ("crf", String(s.crf ?? 20)), ("rc-lookahead", "5"),
                ("x264-params", (["sliced-threads=1", "b-pyramid=none"] + [X264InstructionSets.x264Parameter].compactMap { $0 }).joined(separator: ":")),
            ]
            muxerOptions = [("movflags", "+faststart")]
            // Two sliced threads: each frame is cut into 2 slices coded in parallel, so the bytes depend
            // on the fixed count only (frame threads gave different bytes run to run: circle-spread 4 and
            // 2 distinct files in 10). Same bytes for jobs 1, 2, 8 and across runs (DeterminismTests);
            // drawer-qq 750 px export 4.4 → 3.4 s (median of 3, loaded 2-core box), the file 13% larger.
            threadCount = 2
        case .webm:
            muxer = "webm"; encoder = "libvpx-vp9"; isYUV709 = true
            // VP9 carries alpha as a second coded plane (WebM BlockAdditional, alpha_mode=1), straight.
            pixelFormat = s.alpha ? AV_PIX_FMT_YUVA420P : AV_PIX_FMT_YUV420P
            packing = s.alpha ? .straightThenScale : .yuv420
            options = [
                ("deadline", s.deadline ?? "realtime"), ("cpu-used", String(s.cpuUsed ?? 8)),
                ("crf", String(s.crf ?? 30)), ("b", "0"), ("row-mt", "1"),
            ]
            // The realtime deadline encodes every frame as it arrives, yet libvpx allocates its default
            // 25-frame lookahead anyway: none keeps the same bytes and drops 63 MB of peak RSS at
            // 750×1334 (drawer-qq: 249 → 186 MB). `good` looks ahead for its alt-ref frames, so keeps it.
            if (s.deadline ?? "realtime") == "realtime" { options.append(("lag-in-frames", "0")) }
            muxerOptions = []
            // libvpx is single-threaded unless told; with row-mt its bytes are the same for any
            // count ≥ 2 (2, 4 and 8 measured identical; 1 differs), so at least 2 keeps them machine-independent.
            threadCount = Int32(max(2, min(cores, 16)))
        case .mkv:
            muxer = "matroska"; encoder = "ffv1"; pixelFormat = AV_PIX_FMT_BGRA; isYUV709 = false; packing = .scale
            options = [("level", "3"), ("slices", "4"), ("slicecrc", "0")]
            muxerOptions = []
            threadCount = Int32(max(1, min(cores, 4)))  // FFV1 level 3 encodes slices in parallel
        case .apng:
            // Opaque clips store RGB (alpha would be 255 everywhere); lossless either way. The apng
            // encoder itself crops each frame to what changed (blend/dispose), so holds cost little.
            muxer = "apng"; encoder = "apng"; isYUV709 = false
            pixelFormat = s.alpha ? AV_PIX_FMT_RGBA : AV_PIX_FMT_RGB24
            packing = s.alpha ? .straight : .scale
            options = [("pred", "mixed")]
            muxerOptions = [("plays", "0")]  // loop forever, like a GIF
            threadCount = 1
        case .webp:
            // BGRA in, libwebp converts to its own (BT.601) Y'CbCr for lossy frames itself.
            muxer = "webp"; encoder = "libwebp_anim"; pixelFormat = AV_PIX_FMT_BGRA; isYUV709 = false
            packing = s.alpha ? .straight : .opaque
            options = [("lossless", s.lossless ? "1" : "0")]
            muxerOptions = [("loop", "0")]  // loop forever
            threadCount = 1
        }
        options += s.options.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        self.options = options
    }
}
