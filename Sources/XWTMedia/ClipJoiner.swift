import CFFmpeg
import Foundation

/// What `ClipJoiner.join` wrote: frames and seconds of the joined clip.
public struct JoinSummary: Sendable, Equatable {
    public var frames: Int
    public var seconds: Double
    public var bytes: Int
}

/// Joins clip segments (`export --frames A-B`) into one file by stream copy: packets are moved, never
/// decoded or re-encoded, so the joined clip decodes to exactly the segments' frames.
///
/// Every part must hold one video stream with the first part's codec, size, pixel format, frame
/// rate and codec header (the same export settings), and start on a keyframe (each segment's
/// encoder starts with one). Timestamps: each packet's pts/dts are taken to frame units (1/fps),
/// offset by the frames of the parts before it, and given back to the muxer, so the joined file has
/// the timestamps, frame count and duration of the whole clip exported at once. Decode timestamps
/// run ahead of presentation by each part's reordering delay (x264's B-frames; a one-frame part has
/// none): every part's dts are shifted back to the largest delay of all parts, so they keep rising
/// across the joins. Output is atomic
/// (`AtomicOutput`); the muxer follows the output's extension (mp4, webm, mkv).
public enum ClipJoiner {
    public static func join(_ parts: [String], to path: String) throws -> JoinSummary {
        guard !parts.isEmpty else { throw MediaError(operation: "join", path: path, message: "expected at least one part; found none") }
        guard try OutputPath.check(path, operation: "join clips") == .replaced else {
            throw MediaError(
                operation: "join clips", path: path, message: "expected a file to write; found \(path == "-" ? "standard output" : "a special file")")
        }
        let inputs = try parts.map(JoinInput.init(path:))
        let first = inputs[0]
        for input in inputs.dropFirst() { try input.requireMatches(first) }
        let output = try AtomicOutput(target: path, operation: "join clips")
        do {
            let frames = try write(inputs, into: output, target: path)
            try output.commit(operation: "join clips")
            let bytes = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
            return JoinSummary(frames: frames, seconds: Double(frames) / av_q2d(first.rate), bytes: bytes)
        } catch {
            output.discard()
            throw error
        }
    }

    /// Muxes every part's packets into `output`'s temporary file; returns the frames written.
    private static func write(_ inputs: [JoinInput], into output: AtomicOutput, target: String) throws -> Int {
        guard let muxer = av_guess_format(nil, target, nil) else {
            throw MediaError(
                operation: "join clips", path: target, message: "expected a .mp4, .webm or .mkv output; found \"\(URL(fileURLWithPath: target).pathExtension)\""
            )
        }
        let muxerName = String(cString: muxer.pointee.name)
        guard ["mp4", "webm", "matroska"].contains(muxerName) else {
            throw MediaError(operation: "join clips", path: target, message: "expected a .mp4, .webm or .mkv output; found \(muxerName)")
        }
        var format: UnsafeMutablePointer<AVFormatContext>?
        try check(avformat_alloc_output_context2(&format, muxer, nil, output.temporary), "create \(muxerName) muxer", path: target)
        guard let format else { throw MediaError(operation: "create \(muxerName) muxer", path: target, message: "no muxer") }
        defer {
            if format.pointee.pb != nil { avio_closep(&format.pointee.pb) }
            avformat_free_context(format)
        }
        format.pointee.flags |= AVFMT_FLAG_BITEXACT
        let first = inputs[0]
        guard let stream = avformat_new_stream(format, nil) else { throw MediaError(operation: "add video stream", path: target, code: xwt_averror_enomem()) }
        try check(avcodec_parameters_copy(stream.pointee.codecpar, first.parameters), "copy stream parameters", path: target)
        stream.pointee.codecpar.pointee.codec_tag = 0
        let frameUnit = av_inv_q(first.rate)
        stream.pointee.time_base = frameUnit
        stream.pointee.avg_frame_rate = first.rate
        stream.pointee.r_frame_rate = first.rate
        stream.pointee.sample_aspect_ratio = first.stream.pointee.sample_aspect_ratio
        av_dict_copy(&stream.pointee.metadata, first.stream.pointee.metadata, 0)  // VP9 alpha_mode
        try output.opening { try check(avio_open(&format.pointee.pb, $0, AVIO_FLAG_WRITE), "open output", path: target) }
        try withDictionary(muxerName == "mp4" ? [("movflags", "+faststart")] : []) { dict in
            try check(avformat_write_header(format, &dict), "write \(muxerName) header", path: target)
        }
        var offset: Int64 = 0  // frames of the parts before
        let delay = inputs.map(\.delay).max() ?? 0
        for input in inputs {
            offset += try input.copyPackets(offset: offset, dtsShift: delay - input.delay) { packet in
                packet.pointee.stream_index = stream.pointee.index
                av_packet_rescale_ts(packet, frameUnit, stream.pointee.time_base)
                try check(av_interleaved_write_frame(format, packet), "write packet", path: target)
            }
        }
        try check(av_write_trailer(format), "write \(muxerName) trailer", path: target)
        try check(avio_closep(&format.pointee.pb), "close output", path: target)
        return Int(offset)
    }
}

/// One part being joined: its demuxer and video stream. Frees the demuxer on release.
private final class JoinInput {
    let path: String
    private var format: UnsafeMutablePointer<AVFormatContext>?
    let stream: UnsafeMutablePointer<AVStream>
    var parameters: UnsafeMutablePointer<AVCodecParameters> { stream.pointee.codecpar }
    let rate: AVRational
    /// The first packet, read ahead to learn `delay`.
    private var first: UnsafeMutablePointer<AVPacket>?
    /// Frames by which the first packet's dts precedes its pts (the encoder's reordering delay).
    private(set) var delay: Int64 = 0

    init(path: String) throws {
        self.path = path
        var opened: UnsafeMutablePointer<AVFormatContext>?
        try check(avformat_open_input(&opened, path, nil, nil), "open part", path: path)
        guard let format = opened else { throw MediaError(operation: "open part", path: path, message: "no demuxer") }
        // A throw before every stored property is set does not run `deinit`: the demuxer is closed
        // here (it leaked on a part with no usable video stream, found by the join fuzzer).
        do {
            (stream, rate) = try Self.videoStream(of: format, path: path)
        } catch {
            avformat_close_input(&opened)
            throw error
        }
        self.format = format
        first = av_packet_alloc()
        guard let first else { throw MediaError(operation: "read part", path: path, code: xwt_averror_enomem()) }
        let r = av_read_frame(format, first)
        if r == xwt_averror_eof() { throw MediaError(operation: "join clips", path: path, message: "expected frames; found an empty part") }
        try check(r, "read packet", path: path)
        if first.pointee.flags & AV_PKT_FLAG_KEY == 0 {
            throw MediaError(operation: "join clips", path: path, message: "expected the part to start on a keyframe; found another frame")
        }
        if first.pointee.pts != xwt_nopts_value(), first.pointee.dts != xwt_nopts_value() {
            delay = max(0, frames(first.pointee.pts) - frames(first.pointee.dts))
        }
    }

    deinit {
        av_packet_free(&first)
        avformat_close_input(&format)
    }

    /// The part's one video stream and its frame rate.
    private static func videoStream(of format: UnsafeMutablePointer<AVFormatContext>, path: String) throws -> (UnsafeMutablePointer<AVStream>, AVRational) {
        try check(avformat_find_stream_info(format, nil), "read stream info", path: path)
        guard format.pointee.nb_streams == 1, let stream = format.pointee.streams[0],
            stream.pointee.codecpar.pointee.codec_type == AVMEDIA_TYPE_VIDEO
        else {
            throw MediaError(operation: "open part", path: path, message: "expected one video stream (a clip written by xwt-video export)")
        }
        let rate = stream.pointee.avg_frame_rate.num > 0 ? stream.pointee.avg_frame_rate : stream.pointee.r_frame_rate
        guard rate.num > 0, rate.den > 0 else { throw MediaError(operation: "open part", path: path, message: "the video stream has no frame rate") }
        return (stream, rate)
    }

    /// A timestamp in the stream's time base as frames (1/rate), rounded.
    private func frames(_ t: Int64) -> Int64 {
        t == xwt_nopts_value() ? t : av_rescale_q_rnd(t, stream.pointee.time_base, av_inv_q(rate), AV_ROUND_NEAR_INF)
    }

    /// Throws naming the first stream property that differs from `first`'s.
    func requireMatches(_ first: JoinInput) throws {
        let a = first.parameters.pointee, b = parameters.pointee
        let name = { (id: AVCodecID) in String(cString: avcodec_get_name(id)) }
        func differs(_ what: String, _ expected: String, _ found: String) -> MediaError {
            MediaError(operation: "join clips", path: path, message: "\(what): expected \(expected) (as in '\(first.path)'); found \(found)")
        }
        if a.codec_id != b.codec_id { throw differs("codec", name(a.codec_id), name(b.codec_id)) }
        if a.width != b.width || a.height != b.height { throw differs("frame size", "\(a.width)x\(a.height)", "\(b.width)x\(b.height)") }
        if a.format != b.format { throw differs("pixel format", "\(a.format)", "\(b.format)") }
        if av_cmp_q(first.rate, rate) != 0 { throw differs("frame rate", "\(first.rate.num)/\(first.rate.den)", "\(rate.num)/\(rate.den)") }
        let headerA = UnsafeBufferPointer(start: a.extradata, count: Int(a.extradata_size))
        let headerB = UnsafeBufferPointer(start: b.extradata, count: Int(b.extradata_size))
        if !headerA.elementsEqual(headerB) { throw differs("codec header", "the same encoder settings", "different ones") }
    }

    /// Hands every packet, in frame units offset by `offset` frames (dts also `dtsShift` frames
    /// earlier), to `write`; returns this part's frames (one past its latest frame).
    func copyPackets(
        offset: Int64, dtsShift: Int64,
        _ write: (UnsafeMutablePointer<AVPacket>) throws -> Void
    ) throws -> Int64 {
        var packet: UnsafeMutablePointer<AVPacket>? = av_packet_alloc()
        defer { av_packet_free(&packet) }
        guard let packet, let first else { throw MediaError(operation: "read part", path: path, code: xwt_averror_enomem()) }
        var end: Int64 = 0
        let nopts = xwt_nopts_value()
        av_packet_move_ref(packet, first)
        while true {
            let pts = frames(packet.pointee.pts), dts = frames(packet.pointee.dts)
            guard pts != nopts else { throw MediaError(operation: "read part", path: path, message: "a packet has no timestamp") }
            end = max(end, pts + 1)
            packet.pointee.pts = pts + offset
            packet.pointee.dts = dts == nopts ? nopts : dts + offset - dtsShift
            packet.pointee.duration = 1
            packet.pointee.pos = -1
            try write(packet)
            av_packet_unref(packet)
            let r = av_read_frame(format, packet)
            if r == xwt_averror_eof() { break }
            try check(r, "read packet", path: path)
        }
        return end
    }
}
