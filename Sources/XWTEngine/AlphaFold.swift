/// The alpha bytes of a run of premultiplied RGBA8 pixels folded by AND and by OR, four pixels a
/// load: AND 255 means every pixel is opaque, OR 0 that every pixel is transparent.
///
/// Generic over `PixelMemory`: `CheckedMemory` indexes the array, `UncheckedMemory` loads 16 bytes
/// at once; `AlphaFoldTests` requires both equal to a byte-by-byte fold.
public enum AlphaFold {
    /// AND and OR of the alphas of pixels `pixels` (pixel indices) in `bytes`.
    @inlinable public static func fold<Memory: PixelMemory>(_ bytes: [UInt8], pixels: Range<Int>, _: Memory.Type) -> (and: UInt8, or: UInt8) {
        precondition(pixels.lowerBound >= 0 && pixels.upperBound * 4 <= bytes.count, "pixels outside the bytes")
        var all = SIMD16<UInt8>(repeating: 255), any = SIMD16<UInt8>(repeating: 0)
        var p = pixels.lowerBound
        while p &+ 4 <= pixels.upperBound {
            let four = Memory.channels4(bytes, p &* 4)
            all &= four
            any |= four
            p &+= 4
        }
        var and = all[3] & all[7] & all[11] & all[15], or = any[3] | any[7] | any[11] | any[15]
        while p < pixels.upperBound {
            let alpha = Memory.byte(bytes, p &* 4 &+ 3)
            and &= alpha
            or |= alpha
            p &+= 1
        }
        return (and, or)
    }
}
