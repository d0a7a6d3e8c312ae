/// A bitmap's pixels rearranged in vertical bands, for sampling under perspective.
///
/// A layer seen under perspective (a fold strip, a cube face) reads a new source row every few
/// output pixels, so row-major texels arrive from scattered cache lines. Here band b holds the
/// columns 16b … 16b + 16 of every row (the last one repeated from the next band, so a bilinear
/// pair never straddles two bands), rows one after another: walking down a strip reads each band
/// as one ascending stream. The same texels, so the same samples (`ColumnBandImage` reads them).
///
/// Invariant: `bytes.count == bandCount · height · rowBytes`; texel (16b + k, y) for k in 0…16 is
/// at byte `((b · height + y) · 17 + k) · 4`, columns past the image repeating its last column.
public struct ColumnBands: Sendable {
    /// Texel columns a band starts apart.
    public static let bandWidth = 16
    /// Texels stored per band row: the band and the next band's first column.
    public static let rowTexels = bandWidth + 1
    /// Bytes per band row.
    public static let rowBytes = rowTexels * 4

    public let width: Int
    public let height: Int
    public let bytes: [UInt8]

    /// The bands of `bitmap` (about 6 % more bytes than the bitmap).
    public init(_ bitmap: Bitmap) {
        width = bitmap.width; height = bitmap.height
        let bandCount = (width + Self.bandWidth - 1) / Self.bandWidth
        let pixels = bitmap.pixels
        var bytes: [UInt8] = []
        bytes.reserveCapacity(bandCount * height * Self.rowBytes)
        for band in 0..<bandCount {
            let first = band * Self.bandWidth, end = min(first + Self.rowTexels, width)
            let last = (width - 1) * 4
            for y in 0..<height {
                let row = y * width * 4
                bytes.append(contentsOf: pixels[(row + first * 4)..<(row + end * 4)])
                for _ in end..<(first + Self.rowTexels) { bytes.append(contentsOf: pixels[(row + last)..<(row + last + 4)]) }
            }
        }
        self.bytes = bytes
    }
}
