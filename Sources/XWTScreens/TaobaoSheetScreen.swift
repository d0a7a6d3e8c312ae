import XWTEngine

/// The `taobao-sheet` screen: Taobao's SKU sheet (选择规格) — thumbnail, price, colour and size
/// chips, quantity, and the 确定 button, laid out from the top: a 450-pt bottom drawer shows this part.
enum TaobaoSheetScreen {
    static func render(_ canvas: Canvas, _ d: MockDevice, _ pal: MockPalette, systemBars: Bool) throws -> Bitmap {
        var p = try MockPainter(canvas: canvas, background: pal.groupedCell)
        let orange = TaobaoProductScreen.orange
        let x0 = d.margin, x1 = d.width - d.margin
        // Thumbnail, price and the chosen options. On a notched phone the sheet may be shown full
        // screen (spring-modal), so the content starts clear of the status bar's glyphs and is set
        // tighter, keeping the 确定 button within the top 450 pt.
        let top = d.hasNotch ? d.statusBarHeight - 20 : 0, gap = d.hasNotch ? 24.0 : 34.0
        let thumb = Rect(x: x0, y: top + 16, width: 96, height: 96)
        p.gradient(thumb, radius: 8, MockColor.hex(0xF6E7D8), MockColor.hex(0xE8CDB5))
        p.polygon(
            [
                Point(thumb.minX + 12, thumb.maxY - 30), Point(thumb.minX + 36, thumb.minY + 34), Point(thumb.minX + 66, thumb.minY + 32),
                Point(thumb.maxX - 10, thumb.maxY - 36), Point(thumb.maxX - 10, thumb.maxY - 24),
            ], MockColor.hex(0x2B2B2B))
        p.text("¥", x: thumb.maxX + 14, baseline: top + 62, MockFont(16, .bold), orange)
        p.text("299", x: thumb.maxX + 26, baseline: top + 64, MockFont(28, .bold), orange)
        p.text("库存 1280 件", x: thumb.maxX + 14, baseline: top + 86, MockFont(13), pal.gray)
        p.text("已选：黑橙  42", x: thumb.maxX + 14, baseline: top + 106, MockFont(13), pal.label)
        // The close button: an ×.
        let close = Point(x1 - 6, top + 28)
        p.polyline([Point(close.x - 6, close.y - 6), Point(close.x + 6, close.y + 6)], width: 1.6, pal.gray)
        p.polyline([Point(close.x - 6, close.y + 6), Point(close.x + 6, close.y - 6)], width: 1.6, pal.gray)

        var y = thumb.maxY + gap
        func chips(_ title: String, _ values: [String], selected: Int) {
            p.text(title, x: x0, baseline: y, MockFont(15, .semibold), pal.label)
            y += 14
            var x = x0
            for (i, value) in values.enumerated() {
                let w = max(56, p.width(value, MockFont(14)) + 28)
                if x + w > x1 { x = x0; y += 42 }
                let chip = Rect(x: x, y: y, width: w, height: 32)
                if i == selected {
                    p.fill(chip, radius: 16, MockColor.withAlpha(orange, 0.1))
                    p.strokeRounded(chip, radius: 16, width: 1, orange)
                } else {
                    p.fill(chip, radius: 16, pal.tertiaryGrouped)
                }
                p.text(
                    value, x: chip.minX + w / 2, baseline: chip.minY + 21, MockFont(14), i == selected ? orange : pal.label,
                    align: .center)
                x += w + 10
            }
            y += 32 + gap
        }
        chips("颜色分类", ["黑橙", "纯白", "灰蓝", "荧光绿"], selected: 0)
        chips("尺码", ["39", "40", "41", "42", "43", "44"], selected: 3)
        p.text("购买数量", x: x0, baseline: y, MockFont(15, .semibold), pal.label)
        let stepper = Rect(x: x1 - 100, y: y - 20, width: 100, height: 28)
        p.fill(stepper, radius: 6, pal.tertiaryGrouped)
        p.text("−", x: stepper.minX + 16, baseline: stepper.minY + 20, MockFont(17), pal.gray, align: .center)
        p.text("1", x: stepper.minX + 50, baseline: stepper.minY + 20, MockFont(15, .semibold), pal.label, align: .center)
        p.text("+", x: stepper.maxX - 16, baseline: stepper.minY + 20, MockFont(17), pal.label, align: .center)
        y += 30
        let button = Rect(x: x0, y: max(y, 390), width: x1 - x0, height: 44)
        p.gradient(button, radius: 22, MockColor.hex(0xFF9402), orange, vertical: false)
        p.text("确定", x: d.width / 2, baseline: button.minY + 29, MockFont(17, .semibold), .white, align: .center)
        if systemBars {
            p.statusBar(d, light: pal.isDark)
            p.homeIndicator(d, light: pal.isDark)
        }
        return p.bitmap
    }
}
