import XWTEngine

/// The layout metrics the mock screens use on `device`, in points.
struct MockDevice: Sendable {
    let device: Device
    var width: Double { device.width }
    var height: Double { device.height }

    init(_ device: Device) { self.device = device }

    /// True for Face ID phones: status bar beside the cutout, home indicator, bottom inset.
    var hasNotch: Bool { device.hasHomeIndicator }
    /// Height of the status bar (the top safe-area inset).
    var statusBarHeight: Double { device.safeTop }
    /// Bottom safe-area inset (home indicator zone).
    var bottomInset: Double { device.safeBottom }
    /// Leading/trailing layout margin.
    var margin: Double { width >= 414 ? 20 : 16 }
    /// Bottom of the 44 pt navigation bar row.
    var navBarBottom: Double { statusBarHeight + 44 }
    /// Top edge of a standard tab bar (49 pt plus the bottom inset).
    var tabBarTop: Double { height - 49 - bottomInset }
}
