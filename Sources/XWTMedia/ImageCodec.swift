import CFFmpeg
import XWTEngine

/// PNG and JPEG screens in and PNG out, through libavcodec and swscale.
///
/// Decoded images become premultiplied RGBA8 `Bitmap`s (8-bit sRGB values as stored; no colour
/// management, EXIF orientation ignored). PNG output is straight-alpha RGBA8, so
/// `decode(writePNG(b)) == b` exactly for every premultiplied bitmap.
public enum ImageCodec {
    /// Decodes the PNG or JPEG file at `path`; throws `MediaError` naming the path when the file is
    /// missing, unreadable, not a PNG/JPEG, corrupt, or larger than 32 Mpx (`ImageHeader.pixelBudget`,
    /// read from the header before decoding).
    public static func decode(path: String) throws -> Bitmap {
        let operation = "decode image"
        let bytes = try FileBytes.read(path, operation: operation)
        let id: AVCodecID
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            id = AV_CODEC_ID_PNG
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            id = AV_CODEC_ID_MJPEG
        } else {
            throw MediaError(
                operation: operation, path: path, code: xwt_averror_invaliddata(),
                message: bytes.isEmpty ? "the file is empty" : "not a PNG or JPEG image")
        }
        // Each side first: a PNG side may be up to 2³²−1, and the product of two such overflows.
        if let size = ImageHeader.size(bytes, png: id == AV_CODEC_ID_PNG),
            size.width > ImageHeader.pixelBudget || size.height > ImageHeader.pixelBudget || size.width * size.height > ImageHeader.pixelBudget
        {
            throw MediaError(
                operation: operation, path: path,
                message: "expected at most \(ImageHeader.pixelBudget) pixels (32 Mpx); found \(size.width)×\(size.height)")
        }
        guard bytes.count < Int(Int32.max) - 64 else {
            throw MediaError(operation: operation, path: path, message: "the file is too large for an image (\(bytes.count) bytes)")
        }
        let decoder = try Decoder(id: id, path: path)
        var packet: UnsafeMutablePointer<AVPacket>? = av_packet_alloc()
        defer { av_packet_free(&packet) }
        guard let packet else { throw MediaError(operation: operation, path: path, code: xwt_averror_enomem()) }
        try check(av_new_packet(packet, Int32(bytes.count)), operation, path: path)
        bytes.withUnsafeBufferPointer { packet.pointee.data.update(from: $0.baseAddress!, count: $0.count) }
        packet.pointee.flags |= AV_PKT_FLAG_KEY

        let reader = FrameReader()
        var image: (width: Int, height: Int, pixels: [UInt8])?
        let keep: (UnsafePointer<AVFrame>) throws -> Void = { frame in
            if image == nil { image = try reader.rgba(frame) }
        }
        do {
            try decoder.decode(packet, keep)
            try decoder.decode(nil, keep)
        } catch var error as MediaError {
            error.operation = operation
            error.path = path
            throw error
        }
        guard var image else {
            throw MediaError(operation: operation, path: path, code: xwt_averror_invaliddata(), message: "the image holds no picture")
        }
        PixelMath.premultiply(&image.pixels)
        return Bitmap(width: image.width, height: image.height, pixels: image.pixels)
    }

    /// Writes `bitmap` as an 8-bit RGBA PNG (un-premultiplied) atomically: temporary file, then rename.
    public static func writePNG(_ bitmap: Bitmap, path: String) throws {
        try AtomicOutput.write(try encodePNG(bitmap, path: path), to: path, operation: "write PNG")
    }

    /// The PNG file bytes for `bitmap`.
    public static func encodePNG(_ bitmap: Bitmap, path: String? = nil) throws -> [UInt8] { try encodePNG(bitmap, path: path, fast: false) }

    /// The PNG file bytes for `bitmap`; `fast` trades size for speed (no row filters, zlib level 1:
    /// ≈ 10× less CPU, the same size on the flat mock screens) for the preview's frames. The pixels
    /// are the same either way.
    public static func encodePNG(_ bitmap: Bitmap, path: String? = nil, fast: Bool) throws -> [UInt8] {
        let operation = "encode PNG"
        guard let codec = avcodec_find_encoder(AV_CODEC_ID_PNG) else {
            throw MediaError(operation: operation, path: path, code: xwt_averror_encoder_not_found())
        }
        var context = avcodec_alloc_context3(codec)
        var frame = av_frame_alloc()
        var packet = av_packet_alloc()
        defer { avcodec_free_context(&context); av_frame_free(&frame); av_packet_free(&packet) }
        guard let context, let frame, let packet else { throw MediaError(operation: operation, path: path, code: xwt_averror_enomem()) }
        let w = bitmap.width, h = bitmap.height
        context.pointee.width = Int32(w)
        context.pointee.height = Int32(h)
        context.pointee.pix_fmt = AV_PIX_FMT_RGBA
        context.pointee.time_base = AVRational(num: 1, den: 1)
        context.pointee.flags |= AV_CODEC_FLAG_BITEXACT
        if fast { context.pointee.compression_level = 1 }
        try withDictionary([("pred", fast ? "none" : "mixed")]) { dict in
            try check(avcodec_open2(context, codec, &dict), operation, path: path)
        }
        frame.pointee.width = Int32(w)
        frame.pointee.height = Int32(h)
        frame.pointee.format = AV_PIX_FMT_RGBA.rawValue
        try check(av_frame_get_buffer(frame, 0), operation, path: path)

        var straight = bitmap.pixels
        PixelMath.unpremultiply(&straight)
        let stride = Int(frame.pointee.linesize.0)
        straight.withUnsafeBufferPointer { src in
            for y in 0..<h {
                (frame.pointee.data.0! + y * stride).update(from: src.baseAddress! + y * w * 4, count: w * 4)
            }
        }
        try check(avcodec_send_frame(context, frame), operation, path: path)
        try check(avcodec_send_frame(context, nil), operation, path: path)
        var bytes: [UInt8] = []
        while true {
            let r = avcodec_receive_packet(context, packet)
            if r == xwt_averror_eof() || r == xwt_averror_eagain() { break }
            try check(r, operation, path: path)
            bytes.append(contentsOf: UnsafeBufferPointer(start: packet.pointee.data, count: Int(packet.pointee.size)))
            av_packet_unref(packet)
        }
        guard !bytes.isEmpty else { throw MediaError(operation: operation, path: path, message: "the encoder produced no data") }
        return bytes
    }
}
