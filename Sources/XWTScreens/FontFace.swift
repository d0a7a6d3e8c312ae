import CTypography
import Foundation

/// One face of a font file: HarfBuzz shapes text with it, FreeType rasterises its glyphs, both
/// reading the file's one mapping (`FontFile`).
///
/// Shaping runs at a scale of one unit per font unit, unhinted, so advances and kerning do not
/// depend on the device scale. Owned pointers are released in `deinit`.
///
/// `@unchecked Sendable`: FreeType's face (`ftFace`, not thread-safe) is used only while holding
/// `lock`; HarfBuzz's face and font are made immutable in `init` (HarfBuzz shapes with an
/// immutable font from any thread); every other field is a constant.
final class FontFace: @unchecked Sendable {
    /// The file, for messages.
    var path: String { file.path }
    /// Font units per em.
    let unitsPerEm: Double
    /// Outline emboldening applied when rasterising, in em (synthetic weight for a one-weight face).
    let embolden: Double
    private let file: FontFile
    private let face: OpaquePointer
    /// HarfBuzz font at scale `unitsPerEm` (positions come out in font units).
    let font: OpaquePointer
    private let library: FT_Library
    private let ftFace: FT_Face
    private let lock = NSLock()

    /// Opens face `index` of `file`; nil when it is not a font.
    init?(file: FontFile, index: Int = 0, embolden: Double = 0) {
        guard let bytes = file.bytes else { return nil }
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        var ftFace: FT_Face?
        guard FT_New_Memory_Face(library, bytes.base, FT_Long(bytes.count), FT_Long(index), &ftFace) == 0, let ftFace else {
            FT_Done_FreeType(library); return nil
        }
        let face = hb_face_create(file.blob, UInt32(index))!
        let upem = hb_face_get_upem(face)
        let font = hb_font_create(face)!
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        hb_font_make_immutable(font)
        self.file = file
        self.face = face
        self.font = font
        self.library = library
        self.ftFace = ftFace
        self.unitsPerEm = Double(upem)
        self.embolden = embolden
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
        FT_Done_Face(ftFace)
        FT_Done_FreeType(library)
    }

    /// True when the face maps `scalar` to a glyph.
    func covers(_ scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0
    }

    /// Glyph `glyph` rendered anti-aliased at `pixelSize` px per em, its pen origin at (x, y)
    /// pixels (fractions kept: glyphs are placed to 1/64 px); nil for an empty glyph.
    func rasterise(glyph: UInt32, pixelSize: Double, x: Double, y: Double) -> GlyphMask? {
        let originX = x.rounded(.down), originY = y.rounded(.down)
        lock.lock()
        defer { lock.unlock() }
        guard FT_Set_Char_Size(ftFace, 0, FT_F26Dot6((pixelSize * 64).rounded()), 72, 72) == 0 else { return nil }
        var shift = FT_Vector(x: FT_Pos(((x - originX) * 64).rounded()), y: FT_Pos(-((y - originY) * 64).rounded()))
        FT_Set_Transform(ftFace, nil, &shift)
        guard FT_Load_Glyph(ftFace, glyph, Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
            let slot = ftFace.pointee.glyph
        else { return nil }
        if embolden > 0 && slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            FT_Outline_Embolden(&slot.pointee.outline, FT_Pos((embolden * pixelSize * 64).rounded()))
        }
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard width > 0, rows > 0, let buffer = bitmap.buffer else { return nil }
        var coverage = [UInt8](repeating: 0, count: width * rows)
        for row in 0..<rows {
            let source = pitch >= 0 ? buffer + row * pitch : buffer + (rows - 1 - row) * -pitch
            for column in 0..<width { coverage[row * width + column] = source[column] }
        }
        return GlyphMask(
            left: Int(originX) + Int(slot.pointee.bitmap_left), top: Int(originY) - Int(slot.pointee.bitmap_top),
            width: width, height: rows, coverage: coverage)
    }
}

/// A rasterised glyph: `width` × `height` coverage bytes (0…255) whose top-left pixel is (left, top).
struct GlyphMask: Sendable {
    let left: Int
    let top: Int
    let width: Int
    let height: Int
    let coverage: [UInt8]
}
