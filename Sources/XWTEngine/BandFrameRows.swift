/// Rows `top..<top + band.height` of a `frameHeight`-row frame, held in a band's rows (frame row
/// `y` is band row `y − top`): what `Renderer.render(_:inBandsOf:_:)` draws into.
///
/// A row keeps its frame coordinate (`FrameRow.y`), so what is drawn is the frame's row; `height`
/// is the frame's. Writing a frame row outside the band traps.
struct BandFrameRows: FrameRows {
    typealias Memory = UncheckedMemory
    let width: Int
    let height: Int
    private let band: UncheckedFrameRows
    private let top: Int

    init(_ band: UncheckedFrameRows, top: Int, frameHeight: Int) {
        self.band = band; self.top = top
        width = band.width; height = frameHeight
    }

    mutating func update(row y: Int, _ body: (inout FrameRow<UncheckedMemory>) -> Void) {
        precondition(y >= top && y - top < band.height, "row outside the band")
        var row = FrameRow<UncheckedMemory>(y: y, width: width, bytes: .init(band.base + (y &- top) &* width &* 4))
        body(&row)
    }

    mutating func update(rows y: Int, _ z: Int, _ body: (inout FrameRow<UncheckedMemory>, inout FrameRow<UncheckedMemory>) -> Void) {
        precondition(y >= top && y - top < band.height && z >= top && z - top < band.height, "rows outside the band")
        precondition(y != z, "the same row twice")
        var row = FrameRow<UncheckedMemory>(y: y, width: width, bytes: .init(band.base + (y &- top) &* width &* 4))
        var other = FrameRow<UncheckedMemory>(y: z, width: width, bytes: .init(band.base + (z &- top) &* width &* 4))
        body(&row, &other)
    }
}

extension Bitmap {
    /// Hands this picture on in bands: its rows copied into the first rows of `band` (as wide as
    /// the picture), `band.height` rows at a time (the last band fewer), top to bottom, each band
    /// given to `body` with the picture rows it holds.
    public func copyRows(inBandsOf band: inout Bitmap, _ body: (Range<Int>, inout Bitmap) -> Void) {
        precondition(band.width == width && band.height >= 1, "a band must be as wide as the picture")
        let rowBytes = width * 4
        for top in stride(from: 0, to: height, by: band.height) {
            let rows = top..<min(top + band.height, height)
            band.pixels.replaceSubrange(0..<rows.count * rowBytes, with: pixels[rows.lowerBound * rowBytes..<rows.upperBound * rowBytes])
            body(rows, &band)
        }
    }
}
