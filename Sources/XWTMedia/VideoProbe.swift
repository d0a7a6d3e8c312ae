import CFFmpeg
import XWTEngine

/// What a video file holds: first video stream's codec, size, decoded frame count and duration.
public struct VideoInfo: Sendable, Equatable, CustomStringConvertible {
    /// libavcodec codec name, e.g. "h264", "vp9", "ffv1".
    public var codecName: String
    /// Frame size in pixels.
    public var width: Int
    public var height: Int
    /// Frames actually decoded (not the container's estimate).
    public var frameCount: Int
    /// Seconds: the stream's duration, or the container's when the stream has none (WebM/Matroska).
    public var duration: Double
    /// The stream's average frame rate (frames/s), 0 when unknown.
    public var frameRate: Double
    /// Pixel format of the coded frames, e.g. "yuv420p", "bgra".
    public var pixelFormat: String
    /// Y'CbCr matrix tag, e.g. "bt709", "unknown"; "gbr" for RGB.
    public var colorSpace: String
    /// Whether decoded frames carry an alpha channel (VP9 with an alpha plane, RGBA PNG, …).
    public var hasAlpha: Bool = false

    public var description: String {
        "\(codecName) \(width)x\(height) \(pixelFormat)\(hasAlpha ? " +alpha" : "") \(colorSpace), \(frameCount) frames, \(duration) s"
    }
}

/// Reads video files back with libavformat/libavcodec (verification and tests).
public enum VideoProbe {
    /// Opens `path`, decodes every frame of its first video stream and reports what it found.
    public static func probe(path: String) throws -> VideoInfo {
        var count = 0
        var alpha = false
        var info = try withVideoStream(path: path) { frame, _, _ in
            if count == 0 {
                let desc = av_pix_fmt_desc_get(AVPixelFormat(rawValue: frame.pointee.format))
                alpha = desc.map { $0.pointee.flags & UInt64(AV_PIX_FMT_FLAG_ALPHA) != 0 } ?? false
            }
            count += 1
        }
        info.frameCount = count
        info.hasAlpha = alpha
        return info
    }

    /// Decodes every frame of the first video stream to RGBA8, in presentation order.
    ///
    /// Y'CbCr frames are converted with the matrix they are tagged with (alpha 255, or the decoded
    /// alpha plane of VP9 with alpha). RGBA/BGRA frames are passed through as stored: our mkv stores
    /// premultiplied bytes, so its bitmaps equal what was encoded; APNG and WebM alpha are straight.
    public static func decodeFrames(path: String, _ body: (Bitmap) throws -> Void) throws {
        let reader = FrameReader()
        _ = try withVideoStream(path: path) { frame, _, _ in
            let image = try reader.rgba(frame)
            try body(Bitmap(width: image.width, height: image.height, pixels: image.pixels))
        }
    }

    /// Demuxes and decodes the first video stream, calling `body` per frame; returns stream facts
    /// (frameCount left 0).
    private static func withVideoStream(
        path: String,
        _ body: (UnsafePointer<AVFrame>, Int, Int) throws -> Void
    ) throws -> VideoInfo {
        var format: UnsafeMutablePointer<AVFormatContext>?
        try check(avformat_open_input(&format, path, nil, nil), "open video", path: path)
        defer { avformat_close_input(&format) }
        guard let format else { throw MediaError(operation: "open video", path: path, message: "no demuxer") }
        try check(avformat_find_stream_info(format, nil), "read stream info", path: path)
        let index = av_find_best_stream(format, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
        try check(index, "find video stream", path: path)
        let stream = format.pointee.streams[Int(index)]!
        let par = stream.pointee.codecpar!
        // FFmpeg's native VP9 decoder ignores the WebM alpha plane (BlockAdditional); libvpx decodes it.
        let alphaMode = av_dict_get(stream.pointee.metadata, "alpha_mode", nil, 0).map { String(cString: $0.pointee.value) }
        let decoderName = par.pointee.codec_id == AV_CODEC_ID_VP9 && alphaMode == "1" ? "libvpx-vp9" : nil
        let decoder = try Decoder(id: par.pointee.codec_id, name: decoderName, parameters: par, path: path)

        var packet: UnsafeMutablePointer<AVPacket>? = av_packet_alloc()
        defer { av_packet_free(&packet) }
        guard let packet else { throw MediaError(operation: "open video", path: path, code: xwt_averror_enomem()) }
        let w = Int(par.pointee.width), h = Int(par.pointee.height)
        var end: Int64 = 0  // latest frame end in the stream time base, for containers without a duration (APNG)
        let frameBody: (UnsafePointer<AVFrame>) throws -> Void = { frame in
            let pts = frame.pointee.best_effort_timestamp
            if pts != xwt_nopts_value() { end = max(end, pts + max(frame.pointee.pkt_duration, 0)) }
            try body(frame, w, h)
        }
        while true {
            let r = av_read_frame(format, packet)
            if r == xwt_averror_eof() { break }
            try check(r, "read packet", path: path)
            defer { av_packet_unref(packet) }
            if packet.pointee.stream_index == index { try decoder.decode(packet, frameBody) }
        }
        try decoder.decode(nil, frameBody)

        let duration: Double
        if stream.pointee.duration != xwt_nopts_value() {
            duration = Double(stream.pointee.duration) * av_q2d(stream.pointee.time_base)
        } else if format.pointee.duration != xwt_nopts_value() {
            duration = Double(format.pointee.duration) / Double(AV_TIME_BASE)
        } else {
            duration = Double(end) * av_q2d(stream.pointee.time_base)
        }
        let rate = stream.pointee.avg_frame_rate
        let pixelFormat = av_get_pix_fmt_name(AVPixelFormat(rawValue: par.pointee.format)).map { String(cString: $0) } ?? "unknown"
        return VideoInfo(
            codecName: String(cString: avcodec_get_name(par.pointee.codec_id)),
            width: w, height: h, frameCount: 0, duration: duration,
            frameRate: rate.den == 0 ? 0 : av_q2d(rate), pixelFormat: pixelFormat,
            colorSpace: String(cString: av_color_space_name(par.pointee.color_space)))
    }
}
