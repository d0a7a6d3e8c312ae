import CFFmpeg

/// One open libavcodec decoder; feeds packets and hands every decoded frame to a closure.
///
/// Owns `context` and `frame` and frees them in `deinit`. The frame passed to `body` is valid only
/// during the call. Not thread-safe.
final class Decoder {
    private var context: UnsafeMutablePointer<AVCodecContext>?
    private var frame: UnsafeMutablePointer<AVFrame>?
    let name: String
    let path: String

    /// A decoder for `id` (images: PNG, MJPEG), or configured from a demuxed stream's parameters;
    /// `name` picks a specific decoder for `id` (e.g. "libvpx-vp9", which decodes VP9 alpha), when present.
    init(id: AVCodecID, name wanted: String? = nil, parameters: UnsafePointer<AVCodecParameters>? = nil, path: String) throws {
        self.path = path
        guard let codec = wanted.flatMap({ avcodec_find_decoder_by_name($0) }) ?? avcodec_find_decoder(id) else {
            name = String(cString: avcodec_get_name(id))
            throw MediaError(operation: "find decoder \(name)", path: path, code: xwt_averror_decoder_not_found())
        }
        name = String(cString: codec.pointee.name)
        context = avcodec_alloc_context3(codec)
        frame = av_frame_alloc()
        guard let context, frame != nil else {
            throw MediaError(operation: "allocate decoder \(name)", path: path, code: xwt_averror_enomem())
        }
        if let parameters {
            try check(avcodec_parameters_to_context(context, parameters), "configure decoder \(name)", path: path)
        }
        try check(avcodec_open2(context, codec, nil), "open decoder \(name)", path: path)
    }

    /// Sends `packet` (nil: end of stream) and calls `body` for each frame the decoder releases.
    func decode(_ packet: UnsafePointer<AVPacket>?, _ body: (UnsafePointer<AVFrame>) throws -> Void) throws {
        guard let context, let frame else { return }
        try check(avcodec_send_packet(context, packet), "decode with \(name)", path: path)
        while true {
            let r = avcodec_receive_frame(context, frame)
            if r == xwt_averror_eagain() || r == xwt_averror_eof() { return }
            try check(r, "decode with \(name)", path: path)
            defer { av_frame_unref(frame) }
            try body(frame)
        }
    }

    deinit {
        avcodec_free_context(&context)
        av_frame_free(&frame)
    }
}
