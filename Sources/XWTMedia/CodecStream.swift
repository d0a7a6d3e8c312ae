import CFFmpeg

/// One open libavformat muxer + libavcodec encoder writing a single video stream to a file: the
/// pointer work under `EncoderSession`.
///
/// Owns `format`, `codec` and `packet` and frees them exactly once in `close()`/`deinit`.
/// Timestamps: frames carry pts = frame index in the codec time base 1/fps; every packet gets
/// duration 1 (libav 5.1 encoders leave it 0) and is rescaled into the stream time base the muxer
/// chose in `avformat_write_header` (MP4 1/15360, Matroska/WebM 1/1000). Not thread-safe: the
/// owning `EncoderSession` serialises calls.
final class CodecStream {
    private var format: UnsafeMutablePointer<AVFormatContext>?
    private var codec: UnsafeMutablePointer<AVCodecContext>?
    private var packet: UnsafeMutablePointer<AVPacket>?
    private var stream: UnsafeMutablePointer<AVStream>?
    private var wroteHeader = false
    let plan: CodecPlan
    let path: String

    /// Opens the encoder and the muxer and writes the container header to `output`'s temporary file.
    ///
    /// `path` is the user-facing target named in errors.
    init(plan: CodecPlan, width: Int, height: Int, fps: Int, output: AtomicOutput, path: String) throws {
        self.plan = plan
        self.path = path
        do {
            try open(width: width, height: height, fps: fps, output: output)
        } catch {
            close()
            throw error
        }
    }

    private func open(width: Int, height: Int, fps: Int, output: AtomicOutput) throws {
        try check(avformat_alloc_output_context2(&format, nil, plan.muxer, output.temporary), "create \(plan.muxer) muxer", path: path)
        guard let format else { throw MediaError(operation: "create \(plan.muxer) muxer", path: path, message: "no muxer") }
        format.pointee.flags |= AVFMT_FLAG_BITEXACT  // no library version strings: same frames, same bytes

        guard let encoder = avcodec_find_encoder_by_name(plan.encoder) else {
            throw MediaError(
                operation: "find encoder \(plan.encoder)", path: path, code: xwt_averror_encoder_not_found(),
                message: "this FFmpeg build has no \(plan.encoder) encoder")
        }
        codec = avcodec_alloc_context3(encoder)
        packet = av_packet_alloc()
        guard let codec, packet != nil else { throw MediaError(operation: "allocate encoder", path: path, code: xwt_averror_enomem()) }

        let rate = AVRational(num: Int32(fps), den: 1)
        codec.pointee.width = Int32(width)
        codec.pointee.height = Int32(height)
        codec.pointee.pix_fmt = plan.pixelFormat
        codec.pointee.time_base = av_inv_q(rate)
        codec.pointee.framerate = rate
        codec.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        codec.pointee.thread_count = plan.threadCount
        if plan.isYUV709 {
            codec.pointee.color_primaries = AVCOL_PRI_BT709
            codec.pointee.color_trc = AVCOL_TRC_BT709
            codec.pointee.colorspace = AVCOL_SPC_BT709
            codec.pointee.color_range = AVCOL_RANGE_MPEG
        } else {
            codec.pointee.colorspace = AVCOL_SPC_RGB
            codec.pointee.color_range = AVCOL_RANGE_JPEG
        }
        if format.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 {
            codec.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER
        }

        // Each option set on its own first, so a bad value is named with its option (avcodec_open2
        // would only say e.g. "Numerical result out of range"); unknown names are left to the
        // leftover check below.
        for (key, value) in plan.options {
            let r = av_opt_set(UnsafeMutableRawPointer(codec), key, value, AV_OPT_SEARCH_CHILDREN)
            if r < 0, r != xwt_averror_option_not_found() {
                throw MediaError(
                    operation: "open encoder \(plan.encoder)", path: path, code: r,
                    message: "option \(key)=\(value): \(MediaError.text(for: r))")
            }
        }
        try withDictionary(plan.options) { dict in
            try check(avcodec_open2(codec, encoder, &dict), "open encoder \(plan.encoder)", path: path)
            try rejectLeftovers(dict, what: "encoder option", owner: plan.encoder, path: path)
        }

        guard let stream = avformat_new_stream(format, nil) else {
            throw MediaError(operation: "add video stream", path: path, code: xwt_averror_enomem())
        }
        self.stream = stream
        try check(avcodec_parameters_from_context(stream.pointee.codecpar, codec), "copy encoder parameters", path: path)
        stream.pointee.time_base = codec.pointee.time_base
        stream.pointee.avg_frame_rate = rate
        stream.pointee.r_frame_rate = rate
        stream.pointee.sample_aspect_ratio = codec.pointee.sample_aspect_ratio

        try output.opening { try check(avio_open(&format.pointee.pb, $0, AVIO_FLAG_WRITE), "open output", path: path) }
        try withDictionary(plan.muxerOptions) { dict in
            try check(avformat_write_header(format, &dict), "write \(plan.muxer) header", path: path)
            try rejectLeftovers(dict, what: "muxer option", owner: plan.muxer, path: path)
        }
        wroteHeader = true
    }

    /// Sends one frame (or nil to flush) and writes every packet the encoder releases.
    func encode(_ frame: UnsafeMutablePointer<AVFrame>?) throws {
        guard let codec, let format, let packet, let stream else {
            throw MediaError(operation: "encode", path: path, message: "the encoder is closed")
        }
        try check(avcodec_send_frame(codec, frame), frame == nil ? "flush \(plan.encoder)" : "encode frame with \(plan.encoder)", path: path)
        while true {
            let r = avcodec_receive_packet(codec, packet)
            if r == xwt_averror_eagain() || r == xwt_averror_eof() { return }
            try check(r, "receive packet from \(plan.encoder)", path: path)
            if packet.pointee.duration == 0 { packet.pointee.duration = 1 }
            av_packet_rescale_ts(packet, codec.pointee.time_base, stream.pointee.time_base)
            packet.pointee.stream_index = stream.pointee.index
            let w = av_interleaved_write_frame(format, packet)  // takes the packet's reference, even on error
            try check(w, "write packet", path: path)
        }
    }

    /// Flushes the encoder, writes the trailer and closes the file.
    func finish() throws {
        try encode(nil)
        guard let format else { return }
        try check(av_write_trailer(format), "write \(plan.muxer) trailer", path: path)
        try check(avio_closep(&format.pointee.pb), "close output", path: path)
        close()
    }

    /// Frees everything; the file (if open) is closed but not removed. Idempotent.
    func close() {
        if let format {
            if format.pointee.pb != nil { avio_closep(&format.pointee.pb) }
            avformat_free_context(format)
            self.format = nil
        }
        avcodec_free_context(&codec)
        av_packet_free(&packet)
        stream = nil
    }

    deinit { close() }
}

/// Runs `body` with an `AVDictionary` holding `entries`, freeing it afterwards.
@discardableResult
func withDictionary<T>(_ entries: [(String, String)], _ body: (inout OpaquePointer?) throws -> T) throws -> T {
    var dict: OpaquePointer?
    defer { av_dict_free(&dict) }
    for (key, value) in entries {
        try check(av_dict_set(&dict, key, value, 0), "set option \(key)=\(value)")
    }
    return try body(&dict)
}

/// Throws naming every option libav left in `dict` (i.e. did not recognise).
func rejectLeftovers(_ dict: OpaquePointer?, what: String, owner: String, path: String? = nil) throws {
    var names: [String] = []
    var entry: UnsafeMutablePointer<AVDictionaryEntry>?
    while true {
        entry = av_dict_get(dict, "", entry, AV_DICT_IGNORE_SUFFIX)
        guard let e = entry else { break }
        names.append(String(cString: e.pointee.key))
    }
    guard !names.isEmpty else { return }
    let list = names.map { "'\($0)'" }.joined(separator: ", ")
    throw MediaError(
        operation: "open \(owner)", path: path, code: xwt_averror_option_not_found(),
        message: "unknown \(what)\(names.count > 1 ? "s" : "") \(list) for \(owner)")
}
