import XWTEngine

/// iOS system colours (light and dark appearance), as straight sRGB `Color`s.
enum MockColor {
    /// A colour from a 0xRRGGBB literal with straight `alpha` (0…1).
    static func hex(_ v: UInt32, _ alpha: Double = 1) -> Color {
        Color(
            red: Double((v >> 16) & 0xFF) / 255, green: Double((v >> 8) & 0xFF) / 255,
            blue: Double(v & 0xFF) / 255, alpha: alpha)
    }

    /// `a` mixed towards `b` by `t` (0 = a, 1 = b), component-wise.
    static func mix(_ a: Color, _ b: Color, _ t: Double) -> Color {
        Color(
            red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
            blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
    }

    /// `c` with its alpha replaced by `alpha`.
    static func withAlpha(_ c: Color, _ alpha: Double) -> Color {
        Color(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
    }

    static let systemBackground = Color.white
    static let secondarySystemBackground = hex(0xF2F2F7)
    static let groupedBackground = hex(0xF2F2F7)
    static let label = Color.black
    static let secondaryLabel = hex(0x3C3C43, 0.6)
    static let tertiaryLabel = hex(0x3C3C43, 0.3)
    static let separator = hex(0x3C3C43, 0.29)
    static let searchFill = hex(0x767680, 0.12)
    static let barBackground = hex(0xF8F8F8)
    static let barSeparator = hex(0x000000, 0.3)
    static let switchOff = hex(0xE9E9EB)

    static let blue = hex(0x007AFF)
    static let green = hex(0x34C759)
    static let indigo = hex(0x5856D6)
    static let orange = hex(0xFF9500)
    static let pink = hex(0xFF2D55)
    static let purple = hex(0xAF52DE)
    static let red = hex(0xFF3B30)
    static let teal = hex(0x30B0C7)
    static let cyan = hex(0x32ADE6)
    static let yellow = hex(0xFFCC00)
    static let gray = hex(0x8E8E93)

    // Dark appearance.
    static let darkBlue = hex(0x0A84FF)
    static let darkBar = hex(0x161616, 0.94)
    static let darkSeparator = hex(0xFFFFFF, 0.15)
    static let darkSecondaryLabel = hex(0xEBEBF5, 0.6)
    static let darkGray = hex(0x98989D)
}
