import XWTEngine

/// Recovers a translucent drawing from two opaque renders of it, one over black and one over white.
///
/// Over black a pixel shows its premultiplied colour `c`; over white `c + 255 − α`. So per pixel
/// α = 255 − (white − black), taken as the largest channel difference, and each channel is `black`
/// clamped to α (premultiplied channels never exceed alpha).
enum MockMatte {
    static func extract(overBlack black: Bitmap, overWhite white: Bitmap) -> Bitmap {
        precondition(black.width == white.width && black.height == white.height, "renders differ in size")
        let k = black.pixels, w = white.pixels
        var out = [UInt8](repeating: 0, count: k.count)
        for i in stride(from: 0, to: k.count, by: 4) {
            let spread = max(Int(w[i]) - Int(k[i]), Int(w[i + 1]) - Int(k[i + 1]), Int(w[i + 2]) - Int(k[i + 2]))
            let alpha = UInt8(255 - min(max(spread, 0), 255))
            out[i] = min(k[i], alpha); out[i + 1] = min(k[i + 1], alpha); out[i + 2] = min(k[i + 2], alpha)
            out[i + 3] = alpha
        }
        return Bitmap(width: black.width, height: black.height, pixels: out)
    }

    /// `drawing` alone over transparency, canvas-sized: drawn once over black and once over white,
    /// then extracted.
    static func isolate(_ canvas: Canvas, _ drawing: (inout MockPainter) -> Void) throws -> Bitmap {
        var overBlack = try MockPainter(canvas: canvas, background: .black)
        var overWhite = try MockPainter(canvas: canvas, background: .white)
        drawing(&overBlack)
        drawing(&overWhite)
        return extract(overBlack: overBlack.bitmap, overWhite: overWhite.bitmap)
    }
}
