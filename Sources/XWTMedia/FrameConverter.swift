import CFFmpeg
import Foundation
import XWTEngine

/// A frame already converted to an encoder's input pixel format, ready for `VideoEncoder.append(_:)`.
///
/// Owns one reference-counted `AVFrame`; when released, the frame goes back to its pool for reuse
/// (no per-frame allocation once the pool holds as many frames as are in flight).
///
/// `@unchecked Sendable`: no lock — the frame has one owner at a time (the converting worker, then
/// the appending thread, then the pool's `Locked` list in `deinit`); nobody else writes the frame
/// while this object exists.
public final class ConvertedFrame: @unchecked Sendable {
    let frame: UnsafeMutablePointer<AVFrame>
    let pool: FrameConverterPool

    init(frame: UnsafeMutablePointer<AVFrame>, pool: FrameConverterPool) {
        self.frame = frame
        self.pool = pool
    }

    deinit { pool.recycle(frame) }
}

/// Draws a picture band by band into `band` (as wide as the picture), top to bottom, handing each
/// band to `each` with the picture rows it holds in its first rows.
public typealias BandDrawing = (_ band: inout Bitmap, _ each: (Range<Int>, inout Bitmap) -> Void) -> Void

/// How a converter fills an encoder's frame from a premultiplied RGBA8 bitmap.
enum FramePacking: Sendable {
    /// swscale straight from the premultiplied bytes (alpha dropped by yuv420p/rgb24, kept by BGRA).
    case scale
    /// yuv420p by our own row loop (`YUV420Conversion`), the colour over black; swscale for frames
    /// narrower than `YUV420Conversion.minimumWidth`.
    case yuv420
    /// Unpremultiplied into packed RGBA or BGRA by our own row loop (apng, webp with alpha).
    case straight
    /// Packed RGBA or BGRA with alpha 255, the colour over black (webp and GIF palettes without alpha).
    case opaque
    /// Unpremultiplied into a pooled scratch bitmap, then swscale (yuva420p: VP9 with alpha).
    case straightThenScale
}

/// Converts premultiplied RGBA8 bitmaps to one pixel format and size with swscale; thread-safe.
///
/// Colour: yuv420p outputs use BT.709 coefficients, full-range RGB in, limited-range Y'CbCr out
/// (swscale would default to BT.601); BGRA output is an exact byte shuffle. Each concurrent caller
/// borrows its own `SwsContext` from an idle list (contexts are stateful, not shareable), and
/// output `AVFrame`s are recycled through `idleFrames`; both lists only grow to the peak concurrency.
final class FrameConverterPool: Sendable {
    let width: Int
    let height: Int
    let pixelFormat: AVPixelFormat
    let isYUV709: Bool
    let packing: FramePacking
    /// What is not lent out; a borrowed context, scratch buffer or frame belongs to its borrower alone.
    private struct Idle {
        var scalers: [OpaquePointer] = []
        var scratch: [[UInt8]] = []
        var frames: [UnsafeMutablePointer<AVFrame>] = []
        var bands: [Bitmap] = []
    }

    private let idle = Locked(Idle())

    init(width: Int, height: Int, pixelFormat: AVPixelFormat, isYUV709: Bool, packing: FramePacking = .scale) {
        self.width = width
        self.height = height
        self.pixelFormat = pixelFormat
        self.isYUV709 = isYUV709
        self.packing = packing
    }

    /// Converts `bitmap` (which must be width×height) into a pooled frame.
    func convert(_ bitmap: Bitmap) throws -> ConvertedFrame {
        guard bitmap.width == width, bitmap.height == height else {
            throw MediaError(
                operation: "convert frame",
                message: "frame is \(bitmap.width)×\(bitmap.height) but the encoder was opened for \(width)×\(height)")
        }
        let packing = packing == .yuv420 && width < YUV420Conversion.minimumWidth ? .scale : packing
        let scaler = packing == .scale || packing == .straightThenScale ? try borrowScaler() : nil
        defer { if let scaler { idle.withLock { $0.scalers.append(scaler) } } }
        let frame = try borrowFrame()
        let converted = ConvertedFrame(frame: frame, pool: self)  // from here on, deinit recycles `frame`
        // The encoder may still hold a reference to this buffer: make_writable copies only in that case
        // (measured: libx264, libvpx-vp9 and ffv1 in FFmpeg 5.1 have always released it, so no copies).
        try check(av_frame_make_writable(frame), "prepare frame buffer")
        switch packing {
        case .scale:
            try bitmap.pixels.withUnsafeBufferPointer { try scale(scaler!, from: $0.baseAddress!, into: frame) }
        case .yuv420:
            convertYUV420(bitmap, rows: 0..<height, into: frame)
        case .straight, .opaque:
            let bgra = pixelFormat == AV_PIX_FMT_BGRA, stride = Int(frame.pointee.linesize.0)
            bitmap.pixels.withUnsafeBufferPointer { src in
                for y in 0..<height {
                    let from = src.baseAddress! + y * width * 4, to = frame.pointee.data.0! + y * stride
                    if packing == .straight {
                        PixelMath.straightRow(from, to, count: width, bgra: bgra)
                    } else {
                        PixelMath.opaqueRow(from, to, count: width, bgra: bgra)
                    }
                }
            }
        case .straightThenScale:
            var straight = idle.withLock { $0.scratch.popLast() } ?? [UInt8](repeating: 0, count: width * height * 4)
            defer { idle.withLock { $0.scratch.append(straight) } }
            try straight.withUnsafeMutableBufferPointer { dst in
                bitmap.pixels.withUnsafeBufferPointer { src in
                    PixelMath.straightRow(src.baseAddress!, dst.baseAddress!, count: width * height, bgra: false)
                }
                try scale(scaler!, from: UnsafePointer(dst.baseAddress!), into: frame)
            }
        }
        clearRowPadding(frame)
        return converted
    }

    /// Rows of the band bitmap `convert(inBands:)` lends: even, so every band holds whole 2×2
    /// chroma blocks; 384 KB at 1500 px wide instead of a 16-MB picture.
    static let bandRows = 64

    /// Whether `convert(inBands:)` applies: yuv420p by `YUV420Conversion`.
    var convertsInBands: Bool { packing == .yuv420 && width >= YUV420Conversion.minimumWidth }

    /// Converts a picture that `draw` renders band by band into a pooled frame: each band is
    /// converted as `draw` hands it on, so no whole picture exists. The same frame as `convert(_:)`
    /// of the whole picture. Requires `convertsInBands`; the bands must come top to bottom, each an
    /// even number of rows.
    func convert(inBands draw: BandDrawing) throws -> ConvertedFrame {
        precondition(convertsInBands, "only yuv420p by YUV420Conversion is converted in bands")
        let frame = try borrowFrame()
        let converted = ConvertedFrame(frame: frame, pool: self)  // from here on, deinit recycles `frame`
        try check(av_frame_make_writable(frame), "prepare frame buffer")
        var band = idle.withLock { $0.bands.popLast() } ?? Bitmap(width: width, height: Self.bandRows)
        var next = 0
        draw(&band) { rows, band in
            precondition(rows.lowerBound == next && rows.count % 2 == 0, "bands out of order or of an odd height")
            convertYUV420(band, rows: rows, into: frame)
            next = rows.upperBound
        }
        precondition(next == height, "the bands do not cover the picture")
        // Moved back under the lock: a reference dropped here after unlocking could make the next
        // borrower's first write copy the band.
        var moving: Bitmap? = consume band
        idle.withLock { idle in if let band = moving.take() { idle.bands.append(band) } }
        clearRowPadding(frame)
        return converted
    }

    /// `YUV420Conversion` of picture rows `rows`, held in the first rows of `bitmap`, into the
    /// same rows of `frame`'s three planes, a pair of rows at a time, each plane row opened on
    /// exactly its own bytes (`UncheckedMemory.withByteRow`).
    private func convertYUV420(_ bitmap: Bitmap, rows: Range<Int>, into frame: UnsafeMutablePointer<AVFrame>) {
        let image = PixelImage<UncheckedMemory>(bitmap)
        let f = frame.pointee, half = width / 2
        precondition(
            height % 2 == 0 && Int(f.linesize.0) >= width && Int(f.linesize.1) >= half && Int(f.linesize.2) >= half,
            "a yuv420p frame too small for the picture")
        precondition(
            rows.lowerBound >= 0 && rows.lowerBound % 2 == 0 && rows.count % 2 == 0 && rows.upperBound <= height && rows.count <= bitmap.height,
            "rows outside the picture or the bitmap")
        guard let luma = f.data.0, let cb = f.data.1, let cr = f.data.2 else { preconditionFailure("a yuv420p frame without planes") }
        let firstPair = rows.lowerBound / 2
        for pair in 0..<rows.count / 2 {
            let y = 2 * (firstPair + pair), c = firstPair + pair
            UncheckedMemory.withByteRow(luma + y * Int(f.linesize.0), count: width) { top in
                UncheckedMemory.withByteRow(luma + (y + 1) * Int(f.linesize.0), count: width) { bottom in
                    UncheckedMemory.withByteRow(cb + c * Int(f.linesize.1), count: half) { cb in
                        UncheckedMemory.withByteRow(cr + c * Int(f.linesize.2), count: half) { cr in
                            YUV420Conversion.convert(image, pair: pair, top: &top, bottom: &bottom, cb: &cb, cr: &cr)
                        }
                    }
                }
            }
        }
    }

    /// Zeroes the bytes between each row's end and its stride, so the frame's whole buffer is a
    /// function of the bitmap. Nothing writes them, so a recycled or freshly allocated buffer holds
    /// whatever was there before; libx264's SIMD plane copy reads them (rows ≥ 256 px are copied in
    /// 16- or 32-byte steps), and with them the mp4 bytes of one clip exported twice in one process
    /// differed (circle-spread at 450 px after gif and apng exports: 3 distinct files in 9).
    private func clearRowPadding(_ frame: UnsafeMutablePointer<AVFrame>) {
        var rowBytes: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        let filled = withUnsafeMutablePointer(to: &rowBytes) {
            av_image_fill_linesizes(UnsafeMutableRawPointer($0).assumingMemoryBound(to: Int32.self), pixelFormat, Int32(width))
        }
        guard filled >= 0, let descriptor = av_pix_fmt_desc_get(pixelFormat) else { return }
        let chromaShift = Int(descriptor.pointee.log2_chroma_h)
        let planes = [
            (frame.pointee.data.0, frame.pointee.linesize.0, rowBytes.0), (frame.pointee.data.1, frame.pointee.linesize.1, rowBytes.1),
            (frame.pointee.data.2, frame.pointee.linesize.2, rowBytes.2), (frame.pointee.data.3, frame.pointee.linesize.3, rowBytes.3),
        ]
        for (index, (data, stride, bytes)) in planes.enumerated() {
            guard let data, bytes > 0, stride > bytes else { continue }
            let rows = index == 1 || index == 2 ? -((-height) >> chromaShift) : height
            for y in 0..<rows { (data + y * Int(stride) + Int(bytes)).initialize(repeating: 0, count: Int(stride - bytes)) }
        }
    }

    /// swscale from `source` (width×height RGBA rows, no padding) into `frame`.
    private func scale(_ scaler: OpaquePointer, from source: UnsafePointer<UInt8>, into frame: UnsafeMutablePointer<AVFrame>) throws {
        // swscale copies 4 plane pointers and strides from these arrays, used or not.
        var srcData: (UnsafePointer<UInt8>?, UnsafePointer<UInt8>?, UnsafePointer<UInt8>?, UnsafePointer<UInt8>?) = (source, nil, nil, nil)
        var srcStride: (Int32, Int32, Int32, Int32) = (Int32(width * 4), 0, 0, 0)
        let rows = withUnsafePointer(to: &srcData) { srcDataTuple in
            withUnsafePointer(to: &srcStride) { srcStrideTuple in
                withUnsafePointer(to: &frame.pointee.data) { dataTuple in
                    withUnsafePointer(to: &frame.pointee.linesize) { linesizeTuple in
                        // Tuples of homogeneous elements are laid out as C arrays.
                        sws_scale(
                            scaler,
                            UnsafeRawPointer(srcDataTuple).assumingMemoryBound(to: UnsafePointer<UInt8>?.self),
                            UnsafeRawPointer(srcStrideTuple).assumingMemoryBound(to: Int32.self),
                            0, Int32(height),
                            UnsafeRawPointer(dataTuple).assumingMemoryBound(to: UnsafeMutablePointer<UInt8>?.self),
                            UnsafeRawPointer(linesizeTuple).assumingMemoryBound(to: Int32.self))
                    }
                }
            }
        }
        guard rows == Int32(height) else {
            throw MediaError(
                operation: "convert frame", code: rows < 0 ? rows : 0,
                message: rows < 0 ? MediaError.text(for: rows) : "swscale wrote \(rows) of \(height) rows")
        }
    }

    /// Area (box) filter for the 2:1 chroma downsampling, with full-chroma RGB input. Measured on
    /// 750×1334 (FFmpeg 5.1, thread CPU time, min/mean of 60): 1.36/1.67 ms vs 2.68/3.15 ms for
    /// swscale's plain bicubic (FFmpeg CLI default), and a slightly better RGB round trip on the test
    /// frames (41.9 vs 41.8 dB). Luma is unscaled whatever the filter.
    static let scalerFlags = SWS_AREA | SWS_FULL_CHR_H_INP

    /// Takes an idle `SwsContext` or creates one.
    private func borrowScaler() throws -> OpaquePointer {
        if let s = idle.withLock({ $0.scalers.popLast() }) { return s }
        let w = Int32(width), h = Int32(height)
        guard let s = sws_getContext(w, h, AV_PIX_FMT_RGBA, w, h, pixelFormat, Self.scalerFlags, nil, nil, nil) else {
            throw MediaError(
                operation: "create colour converter", code: xwt_averror_einval(),
                message: "swscale cannot convert rgba to \(String(cString: av_get_pix_fmt_name(pixelFormat)))")
        }
        if isYUV709 {
            let bt709 = sws_getCoefficients(SWS_CS_ITU709)
            // inv_table describes the source (unused for RGB input); srcRange 1 = full-range RGB;
            // table = BT.709 Y'CbCr matrix for the output; dstRange 0 = limited (16–235/240).
            let r = sws_setColorspaceDetails(s, bt709, 1, bt709, 0, 0, 1 << 16, 1 << 16)
            if r < 0 {
                sws_freeContext(s)
                throw MediaError(operation: "set BT.709 conversion", code: r)
            }
        }
        return s
    }

    /// Takes an idle frame or allocates one with buffers for width×height in `pixelFormat`.
    private func borrowFrame() throws -> UnsafeMutablePointer<AVFrame> {
        // Prefer a frame whose buffer nobody else references: a consumer that keeps its previous input
        // may still hold the most recently recycled one, and `make_writable` would then allocate and
        // copy a new buffer per frame, which fragments the heap as it grows.
        if let f = idle.withLock({ idle -> UnsafeMutablePointer<AVFrame>? in
            if let i = idle.frames.lastIndex(where: { av_frame_is_writable($0) != 0 }) { return idle.frames.remove(at: i) }
            return idle.frames.popLast()
        }) {
            return f
        }
        guard let f = av_frame_alloc() else { throw MediaError(operation: "allocate frame", code: xwt_averror_enomem()) }
        f.pointee.width = Int32(width)
        f.pointee.height = Int32(height)
        f.pointee.format = pixelFormat.rawValue
        f.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        if isYUV709 {
            f.pointee.color_primaries = AVCOL_PRI_BT709
            f.pointee.color_trc = AVCOL_TRC_BT709
            f.pointee.colorspace = AVCOL_SPC_BT709
            f.pointee.color_range = AVCOL_RANGE_MPEG
        }
        let r = av_frame_get_buffer(f, 0)
        if r < 0 {
            var p: UnsafeMutablePointer<AVFrame>? = f
            av_frame_free(&p)
            throw MediaError(operation: "allocate frame buffer", code: r)
        }
        return f
    }

    /// Returns a frame to the idle list (called from `ConvertedFrame.deinit`).
    func recycle(_ frame: UnsafeMutablePointer<AVFrame>) {
        idle.withLock { $0.frames.append(frame) }
    }

    deinit {
        idle.withLock { idle in
            for s in idle.scalers { sws_freeContext(s) }
            for f in idle.frames {
                var p: UnsafeMutablePointer<AVFrame>? = f
                av_frame_free(&p)
            }
        }
    }
}
