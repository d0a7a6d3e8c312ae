import XWTEngine

/// Draws short labels (contact-sheet captions, titles) onto any bitmap with the mock screens' text
/// engine (HarfBuzz + FreeType, Inter; Chinese in Micro Hei).
///
/// Units: pixels. `height` is the font size (px per em): capitals are about 0.73 × `height` tall
/// and the baseline sits 0.8 × `height` below the top of the line box. Every call throws
/// `FontError` when a font file is missing.
public enum Caption {
    /// The advance of `text` in pixels at font size `height`.
    public static func width(_ text: String, height: Double, bold: Bool = false) throws -> Double {
        try FontSet.shared().width(text, font(height, bold))
    }

    /// The longest prefix of `text` (ended with "…" when cut) that is at most `maxWidth` pixels wide.
    public static func fitting(_ text: String, width maxWidth: Double, height: Double, bold: Bool = false) throws -> String {
        try FontSet.shared().truncate(text, font(height, bold), width: maxWidth)
    }

    /// Blends `text` in `color` over `bitmap` (premultiplied, any alpha); `origin` is the top-left
    /// of the line box in pixels, rounded to whole pixels. Pixels outside the bitmap are skipped.
    ///
    /// The text is rasterised white on black by the mock painter at 1 px per point; that coverage
    /// (0…255) weights `color` in a source-over blend, so the bitmap stays premultiplied.
    public static func draw(
        _ text: String, into bitmap: inout Bitmap, at origin: Point, height: Double,
        color: Color, bold: Bool = false
    ) throws {
        guard height > 0, height.isFinite, !text.isEmpty else { return }
        let style = font(height, bold)
        let pad = (0.3 * height).rounded(.up) + 1
        let boxWidth = (try FontSet.shared().width(text, style) + 2 * pad).rounded(.up)
        let boxHeight = (1.1 * height + 2 * pad).rounded(.up)
        guard boxWidth >= 1, boxHeight >= 1 else { return }
        var painter = try MockPainter(canvas: Canvas(width: boxWidth, height: boxHeight, scale: 1), background: .black)
        painter.text(text, x: pad, baseline: pad + 0.8 * height, style, .white)
        let coverage = painter.bitmap

        let ink = color.premultiplied
        let left = Int(origin.x.rounded()) - Int(pad), top = Int(origin.y.rounded()) - Int(pad)
        let w = bitmap.width, h = bitmap.height
        for y in 0..<coverage.height {
            let ty = top + y
            guard ty >= 0 && ty < h else { continue }
            for x in 0..<coverage.width {
                let tx = left + x
                guard tx >= 0 && tx < w else { continue }
                let k = Int(coverage.pixels[(y * coverage.width + x) * 4])  // red = coverage of white over black
                if k == 0 { continue }
                let i = (ty * w + tx) * 4
                let keep = 65_025 - Int(ink.a) * k  // 255² · (1 − α·coverage)
                bitmap.pixels[i] = UInt8((Int(ink.r) * k * 255 + Int(bitmap.pixels[i]) * keep + 32_512) / 65_025)
                bitmap.pixels[i + 1] = UInt8((Int(ink.g) * k * 255 + Int(bitmap.pixels[i + 1]) * keep + 32_512) / 65_025)
                bitmap.pixels[i + 2] = UInt8((Int(ink.b) * k * 255 + Int(bitmap.pixels[i + 2]) * keep + 32_512) / 65_025)
                bitmap.pixels[i + 3] = UInt8((Int(ink.a) * k * 255 + Int(bitmap.pixels[i + 3]) * keep + 32_512) / 65_025)
            }
        }
    }

    private static func font(_ height: Double, _ bold: Bool) -> MockFont {
        MockFont(height, bold ? .bold : .medium)
    }
}
