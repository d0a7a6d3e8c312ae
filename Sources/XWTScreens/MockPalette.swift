import XWTEngine

/// iOS's semantic system colours in one appearance (UIColor.systemBackground, .label, … as
/// straight sRGB with their alpha).
struct MockPalette: Sendable {
    let isDark: Bool
    let background: Color
    let secondaryBackground: Color
    let groupedBackground: Color
    let groupedCell: Color
    /// Controls on a grouped cell (UIColor.tertiarySystemGroupedBackground).
    let tertiaryGrouped: Color
    let label: Color
    let secondaryLabel: Color
    let tertiaryLabel: Color
    let separator: Color
    let searchFill: Color
    let bar: Color
    let barSeparator: Color
    let switchOff: Color
    let chevron: Color
    let tint: Color
    let gray: Color
    let green: Color

    static let light = MockPalette(
        isDark: false, background: .white, secondaryBackground: MockColor.hex(0xF2F2F7), groupedBackground: MockColor.hex(0xF2F2F7),
        groupedCell: .white, tertiaryGrouped: MockColor.hex(0xF2F2F7), label: .black, secondaryLabel: MockColor.hex(0x3C3C43, 0.6),
        tertiaryLabel: MockColor.hex(0x3C3C43, 0.3),
        separator: MockColor.hex(0x3C3C43, 0.29), searchFill: MockColor.hex(0x767680, 0.12), bar: MockColor.hex(0xF8F8F8),
        barSeparator: MockColor.hex(0x000000, 0.3), switchOff: MockColor.hex(0xE9E9EB), chevron: MockColor.hex(0xC4C4C7),
        tint: MockColor.hex(0x007AFF), gray: MockColor.hex(0x8E8E93), green: MockColor.hex(0x34C759))

    static let dark = MockPalette(
        isDark: true, background: .black, secondaryBackground: MockColor.hex(0x1C1C1E), groupedBackground: .black,
        groupedCell: MockColor.hex(0x1C1C1E), tertiaryGrouped: MockColor.hex(0x2C2C2E), label: .white, secondaryLabel: MockColor.hex(0xEBEBF5, 0.6),
        tertiaryLabel: MockColor.hex(0xEBEBF5, 0.3), separator: MockColor.hex(0x545458, 0.6), searchFill: MockColor.hex(0x767680, 0.24),
        bar: MockColor.hex(0x161616), barSeparator: MockColor.hex(0xFFFFFF, 0.15), switchOff: MockColor.hex(0x39393D),
        chevron: MockColor.hex(0x5A5A5F), tint: MockColor.hex(0x0A84FF), gray: MockColor.hex(0x98989D), green: MockColor.hex(0x30D158))

    static func of(_ appearance: Appearance) -> MockPalette { appearance == .dark ? dark : light }

    /// The bar ink that reads over this palette's background.
    var ink: BarInk { isDark ? .light : .dark }
}
