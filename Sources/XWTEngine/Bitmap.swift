/// A premultiplied RGBA8 raster, rows top to bottom, stride = 4·width bytes.
///
/// Invariant: `pixels.count == width * height * 4` and every colour channel ≤ its alpha.
public struct Bitmap: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// The bytes, R, G, B, A per pixel. Any change through this property (made in place, no
    /// copy) forgets `isKnownOpaque`, `blankRows`, the uniform runs and the column bands.
    @inlinable public var pixels: [UInt8] {
        get { storage }
        set { storage = newValue; knownOpaque = false; derived = nil }
        _modify { knownOpaque = false; derived = nil; yield &storage }
    }
    @usableFromInline var storage: [UInt8]

    /// True only while every pixel is known to be opaque: set by `recordOpacity()` or an opaque
    /// fill, forgotten by any change of `pixels`. The renderer skips what such an image hides.
    public var isKnownOpaque: Bool { knownOpaque }
    @usableFromInline var knownOpaque = false

    /// What is kept about the pixels until they change, in one reference (a change of the pixels
    /// releases one): the column bands, the blank rows and the uniform runs.
    @usableFromInline final class Derived: Sendable {
        /// The pixels as `ColumnBands`, built on first use and shared by every copy of the bitmap.
        let bands: Locked<ColumnBands?>?
        let blankRows: [Bool]?
        /// The `UniformRuns`, found on first use and shared by every copy of the bitmap.
        let uniformRuns: Locked<UniformRuns?>?
        init(bands: Locked<ColumnBands?>?, blankRows: [Bool]?, uniformRuns: Locked<UniformRuns?>?) {
            self.bands = bands; self.blankRows = blankRows; self.uniformRuns = uniformRuns
        }
    }
    @usableFromInline var derived: Derived?

    /// Per row, true when every pixel of the row is transparent (all its bytes 0); nil unless
    /// `recordBlankRows()` was called since the pixels last changed. The renderer skips an image
    /// row that reads blank texel rows only.
    public var blankRows: [Bool]? { derived?.blankRows }

    /// Lets perspective sampling read this bitmap as `ColumnBands`, built once on first use and
    /// kept (≈ 1.06× the pixels) while the pixels stay unchanged: for screens shown in many frames.
    public mutating func keepColumnBands() {
        if derived?.bands == nil { derived = Derived(bands: Locked(nil), blankRows: derived?.blankRows, uniformRuns: derived?.uniformRuns) }
    }

    /// The column bands, when `keepColumnBands()` allows them (built here on first use).
    var columnBands: ColumnBands? {
        derived?.bands?.withLock { cached in
            if cached == nil { cached = ColumnBands(self) }
            return cached
        }
    }

    /// A bitmap filled with one premultiplied colour (transparent black by default).
    public init(width: Int, height: Int, fill: RGBA8 = .clear) {
        precondition(width > 0 && height > 0, "bitmap size must be positive")
        self.width = width
        self.height = height
        storage = [UInt8](repeating: 0, count: width * height * 4)
        if fill != .clear {
            let word = fill.word
            withUncheckedRows { rows in
                var rows = rows
                for y in 0..<height { rows.update(row: y) { $0.fill(word, columns: 0..<width) } }
            }
        }
        knownOpaque = fill.a == 255
    }

    /// Wraps existing premultiplied RGBA8 bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height * 4, "pixel count must be width·height·4")
        self.width = width
        self.height = height
        self.storage = pixels
    }

    /// The premultiplied pixel at (x, y).
    public subscript(x: Int, y: Int) -> RGBA8 {
        get {
            let i = (y * width + x) * 4
            return RGBA8(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.r; pixels[i + 1] = newValue.g; pixels[i + 2] = newValue.b; pixels[i + 3] = newValue.a
        }
    }

    /// True when every pixel is fully opaque.
    public var isOpaque: Bool {
        (0..<height).allSatisfy { y in AlphaFold.fold(storage, pixels: y * width..<(y + 1) * width, UncheckedMemory.self).and == 255 }
    }

    /// Checks every pixel once and records whether all are opaque (`isKnownOpaque`).
    public mutating func recordOpacity() {
        knownOpaque = isOpaque
    }

    /// Checks every row once and records which are blank (`blankRows`), unless already recorded:
    /// for an overlay of mostly transparent rows shown in many frames (a screen's floating controls).
    public mutating func recordBlankRows() {
        guard derived?.blankRows == nil else { return }
        // Alpha 0 makes a premultiplied pixel 0 (every channel ≤ its alpha): the alphas tell.
        let blank = (0..<height).map { y in AlphaFold.fold(storage, pixels: y * width..<(y + 1) * width, UncheckedMemory.self).or == 0 }
        derived = Derived(bands: derived?.bands, blankRows: blank, uniformRuns: derived?.uniformRuns)
    }

    /// Lets scaled rows read this bitmap's runs of one colour (`UniformRuns`), found by one scan at
    /// their first use and kept while the pixels stay unchanged: for screens shown in many frames.
    public mutating func keepUniformRuns() {
        if derived?.uniformRuns == nil { derived = Derived(bands: derived?.bands, blankRows: derived?.blankRows, uniformRuns: Locked(nil)) }
    }

    /// Each row's long runs of one colour, when `keepUniformRuns()` allows them (found here on first use).
    var uniformRuns: UniformRuns? {
        derived?.uniformRuns?.withLock { found in
            if found == nil { found = UniformRuns(self) }
            return found
        }
    }

    /// True when both hold the same pixel buffer (copies, neither changed since): equal, known
    /// without comparing a byte.
    public func sharesPixels(with other: Bitmap) -> Bool {
        width == other.width && height == other.height
            && storage.withUnsafeBufferPointer { mine in other.storage.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
    }

    /// Equal sizes and pixels (what is known about opacity or blank rows does not count).
    public static func == (a: Bitmap, b: Bitmap) -> Bool {
        a.width == b.width && a.height == b.height && a.storage == b.storage
    }
}

/// One premultiplied RGBA8 pixel.
public struct RGBA8: Sendable, Hashable {
    public var r, g, b, a: UInt8
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }
    /// The pixel as a word, R | G<<8 | B<<16 | A<<24 (memory order R, G, B, A on little-endian).
    @inlinable public var word: UInt32 { UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24 }

    public static let clear = RGBA8(r: 0, g: 0, b: 0, a: 0)
    public static let black = RGBA8(r: 0, g: 0, b: 0)
    public static let white = RGBA8(r: 255, g: 255, b: 255)
}

/// A straight (non-premultiplied) colour with components in 0…1, as UIKit and Core Image specify them.
public struct Color: Sendable, Hashable {
    public var red, green, blue, alpha: Double
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// The premultiplied 8-bit pixel, rounded to nearest.
    public var premultiplied: RGBA8 {
        func q(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        let a = max(0, min(1, alpha))
        return RGBA8(r: q(red * a), g: q(green * a), b: q(blue * a), a: q(a))
    }
}
