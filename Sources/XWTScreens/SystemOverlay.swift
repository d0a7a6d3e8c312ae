import XWTEngine

/// The status bar and home indicator composed over finished frames, as iOS draws them above the
/// app's window: fixed in place while the transition moves the screens underneath.
///
/// Stored as coverage (0…255) of the bands that hold ink, drawn once per canvas. Both inks share
/// that coverage, so cross-fading a dark bar into a light one is the same as drawing it once in
/// the grey between: `compose` mixes the ink, not two pictures.
public struct SystemOverlay: Sendable {
    /// Rows `top ..< top + rows` of the canvas with their coverage, `width` bytes a row.
    struct Band: Sendable {
        let top: Int
        let rows: Int
        let coverage: [UInt8]
        /// True for the status bar (upper half of the canvas), false for the home indicator.
        let isStatusBar: Bool
        /// Per row of the band, the runs of columns with coverage above 0 (all a row's ink).
        let inkRuns: [[Range<Int>]]

        init(top: Int, rows: Int, width: Int, coverage: [UInt8], isStatusBar: Bool) {
            self.top = top; self.rows = rows; self.coverage = coverage; self.isStatusBar = isStatusBar
            inkRuns = (0..<rows).map { y in
                var runs: [Range<Int>] = []
                var x = 0
                while x < width {
                    guard coverage[y * width + x] > 0 else { x += 1; continue }
                    var end = x + 1
                    while end < width && coverage[y * width + end] > 0 { end += 1 }
                    runs.append(x..<end)
                    x = end
                }
                return runs
            }
        }
    }

    let width: Int
    let bands: [Band]

    /// The overlay for `canvas` (same pixel size as the frames it is composed on) laid out for
    /// `device` (nil: `Device.custom` of the canvas size); throws
    /// `FontError` when a font file is missing.
    public init(canvas: Canvas, device: Device? = nil) throws {
        let device = MockDevice(device ?? .custom(width: canvas.size.width, height: canvas.size.height))
        var painter = try MockPainter(canvas: canvas, background: .black)
        // Outside the box the bars were drawn in, every pixel is still black: no ink to look for.
        let drawn = painter.tracking { p in
            p.statusBar(device, light: true)
            p.homeIndicator(device, light: true)
        }
        let width = painter.width, height = painter.height, mask = painter.pixels
        self.width = width
        guard let drawn else {
            bands = []
            return
        }
        let columns = drawn.x0..<drawn.x1
        /// True when any pixel of `row` has coverage (white drawn over black: red > 0).
        func hasInk(_ row: Int) -> Bool { columns.contains { mask[(row * width + $0) * 4] > 0 } }
        var bands: [Band] = []
        var row = drawn.y0
        while row < drawn.y1 {
            guard hasInk(row) else { row += 1; continue }
            var end = row + 1
            while end < drawn.y1 && hasInk(end) { end += 1 }
            var coverage = [UInt8](repeating: 0, count: (end - row) * width)
            for y in row..<end {
                for x in columns { coverage[(y - row) * width + x] = mask[(y * width + x) * 4] }
            }
            bands.append(Band(top: row, rows: end - row, width: width, coverage: coverage, isStatusBar: row < height / 2))
            row = end
        }
        self.bands = bands
    }

    /// The inks that read over `screen` (a screen image of the canvas size): each bar's ink
    /// chosen from the luma of the rows it covers.
    public func inks(over screen: Bitmap) -> ScreenInks {
        func ink(_ statusBar: Bool) -> BarInk {
            guard let band = bands.first(where: { $0.isStatusBar == statusBar }) else { return .dark }
            return BarInk.readable(over: screen, rows: band.top..<(band.top + band.rows))
        }
        return ScreenInks(statusBar: ink(true), homeIndicator: ink(false))
    }

    /// Blends the bars over `frame` (premultiplied, same size as the canvas) in the ink of screen
    /// `from` mixed towards screen `to`'s by `weight` (0 = from's, 1 = to's, clamped).
    public func compose(onto frame: inout Bitmap, from: ScreenInks, to: ScreenInks, weight: Double) {
        compose(onto: &frame, rows: 0..<frame.height, frameHeight: frame.height, from: from, to: to, weight: weight)
    }

    /// `compose` on rows `rows` of a `frameHeight`-row frame, held in the first rows of `band`
    /// (frame row `y` is band row `y − rows.lowerBound`): the same bytes in those rows. Each
    /// channel becomes (ink · k + old · (255 − k) + 127) / 255 at coverage k (alpha: ink 255);
    /// the rows are written through `memory` (a test compares the two paths).
    public func compose<Memory: PixelMemory>(
        onto band: inout Bitmap, rows: Range<Int>, frameHeight: Int, from: ScreenInks, to: ScreenInks, weight: Double,
        memory: Memory.Type = UncheckedMemory.self
    ) {
        guard band.width == width else { return }
        precondition(rows.count <= band.height, "more rows than the band holds")
        let w = weight.isFinite ? min(1, max(0, weight)) : 0, width = width
        for bar in bands where bar.top + bar.rows <= frameHeight {
            let firstRow = max(bar.top, rows.lowerBound), endRow = min(bar.top + bar.rows, rows.upperBound)
            guard firstRow < endRow else { continue }
            let a = bar.isStatusBar ? from.statusBar : from.homeIndicator
            let b = bar.isStatusBar ? to.statusBar : to.homeIndicator
            let ink = Int((Double(a.level) + (Double(b.level) - Double(a.level)) * w).rounded())
            Memory.withRows(of: &band) { frame in
                for y in firstRow..<endRow {
                    let start = (y - bar.top) * width
                    frame.update(row: y - rows.lowerBound) { row in
                        for run in bar.inkRuns[y - bar.top] {
                            for x in run {
                                let k = Int(bar.coverage[start + x]), keep = 255 - k
                                let old = row[x]
                                func mixed(_ value: Int, _ shift: UInt32) -> UInt32 {
                                    UInt32((value * k + Int(old >> shift & 0xFF) * keep + 127) / 255) << shift
                                }
                                row[x] = mixed(ink, 0) | mixed(ink, 8) | mixed(ink, 16) | mixed(255, 24)
                            }
                        }
                    }
                }
            }
        }
    }
}
