import XWTEngine

/// How a device frame is set: what fills the picture around the phone, the margin and the shadow.
public struct DeviceFrameStyle: Sendable, Hashable {
    /// Premultiplied fill outside the phone; `.clear` keeps it transparent (formats with alpha).
    public var background: RGBA8
    /// Margin between the phone's outline (side buttons included) and the picture's edge, in points.
    public var padding: Double
    /// A soft shadow under the phone.
    public var shadow: Bool

    public init(background: RGBA8 = RGBA8(r: 0xF2, g: 0xF2, b: 0xF7), padding: Double = 32, shadow: Bool = false) {
        self.background = background
        self.padding = padding
        self.shadow = shadow
    }

    /// The largest `padding` accepted, in points.
    public static let maximumPadding = 400.0

    /// `#RGB`, `#RRGGBB`, `#RRGGBBAA` (straight alpha) or `transparent`, as a premultiplied pixel; nil otherwise.
    public static func color(_ text: String) -> RGBA8? {
        if text == "transparent" { return .clear }
        guard text.hasPrefix("#") else { return nil }
        var hex = String(text.dropFirst())
        if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
        // Digits only: `UInt32(_:radix:)` also takes a leading + or - ("#+12345").
        guard hex.count == 6 || hex.count == 8, hex.allSatisfy(\.isHexDigit), let value = UInt32(hex, radix: 16) else { return nil }
        let word = hex.count == 6 ? value << 8 | 0xFF : value
        let a = word & 0xFF
        func channel(_ shift: UInt32) -> UInt8 { UInt8(((word >> shift & 0xFF) * a + 127) / 255) }
        return RGBA8(r: channel(24), g: channel(16), b: channel(8), a: UInt8(a))
    }
}
