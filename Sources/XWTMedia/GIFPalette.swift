import XWTEngine

/// A GIF's global palette: 256 colours for a whole clip, built by `GIFPalette(histogram:)`.
///
/// Entry 255 is reserved as the transparent colour the GIF encoder uses for unchanged pixels
/// between frames, so at most 255 colours show.
public struct GIFPalette: Sendable, Equatable {
    /// 256 entries, 4 bytes each in memory order B, G, R, A (libav's `RGB32` on little-endian).
    public let bgra: [UInt8]

    /// The entry `i` as RGBA.
    public subscript(i: Int) -> RGBA8 { RGBA8(r: bgra[4 * i + 2], g: bgra[4 * i + 1], b: bgra[4 * i], a: bgra[4 * i + 3]) }
}
