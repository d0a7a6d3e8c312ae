/// A point or vector in points (UIKit frame space: origin top-left, x right, y down).
public struct Point: Sendable, Hashable {
    public var x, y: Double
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    public static let zero = Point(0, 0)
}

/// A size in points.
public struct Size: Sendable, Hashable {
    public var width, height: Double
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
}

/// An axis-aligned rectangle; `origin` is the top-left corner.
public struct Rect: Sendable, Hashable {
    public var origin: Point
    public var size: Size
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x, y); size = Size(width, height)
    }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
    /// The unit rectangle (0, 0, 1, 1), the full `contentsRect`.
    public static let unit = Rect(x: 0, y: 0, width: 1, height: 1)
}

/// The device canvas: size in points and scale in pixels per point.
public struct Canvas: Sendable, Hashable {
    public var size: Size
    public var scale: Double
    public init(width: Double, height: Double, scale: Double) {
        size = Size(width, height); self.scale = scale
    }
    public var pixelWidth: Int { Int((size.width * scale).rounded()) }
    public var pixelHeight: Int { Int((size.height * scale).rounded()) }

    /// The most pixels a frame may have: 2²³ ≈ 8.4 Mpx (a 4K UHD frame fits; the largest iPhone at
    /// its native scale is 3.8 Mpx). It keeps an export's peak memory under 1 GB with the largest
    /// screens and `--jobs` accepted (docs/performance.md).
    public static let pixelBudget = 1 << 23

    /// Whether a frame of `width`×`height` pixels is within `pixelBudget`.
    public static func fitsBudget(width: Int, height: Int) -> Bool { width.multipliedReportingOverflow(by: height).partialValue <= pixelBudget }

    /// "expected at most 8388608 pixels a frame (2²³); found W×H", for errors.
    public static func budgetProblem(width: Int, height: Int) -> String {
        "expected at most \(pixelBudget) pixels a frame (2²³, e.g. 2160×3840); found \(width)×\(height)"
    }
}
