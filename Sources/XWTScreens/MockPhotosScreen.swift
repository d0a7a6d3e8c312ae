import XWTEngine

/// The `photos` screen: a dark photo library grid under a floating title, segmented control and tab bar.
enum MockPhotosScreen {
    static let gap = 2.0

    /// Columns of the grid and the side of a square tile.
    static func grid(_ d: MockDevice) -> (columns: Int, tile: Double) {
        let columns = d.width >= 600 ? 5 : 3
        return (columns, (d.width - gap * Double(columns - 1)) / Double(columns))
    }

    /// The tile in `row` and `column` (both from 1; row 1 is the one partly under the title), placed
    /// as `render` places it, row by row from −0.4 tile.
    static func tile(row: Int, column: Int, _ d: MockDevice) -> Rect {
        let (_, tile) = grid(d)
        var y = -tile * 0.4
        for _ in 1..<max(1, row) { y += tile + gap }
        return Rect(x: Double(column - 1) * (tile + gap), y: y, width: tile, height: tile)
    }

    static func render(_ canvas: Canvas, _ d: MockDevice, systemBars: Bool) throws -> Bitmap {
        let pal = MockPalette.dark  // a photo library reads dark in either appearance
        var p = try MockPainter(canvas: canvas, background: .black)
        let (columns, tile) = grid(d)
        let kinds = MockArt.Kind.allCases
        var index = 0
        var y = -tile * 0.4
        var previousRow: [MockArt.Kind] = []
        var rng = MockRandom(seed: 0x5EED_F070)
        while y < d.height {
            var row: [MockArt.Kind] = []
            for col in 0..<columns {
                let rect = Rect(x: Double(col) * (tile + gap), y: y, width: tile, height: tile)
                // Pick a kind unlike the left and upper neighbours.
                var kind = kinds[Int(rng.next() % UInt64(kinds.count))]
                while kind == row.last || (col < previousRow.count && kind == previousRow[col]) {
                    kind = kinds[Int(rng.next() % UInt64(kinds.count))]
                }
                row.append(kind)
                MockArt.photo(&p, rect, kind: kind, seed: UInt64(index) &* 0x9E37_79B9_7F4A &+ 17)
                index += 1
            }
            previousRow = row
            y += tile + gap
        }

        // Top scrim, floating title and buttons. The scrim stays dark through the date line, so the
        // title and date read over any photo, then fades out over the next 56 pt.
        let titleBase = d.navBarBottom + 2
        let dateBase = titleBase + 20
        let scrimSolid = dateBase + 8
        p.gradient(Rect(x: 0, y: 0, width: d.width, height: scrimSolid), MockColor.hex(0x000000, 0.8), MockColor.hex(0x000000, 0.6))
        p.gradient(Rect(x: 0, y: scrimSolid, width: d.width, height: 56), MockColor.hex(0x000000, 0.6), MockColor.hex(0x000000, 0))
        p.text("Library", x: d.margin, baseline: titleBase, .largeTitle, .white)
        p.text("Mar 12 – 18, 2024", x: d.margin, baseline: dateBase, MockFont(15, .semibold), MockColor.hex(0xFFFFFF, 0.85))
        let selectW = p.width("Select", MockFont(15, .semibold)) + 24
        let right = d.width - d.margin
        p.fill(Rect(x: right - 30, y: titleBase - 26, width: 30, height: 30), radius: 15, MockColor.hex(0x505050, 0.75))
        MockIcon.ellipsis.draw(&p, Point(right - 15, titleBase - 11), size: 15, .white)
        p.fill(Rect(x: right - 38 - selectW, y: titleBase - 26, width: selectW, height: 30), radius: 15, MockColor.hex(0x505050, 0.75))
        p.text("Select", x: right - 38 - selectW / 2, baseline: titleBase - 5.5, MockFont(15, .semibold), .white, align: .center)

        // Floating segmented control above the tab bar.
        let segs = ["Years", "Months", "Days", "All Photos"]
        let segW = min(d.width - 2 * d.margin, 340)
        let seg = Rect(x: (d.width - segW) / 2, y: d.tabBarTop - 46, width: segW, height: 34)
        p.fill(seg, radius: 17, MockColor.hex(0x2C2C2E, 0.92))
        let font = MockFont(13, .semibold)
        let widths = segs.map { p.width($0, font) + 18 }
        let extra = (segW - 8 - widths.reduce(0, +)) / Double(segs.count)
        var sx = seg.minX + 4
        for (i, s) in segs.enumerated() {
            let w = widths[i] + extra
            if i == segs.count - 1 { p.fill(Rect(x: sx, y: seg.minY + 3, width: w, height: 28), radius: 14, MockColor.hex(0x636366)) }
            p.text(s, x: sx + w / 2, baseline: seg.minY + 21.5, font, .white, align: .center)
            sx += w
        }

        p.tabBar(
            d, pal,
            [
                MockTab(icon: .photo, label: "Library"), MockTab(icon: .heart, label: "For You"),
                MockTab(icon: .albums, label: "Albums"), MockTab(icon: .magnifier, label: "Search"),
            ],
            selected: 0)
        if systemBars {
            p.statusBar(d, light: true)
            p.homeIndicator(d, light: true)
        }
        return p.bitmap
    }
}
