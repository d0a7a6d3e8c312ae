import CTypography

/// One line of text shaped by HarfBuzz (kerning and ligatures on): its glyphs with their faces and
/// pen offsets, in points from the line's origin on the baseline (y grows downwards).
struct ShapedLine {
    struct Glyph {
        let face: FontFace
        let id: UInt32
        let x: Double
        let y: Double
    }

    let glyphs: [Glyph]
    /// The advance of the whole line, points.
    let width: Double

    /// `text` at `size` points in `weight`: characters the Latin face lacks (Chinese) fall back
    /// to the Chinese face; each same-face run is shaped on its own.
    init(_ text: String, size: Double, weight: FontWeight, fonts: FontSet) {
        let (latin, fallback) = fonts.faces(size: size, weight: weight)
        var runs: [(FontFace, [UInt32])] = []
        for scalar in text.unicodeScalars {
            let face = scalar.properties.isWhitespace || latin.covers(scalar) || !fallback.covers(scalar) ? latin : fallback
            if let last = runs.last, last.0 === face || scalar.properties.isWhitespace {
                runs[runs.count - 1].1.append(scalar.value)
            } else {
                runs.append((face, [scalar.value]))
            }
        }
        var glyphs: [Glyph] = []
        var pen = 0.0
        for (face, codepoints) in runs {
            let unit = size / face.unitsPerEm
            guard let buffer = hb_buffer_create() else { continue }
            defer { hb_buffer_destroy(buffer) }
            hb_buffer_add_codepoints(buffer, codepoints, Int32(codepoints.count), 0, Int32(codepoints.count))
            hb_buffer_guess_segment_properties(buffer)
            hb_shape(face.font, buffer, nil, 0)
            var count: UInt32 = 0
            guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
                let positions = hb_buffer_get_glyph_positions(buffer, &count)
            else { continue }
            for i in 0..<Int(count) {
                let p = positions[i]
                glyphs.append(
                    Glyph(
                        face: face, id: infos[i].codepoint,
                        x: pen + Double(p.x_offset) * unit, y: -Double(p.y_offset) * unit))
                pen += Double(p.x_advance) * unit
            }
        }
        self.glyphs = glyphs
        width = pen
    }
}
