import CFFmpeg
import XWTEngine

/// Converts decoded `AVFrame`s of any pixel format to RGBA8 bytes (straight as stored) with swscale.
///
/// Y'CbCr input uses the matrix and range the frame is tagged with (untagged: BT.601, as FFmpeg
/// assumes; `yuvj*` formats: full range). Bicubic, accurate rounding and full chroma interpolation,
/// since this path serves tests and screens, not the export hot loop. Reuses one `SwsContext` while
/// the input geometry and format stay the same. Not thread-safe.
final class FrameReader {
    private var scaler: OpaquePointer?
    private var key: (Int32, Int32, Int32, Int32, Int32) = (0, 0, -1, -1, -1)

    /// RGBA8 bytes, width·height·4, rows top to bottom.
    func rgba(_ frame: UnsafePointer<AVFrame>) throws -> (width: Int, height: Int, pixels: [UInt8]) {
        let w = frame.pointee.width, h = frame.pointee.height
        guard w > 0, h > 0 else { throw MediaError(operation: "read frame", message: "decoded frame has no size") }
        var format = AVPixelFormat(rawValue: frame.pointee.format)
        var fullRange = frame.pointee.color_range == AVCOL_RANGE_JPEG
        switch format {  // the deprecated full-range aliases: same layout, full range
        case AV_PIX_FMT_YUVJ420P: format = AV_PIX_FMT_YUV420P; fullRange = true
        case AV_PIX_FMT_YUVJ422P: format = AV_PIX_FMT_YUV422P; fullRange = true
        case AV_PIX_FMT_YUVJ444P: format = AV_PIX_FMT_YUV444P; fullRange = true
        case AV_PIX_FMT_YUVJ440P: format = AV_PIX_FMT_YUV440P; fullRange = true
        case AV_PIX_FMT_YUVJ411P: format = AV_PIX_FMT_YUV411P; fullRange = true
        default: break
        }
        let space: Int32 = frame.pointee.colorspace == AVCOL_SPC_BT709 ? SWS_CS_ITU709 : SWS_CS_DEFAULT
        let newKey: (Int32, Int32, Int32, Int32, Int32) = (w, h, format.rawValue, space, fullRange ? 1 : 0)
        if scaler == nil || newKey != key {
            sws_freeContext(scaler)
            scaler = sws_getContext(
                w, h, format, w, h, AV_PIX_FMT_RGBA,
                SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT, nil, nil, nil)
            guard let scaler else {
                let name = av_get_pix_fmt_name(format).map { String(cString: $0) } ?? "unknown"
                throw MediaError(
                    operation: "read frame", code: xwt_averror_einval(),
                    message: "swscale cannot convert \(name) to rgba")
            }
            if av_pix_fmt_desc_get(format).map({ $0.pointee.flags & UInt64(AV_PIX_FMT_FLAG_RGB) == 0 }) ?? false {
                let table = sws_getCoefficients(space)
                _ = sws_setColorspaceDetails(scaler, table, fullRange ? 1 : 0, table, 1, 0, 1 << 16, 1 << 16)
            }
            key = newKey
        }
        var pixels = [UInt8](repeating: 0, count: Int(w) * Int(h) * 4)
        let rows = pixels.withUnsafeMutableBufferPointer { dst -> Int32 in
            // swscale copies 4 plane pointers and strides from these arrays, used or not.
            var dstData: (UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt8>?) =
                (dst.baseAddress, nil, nil, nil)
            var dstStride: (Int32, Int32, Int32, Int32) = (w * 4, 0, 0, 0)
            return withUnsafePointer(to: frame.pointee.data) { srcData in
                withUnsafePointer(to: frame.pointee.linesize) { srcStride in
                    withUnsafePointer(to: &dstData) { dd in
                        withUnsafePointer(to: &dstStride) { ds in
                            // Homogeneous tuples are laid out as C arrays.
                            sws_scale(
                                scaler,
                                UnsafeRawPointer(srcData).assumingMemoryBound(to: UnsafePointer<UInt8>?.self),
                                UnsafeRawPointer(srcStride).assumingMemoryBound(to: Int32.self),
                                0, h,
                                UnsafeRawPointer(dd).assumingMemoryBound(to: UnsafeMutablePointer<UInt8>?.self),
                                UnsafeRawPointer(ds).assumingMemoryBound(to: Int32.self))
                        }
                    }
                }
            }
        }
        guard rows == h else {
            throw MediaError(
                operation: "read frame", code: rows < 0 ? rows : 0,
                message: rows < 0 ? MediaError.text(for: rows) : "swscale wrote \(rows) of \(h) rows")
        }
        return (Int(w), Int(h), pixels)
    }

    deinit { sws_freeContext(scaler) }
}
