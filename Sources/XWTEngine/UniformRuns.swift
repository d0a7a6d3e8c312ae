/// Per row of a bitmap, the long runs of one pixel word: texel columns `lo..<hi` whose pixels are
/// all equal.
///
/// A bilinear sample whose four texels lie in runs of one colour is that colour whatever its
/// weights (a lerp of c and c is (256·c + 128) >> 8 = c), so `TexelRowLerps` stores a run's
/// colour instead of lerping its columns. Mock screens are mostly such runs (backgrounds, bars,
/// the space between words, a vertical gradient's rows). Runs shorter than `minimumLength`
/// texels are not listed: their few columns are cheaper lerped than looked up. Rows with
/// perspective ask whether a block of texels lies in runs (`joins(rows:columns:)`), one bit a texel.
public struct UniformRuns: Sendable {
    /// The shortest run listed.
    static let minimumLength = 16
    /// Run k is columns `bounds[2k]..<bounds[2k + 1]`; row y's runs are k in `rowStarts[y]..<rowStarts[y + 1]`, left to right.
    private let bounds: [Int]
    private let rowStarts: [Int]
    /// Row y's words are `rowWords·y ..< rowWords·(y + 1)`: bit x (of word x / 64, bit x % 64) is
    /// set when texels x and x + 1 lie in one run. A row's last word is zero: the word after the
    /// one holding any column's bit is the row's own.
    private let links: [UInt64]
    private let rowWords: Int

    /// Scans every pixel once.
    init(_ bitmap: Bitmap) {
        let image = PixelImage<UncheckedMemory>(bitmap)
        var bounds: [Int] = [], rowStarts = [0]
        rowStarts.reserveCapacity(bitmap.height + 1)
        let rowWords = (bitmap.width &- 1) &>> 6 &+ 2
        var links = [UInt64](repeating: 0, count: rowWords &* bitmap.height)
        for y in 0..<bitmap.height {
            var lo = 0
            while lo < bitmap.width {
                let word = image[lo, y]
                var hi = lo &+ 1
                while hi < bitmap.width && image[hi, y] == word { hi &+= 1 }
                if hi &- lo >= Self.minimumLength {
                    bounds.append(lo); bounds.append(hi)
                    Self.link(&links, rowStart: y &* rowWords, lo..<(hi &- 1))
                }
                lo = hi
            }
            rowStarts.append(bounds.count / 2)
        }
        self.bounds = bounds
        self.rowStarts = rowStarts
        self.links = links
        self.rowWords = rowWords
    }

    /// Sets the bits of `columns` in the row whose words start at `rowStart`, a word at a time.
    private static func link(_ links: inout [UInt64], rowStart: Int, _ columns: Range<Int>) {
        var x = columns.lowerBound
        while x < columns.upperBound {
            let bit = x & 63, count = min(64 &- bit, columns.upperBound &- x)
            let ones: UInt64 = count == 64 ? ~0 : (1 &<< UInt64(count)) &- 1
            links[rowStart &+ x &>> 6] |= ones &<< UInt64(bit)
            x &+= count
        }
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

    /// True when, in every row of `rows`, texels `columns` lie in one run (2 to 64 columns inside
    /// the image, the rows inside it; more columns: false): the bits of columns lo..<hi all set.
    @inline(__always)
    func joins(rows: ClosedRange<Int>, columns: ClosedRange<Int>) -> Bool {
        let lo = columns.lowerBound, count = columns.upperBound &- lo
        guard count < 64 else { return false }
        let mask: UInt64 = (1 &<< UInt64(count)) &- 1, shift = UInt64(lo & 63)
        var i = rows.lowerBound &* rowWords &+ lo &>> 6
        for _ in rows {
            // The word holding bit lo shifted down, the next word's low bits above it (shifted
            // twice: one shift by 64 − shift would be none at shift 0).
            let bits = links[i] &>> shift | (links[i &+ 1] &<< 1) &<< (63 &- shift)
            if bits & mask != mask { return false }
            i &+= rowWords
        }
        return true
    }
}
