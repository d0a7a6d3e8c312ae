import XWTEffects
import XWTEngine
import XWTMotion
import XWTScreens

/// Where a screen image comes from.
public enum ScreenSource: Sendable, Hashable, CustomStringConvertible {
    /// A built-in mock screen, drawn at the preset's device size.
    case mock(MockScreen)
    /// A PNG or JPEG file (absolute path, or relative to the preset file's folder when loaded).
    case file(String)

    public var description: String {
        switch self {
        case let .mock(screen): return screen.rawValue
        case let .file(path): return path
        }
    }
}

/// A validated preset: device, screens, effect with parameters, and the scripted acts.
///
/// Invariant: `parameters` belong to `effect` and `timeline` was built from `acts` with this
/// preset's device, fps and the effect's durations and gesture model, so it is playable.
public struct Preset: Sendable {
    /// The file name without `.json`.
    public let id: String
    /// Where it was loaded from (for messages).
    public let file: String
    public let summary: String
    public private(set) var canvas: Canvas
    public let fps: Int
    public let background: Color
    public let seed: UInt64
    public let from: ScreenSource
    public let to: ScreenSource
    public let effect: EffectID
    public let parameters: EffectParameters
    public let acts: [Act]
    public let timeline: Timeline
    /// Draw the touch indicator while a pan is in progress (top-level `touches`, default false).
    public var touches = false

    /// The same preset drawn at another pixel size (same points, scale = pixelWidth / width).
    ///
    /// Used for reduced-size golden manifests; the height follows the aspect ratio.
    public func resized(pixelWidth: Int) -> Preset {
        var copy = self
        copy.canvas = Canvas(width: canvas.size.width, height: canvas.size.height,
                             scale: Double(pixelWidth) / canvas.size.width)
        return copy
    }
}
