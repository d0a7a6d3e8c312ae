extension Bitmap {
    /// Rows `rows` set to the same rows of `a` and `b` mixed by `weight`/256: every byte
    /// `(a·(256 − weight) + b·weight + 128) >> 8`, so weight 0 gives `a`'s bytes and 256 `b`'s.
    /// Invariant: `a`, `b` and this bitmap have one size; `rows` lies inside; `weight` is 0…256.
    public mutating func mix(rows: Range<Int>, of a: Bitmap, _ b: Bitmap, weight: Int) {
        mix(UncheckedMemory.self, rows: rows, of: a, b, weight: weight)
    }

    /// `mix` on the reference path (`CheckedMemory`: every coordinate checked); tests require the
    /// same bytes.
    public mutating func mixChecked(rows: Range<Int>, of a: Bitmap, _ b: Bitmap, weight: Int) {
        mix(CheckedMemory.self, rows: rows, of: a, b, weight: weight)
    }

    /// Four pixels a step in 16-bit lanes (`ChannelVectors.lerp`), the row's last columns one by one.
    private mutating func mix<Memory: PixelMemory>(_: Memory.Type, rows: Range<Int>, of a: Bitmap, _ b: Bitmap, weight: Int) {
        precondition(a.width == width && b.width == width && a.height == height && b.height == height, "bitmaps differ in size")
        precondition(rows.lowerBound >= 0 && rows.upperBound <= height, "rows outside the bitmap")
        precondition(weight >= 0 && weight <= 256, "weight outside 0…256")
        let k = UInt16(weight), width = width
        let imageA = PixelImage<Memory>(a), imageB = PixelImage<Memory>(b)
        Memory.withRows(of: &self) { frame in
            for y in rows {
                let rowA = imageA.row(y), rowB = imageB.row(y)
                frame.update(row: y) { out in
                    var x = 0
                    while x < width &- 3 {
                        let (a0, a1) = ChannelVectors.widen(rowA.channels4(x)), (b0, b1) = ChannelVectors.widen(rowB.channels4(x))
                        out.setChannels4(x, ChannelVectors.narrow(ChannelVectors.lerp(a0, b0, k), ChannelVectors.lerp(a1, b1, k)))
                        x &+= 4
                    }
                    while x < width {
                        let pa = ChannelVectors.widen(SIMD8(lowHalf: rowA.channels(x), highHalf: .zero))
                        let pb = ChannelVectors.widen(SIMD8(lowHalf: rowB.channels(x), highHalf: .zero))
                        out.setChannels(x, ChannelVectors.narrow(ChannelVectors.lerp(pa, pb, k)).lowHalf)
                        x &+= 1
                    }
                }
            }
        }
    }
}
