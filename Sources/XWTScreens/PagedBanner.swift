import XWTEngine

/// The paged banner and slider of WSL's full-screen-pop demo page (`WSLAnimationFive.m`: a
/// horizontally paged `UIScrollView` with `bounces = NO` and a `UISlider` on its page), drawn as
/// parts over the presented screen: the pages as one strip, and the slider's filled track and thumb
/// at its value, so the banner pages and the thumb moves without redrawing the screen.
///
/// Geometry in points on a screen of `size`; `offset` is the scroll position in pages.
public struct PagedBanner: Sendable {
    public static let pages = 2
    /// The thumb's radius (UISlider's thumb is about 28 pt across).
    public static let thumbRadius = 14.0

    /// The banner's frame: full width, its top at 55 % of the screen, 180 pt tall.
    public static func frame(in size: Size) -> Rect {
        Rect(x: 0, y: (size.height * 0.55).rounded(), width: size.width, height: 180)
    }

    /// The slider's touch area on the first page (screen points with the first page shown): 44 pt
    /// tall, inset 24 pt from the banner's sides.
    public static func sliderFrame(in size: Size) -> Rect {
        let b = frame(in: size)
        return Rect(x: b.minX + 24, y: b.minY + 112, width: b.width - 48, height: 44)
    }

    private let canvas: Canvas
    /// The pages side by side, the slider's empty track on the first.
    private let strip: Bitmap

    /// Draws the strip for `canvas` in `appearance`. Throws `FontError` when a font file is missing.
    public init(canvas: Canvas, appearance: Appearance) throws {
        self.canvas = canvas
        let pal = MockPalette.of(appearance)
        let banner = Self.frame(in: canvas.size)
        let width = banner.width, height = banner.height
        var p = try MockPainter(
            canvas: Canvas(width: width * Double(Self.pages), height: height, scale: canvas.scale), background: pal.background)
        let cards: [(Color, Color, String, String)] = [
            (MockColor.hex(0x5AC8FA), MockColor.hex(0x007AFF), "Page 1 of 2", "Full-screen pop, slider and scroll view"),
            (MockColor.hex(0xFFCC00), MockColor.hex(0xFF9500), "Page 2 of 2", "Slider and scroll view"),
        ]
        for (i, card) in cards.enumerated() {
            let x = Double(i) * width
            p.gradient(Rect(x: x + 16, y: 8, width: width - 32, height: height - 16), radius: 16, card.0, card.1)
            p.text(card.2, x: x + 32, baseline: 44, .headline, .white)
            p.text(p.truncate(card.3, .subheadline, width: width - 64), x: x + 32, baseline: 68, .subheadline, .white)
        }
        let slider = Self.sliderFrame(in: canvas.size)
        p.fill(
            Rect(x: slider.minX, y: slider.minY + slider.height / 2 - banner.minY - 2, width: slider.width, height: 4), radius: 2,
            MockColor.hex(0xFFFFFF, 0.4))
        strip = p.bitmap
    }

    /// `screen` with the banner scrolled to `offset` pages and the slider at `sliderValue` (0…1).
    public func compose(onto screen: Bitmap, offset: Double, sliderValue: Double) -> Bitmap {
        var pixels = screen.pixels
        let s = canvas.scale, banner = Self.frame(in: canvas.size)
        let x0 = Int((banner.minX * s).rounded()), y0 = Int((banner.minY * s).rounded())
        let w = min(Int((banner.width * s).rounded()), screen.width - x0)
        let shift = min(max(Int((offset * banner.width * s).rounded()), 0), strip.width - w)
        let source = strip.pixels
        for row in 0..<min(strip.height, screen.height - y0) where row + y0 >= 0 {
            let from = (row * strip.width + shift) * 4, to = ((row + y0) * screen.width + x0) * 4
            pixels.replaceSubrange(to..<(to + w * 4), with: source[from..<(from + w * 4)])
        }
        let slider = Self.sliderFrame(in: canvas.size), r = Self.thumbRadius
        let dx = -offset * banner.width
        let thumb = Point(slider.minX + r + sliderValue * (slider.width - 2 * r) + dx, slider.minY + slider.height / 2)
        var paint = Paint(pixels: pixels, width: screen.width, height: screen.height, scale: s, clip: banner)
        let track = Rect(x: slider.minX + dx, y: thumb.y - 2, width: max(thumb.x - slider.minX - dx, 0), height: 4)
        paint.cover(.white, in: track) { _, _ in 1 }
        let knob = Rect(x: thumb.x - r - 2, y: thumb.y - r - 2, width: 2 * r + 4, height: 2 * r + 4)
        paint.cover(Color(red: 0, green: 0, blue: 0, alpha: 0.18), in: knob) { x, y in Self.disk(x, y, thumb, r + 0.5) }
        paint.cover(.white, in: knob) { x, y in Self.disk(x, y, thumb, r) }
        return Bitmap(width: screen.width, height: screen.height, pixels: paint.pixels)
    }

    /// The anti-aliased coverage of a disk of radius `r` at `c` at point (x, y).
    private static func disk(_ x: Double, _ y: Double, _ c: Point, _ r: Double) -> Double {
        let d = ((x - c.x) * (x - c.x) + (y - c.y) * (y - c.y)).squareRoot()
        return min(max(r - d + 0.5, 0), 1)
    }

    /// Blends colours over opaque pixels by a coverage function of the pixel centre in points,
    /// within `clip`.
    private struct Paint {
        var pixels: [UInt8]
        let width: Int, height: Int, scale: Double, clip: Rect

        /// Blends `color` by `coverage` over the pixels whose centres lie in `bounds` and the clip.
        mutating func cover(_ color: Color, in bounds: Rect, coverage: (Double, Double) -> Double) {
            func pixel(_ v: Double) -> Int { Int((v * scale).rounded()) }
            let x0 = max(pixel(max(clip.minX, bounds.minX)), 0), x1 = min(pixel(min(clip.maxX, bounds.maxX)), width)
            let y0 = max(pixel(max(clip.minY, bounds.minY)), 0), y1 = min(pixel(min(clip.maxY, bounds.maxY)), height)
            guard x0 < x1, y0 < y1 else { return }
            let ink = [color.red, color.green, color.blue]
            for y in y0..<y1 {
                for x in x0..<x1 {
                    let a = coverage((Double(x) + 0.5) / scale, (Double(y) + 0.5) / scale) * color.alpha
                    guard a > 0 else { continue }
                    let i = (y * width + x) * 4
                    for c in 0..<3 { pixels[i + c] = UInt8((Double(pixels[i + c]) * (1 - a) + ink[c] * 255 * a).rounded()) }
                }
            }
        }
    }
}
