/// How pixel loops reach bitmap memory: the one audited file where XWTEngine and XWTEffects turn
/// coordinates into byte addresses.
///
/// Pixel kernels (`PixelKernel`), the quad rasterizer and the effects' per-frame image passes never
/// compute an address. They read bitmaps through `PixelImage`/`PixelRow`, byte planes through
/// `BytePlane`/`ByteRow`, write rows through `FrameRow` and keep running sums in a `ScratchBuffer`,
/// each generic over a `PixelMemory`:
///
/// - `UncheckedMemory`, what the renderer runs: unaligned 32-bit loads and stores through raw
///   pointers, no check per pixel.
/// - `CheckedMemory`, the reference path: ordinary array indexing, every access bounds-checked,
///   and every coordinate checked against its view (a column past the end of a row traps even
///   where the flat buffer continues into the next row). A test renders every effect both ways
///   and requires byte-equal frames.
///
/// Audit: `UncheckedMemory` is sound under these invariants.
/// 1. Every view covers exactly its bytes: `Bitmap` guarantees `pixels.count == width·height·4`,
///    `ColumnBands` its band layout's size, `BytePlane.init` checks `bytes.count == width·height`.
/// 2. Rows are taken only at `0 ≤ y < height`, and copies and fills only over column ranges inside
///    `0…width`: both are checked on every path (once per row or span, not per pixel).
/// 3. Per-pixel columns and image coordinates satisfy `0 ≤ x < width`, `0 ≤ y < height`: callers
///    derive them from clamped ranges; the reference test runs every caller on `CheckedMemory`,
///    where any coordinate outside its view traps.
/// 4. A `FrameRow<UncheckedMemory>` points into a frame only inside `Bitmap.withUncheckedRows`,
///    which keeps the frame's storage pinned while it runs; rows are never stored.
/// 5. A `ScratchBuffer` owns its memory from `init` to `deinit`; indices satisfy `0 ≤ i < count`
///    (invariant 3 again: checked on the reference path).
/// 6. A `ByteRowOut<UncheckedMemory>` covers `count` bytes its caller owns (`withByteRow`: a plane
///    row of a frame the caller converts into), only while `body` runs; stores stay inside it
///    (invariant 3, checked on the reference path).
/// 7. An `OpenPixelRow<UncheckedMemory>` points into an image's pixels only inside
///    `PixelImage.withRow`, which keeps the array pinned while `body` runs; it is never stored.
///    Its columns satisfy invariant 3 (checked on the reference path).
/// Other reads of an array go through `withUnsafeBytes` at the access itself, so no pointer
/// outlives the array it points into.
public protocol PixelMemory {
    /// The bytes of the frame row being written.
    associatedtype RowBytes
    /// The bytes of an image row held open for reading through a whole loop (invariant 7).
    associatedtype ImageRowBytes
    /// The frame being written, handed out row by row.
    associatedtype Rows: FrameRows where Rows.Memory == Self

    /// True when views check every coordinate (the reference path).
    static var checksCoordinates: Bool { get }
    /// The little-endian word at byte `offset` of `bytes` (R | G<<8 | B<<16 | A<<24 for a pixel).
    static func word(_ bytes: [UInt8], _ offset: Int) -> UInt32
    /// The four bytes at `offset` of `bytes` (a pixel's channels R, G, B, A).
    static func channels(_ bytes: [UInt8], _ offset: Int) -> SIMD4<UInt8>
    /// The eight bytes at `offset` of `bytes` (two pixels' channels).
    static func channels2(_ bytes: [UInt8], _ offset: Int) -> SIMD8<UInt8>
    /// The sixteen bytes at `offset` of `bytes` (four pixels' channels).
    static func channels4(_ bytes: [UInt8], _ offset: Int) -> SIMD16<UInt8>
    /// The byte at `offset` of `bytes`.
    static func byte(_ bytes: [UInt8], _ offset: Int) -> UInt8
    /// Runs `body` with bytes `start..<start + count` of `bytes` open for reading.
    static func withImageRow<R>(_ bytes: [UInt8], start: Int, count: Int, _ body: (ImageRowBytes) -> R) -> R
    /// The eight bytes at `offset` of an open image row (two pixels' channels).
    static func channels2(_ row: ImageRowBytes, _ offset: Int) -> SIMD8<UInt8>
    /// The word at byte `offset` of a frame row.
    static func load(_ row: RowBytes, _ offset: Int) -> UInt32
    /// Stores `word` at byte `offset` of a frame row.
    static func store(_ word: UInt32, _ row: inout RowBytes, _ offset: Int)
    /// Stores four bytes at `offset` of a frame row.
    static func store(_ channels: SIMD4<UInt8>, _ row: inout RowBytes, _ offset: Int)
    /// The sixteen bytes at `offset` of a frame row (four pixels' channels).
    static func load4(_ row: RowBytes, _ offset: Int) -> SIMD16<UInt8>
    /// Stores sixteen bytes at `offset` of a frame row.
    static func store(_ channels: SIMD16<UInt8>, _ row: inout RowBytes, _ offset: Int)
    /// Copies `count` bytes from `bytes[from...]` to `row[at...]`.
    static func copy(_ bytes: [UInt8], from: Int, to row: inout RowBytes, at: Int, count: Int)
    /// Runs `kernel` on `row` (through the kernel's entry for this memory).
    static func render(_ kernel: any PixelKernel, _ row: inout FrameRow<Self>)
    /// Runs `kernel` on `row` and its mirror (`PixelKernel.render(_:mirror:)`).
    static func render(_ kernel: any PixelKernel, _ row: inout FrameRow<Self>, mirror: inout FrameRow<Self>)
    /// Runs `body` with the rows of `bitmap` open for writing.
    static func withRows<R>(of bitmap: inout Bitmap, _ body: (inout Rows) -> R) -> R
}

/// The frame rows a band of the renderer writes.
public protocol FrameRows {
    associatedtype Memory: PixelMemory
    var width: Int { get }
    var height: Int { get }
    /// Runs `body` on row `y` (`0 ≤ y < height`, checked).
    mutating func update(row y: Int, _ body: (inout FrameRow<Memory>) -> Void)
    /// Runs `body` on rows `y` and `z` (`y ≠ z`, both in `0..<height`, checked).
    mutating func update(rows y: Int, _ z: Int, _ body: (inout FrameRow<Memory>, inout FrameRow<Memory>) -> Void)
}

// MARK: - Read views

/// Read access to a premultiplied RGBA8 bitmap as 32-bit pixel words.
public struct PixelImage<Memory: PixelMemory> {
    public let width: Int
    public let height: Int
    @usableFromInline let pixels: [UInt8]

    @inlinable public init(_ bitmap: Bitmap) {
        width = bitmap.width; height = bitmap.height; pixels = bitmap.pixels
    }

    /// Row `y`; traps unless `0 ≤ y < height`.
    @inlinable @inline(__always) public func row(_ y: Int) -> PixelRow<Memory> {
        precondition(y >= 0 && y < height, "row outside the image")
        return PixelRow(width: width, pixels: pixels, start: y &* width &* 4)
    }

    /// The pixel word at (x, y). Invariant 3: `0 ≤ x < width`, `0 ≤ y < height`.
    @inlinable @inline(__always) public subscript(x: Int, y: Int) -> UInt32 {
        if Memory.checksCoordinates { precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel outside the image") }
        return Memory.word(pixels, (y &* width &+ x) &* 4)
    }

    /// The channels of pixels x and x + 1 of row y. Invariant 3: `0 ≤ x`, `x + 1 < width`, `0 ≤ y < height`.
    @inlinable @inline(__always) public func pair(_ x: Int, _ y: Int) -> SIMD8<UInt8> {
        if Memory.checksCoordinates { precondition(x >= 0 && x + 1 < width && y >= 0 && y < height, "pixels outside the image") }
        return Memory.channels2(pixels, (y &* width &+ x) &* 4)
    }

    /// Runs `body` with row `y` open for reading (invariant 7: the open row is valid only while
    /// `body` runs). A loop reads it from the row's start held in a register, where `pair(x, y)`
    /// adds the row's offset at every read. Traps unless `0 ≤ y < height`.
    @inlinable @inline(__always) public func withRow<R>(_ y: Int, _ body: (OpenPixelRow<Memory>) -> R) -> R {
        precondition(y >= 0 && y < height, "row outside the image")
        let width = width
        return Memory.withImageRow(pixels, start: y &* width &* 4, count: width &* 4) { body(OpenPixelRow(width: width, bytes: $0)) }
    }
}

/// One row of a `PixelImage` held open for a loop (`PixelImage.withRow`).
public struct OpenPixelRow<Memory: PixelMemory> {
    public let width: Int
    @usableFromInline let bytes: Memory.ImageRowBytes

    @inlinable init(width: Int, bytes: Memory.ImageRowBytes) {
        self.width = width; self.bytes = bytes
    }

    /// The channels of pixels x and x + 1. Invariant 3: `0 ≤ x`, `x + 1 < width`.
    @inlinable @inline(__always) public func pair(_ x: Int) -> SIMD8<UInt8> {
        if Memory.checksCoordinates { precondition(x >= 0 && x + 1 < width, "pixels outside the row") }
        return Memory.channels2(bytes, x &* 4)
    }
}

/// Bilinear footprints: the channels of pixels x and x + 1 in rows y and y + 1.
public protocol TexelPairs {
    /// Invariant 3: `0 ≤ x`, `x + 1 < width`, `0 ≤ y`, `y + 1 < height`.
    func pairs(_ x: Int, _ y: Int) -> (top: SIMD8<UInt8>, bottom: SIMD8<UInt8>)
}

extension PixelImage: TexelPairs {
    @inlinable @inline(__always) public func pairs(_ x: Int, _ y: Int) -> (top: SIMD8<UInt8>, bottom: SIMD8<UInt8>) {
        (pair(x, y), pair(x, y &+ 1))
    }
}

/// Read access to `ColumnBands`: the same texels as the bitmap's `PixelImage`, in band order.
public struct ColumnBandImage<Memory: PixelMemory>: TexelPairs {
    public let width: Int
    public let height: Int
    @usableFromInline let bytes: [UInt8]

    /// Invariant 1 holds by `ColumnBands`' own invariant.
    @inlinable public init(_ bands: ColumnBands) {
        width = bands.width; height = bands.height; bytes = bands.bytes
    }

    /// Invariant 3: `0 ≤ x`, `x + 1 < width`, `0 ≤ y`, `y + 1 < height` (then x and x + 1 lie in
    /// band x / 16, at 0…16 within it, and row y + 1 follows row y).
    @inlinable @inline(__always) public func pairs(_ x: Int, _ y: Int) -> (top: SIMD8<UInt8>, bottom: SIMD8<UInt8>) {
        if Memory.checksCoordinates { precondition(x >= 0 && x + 1 < width && y >= 0 && y + 1 < height, "pixels outside the image") }
        let offset = (((x &>> 4) &* height &+ y) &* ColumnBands.rowTexels &+ (x & 15)) &* 4
        return (Memory.channels2(bytes, offset), Memory.channels2(bytes, offset &+ ColumnBands.rowBytes))
    }
}

/// One row of a `PixelImage`.
public struct PixelRow<Memory: PixelMemory> {
    public let width: Int
    @usableFromInline let pixels: [UInt8]
    /// Byte offset of column 0.
    @usableFromInline let start: Int

    @inlinable init(width: Int, pixels: [UInt8], start: Int) {
        self.width = width; self.pixels = pixels; self.start = start
    }

    /// The pixel word at column `x`. Invariant 3: `0 ≤ x < width`.
    @inlinable @inline(__always) public subscript(x: Int) -> UInt32 {
        if Memory.checksCoordinates { precondition(x >= 0 && x < width, "column outside the row") }
        return Memory.word(pixels, start &+ x &* 4)
    }

    /// The channels (R, G, B, A) of the pixel at column `x`. Invariant 3: `0 ≤ x < width`.
    @inlinable @inline(__always) public func channels(_ x: Int) -> SIMD4<UInt8> {
        if Memory.checksCoordinates { precondition(x >= 0 && x < width, "column outside the row") }
        return Memory.channels(pixels, start &+ x &* 4)
    }

    /// The channels of the four pixels from column `x`. Invariant 3: `0 ≤ x`, `x + 3 < width`.
    @inlinable @inline(__always) public func channels4(_ x: Int) -> SIMD16<UInt8> {
        if Memory.checksCoordinates { precondition(x >= 0 && x + 3 < width, "columns outside the row") }
        return Memory.channels4(pixels, start &+ x &* 4)
    }
}

/// Read access to a plane of one byte per pixel (masks, coverage, shading levels).
public struct BytePlane<Memory: PixelMemory> {
    public let width: Int
    public let height: Int
    @usableFromInline let bytes: [UInt8]

    /// Traps unless `bytes.count == width·height`.
    @inlinable public init(_ bytes: [UInt8], width: Int, height: Int) {
        precondition(width >= 0 && height >= 0 && bytes.count == width * height, "plane must hold width·height bytes")
        self.width = width; self.height = height; self.bytes = bytes
    }

    /// Row `y`; traps unless `0 ≤ y < height`.
    @inlinable @inline(__always) public func row(_ y: Int) -> ByteRow<Memory> {
        precondition(y >= 0 && y < height, "row outside the plane")
        return ByteRow(width: width, bytes: bytes, start: y &* width)
    }

    /// The byte at (x, y). Invariant 3: `0 ≤ x < width`, `0 ≤ y < height`.
    @inlinable @inline(__always) public subscript(x: Int, y: Int) -> UInt8 {
        if Memory.checksCoordinates { precondition(x >= 0 && x < width && y >= 0 && y < height, "byte outside the plane") }
        return Memory.byte(bytes, y &* width &+ x)
    }
}

/// One row of a `BytePlane`.
public struct ByteRow<Memory: PixelMemory> {
    public let width: Int
    @usableFromInline let bytes: [UInt8]
    @usableFromInline let start: Int

    @inlinable init(width: Int, bytes: [UInt8], start: Int) {
        self.width = width; self.bytes = bytes; self.start = start
    }

    /// The byte at column `x`. Invariant 3: `0 ≤ x < width`.
    @inlinable @inline(__always) public subscript(x: Int) -> UInt8 {
        if Memory.checksCoordinates { precondition(x >= 0 && x < width, "column outside the row") }
        return Memory.byte(bytes, start &+ x)
    }
}

extension PixelImage {
    /// The channels of pixels i and i + 1 in row-major order (pixel i = (i mod width, i div width)).
    /// Invariant 3: both in the same row, `0 ≤ i`, `i + 1 < width·height`.
    @inlinable @inline(__always) public func pair(at i: Int) -> SIMD8<UInt8> {
        if Memory.checksCoordinates { precondition(i >= 0 && i % width + 1 < width && i / width < height, "pixels outside the image") }
        return Memory.channels2(pixels, i &* 4)
    }
}

// MARK: - The row being written

/// Row `y` of the frame being drawn, `width` premultiplied pixels, read and written as words.
public struct FrameRow<Memory: PixelMemory> {
    public let y: Int
    public let width: Int
    @usableFromInline var bytes: Memory.RowBytes

    @inlinable init(y: Int, width: Int, bytes: Memory.RowBytes) {
        self.y = y; self.width = width; self.bytes = bytes
    }

    /// The pixel word at column `x`. Invariant 3: `0 ≤ x < width`.
    @inlinable public subscript(x: Int) -> UInt32 {
        @inline(__always) get {
            if Memory.checksCoordinates { precondition(x >= 0 && x < width, "column outside the row") }
            return Memory.load(bytes, x &* 4)
        }
        @inline(__always) set {
            if Memory.checksCoordinates { precondition(x >= 0 && x < width, "column outside the row") }
            Memory.store(newValue, &bytes, x &* 4)
        }
    }

    /// Sets the channels (R, G, B, A) of the pixel at column `x`. Invariant 3: `0 ≤ x < width`.
    @inlinable @inline(__always) public mutating func setChannels(_ x: Int, _ channels: SIMD4<UInt8>) {
        if Memory.checksCoordinates { precondition(x >= 0 && x < width, "column outside the row") }
        Memory.store(channels, &bytes, x &* 4)
    }

    /// The channels of the four pixels from column `x`. Invariant 3: `0 ≤ x`, `x + 3 < width`.
    @inlinable @inline(__always) public func channels4(_ x: Int) -> SIMD16<UInt8> {
        if Memory.checksCoordinates { precondition(x >= 0 && x + 3 < width, "columns outside the row") }
        return Memory.load4(bytes, x &* 4)
    }

    /// Sets the channels of the four pixels from column `x`. Invariant 3: `0 ≤ x`, `x + 3 < width`.
    @inlinable @inline(__always) public mutating func setChannels4(_ x: Int, _ channels: SIMD16<UInt8>) {
        if Memory.checksCoordinates { precondition(x >= 0 && x + 3 < width, "columns outside the row") }
        Memory.store(channels, &bytes, x &* 4)
    }

    /// Columns `columns` of `source` copied to the same columns (both rows `width` wide).
    @inlinable public mutating func copy(_ source: PixelRow<Memory>, columns: Range<Int>) {
        copy(source, shiftedBy: 0, columns: columns)
    }

    /// The whole of `source` (the same width).
    @inlinable public mutating func copy(_ source: PixelRow<Memory>) {
        copy(source, shiftedBy: 0, columns: 0..<width)
    }

    /// `self[x] = source[x − shift]` for every x in `columns`; traps unless `columns` lies inside
    /// this row and the shifted columns inside `source`.
    @inlinable public mutating func copy(_ source: PixelRow<Memory>, shiftedBy shift: Int, columns: Range<Int>) {
        precondition(columns.lowerBound >= 0 && columns.upperBound <= width, "columns outside the row")
        guard !columns.isEmpty else { return }
        precondition(columns.lowerBound - shift >= 0 && columns.upperBound - shift <= source.width, "columns outside the source row")
        Memory.copy(
            source.pixels, from: source.start &+ (columns.lowerBound &- shift) &* 4, to: &bytes,
            at: columns.lowerBound &* 4, count: columns.count &* 4)
    }

    /// Every column of `columns` set to `word`; traps unless `columns` lies inside the row.
    @inlinable public mutating func fill(_ word: UInt32, columns: Range<Int>) {
        precondition(columns.lowerBound >= 0 && columns.upperBound <= width, "columns outside the row")
        // Four words a store (a word's bytes in memory order, as one word's store writes them),
        // sixteen a step: the loop's own counting is spread over four stores.
        let four = unsafeBitCast(SIMD4<UInt32>(repeating: word), to: SIMD16<UInt8>.self)
        var x = columns.lowerBound
        while x < columns.upperBound &- 15 {
            Memory.store(four, &bytes, x &* 4)
            Memory.store(four, &bytes, x &* 4 &+ 16)
            Memory.store(four, &bytes, x &* 4 &+ 32)
            Memory.store(four, &bytes, x &* 4 &+ 48)
            x &+= 16
        }
        while x < columns.upperBound &- 3 {
            Memory.store(four, &bytes, x &* 4)
            x &+= 4
        }
        while x < columns.upperBound {
            Memory.store(word, &bytes, x &* 4)
            x &+= 1
        }
    }
}

// MARK: - Byte rows being written

/// `width` bytes being written, one row of a byte plane outside any bitmap (a row of a converted
/// frame's Y, Cb or Cr plane), stored 4 or 16 at a time.
public struct ByteRowOut<Memory: PixelMemory> {
    public let width: Int
    @usableFromInline var bytes: Memory.RowBytes

    @inlinable init(width: Int, bytes: Memory.RowBytes) {
        self.width = width; self.bytes = bytes
    }

    /// Stores 16 bytes from column `x`. Invariant 3: `0 ≤ x`, `x + 16 ≤ width`.
    @inlinable @inline(__always) public mutating func store(_ v: SIMD16<UInt8>, at x: Int) {
        if Memory.checksCoordinates { precondition(x >= 0 && x + 16 <= width, "columns outside the row") }
        Memory.store(v, &bytes, x)
    }

    /// Stores 4 bytes from column `x`. Invariant 3: `0 ≤ x`, `x + 4 ≤ width`.
    @inlinable @inline(__always) public mutating func store(_ v: SIMD4<UInt8>, at x: Int) {
        if Memory.checksCoordinates { precondition(x >= 0 && x + 4 <= width, "columns outside the row") }
        Memory.store(v, &bytes, x)
    }
}

extension ByteRowOut where Memory == CheckedMemory {
    /// A row of `width` zero bytes (the reference path's plane row).
    public init(width: Int) {
        self.init(width: width, bytes: [UInt8](repeating: 0, count: width))
    }

    /// The bytes written so far.
    public var written: [UInt8] { bytes }
}

extension UncheckedMemory {
    /// Runs `body` with the `count` bytes from `base` open as a row for writing. Invariant 6: the
    /// caller owns those bytes while `body` runs and nobody else reads or writes them; the row is
    /// valid only until `body` returns and is never stored.
    @inlinable public static func withByteRow<R>(
        _ base: UnsafeMutablePointer<UInt8>, count: Int, _ body: (inout ByteRowOut<UncheckedMemory>) -> R
    ) -> R {
        precondition(count >= 0, "a row cannot have a negative width")
        var row = ByteRowOut<UncheckedMemory>(width: count, bytes: RowBytes(UnsafeMutableRawPointer(base)))
        return body(&row)
    }
}

// MARK: - The renderer's memory

/// Raw pointers, no per-pixel checks: the renderer's path (see the audit above).
public enum UncheckedMemory: PixelMemory {
    public typealias Rows = UncheckedFrameRows

    /// Column 0 of the row being written (invariant 4).
    public struct RowBytes {
        @usableFromInline let base: UnsafeMutableRawPointer
        @inlinable init(_ base: UnsafeMutableRawPointer) { self.base = base }
    }

    /// Column 0 of an open image row (invariant 7).
    public struct ImageRowBytes {
        @usableFromInline let base: UnsafeRawPointer
        @inlinable init(_ base: UnsafeRawPointer) { self.base = base }
    }

    @inlinable public static var checksCoordinates: Bool { false }

    @inlinable @inline(__always) public static func word(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes.withUnsafeBytes { $0.baseAddress.unsafelyUnwrapped.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
    }

    @inlinable @inline(__always) public static func channels(_ bytes: [UInt8], _ offset: Int) -> SIMD4<UInt8> {
        bytes.withUnsafeBytes { $0.baseAddress.unsafelyUnwrapped.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt8>.self) }
    }

    @inlinable @inline(__always) public static func channels2(_ bytes: [UInt8], _ offset: Int) -> SIMD8<UInt8> {
        bytes.withUnsafeBytes { $0.baseAddress.unsafelyUnwrapped.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt8>.self) }
    }

    @inlinable @inline(__always) public static func channels4(_ bytes: [UInt8], _ offset: Int) -> SIMD16<UInt8> {
        bytes.withUnsafeBytes { $0.baseAddress.unsafelyUnwrapped.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self) }
    }

    @inlinable @inline(__always) public static func byte(_ bytes: [UInt8], _ offset: Int) -> UInt8 {
        bytes.withUnsafeBytes { $0.baseAddress.unsafelyUnwrapped.load(fromByteOffset: offset, as: UInt8.self) }
    }

    @inlinable @inline(__always) public static func withImageRow<R>(
        _ bytes: [UInt8], start: Int, count: Int, _ body: (ImageRowBytes) -> R
    ) -> R {
        precondition(start >= 0 && count >= 0 && start + count <= bytes.count, "row outside the bytes")
        return bytes.withUnsafeBytes { body(ImageRowBytes($0.baseAddress.unsafelyUnwrapped + start)) }
    }

    @inlinable @inline(__always) public static func channels2(_ row: ImageRowBytes, _ offset: Int) -> SIMD8<UInt8> {
        row.base.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt8>.self)
    }

    @inlinable @inline(__always) public static func load(_ row: RowBytes, _ offset: Int) -> UInt32 {
        row.base.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
    }

    @inlinable @inline(__always) public static func store(_ word: UInt32, _ row: inout RowBytes, _ offset: Int) {
        row.base.storeBytes(of: word, toByteOffset: offset, as: UInt32.self)
    }

    @inlinable @inline(__always) public static func store(_ channels: SIMD4<UInt8>, _ row: inout RowBytes, _ offset: Int) {
        row.base.storeBytes(of: channels, toByteOffset: offset, as: SIMD4<UInt8>.self)
    }

    @inlinable @inline(__always) public static func load4(_ row: RowBytes, _ offset: Int) -> SIMD16<UInt8> {
        row.base.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
    }

    @inlinable @inline(__always) public static func store(_ channels: SIMD16<UInt8>, _ row: inout RowBytes, _ offset: Int) {
        row.base.storeBytes(of: channels, toByteOffset: offset, as: SIMD16<UInt8>.self)
    }

    @inlinable @inline(__always) public static func copy(_ bytes: [UInt8], from: Int, to row: inout RowBytes, at: Int, count: Int) {
        bytes.withUnsafeBytes { (row.base + at).copyMemory(from: $0.baseAddress.unsafelyUnwrapped + from, byteCount: count) }
    }

    @inlinable @inline(__always) public static func render(_ kernel: any PixelKernel, _ row: inout FrameRow<UncheckedMemory>) {
        kernel.renderUnchecked(&row)
    }

    @inlinable @inline(__always) public static func render(
        _ kernel: any PixelKernel, _ row: inout FrameRow<UncheckedMemory>, mirror: inout FrameRow<UncheckedMemory>
    ) {
        kernel.renderUnchecked(&row, mirror: &mirror)
    }

    @inlinable public static func withRows<R>(of bitmap: inout Bitmap, _ body: (inout UncheckedFrameRows) -> R) -> R {
        bitmap.withUncheckedRows { rows in
            var rows = rows
            return body(&rows)
        }
    }
}

/// The rows of a frame pinned by `Bitmap.withUncheckedRows`, shared by concurrent bands.
///
/// `@unchecked Sendable`: bands write disjoint rows (each row belongs to exactly one band), and the
/// frame stays pinned until every band has returned.
public struct UncheckedFrameRows: FrameRows, @unchecked Sendable {
    public typealias Memory = UncheckedMemory
    public let width: Int
    public let height: Int
    @usableFromInline let base: UnsafeMutableRawPointer

    @inlinable init(width: Int, height: Int, base: UnsafeMutableRawPointer) {
        self.width = width; self.height = height; self.base = base
    }

    @inlinable @inline(__always) public mutating func update(row y: Int, _ body: (inout FrameRow<UncheckedMemory>) -> Void) {
        precondition(y >= 0 && y < height, "row outside the frame")
        var row = FrameRow<UncheckedMemory>(y: y, width: width, bytes: .init(base + y &* width &* 4))
        body(&row)
    }

    @inlinable @inline(__always) public mutating func update(
        rows y: Int, _ z: Int, _ body: (inout FrameRow<UncheckedMemory>, inout FrameRow<UncheckedMemory>) -> Void
    ) {
        precondition(y >= 0 && y < height && z >= 0 && z < height && y != z, "rows outside the frame or the same row")
        var row = FrameRow<UncheckedMemory>(y: y, width: width, bytes: .init(base + y &* width &* 4))
        var other = FrameRow<UncheckedMemory>(y: z, width: width, bytes: .init(base + z &* width &* 4))
        body(&row, &other)
    }
}

extension Bitmap {
    /// Runs `body` with this bitmap's rows open for writing on the unchecked path (invariant 4: the
    /// rows are valid only until `body` returns).
    @inlinable public mutating func withUncheckedRows<R>(_ body: (UncheckedFrameRows) -> R) -> R {
        let width = width, height = height
        return pixels.withUnsafeMutableBytes { raw in
            body(UncheckedFrameRows(width: width, height: height, base: raw.baseAddress.unsafelyUnwrapped))
        }
    }
}

// MARK: - The reference memory

/// Ordinary array indexing with every coordinate checked: the reference path tests compare with.
public enum CheckedMemory: PixelMemory {
    public typealias RowBytes = [UInt8]
    public typealias ImageRowBytes = ArraySlice<UInt8>
    public typealias Rows = CheckedFrameRows

    public static var checksCoordinates: Bool { true }

    public static func word(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }

    public static func channels(_ bytes: [UInt8], _ offset: Int) -> SIMD4<UInt8> {
        SIMD4(bytes[offset], bytes[offset + 1], bytes[offset + 2], bytes[offset + 3])
    }

    public static func channels2(_ bytes: [UInt8], _ offset: Int) -> SIMD8<UInt8> {
        SIMD8((0..<8).map { bytes[offset + $0] })
    }

    public static func channels4(_ bytes: [UInt8], _ offset: Int) -> SIMD16<UInt8> {
        SIMD16((0..<16).map { bytes[offset + $0] })
    }

    public static func byte(_ bytes: [UInt8], _ offset: Int) -> UInt8 { bytes[offset] }

    /// The row as a slice: a read past either end of the row traps.
    public static func withImageRow<R>(_ bytes: [UInt8], start: Int, count: Int, _ body: (ArraySlice<UInt8>) -> R) -> R {
        body(bytes[start..<start + count])
    }

    public static func channels2(_ row: ArraySlice<UInt8>, _ offset: Int) -> SIMD8<UInt8> {
        SIMD8((0..<8).map { row[row.startIndex + offset + $0] })
    }

    public static func load(_ row: [UInt8], _ offset: Int) -> UInt32 { word(row, offset) }

    public static func store(_ word: UInt32, _ row: inout [UInt8], _ offset: Int) {
        row[offset] = UInt8(word & 0xFF); row[offset + 1] = UInt8(word >> 8 & 0xFF)
        row[offset + 2] = UInt8(word >> 16 & 0xFF); row[offset + 3] = UInt8(word >> 24)
    }

    public static func store(_ channels: SIMD4<UInt8>, _ row: inout [UInt8], _ offset: Int) {
        row[offset] = channels[0]; row[offset + 1] = channels[1]; row[offset + 2] = channels[2]; row[offset + 3] = channels[3]
    }

    public static func load4(_ row: [UInt8], _ offset: Int) -> SIMD16<UInt8> { channels4(row, offset) }

    public static func store(_ channels: SIMD16<UInt8>, _ row: inout [UInt8], _ offset: Int) {
        for i in 0..<16 { row[offset + i] = channels[i] }
    }

    public static func copy(_ bytes: [UInt8], from: Int, to row: inout [UInt8], at: Int, count: Int) {
        for i in 0..<count { row[at + i] = bytes[from + i] }
    }

    public static func render(_ kernel: any PixelKernel, _ row: inout FrameRow<CheckedMemory>) {
        kernel.render(&row)
    }

    public static func render(_ kernel: any PixelKernel, _ row: inout FrameRow<CheckedMemory>, mirror: inout FrameRow<CheckedMemory>) {
        kernel.render(&row, mirror: &mirror)
    }

    public static func withRows<R>(of bitmap: inout Bitmap, _ body: (inout CheckedFrameRows) -> R) -> R {
        var rows = CheckedFrameRows(bitmap)
        defer { bitmap = rows.bitmap }
        return body(&rows)
    }
}

/// A frame written row by row through copies: each row is taken out as its own array (so a
/// column past its end traps), handed to `body`, and put back.
public struct CheckedFrameRows: FrameRows {
    public typealias Memory = CheckedMemory
    public let width: Int
    public let height: Int
    /// The frame's premultiplied bytes, `width·height·4`.
    public private(set) var pixels: [UInt8]

    public init(_ bitmap: Bitmap) {
        width = bitmap.width; height = bitmap.height; pixels = bitmap.pixels
    }

    public mutating func update(row y: Int, _ body: (inout FrameRow<CheckedMemory>) -> Void) {
        precondition(y >= 0 && y < height, "row outside the frame")
        let start = y * width * 4, end = start + width * 4
        var row = FrameRow<CheckedMemory>(y: y, width: width, bytes: Array(pixels[start..<end]))
        body(&row)
        precondition(row.bytes.count == width * 4, "a row changed its length")
        pixels.replaceSubrange(start..<end, with: row.bytes)
    }

    public mutating func update(rows y: Int, _ z: Int, _ body: (inout FrameRow<CheckedMemory>, inout FrameRow<CheckedMemory>) -> Void) {
        precondition(y >= 0 && y < height && z >= 0 && z < height && y != z, "rows outside the frame or the same row")
        let length = width * 4, first = y * length, second = z * length
        var row = FrameRow<CheckedMemory>(y: y, width: width, bytes: Array(pixels[first..<first + length]))
        var other = FrameRow<CheckedMemory>(y: z, width: width, bytes: Array(pixels[second..<second + length]))
        body(&row, &other)
        precondition(row.bytes.count == length && other.bytes.count == length, "a row changed its length")
        pixels.replaceSubrange(first..<first + length, with: row.bytes)
        pixels.replaceSubrange(second..<second + length, with: other.bytes)
    }

    /// The frame as a bitmap.
    public var bitmap: Bitmap { Bitmap(width: width, height: height, pixels: pixels) }
}

// MARK: - Scratch

/// A fixed number of plain values a pixel loop reads and writes by index (window sums, planes
/// being built): an owned allocation on the unchecked path (invariant 5), an ordinary array on
/// the reference path.
public final class ScratchBuffer<Element: BitwiseCopyable, Memory: PixelMemory> {
    public let count: Int
    /// The unchecked path's storage (nil on the reference path).
    @usableFromInline let storage: UnsafeMutablePointer<Element>?
    /// The reference path's storage (empty on the unchecked path).
    @usableFromInline var elements: [Element]

    @inlinable public init(repeating value: Element, count: Int) {
        precondition(count >= 0, "a scratch buffer cannot have a negative count")
        self.count = count
        if Memory.checksCoordinates {
            elements = [Element](repeating: value, count: count)
            storage = nil
        } else {
            elements = []
            let memory = UnsafeMutablePointer<Element>.allocate(capacity: count)
            memory.initialize(repeating: value, count: count)
            storage = memory
        }
    }

    deinit { storage?.deallocate() }

    /// Element `i`. Invariant 5: `0 ≤ i < count`.
    @inlinable public subscript(i: Int) -> Element {
        @inline(__always) get {
            if Memory.checksCoordinates { return elements[i] }
            return storage.unsafelyUnwrapped[i]
        }
        @inline(__always) set {
            if Memory.checksCoordinates { elements[i] = newValue; return }
            storage.unsafelyUnwrapped[i] = newValue
        }
    }

    /// The elements as an array (a copy).
    @inlinable public var array: [Element] {
        if let storage { return Array(UnsafeBufferPointer(start: storage, count: count)) }
        return elements
    }
}

extension ScratchBuffer where Element == SIMD4<UInt16> {
    /// Elements i and i + 1 side by side. Invariant 5: `0 ≤ i`, `i + 1 < count`.
    @inline(__always) func pair(_ i: Int) -> SIMD8<UInt16> {
        if Memory.checksCoordinates { return SIMD8(lowHalf: elements[i], highHalf: elements[i + 1]) }
        return UnsafeRawPointer(storage.unsafelyUnwrapped + i).loadUnaligned(as: SIMD8<UInt16>.self)
    }

    /// Sets elements i and i + 1 to the halves of `v`. Invariant 5: `0 ≤ i`, `i + 1 < count`.
    @inline(__always) func setPair(_ i: Int, _ v: SIMD8<UInt16>) {
        if Memory.checksCoordinates {
            elements[i] = v.lowHalf
            elements[i + 1] = v.highHalf
            return
        }
        UnsafeMutableRawPointer(storage.unsafelyUnwrapped + i).storeBytes(of: v, as: SIMD8<UInt16>.self)
    }

    /// Elements i…i + 3 (four pixels' channels in 16-bit lanes). Invariant 5: `0 ≤ i`, `i + 3 < count`.
    @inline(__always) func four(_ i: Int) -> ChannelVectors.WideFour {
        (pair(i), pair(i &+ 2))
    }
}
