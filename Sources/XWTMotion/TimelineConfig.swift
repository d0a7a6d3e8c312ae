import XWTEngine

/// Everything the timeline needs besides the acts: output rate, screen and gesture settings.
///
/// Units: `fps` frames per second; `canvas` in points; durations in seconds.
public struct TimelineConfig: Sendable, Hashable {
    /// Output frames per second (> 0). Touch events and the display-link timer stay at 60 Hz.
    public var fps: Int
    /// Screen size in points (the gesture view's size).
    public var canvas: Size
    /// Duration D of the to transition (XW `toDuration`, default 0.5 s).
    public var toDuration: Double
    /// Duration D of the back transition (XW `backDuration`, default 0.5 s).
    public var backDuration: Double
    /// XW `needInteractiveTimer`: after release a display-link timer steps the percent;
    /// otherwise UIKit completes the remaining timeline.
    public var usesTimer: Bool
    /// Release threshold: without the timer percent ≥ threshold finishes; with the timer each
    /// tick moves forward while percent > threshold (so exactly 0.5 finishes in one mode and
    /// cancels in the other, as in XW).
    public var releaseThreshold: Double
    /// `UIPercentDrivenInteractiveTransition.completionSpeed` (> 0): the completion takes
    /// (1 − p)·D/speed or p·D/speed seconds.
    public var completionSpeed: Double
    /// A fixed glitch to reproduce (nil: the library as fixed).
    public var legacyGlitch: LegacyGlitch?

    public init(fps: Int = 60, canvas: Size, toDuration: Double = 0.5, backDuration: Double = 0.5,
                usesTimer: Bool = false, releaseThreshold: Double = 0.5, completionSpeed: Double = 1,
                legacyGlitch: LegacyGlitch? = nil) {
        self.fps = fps; self.canvas = canvas
        self.toDuration = toDuration; self.backDuration = backDuration
        self.usesTimer = usesTimer; self.releaseThreshold = releaseThreshold
        self.completionSpeed = completionSpeed; self.legacyGlitch = legacyGlitch
    }

    /// D for `direction`, in seconds.
    public func duration(of direction: TransitionDirection) -> Double {
        direction == .to ? toDuration : backDuration
    }
}
