import XWTEngine

/// A scripted finger drag that drives a transition interactively (read by the effect's `GestureModel`).
///
/// Units: points and seconds. The finger moves in a straight line along `direction`, covering
/// `distance · fingerCurve(τ / duration)` points at drag time τ, and lifts at τ = `duration`.
/// A negative `distance` drags against the direction (the percent goes negative).
public struct PanAct: Sendable, Hashable {
    /// The transition the pan drives (a to-gesture or a back-gesture).
    public var transition: TransitionDirection
    /// The recognizer's direction; also the direction the finger moves.
    public var direction: SwipeDirection
    /// Points the finger travels along `direction`.
    public var distance: Double
    /// Seconds from touch-down (Began) to lift (Ended); must be > 0.
    public var duration: Double
    /// Finger position over the drag as a fraction of `distance`. The default `easeOut` models a
    /// finger already moving when the recogniser begins, decelerating before it lifts.
    public var fingerCurve: TimingCurve
    /// Touch-down point in screen points; nil picks `defaultStart(in:)`.
    public var start: Point?
    /// XW `edgeSpacing` in points: ≤ 0 accepts a touch anywhere, otherwise the touch must start
    /// within this distance of the edge opposite the motion.
    public var edgeSpacing: Double
    /// XW `panRatioBaseValue` in points: travel that makes percent 1; nil means the screen width
    /// (left/right) or height (up/down).
    public var ratioBase: Double?

    public init(
        transition: TransitionDirection, direction: SwipeDirection, distance: Double,
        duration: Double, fingerCurve: TimingCurve = .easeOut, start: Point? = nil,
        edgeSpacing: Double = 0, ratioBase: Double? = nil
    ) {
        self.transition = transition; self.direction = direction
        self.distance = distance; self.duration = duration; self.fingerCurve = fingerCurve
        self.start = start; self.edgeSpacing = edgeSpacing; self.ratioBase = ratioBase
    }

    /// The touch-down point used when `start` is nil: on the centre line across the motion,
    /// inset from the edge opposite the motion by half of `edgeSpacing` (so the start condition
    /// holds), or by 10 % of the screen along the motion when `edgeSpacing` ≤ 0.
    public func defaultStart(in size: Size) -> Point {
        let along = direction.isHorizontal ? size.width : size.height
        let inset = edgeSpacing > 0 ? min(edgeSpacing, along) / 2 : 0.1 * along
        switch direction {
        case .left: return Point(size.width - inset, size.height / 2)
        case .right: return Point(inset, size.height / 2)
        case .up: return Point(size.width / 2, size.height - inset)
        case .down: return Point(size.width / 2, inset)
        }
    }
}
