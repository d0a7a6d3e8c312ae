import CFFmpeg
import Foundation
import XWTEngine

/// Resamples premultiplied RGBA8 bitmaps of one size to another with swscale; thread-safe.
///
/// Area (box) filter on the premultiplied values: averaging premultiplied pixels is the correct
/// filter with alpha, and a box cannot overshoot, so results stay valid premultiplied pixels
/// (lanczos/bicubic ring and can leave colour > alpha). Each concurrent caller borrows its own
/// `SwsContext` (contexts are stateful); the idle list only grows to the peak concurrency.
public final class BitmapScaler: Sendable {
    public let from: (width: Int, height: Int)
    public let to: (width: Int, height: Int)
    /// Contexts not lent out (each `SwsContext` is used by one thread at a time).
    private let idle = Locked([OpaquePointer]())

    public init(from: (width: Int, height: Int), to: (width: Int, height: Int)) throws {
        guard from.width > 0, from.height > 0, to.width > 0, to.height > 0 else {
            throw MediaError(operation: "create scaler", message: "sizes must be positive (\(from.width)×\(from.height) → \(to.width)×\(to.height))")
        }
        self.from = from
        self.to = to
        let first = try makeContext()  // fail here rather than in a worker
        idle.withLock { $0.append(first) }
    }

    deinit { idle.withLock { for s in $0 { sws_freeContext(s) } } }

    /// An idle context, a new one, or — when swscale cannot make another (out of memory) — the
    /// next one given back: the one made in `init` always exists, so this never fails.
    private func borrowContext() -> OpaquePointer {
        if let s = idle.withLock({ $0.popLast() }) { return s }
        if let s = try? makeContext() { return s }
        return idle.withLock(when: { !$0.isEmpty }) { $0.removeLast() }
    }

    private func makeContext() throws -> OpaquePointer {
        guard
            let s = sws_getContext(
                Int32(from.width), Int32(from.height), AV_PIX_FMT_RGBA, Int32(to.width), Int32(to.height),
                AV_PIX_FMT_RGBA, SWS_AREA | SWS_ACCURATE_RND, nil, nil, nil)
        else {
            throw MediaError(
                operation: "create scaler", code: xwt_averror_einval(),
                message: "swscale cannot scale \(from.width)×\(from.height) to \(to.width)×\(to.height)")
        }
        return s
    }

    /// Scales `source` (`from` sized) into `target` (`to` sized).
    public func scale(_ source: Bitmap, into target: inout Bitmap) {
        precondition(
            source.width == from.width && source.height == from.height && target.width == to.width && target.height == to.height,
            "bitmap sizes must match the scaler")
        let scaler = borrowContext()
        defer { idle.withLock { $0.append(scaler) } }
        source.pixels.withUnsafeBufferPointer { src in
            target.pixels.withUnsafeMutableBufferPointer { dst in
                var srcData: (UnsafePointer<UInt8>?, UnsafePointer<UInt8>?, UnsafePointer<UInt8>?, UnsafePointer<UInt8>?) = (src.baseAddress, nil, nil, nil)
                var srcStride: (Int32, Int32, Int32, Int32) = (Int32(from.width * 4), 0, 0, 0)
                var dstData: (UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt8>?) = (
                    dst.baseAddress, nil, nil, nil
                )
                var dstStride: (Int32, Int32, Int32, Int32) = (Int32(to.width * 4), 0, 0, 0)
                withUnsafePointer(to: &srcData) { sd in
                    withUnsafePointer(to: &srcStride) { ss in
                        withUnsafePointer(to: &dstData) { dd in
                            withUnsafePointer(to: &dstStride) { ds in
                                // Homogeneous tuples are laid out as C arrays (swscale reads four entries).
                                _ = sws_scale(
                                    scaler,
                                    UnsafeRawPointer(sd).assumingMemoryBound(to: UnsafePointer<UInt8>?.self),
                                    UnsafeRawPointer(ss).assumingMemoryBound(to: Int32.self), 0, Int32(from.height),
                                    UnsafeRawPointer(dd).assumingMemoryBound(to: UnsafeMutablePointer<UInt8>?.self),
                                    UnsafeRawPointer(ds).assumingMemoryBound(to: Int32.self))
                            }
                        }
                    }
                }
            }
        }
    }
}
