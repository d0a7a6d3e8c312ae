import XWTEngine

/// Whole screens moved by whole pixels, each over the ones before it, over the background: the
/// pure pixel shifts of CATransition push, moveIn and reveal (`TransitionAnimator+SystemType.m`).
///
/// No resampling: every drawn pixel is a copy of a screen pixel (or, where a screen has alpha, its
/// source-over composite, scaled by the sheet's opacity). Invariant: every sheet has the frame's
/// size. Pure in (x, y); per row each sheet is one copy of its visible span when that span and the
/// sheet are opaque, else one flat over loop.
struct ScreenShiftKernel: PixelKernel {
    /// A screen, where its top-left corner lies, in pixels, and its opacity (0…1).
    struct Sheet: Sendable {
        let image: Bitmap
        let dx: Int
        let dy: Int
        var opacity: Double = 1
    }

    /// Bottom first.
    let sheets: [Sheet]
    let background: UInt32

    init(sheets: [Sheet], background: RGBA8) {
        precondition(
            sheets.allSatisfy { $0.image.width == sheets[0].image.width && $0.image.height == sheets[0].image.height },
            "screens differ in size")
        self.sheets = sheets
        self.background = background.word
    }

    /// The offset of a screen moved `fraction` of the way `distance` pixels along a side's axis,
    /// rounded to whole pixels (halves away from zero).
    static func offset(_ side: Side, pixels distance: Int, fraction: Double) -> (dx: Int, dy: Int) {
        let k = Int((Double(distance) * fraction).rounded())
        switch side {
        case .right: return (k, 0)
        case .left: return (-k, 0)
        case .bottom: return (0, k)
        case .top: return (0, -k)
        }
    }

    func render<Memory>(_ row: inout FrameRow<Memory>) {
        let y = row.y, width = row.width
        if !coversOpaquely(row: y, width: width, Memory.self) { row.fill(background, columns: 0..<width) }
        for sheet in sheets {
            let sy = y &- sheet.dy
            let x0 = max(0, sheet.dx), x1 = min(width, width &+ sheet.dx)
            guard sy >= 0, sy < sheet.image.height, x0 < x1 else { continue }
            let source = PixelImage<Memory>(sheet.image).row(sy)
            if sheet.opacity < 1 {
                let weight = UInt64((max(sheet.opacity, 0) * 255).rounded())
                for x in x0..<x1 {
                    row[x] = PackedPixel.over(row[x], PackedPixel.pack(PackedPixel.scale(PackedPixel.spread(source[x &- sheet.dx]), weight)))
                }
            } else if Self.isOpaque(source, (x0 &- sheet.dx)..<(x1 &- sheet.dx)) {
                row.copy(source, shiftedBy: sheet.dx, columns: x0..<x1)
            } else {
                for x in x0..<x1 { row[x] = PackedPixel.over(row[x], source[x &- sheet.dx]) }
            }
        }
    }

    /// Whether the first sheet covers row `y` edge to edge with opaque pixels (no background
    /// shows).
    private func coversOpaquely<Memory: PixelMemory>(row y: Int, width: Int, _: Memory.Type) -> Bool {
        guard let first = sheets.first, first.opacity >= 1, first.dx == 0, first.dy <= y, y &- first.dy < first.image.height else { return false }
        return Self.isOpaque(PixelImage<Memory>(first.image).row(y &- first.dy), 0..<width)
    }

    /// Whether the pixels of `row` at `columns` all have alpha 255.
    private static func isOpaque<Memory>(_ row: PixelRow<Memory>, _ columns: Range<Int>) -> Bool {
        var alphas: UInt32 = 0xFF00_0000
        for x in columns { alphas &= row[x] }
        return alphas == 0xFF00_0000
    }
}
