import XWTEngine

/// A scripted two-finger pinch that drives a transition interactively (VC's
/// `CEPinchInteractionController.m` reads one).
///
/// Finger model: two fingers on a horizontal line through `center`, `span` points apart at
/// touch-down, moving symmetrically about it; at drag time τ they are
/// `span · (1 + (scale − 1) · fingerCurve(τ / duration))` points apart and they lift at
/// τ = `duration`. `UIPinchGestureRecognizer`'s scale is the current distance over the distance at
/// Began (touch-down), so it runs 1 → `scale`: below 1 pinches in, above 1 spreads. Units: points, seconds.
public struct PinchAct: Sendable, Hashable {
    /// The transition the pinch drives.
    public var transition: TransitionDirection
    /// The recogniser's scale when the fingers lift (> 0).
    public var scale: Double
    /// Seconds from touch-down (Began) to lift (Ended); must be > 0.
    public var duration: Double
    /// The fingers' distance change over the pinch as a fraction of the total (default ease-out, as `PanAct`).
    public var fingerCurve: TimingCurve
    /// The midpoint between the fingers in screen points; nil is the screen centre.
    public var center: Point?
    /// The fingers' distance at touch-down, in points (> 0).
    public var span: Double

    /// Default distance between the fingers at touch-down, in points.
    public static let defaultSpan = 200.0

    public init(
        transition: TransitionDirection, scale: Double, duration: Double, fingerCurve: TimingCurve = .easeOut,
        center: Point? = nil, span: Double = PinchAct.defaultSpan
    ) {
        self.transition = transition; self.scale = scale; self.duration = duration
        self.fingerCurve = fingerCurve; self.center = center; self.span = span
    }

    /// The recogniser's scale at drag time τ (0 … `duration`).
    public func scale(at τ: Double) -> Double {
        1 + (scale - 1) * fingerCurve.value(τ / duration)
    }

    /// The two fingers (left, right) when the recogniser's scale is `s`, around `center`.
    public func fingers(scale s: Double, center c: Point) -> (Point, Point) {
        let half = span * s / 2
        return (Point(c.x - half, c.y), Point(c.x + half, c.y))
    }
}
