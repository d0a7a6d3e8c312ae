import XWTEngine

/// Everything the timeline needs besides the acts: output rate, screen and gesture settings.
///
/// Units: `fps` frames per second; `canvas` in points; durations in seconds.
public struct TimelineConfig: Sendable {
    /// Output frames per second (> 0). Touch events and the display-link timer stay at 60 Hz.
    public var fps: Int
    /// Screen size in points (the gesture view's size).
    public var canvas: Size
    /// Duration D of the to transition (XW `toDuration`, default 0.5 s).
    public var toDuration: Double
    /// Duration D of the back transition (XW `backDuration`, default 0.5 s).
    public var backDuration: Double
    /// The library's pan rule: percent, release threshold and settle.
    public var gesture: any GestureModel

    public init(
        fps: Int = 60, canvas: Size, toDuration: Double = 0.5, backDuration: Double = 0.5,
        gesture: any GestureModel = XWGestureModel()
    ) {
        self.fps = fps; self.canvas = canvas
        self.toDuration = toDuration; self.backDuration = backDuration
        self.gesture = gesture
    }

    /// D for `direction`, in seconds.
    public func duration(of direction: TransitionDirection) -> Double {
        direction == .to ? toDuration : backDuration
    }
}
