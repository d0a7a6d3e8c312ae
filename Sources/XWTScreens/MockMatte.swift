import XWTEngine

/// Recovers a translucent drawing from two opaque renders of it, one over black and one over white.
///
/// Over black a pixel shows its premultiplied colour `c`; over white `c + 255 − α`. So per pixel
/// α = 255 − (white − black), taken as the largest channel difference, and each channel is `black`
/// clamped to α (premultiplied channels never exceed alpha).
enum MockMatte {
    /// The drawing in `overBlack` and `overWhite` (the same drawing over a black and a white
    /// background), premultiplied over transparency. Only the pixels either painter touched are
    /// read: elsewhere both hold their backgrounds, which is α = 0.
    static func extract(overBlack black: MockPainter, overWhite white: MockPainter) -> Bitmap {
        precondition(black.width == white.width && black.height == white.height, "renders differ in size")
        let width = black.width, k = black.pixels, w = white.pixels
        var out = [UInt8](repeating: 0, count: k.count)
        let boxes = [black.touched, white.touched].compactMap { $0 }
        if let first = boxes.first {
            let box = boxes.dropFirst().reduce(first) { a, b in (min(a.x0, b.x0), min(a.y0, b.y0), max(a.x1, b.x1), max(a.y1, b.y1)) }
            for y in box.y0..<box.y1 {
                for i in stride(from: (y * width + box.x0) * 4, to: (y * width + box.x1) * 4, by: 4) {
                    let spread = max(Int(w[i]) - Int(k[i]), Int(w[i + 1]) - Int(k[i + 1]), Int(w[i + 2]) - Int(k[i + 2]))
                    let alpha = UInt8(255 - min(max(spread, 0), 255))
                    out[i] = min(k[i], alpha); out[i + 1] = min(k[i + 1], alpha); out[i + 2] = min(k[i + 2], alpha)
                    out[i + 3] = alpha
                }
            }
        }
        return Bitmap(width: width, height: black.height, pixels: out)
    }

    /// `drawing` alone over transparency, canvas-sized: drawn once over black and once over white,
    /// then extracted; and the pixel rows it drew in (nil: none), which hold every pixel `drawing`
    /// changes on any painter of this canvas.
    static func isolate(_ canvas: Canvas, _ drawing: (inout MockPainter) -> Void) throws -> (matte: Bitmap, rows: Range<Int>?) {
        var overBlack = try MockPainter(canvas: canvas, background: .black)
        var overWhite = try MockPainter(canvas: canvas, background: .white)
        drawing(&overBlack)
        drawing(&overWhite)
        return (extract(overBlack: overBlack, overWhite: overWhite), overBlack.touched.map { $0.y0..<$0.y1 })
    }
}
