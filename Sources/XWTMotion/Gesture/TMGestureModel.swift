import XWTEngine

/// TransitionManager's pan rule (`PercentInteractive.m`): back gestures only, percent recomputed
/// from the total translation, and always the display-link timer after release; forward pans are refused.
///
/// Percent, per direction flag in this order (a later flag overrides an earlier one): Left +tx/W,
/// Right −tx/W, Up −ty/H, Down +ty/H; exactly Left|Right or Up|Down takes the absolute value.
/// This is `PercentInteractive.m` as of TransitionManager commit 9bea37a (2017-06-28, the current
/// version, which also added the flag combinations and the Began check `percent >= 0`). The
/// file's first version (6d826e1, 2017-06-22) had the opposite signs for one flag at a time
/// (Left −tx/W, Right +tx/W) and no combinations.
/// Not clamped. Any start position is accepted. No flag (`BackGestureTypeNone`) switches the
/// back pan off (`TransitionProperty.h`): every pan is refused. Release on Ended or Cancelled starts the timer:
/// each 60 Hz tick moves the percent 2/60 forward while it is > `interactivePercent` (0.3), else
/// 2/60 back, until it reaches 1 (finish) or 0 (cancel) — at least one tick, even from ≥ 1.
///
/// The translation is read in the gesture view's own coordinates (`translationInView:` on the
/// pushed screen's view) and divided by its bounds, so where the back animation has already set
/// that view's model transform to a scale s (the block's end value, applied at once), a finger's
/// travel d counts as d / s: percent = travel / (s × size).
public struct TMGestureModel: GestureModel {
    /// TransitionManager's `BackGestureType` bit set.
    public struct Directions: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let left = Directions(rawValue: 1)
        public static let right = Directions(rawValue: 2)
        public static let up = Directions(rawValue: 4)
        public static let down = Directions(rawValue: 8)
    }

    public static let id = "tm"
    public static let origin = "TransitionManager (PercentInteractive.m)"

    /// The recogniser's flags (library default: Right; the demo pops with Left|Right, dismisses with
    /// Down; empty: None, no back pan).
    public var directions: Directions
    /// `interactivePercent`.
    public var threshold: Double
    /// The scale the back animation gives the gesture view (1: untouched; Solid Open Portal's back
    /// run shrinks the pushed screen to 0.6).
    public var viewScale: Double
    public var timerStep: Int { 2 }
    public var legacyGlitch: LegacyGlitch? { nil }

    public init() { self.init(directions: .right) }

    public init(directions: Directions, threshold: Double = 0.3, viewScale: Double = 1) {
        precondition(viewScale > 0, "a gesture view scale must be positive")
        self.directions = directions; self.threshold = threshold; self.viewScale = viewScale
    }

    public func recognises(_ pan: PanAct, start: Point, in screen: Size) -> Bool { true }

    /// TransitionManager attaches its pan to the pushed or presented screen only
    /// (`UIViewController+TransitionManager.m`): there is no interactive push or present.
    public func refusal(of pan: PanAct, start: Point, in screen: Size) -> String? {
        if pan.transition == .to {
            return "TransitionManager has no interactive push or present (its pan only pops or dismisses): use { \"animate\": \"to\" }"
        }
        guard directions.isEmpty else { return nil }
        return "TransitionManager's backGestureType is None (gesture.directions is []): there is no back pan; use { \"animate\": \"back\" }"
    }

    public func percent(_ pan: PanAct, translation t: Point, in screen: Size) -> Double {
        var p = 0.0
        if directions.contains(.left) { p = t.x / screen.width }
        if directions.contains(.right) { p = -t.x / screen.width }
        if directions.contains(.up) { p = -t.y / screen.height }
        if directions.contains(.down) { p = t.y / screen.height }
        if directions == [.left, .right] || directions == [.up, .down] { p = abs(p) }
        return p / viewScale
    }

    public func release(percent p: Double, duration: Double) -> GestureRelease {
        .timer(from: p, forward: p > threshold, step: timerStep)
    }

    public var rules: [String] {
        let names = [(Directions.left, "Left"), (.right, "Right"), (.up, "Up"), (.down, "Down")]
            .filter { directions.contains($0.0) }.map(\.1).joined(separator: "|")
        guard !names.isEmpty else { return ["None: no back pan (every pan is refused)"] }
        let scaled = viewScale == 1 ? "" : ", read in the gesture view scaled \(viewScale) (travel / (\(viewScale) × size))"
        return [
            "percent: total translation over the screen width/height for \(names) (Left|Right, Up|Down: absolute)\(scaled), not clamped",
            "release on Ended or Cancelled; display-link timer: ±2/60 per 60 Hz tick, forward while percent > \(threshold) "
                + "(interactivePercent), until ≥ 1 or ≤ 0",
        ]
    }
}
