import XWTEngine
import XWTScreens

/// Where the parts of a phone drawn around its screen go, in points, origin at the picture's top left.
///
/// Face ID phones get a thin even bezel whose outer corners follow the screen's corner radius;
/// Touch ID phones get the tall chins with the earpiece and the home button. Side buttons stand
/// `buttonDepth` pt out of the body, so the picture is `padding` pt wider than the body plus the
/// buttons on each side.
public struct DeviceFrameLayout: Sendable, Hashable {
    /// A rounded rectangle, in points.
    public struct Shape: Sendable, Hashable {
        public var rect: Rect
        public var radius: Double
    }

    public let device: Device
    public let style: DeviceFrameStyle
    /// The whole picture.
    public let size: Size
    /// The phone's outline (no buttons), its inner black bezel, and the screen.
    public let body: Shape
    public let bezel: Shape
    public let screen: Shape
    /// Side buttons (left: silent switch or action button, volume up and down; right: side button).
    public let buttons: [Shape]
    /// Drawn over the screen: the notch or the Dynamic Island (none on Touch ID phones).
    public let cutout: Shape?
    /// Touch ID phones: the earpiece slot and the home button's ring.
    public let earpiece: Shape?
    public let homeButton: Shape?

    /// Points the buttons stand out of the body.
    public static let buttonDepth = 3.0

    public init(device: Device, style: DeviceFrameStyle) {
        self.device = device
        self.style = style
        let faceID = device.hasHomeIndicator || device.cornerRadius > 0
        // Bezels: Face ID phones ≈ 2–3 mm around the glass; Touch ID phones carry ≈ 12 mm chins.
        let side = faceID ? 12.0 : 18.0
        let chin = faceID ? 12.0 : 96.0
        let margin = style.padding + Self.buttonDepth
        let bodyRect = Rect(x: margin, y: style.padding, width: device.width + 2 * side, height: device.height + 2 * chin)
        let screenRect = Rect(x: bodyRect.minX + side, y: bodyRect.minY + chin, width: device.width, height: device.height)
        let midX = screenRect.minX + screenRect.width / 2
        size = Size(bodyRect.width + 2 * margin, bodyRect.height + 2 * style.padding)
        body = Shape(rect: bodyRect, radius: faceID ? device.cornerRadius + side : 56)
        let rim = 3.0  // the metal band around the black glass
        bezel = Shape(
            rect: Rect(x: bodyRect.minX + rim, y: bodyRect.minY + rim, width: bodyRect.width - 2 * rim, height: bodyRect.height - 2 * rim),
            radius: max(0, body.radius - rim))
        screen = Shape(rect: screenRect, radius: device.cornerRadius)
        // Button positions from the body's top, scaled from a 6.1" phone's (≈ 150 pt to the volume keys).
        func button(left: Bool, top: Double, length: Double) -> Shape {
            let x = left ? bodyRect.minX - Self.buttonDepth : bodyRect.minX + bodyRect.width - 1
            return Shape(rect: Rect(x: x, y: bodyRect.minY + top, width: Self.buttonDepth + 1, height: length), radius: 1.5)
        }
        let unit = bodyRect.height / 870
        buttons = [
            button(left: true, top: 120 * unit, length: 32 * unit), button(left: true, top: 190 * unit, length: 62 * unit),
            button(left: true, top: 265 * unit, length: 62 * unit), button(left: false, top: 220 * unit, length: 98 * unit),
        ]
        switch device.cutout {
        case .none:
            cutout = nil
        case let .notch(width, height):
            // Square top (hidden in the bezel), rounded bottom corners.
            let r = min(height * 0.6, width / 2)
            cutout = Shape(rect: Rect(x: midX - width / 2, y: screenRect.minY - r, width: width, height: height + r), radius: r)
        case let .dynamicIsland(width, height, top):
            cutout = Shape(rect: Rect(x: midX - width / 2, y: screenRect.minY + top, width: width, height: height), radius: height / 2)
        }
        if faceID {
            earpiece = nil
            homeButton = nil
        } else {
            earpiece = Shape(rect: Rect(x: midX - 26, y: bodyRect.minY + chin / 2 - 3, width: 52, height: 6), radius: 3)
            let d = 0.58 * chin
            homeButton = Shape(rect: Rect(x: midX - d / 2, y: screenRect.maxY + (chin - d) / 2, width: d, height: d), radius: d / 2)
        }
    }
}
