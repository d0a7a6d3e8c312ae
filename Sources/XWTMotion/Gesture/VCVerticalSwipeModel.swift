import XWTEngine

/// VCTransitionsLibrary's vertical swipe (`CEVerticalSwipeInteractionController.m`): percent =
/// |ty| / 200 pt, clamped and capped at 0.99; finish above 0.5 at completion speed 1 − p
/// (`VCInteraction`). Any start point and either sense are read (the dismiss rule).
public struct VCVerticalSwipeModel: GestureModel {
    public static let id = "vc-vertical-swipe"
    public static let origin = "VCTransitionsLibrary (CEVerticalSwipeInteractionController.m)"

    public var threshold = VCInteraction.threshold
    /// VC never runs a display-link timer.
    public var timerStep: Int { 1 }
    public var legacyGlitch: LegacyGlitch? { nil }

    public init() {}

    public func recognises(_ pan: PanAct, start: Point, in screen: Size) -> Bool { true }

    public func percent(_ pan: PanAct, translation: Point, in screen: Size) -> Double {
        VCInteraction.swipePercent(travel: translation.y)
    }

    public func release(percent p: Double, duration: Double) -> GestureRelease {
        VCInteraction.release(percent: p, threshold: threshold, duration: duration)
    }

    public var rules: [String] { [VCInteraction.swipeRule(axis: "y"), VCInteraction.releaseRule(threshold: threshold)] }
}
