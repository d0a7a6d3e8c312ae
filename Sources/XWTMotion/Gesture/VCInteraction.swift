import XWTEngine

/// What VCTransitionsLibrary's three interaction controllers share (`InteractionControllers/*.m`):
/// the swipe percent, the release rule and UIKit's completion at `completionSpeed = 1 − percentComplete`.
///
/// Finishing therefore always takes (1 − p)·D / (1 − p) = D seconds; cancelling takes
/// p·D / (1 − p). Units: points, seconds.
public enum VCInteraction {
    /// `_shouldCompleteTransition = fraction > 0.5` (strictly greater).
    public static let threshold = 0.5
    /// Swipes: points of travel for percent 1.
    public static let swipeBase = 200.0
    /// Swipes: the largest percent handed to UIKit (VC issue #4: a transition driven to 100 %
    /// never ran its completion).
    public static let swipeCap = 0.99

    /// A swipe's percent for `travel` points along its axis: min(|travel| / 200, 1), then ≥ 1 → 0.99.
    public static func swipePercent(travel: Double) -> Double {
        let fraction = min(max(abs(travel) / swipeBase, 0), 1)
        return fraction >= 1 ? swipeCap : fraction
    }

    /// The finger's motion at Began, in points along x and y: the pan's direction, reversed for a
    /// negative distance, zero for none (what the velocity and the first translation's signs read).
    static func beganMotion(_ pan: PanAct) -> Point {
        let sense: Double = pan.distance > 0 ? 1 : pan.distance < 0 ? -1 : 0
        return Point(pan.direction.unitVector.x * sense, pan.direction.unitVector.y * sense)
    }

    /// The sense of a horizontal or vertical pan as an error clause, e.g. "left-to-right".
    static func senseName(_ motion: Point) -> String {
        if motion.x < 0 { return "right-to-left" }
        if motion.x > 0 { return "left-to-right" }
        if motion.y > 0 { return "top-to-bottom" }
        if motion.y < 0 { return "bottom-to-top" }
        return "motionless"
    }

    /// `completionSpeed` overridden as `1 − percentComplete`.
    public static func completionSpeed(percent p: Double) -> Double { 1 - p }

    /// The release at raw percent `p`: finish when p > `threshold`, then UIKit completes the rest
    /// at completion speed 1 − p.
    public static func release(percent p: Double, threshold: Double, duration: Double) -> GestureRelease {
        .completion(from: p, finish: p > threshold, duration: duration, speed: completionSpeed(percent: p))
    }

    /// A swipe's percent rule as traces and listings print it, for the axis `x` or `y`.
    static func swipeRule(axis: String) -> String {
        "percent: |t\(axis)| / \(Int(swipeBase)) pt, clamped to 0…1 and capped at \(swipeCap) (VC issue #4); any start"
    }

    /// The release rule as traces and listings print it.
    static func releaseRule(threshold: Double) -> String {
        "release on Ended: finish when percent > \(threshold), else cancel (Cancelled always cancels); "
            + "UIKit completion (ease-in-out) at completionSpeed 1 − percent: finishing takes D, cancelling p·D/(1 − p)"
    }
}
