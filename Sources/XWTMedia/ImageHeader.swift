/// The pixel size a PNG or JPEG file declares, read from its header before anything is decoded.
///
/// PNG: the IHDR chunk (bytes 16–23, big-endian width and height). JPEG: the first start-of-frame
/// marker (SOF0–SOF15 except DHT C4, JPG C8 and DAC CC): height, then width, big-endian.
enum ImageHeader {
    /// Screens larger than this many pixels are refused before decoding: decoding keeps about three
    /// RGBA copies (≈ 400 MB at 32 Mpx), and a screen is drawn at device size anyway.
    static let pixelBudget = 1 << 25

    /// The declared width and height, or nil when the header does not say (left to the decoder).
    static func size(_ bytes: [UInt8], png: Bool) -> (width: Int, height: Int)? {
        png ? pngSize(bytes) : jpegSize(bytes)
    }

    private static func be(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int {
        bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        return (be(bytes, 16, 4), be(bytes, 20, 4))
    }

    private static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        var i = 2
        while i + 9 <= bytes.count {
            guard bytes[i] == 0xFF else { return nil }
            let marker = bytes[i + 1]
            if marker == 0xFF { i += 1; continue }  // fill byte
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }  // no length
            let length = be(bytes, i + 2, 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (be(bytes, i + 7, 2), be(bytes, i + 5, 2))
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }
}
