import XWTEngine

/// An iPhone the mock screens lay out for: size in points, native scale, safe areas, the cutout
/// at the top of the screen and the screen's corner radius (portrait; points unless noted).
///
/// Facts from Apple's Human Interface Guidelines (device screen sizes) and UIKit's safe-area
/// insets on each device. Screen recordings are rectangular, so the cutout and the corners are
/// not drawn: the cutout places the status bar's items, the corner radius is listed for users
/// who mask their clips.
public struct Device: Sendable, Hashable {
    /// What interrupts the top of the screen.
    public enum Cutout: Sendable, Hashable, CustomStringConvertible {
        /// A full-width status bar (Touch ID phones).
        case none
        /// The sensor housing: `width` × `height` pt, centred, from the top edge.
        case notch(width: Double, height: Double)
        /// The Dynamic Island: a `width` × `height` pt pill, centred, `top` pt below the edge.
        case dynamicIsland(width: Double, height: Double, top: Double)

        public var description: String {
            switch self {
            case .none: "none"
            case let .notch(w, h): "notch \(Self.number(w))×\(Self.number(h))"
            case let .dynamicIsland(w, h, _): "Dynamic Island \(Self.number(w))×\(Self.number(h))"
            }
        }

        static func number(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
    }

    /// Command-line id (`iphone-15-pro`), or `custom` for a size given in points.
    public let id: String
    /// Marketing name, with the models that share the screen.
    public let name: String
    /// Screen size in points (portrait).
    public let width: Double
    public let height: Double
    /// Pixels per point of the real screen.
    public let nativeScale: Double
    /// Safe-area insets: the status bar area at the top, the home indicator area at the bottom.
    public let safeTop: Double
    public let safeBottom: Double
    public let cutout: Cutout
    /// Radius of the screen's rounded corners (0 on Touch ID phones).
    public let cornerRadius: Double

    /// True for Face ID phones: home indicator at the bottom, status bar beside the cutout.
    public var hasHomeIndicator: Bool { safeBottom > 0 }

    /// The scale clips render at: the native one when it gives even pixel sizes (4:2:0 video needs
    /// them), else 2 (iPhone X, 11 Pro, 12 mini, 15 Pro: 1125 or 1179 px are odd).
    public var renderScale: Double {
        let w = (width * nativeScale).rounded(), h = (height * nativeScale).rounded()
        return w.truncatingRemainder(dividingBy: 2) == 0 && h.truncatingRemainder(dividingBy: 2) == 0 ? nativeScale : 2
    }

    /// The canvas of this device at `renderScale`.
    public var canvas: Canvas { Canvas(width: width, height: height, scale: renderScale) }

    /// One line of facts: points, native and render scale with the pixel size, safe areas, cutout,
    /// corners, and the models that share the screen.
    public var summary: String {
        let n = Cutout.number
        return "\(n(width))×\(n(height)) pt @\(n(nativeScale)) (renders @\(n(renderScale)): \(canvas.pixelWidth)×\(canvas.pixelHeight) px), "
            + "safe area \(n(safeTop))/\(n(safeBottom)) pt, \(cutout), corners \(n(cornerRadius)) pt; \(name)"
    }

    /// The named devices, oldest first.
    public static let all: [Device] = [
        Device(
            id: "iphone-se", name: "iPhone SE (2nd, 3rd gen), 8, 7, 6s", width: 375, height: 667, nativeScale: 2,
            safeTop: 20, safeBottom: 0, cutout: .none, cornerRadius: 0),
        Device(
            id: "iphone-8-plus", name: "iPhone 8 Plus, 7 Plus, 6s Plus", width: 414, height: 736, nativeScale: 3,
            safeTop: 20, safeBottom: 0, cutout: .none, cornerRadius: 0),
        Device(
            id: "iphone-x", name: "iPhone X, XS, 11 Pro", width: 375, height: 812, nativeScale: 3,
            safeTop: 44, safeBottom: 34, cutout: .notch(width: 209, height: 30), cornerRadius: 39),
        Device(
            id: "iphone-11", name: "iPhone 11, XR", width: 414, height: 896, nativeScale: 2,
            safeTop: 48, safeBottom: 34, cutout: .notch(width: 209, height: 30), cornerRadius: 41.5),
        Device(
            id: "iphone-13-mini", name: "iPhone 13 mini, 12 mini", width: 375, height: 812, nativeScale: 3,
            safeTop: 50, safeBottom: 34, cutout: .notch(width: 162, height: 33), cornerRadius: 44),
        Device(
            id: "iphone-14", name: "iPhone 14, 13, 13 Pro, 12, 12 Pro", width: 390, height: 844, nativeScale: 3,
            safeTop: 47, safeBottom: 34, cutout: .notch(width: 162, height: 33), cornerRadius: 47.33),
        Device(
            id: "iphone-14-plus", name: "iPhone 14 Plus, 13 Pro Max, 12 Pro Max", width: 428, height: 926, nativeScale: 3,
            safeTop: 47, safeBottom: 34, cutout: .notch(width: 162, height: 33), cornerRadius: 53.33),
        Device(
            id: "iphone-15-pro", name: "iPhone 15 Pro, 15, 14 Pro", width: 393, height: 852, nativeScale: 3,
            safeTop: 59, safeBottom: 34, cutout: .dynamicIsland(width: 126, height: 37, top: 11), cornerRadius: 55),
        Device(
            id: "iphone-15-pro-max", name: "iPhone 15 Pro Max, 15 Plus, 14 Pro Max", width: 430, height: 932, nativeScale: 3,
            safeTop: 59, safeBottom: 34, cutout: .dynamicIsland(width: 126, height: 37, top: 11), cornerRadius: 55),
        Device(
            id: "iphone-16-pro", name: "iPhone 16 Pro", width: 402, height: 874, nativeScale: 3,
            safeTop: 62, safeBottom: 34, cutout: .dynamicIsland(width: 126, height: 37, top: 14), cornerRadius: 62),
        Device(
            id: "iphone-16-pro-max", name: "iPhone 16 Pro Max", width: 440, height: 956, nativeScale: 3,
            safeTop: 62, safeBottom: 34, cutout: .dynamicIsland(width: 126, height: 37, top: 14), cornerRadius: 62),
    ]

    /// True when an image of `width` × `height` px is a full-screen screenshot of a named device
    /// (its native pixel size, portrait): iOS screenshots always carry the status bar.
    public static func isFullScreenshot(width: Int, height: Int) -> Bool {
        all.contains { Int(($0.width * $0.nativeScale).rounded()) == width && Int(($0.height * $0.nativeScale).rounded()) == height }
    }

    /// The named device `id`, or nil.
    public static func named(_ id: String) -> Device? { all.first { $0.id == id } }

    /// The sizes (pt) and scales (px per pt) a device of any size may have: what presets'
    /// `"device": {"width", "height", "scale"}` and the CLI's `--device WxH` and `--scale` accept.
    public static let customWidths: ClosedRange<Double> = 100...2000
    public static let customHeights: ClosedRange<Double> = 100...3000
    public static let customScales: ClosedRange<Double> = 0.25...4

    /// `WxH` in points (`375x667`) as a size within `customWidths` × `customHeights`; nil otherwise.
    public static func customSize(_ text: String) -> (width: Double, height: Double)? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
        guard parts.count == 2, let width = parts[0], let height = parts[1], customWidths.contains(width), customHeights.contains(height)
        else { return nil }
        return (width, height)
    }

    /// A device of any size (the preset's `width`/`height` form): taller than twice its width is
    /// laid out as a Face ID phone with a notch (47 pt status bar, 34 pt home indicator area),
    /// otherwise as a Touch ID phone (20 pt status bar).
    public static func custom(width: Double, height: Double) -> Device {
        let faceID = height > 2 * width
        return Device(
            id: "custom", name: "\(Cutout.number(width))×\(Cutout.number(height)) pt", width: width, height: height,
            nativeScale: 2, safeTop: faceID ? 47 : 20, safeBottom: faceID ? 34 : 0,
            cutout: faceID ? .notch(width: 162, height: 33) : .none, cornerRadius: 0)
    }
}
