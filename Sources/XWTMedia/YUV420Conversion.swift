import XWTEngine

/// Premultiplied RGBA8 → 8-bit Y'CbCr 4:2:0 (yuv420p): BT.709 coefficients, full-range RGB in,
/// limited range out (Y' 16…235, Cb/Cr 16…240), each chroma sample from the mean of its 2×2 pixels.
///
/// The colour converted is the premultiplied colour, i.e. the picture over black, as a format
/// without alpha shows it. Integer arithmetic, correctly rounded up to the 16-bit coefficients:
/// within ±1 of swscale's BT.709 conversion (`SWS_AREA | SWS_FULL_CHR_H_INP`) on every sample.
/// Generic over `PixelMemory`: `UncheckedMemory` is the encoder's path, `CheckedMemory` the
/// reference a test compares it with. Rows are converted 16 columns at a time, the last group
/// overlapping the one before it when the width is not a multiple of 16 (the same values again).
/// A 16×2 block of one colour (a screen's flat background) takes its samples from that colour's,
/// computed once per run of such blocks by the same arithmetic.
enum YUV420Conversion {
    /// The narrowest frame converted here (narrower ones go through swscale).
    static let minimumWidth = 16

    /// Luma weights, BT.709 Kr, Kg, Kb scaled by 219/255 and 2^16.
    static let lumaR: UInt32 = 11966, lumaG: UInt32 = 40254, lumaB: UInt32 = 4064
    /// 16 (the black level) scaled by 2^16, plus one half for rounding.
    static let lumaBias: UInt32 = (16 << 16) + (1 << 15)
    /// Chroma weights of a 2×2 pixel sum: (B − Y')/(2(1 − Kb)) and (R − Y')/(2(1 − Kr)) scaled by
    /// 224/255 and 2^16/4 (each set sums to zero: grey gives 128 exactly). The negative ones are
    /// kept as magnitudes and subtracted: every product is then of two numbers below 2^15, which
    /// the x86-64 baseline multiplies with one `pmaddwd` (a two's-complement weight needs 32-bit
    /// multiplies, which SSE2 lacks: 6 % more instructions for the conversion).
    static let blueB: UInt32 = 7196, blueMinusR: UInt32 = 1649, blueMinusG: UInt32 = 5547
    static let redR: UInt32 = 7196, redMinusG: UInt32 = 6536, redMinusB: UInt32 = 660
    /// 128 (the chroma midpoint) scaled by 2^16, plus one half for rounding.
    static let chromaBias: UInt32 = (128 << 16) + (1 << 15)

    /// Converts rows 2·`pair` and 2·`pair` + 1 of `image` into luma rows `top` and `bottom` and
    /// chroma row `pair` of `cb` and `cr`. `image.width` must be even and ≥ `minimumWidth`; the
    /// luma rows are `image.width` bytes, the chroma rows half that.
    static func convert<Memory: PixelMemory>(
        _ image: PixelImage<Memory>, pair: Int,
        top: inout ByteRowOut<Memory>, bottom: inout ByteRowOut<Memory>, cb: inout ByteRowOut<Memory>, cr: inout ByteRowOut<Memory>
    ) {
        let width = image.width
        precondition(width >= minimumWidth && width % 2 == 0, "the width must be even and at least \(minimumWidth)")
        precondition(top.width == width && bottom.width == width && cb.width == width / 2 && cr.width == width / 2, "plane rows of the wrong width")
        let upper = image.row(2 * pair), lower = image.row(2 * pair + 1)
        var x = 0
        var flat: FlatBlock?
        while x < width {
            let at = min(x, width &- 16)
            let upperLeft = words(upper, at), upperRight = words(upper, at &+ 8)
            let lowerLeft = words(lower, at), lowerRight = words(lower, at &+ 8)
            let colour = SIMD8(repeating: upperLeft[0])
            // The first eight pixels alone first: a block with detail costs one comparison.
            if all(upperLeft .== colour), all((upperRight .== colour) .& (lowerLeft .== colour) .& (lowerRight .== colour)) {
                let block = flat?.colour == upperLeft[0] ? flat! : FlatBlock(colour)
                flat = block
                @inline(__always) func store(_ at: Int) {
                    top.store(block.luma, at: at)
                    bottom.store(block.luma, at: at)
                    cb.store(block.cb, at: at &>> 1)
                    cb.store(block.cb, at: at &>> 1 &+ 4)
                    cr.store(block.cr, at: at &>> 1)
                    cr.store(block.cr, at: at &>> 1 &+ 4)
                }
                store(at)
                x = at &+ 16
                // The whole blocks after it of the same colour (a flat background's run), compared
                // with it alone: the same samples, without the colour looked up again.
                while x <= width &- 16,
                    all((words(upper, x) .== colour) .& (words(upper, x &+ 8) .== colour) .& (words(lower, x) .== colour) .& (words(lower, x &+ 8) .== colour))
                {
                    store(x)
                    x &+= 16
                }
                continue
            }
            let a = (channels(upperLeft), channels(upperRight)), b = (channels(lowerLeft), channels(lowerRight))
            top.store(SIMD16(lowHalf: luma(a.0), highHalf: luma(a.1)), at: at)
            bottom.store(SIMD16(lowHalf: luma(b.0), highHalf: luma(b.1)), at: at)
            let left = chroma(a.0, b.0), right = chroma(a.1, b.1)
            cb.store(left.cb, at: at &>> 1)
            cb.store(right.cb, at: at &>> 1 &+ 4)
            cr.store(left.cr, at: at &>> 1)
            cr.store(right.cr, at: at &>> 1 &+ 4)
            x = at &+ 16
        }
    }

    /// The samples of a 16×2 block of one colour, computed as `convert` computes any block's.
    struct FlatBlock {
        let colour: UInt32
        let luma: SIMD16<UInt8>, cb: SIMD4<UInt8>, cr: SIMD4<UInt8>

        init(_ pixels: SIMD8<UInt32>) {
            let c = channels(pixels), y = YUV420Conversion.luma(c), (cb, cr) = chroma(c, c)
            self.colour = pixels[0]
            self.luma = SIMD16(lowHalf: y, highHalf: y)
            self.cb = cb
            self.cr = cr
        }
    }

    /// Eight pixels' channels in 32-bit lanes.
    struct Channels {
        var r: SIMD8<UInt32>, g: SIMD8<UInt32>, b: SIMD8<UInt32>
    }

    /// The pixel words (R | G<<8 | B<<16 | A<<24) of columns `x…x + 7`: the 16 bytes of four pixels
    /// read as four little-endian words, the same bits.
    @inline(__always)
    static func words<Memory: PixelMemory>(_ row: PixelRow<Memory>, _ x: Int) -> SIMD8<UInt32> {
        SIMD8(
            lowHalf: unsafeBitCast(row.channels4(x), to: SIMD4<UInt32>.self),
            highHalf: unsafeBitCast(row.channels4(x &+ 4), to: SIMD4<UInt32>.self))
    }

    /// Eight pixel words split into channels by masks and shifts (no lane shuffles).
    @inline(__always)
    static func channels(_ w: SIMD8<UInt32>) -> Channels {
        let byte = SIMD8<UInt32>(repeating: 0xFF)
        return Channels(r: w & byte, g: (w &>> 8) & byte, b: (w &>> 16) & byte)
    }

    /// Y' of eight pixels.
    @inline(__always)
    static func luma(_ c: Channels) -> SIMD8<UInt8> {
        narrow((c.r &* lumaR &+ c.g &* lumaG &+ c.b &* lumaB &+ lumaBias) &>> 16)
    }

    /// Cb and Cr of the four 2×2 blocks of eight pixels in two rows.
    @inline(__always)
    static func chroma(_ upper: Channels, _ lower: Channels) -> (cb: SIMD4<UInt8>, cr: SIMD4<UInt8>) {
        @inline(__always) func sums(_ u: SIMD8<UInt32>, _ l: SIMD8<UInt32>) -> SIMD4<UInt32> {
            let s = u &+ l
            return s.evenHalf &+ s.oddHalf
        }
        let r = sums(upper.r, lower.r), g = sums(upper.g, lower.g), b = sums(upper.b, lower.b)
        let cb = (b &* blueB &+ chromaBias &- r &* blueMinusR &- g &* blueMinusG) &>> 16
        let cr = (r &* redR &+ chromaBias &- g &* redMinusG &- b &* redMinusB) &>> 16
        let both = narrow(SIMD8(lowHalf: cb, highHalf: cr))
        return (both.lowHalf, both.highHalf)
    }

    /// The low bytes of eight lanes (each ≤ 255 here). Spelt lane by lane: measured, the standard
    /// library's `SIMD8<UInt8>(truncatingIfNeeded:)` costs the conversion 15 % more instructions.
    @inline(__always)
    static func narrow(_ v: SIMD8<UInt32>) -> SIMD8<UInt8> {
        SIMD8(
            UInt8(truncatingIfNeeded: v[0]), UInt8(truncatingIfNeeded: v[1]), UInt8(truncatingIfNeeded: v[2]),
            UInt8(truncatingIfNeeded: v[3]), UInt8(truncatingIfNeeded: v[4]), UInt8(truncatingIfNeeded: v[5]),
            UInt8(truncatingIfNeeded: v[6]), UInt8(truncatingIfNeeded: v[7]))
    }
}
