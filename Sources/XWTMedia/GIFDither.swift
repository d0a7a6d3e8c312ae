/// Dithering of the GIF quantiser (`GIFQuantizer`): the modes of libavfilter's `paletteuse`
/// ("none" maps every pixel to the nearest palette colour).
public enum GIFDither: String, CaseIterable, Sendable {
    case none, bayer, heckbert
    case floydSteinberg = "floyd_steinberg"
    case sierra2
    case sierra2_4a
}
