import XWTEngine

/// Whole screens moved by whole pixels, each over the ones before it, over the background: the
/// pure pixel shifts of CATransition push, moveIn and reveal (`TransitionAnimator+SystemType.m`).
///
/// No resampling: every drawn pixel is a copy of a screen pixel (or, where a screen has alpha, its
/// source-over composite). Invariant: every sheet has the frame's size. Pure in (x, y); per row
/// each sheet is one copy of its visible span when that span is opaque, else one flat over loop.
struct ScreenShiftKernel: PixelKernel {
    /// A screen and where its top-left corner lies, in pixels.
    struct Sheet: Sendable {
        let image: Bitmap
        let dx: Int
        let dy: Int
    }

    /// Bottom first.
    let sheets: [Sheet]
    let background: UInt32

    init(sheets: [Sheet], background: RGBA8) {
        precondition(sheets.allSatisfy { $0.image.width == sheets[0].image.width && $0.image.height == sheets[0].image.height },
                     "screens differ in size")
        self.sheets = sheets
        self.background = UInt32(background.r) | UInt32(background.g) << 8 | UInt32(background.b) << 16 | UInt32(background.a) << 24
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

    func render(row y: Int, into row: UnsafeMutablePointer<UInt8>, width: Int) {
        let raw = UnsafeMutableRawPointer(row)
        if !coversOpaquely(row: y, width: width) {
            for x in 0..<width { raw.storeBytes(of: background, toByteOffset: x &* 4, as: UInt32.self) }
        }
        for sheet in sheets {
            let sy = y &- sheet.dy
            let x0 = max(0, sheet.dx), x1 = min(width, width &+ sheet.dx)
            guard sy >= 0, sy < sheet.image.height, x0 < x1 else { continue }
            sheet.image.pixels.withUnsafeBufferPointer { pixels in
                let source = pixels.baseAddress! + (sy &* width &+ x0 &- sheet.dx) &* 4
                let target = row + x0 &* 4
                let count = x1 &- x0
                if Self.isOpaque(source, count: count) {
                    target.update(from: source, count: count &* 4)
                } else {
                    for i in stride(from: 0, to: count &* 4, by: 4) {
                        let under = FilterPixel.load(UnsafePointer(target), i)
                        FilterPixel.store(PackedPixel.over(under, FilterPixel.load(source, i)), target, i)
                    }
                }
            }
        }
    }

    /// Whether the first sheet covers row `y` edge to edge with opaque pixels (no background
    /// shows).
    private func coversOpaquely(row y: Int, width: Int) -> Bool {
        guard let first = sheets.first, first.dx == 0, first.dy <= y, y &- first.dy < first.image.height else { return false }
        return first.image.pixels.withUnsafeBufferPointer { Self.isOpaque($0.baseAddress! + (y &- first.dy) &* width &* 4, count: width) }
    }

    /// Whether `count` pixels from `p` all have alpha 255.
    private static func isOpaque(_ p: UnsafePointer<UInt8>, count: Int) -> Bool {
        var alphas: UInt32 = 0xFF00_0000
        for i in stride(from: 0, to: count &* 4, by: 4) { alphas &= FilterPixel.load(p, i) }
        return alphas == 0xFF00_0000
    }
}
