import XWTEngine

/// VCTransitionsLibrary's horizontal swipe (`CEHorizontalSwipeInteractionController.m`): percent =
/// |tx| / 200 pt, clamped and capped at 0.99; finish above 0.5 at completion speed 1 − p
/// (`VCInteraction`). Any start point and either sense are read (the dismiss rule).
public struct VCHorizontalSwipeModel: GestureModel {
    public static let id = "vc-horizontal-swipe"
    public static let origin = "VCTransitionsLibrary (CEHorizontalSwipeInteractionController.m)"

    public var threshold = VCInteraction.threshold
    /// VC never runs a display-link timer.
    public var timerStep: Int { 1 }
    public var legacyGlitch: LegacyGlitch? { nil }

    public init() {}

    public func recognises(_ pan: PanAct, start: Point, in screen: Size) -> Bool { true }

    public func percent(_ pan: PanAct, translation: Point, in screen: Size) -> Double {
        VCInteraction.swipePercent(travel: translation.x)
    }

    public func release(percent p: Double, duration: Double) -> GestureRelease {
        VCInteraction.release(percent: p, threshold: threshold, duration: duration)
    }

    public var rules: [String] { [VCInteraction.swipeRule(axis: "x"), VCInteraction.releaseRule(threshold: threshold)] }
}
