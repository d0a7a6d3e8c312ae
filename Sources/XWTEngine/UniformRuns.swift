/// Per row of a bitmap, the long runs of one pixel word: texel columns `lo..<hi` whose pixels are
/// all equal.
///
/// A bilinear sample whose four texels lie in runs of one colour is that colour whatever its
/// weights (a lerp of c and c is (256·c + 128) >> 8 = c), so `TexelRowLerps` stores a run's
/// colour instead of lerping its columns. Mock screens are mostly such runs (backgrounds, bars,
/// the space between words, a vertical gradient's rows). Runs shorter than `minimumLength`
/// texels are not listed: their few columns are cheaper lerped than looked up.
public struct UniformRuns: Sendable {
    /// The shortest run listed.
    static let minimumLength = 16
    /// Run k is columns `bounds[2k]..<bounds[2k + 1]`; row y's runs are k in `rowStarts[y]..<rowStarts[y + 1]`, left to right.
    private let bounds: [Int]
    private let rowStarts: [Int]

    /// Scans every pixel once.
    init(_ bitmap: Bitmap) {
        let image = PixelImage<UncheckedMemory>(bitmap)
        var bounds: [Int] = [], rowStarts = [0]
        rowStarts.reserveCapacity(bitmap.height + 1)
        for y in 0..<bitmap.height {
            var lo = 0
            while lo < bitmap.width {
                let word = image[lo, y]
                var hi = lo &+ 1
                while hi < bitmap.width && image[hi, y] == word { hi &+= 1 }
                if hi &- lo >= Self.minimumLength { bounds.append(lo); bounds.append(hi) }
                lo = hi
            }
            rowStarts.append(bounds.count / 2)
        }
        self.bounds = bounds
        self.rowStarts = rowStarts
    }

    /// The indices of row `y`'s runs (`0 ≤ y < height`).
    @inline(__always)
    func runs(row y: Int) -> Range<Int> { rowStarts[y]..<rowStarts[y &+ 1] }

    /// The indices of row `y`'s runs that end after texel column `x` (`0 ≤ y < height`): a
    /// binary search, for rows that read a few columns of a wide image.
    @inline(__always)
    func runs(row y: Int, endingAfter x: Int) -> Range<Int> {
        var lo = rowStarts[y], hi = rowStarts[y &+ 1]
        let end = hi
        while lo < hi {
            let mid = (lo &+ hi) &>> 1
            if bounds[2 &* mid &+ 1] > x { hi = mid } else { lo = mid &+ 1 }
        }
        return lo..<end
    }

    /// Run `k`'s columns.
    @inline(__always)
    func run(_ k: Int) -> Range<Int> { bounds[2 &* k]..<bounds[2 &* k &+ 1] }

    /// The colour of texel (x, y) of `image` (a run's, taken at any of its columns) in 16-bit
    /// lanes, as the row loops lerp channels.
    @inline(__always)
    static func colour<Memory: PixelMemory>(_ image: PixelImage<Memory>, _ x: Int, _ y: Int) -> SIMD4<UInt16> {
        let texel = ChannelVectors.channels(image[x, y])
        return SIMD4(UInt16(texel[0]), UInt16(texel[1]), UInt16(texel[2]), UInt16(texel[3]))
    }
}
