import XWTEngine

/// VCTransitionsLibrary's vertical swipe (`CEVerticalSwipeInteractionController.m`): percent =
/// |ty| / 200 pt, clamped and capped at 0.99; finish above 0.5 at completion speed 1 − p
/// (`VCInteraction`). Any start point.
///
/// Direction rule, decided once at Began from the sign of the y translation: a pop fires only
/// top-to-bottom, and any other pan (upward or sideways) starts nothing (the model refuses it); a
/// dismiss fires either way. It drives no forward pan: wired to a tab bar it throws.
public struct VCVerticalSwipeModel: GestureModel {
    public static let id = "vc-vertical-swipe"
    public static let origin = "VCTransitionsLibrary (CEVerticalSwipeInteractionController.m)"

    public var threshold = VCInteraction.threshold
    /// `wireToViewController:forOperation:` of the back pan (the demo's navigation pops).
    public var backOperation = VCHorizontalSwipeModel.BackOperation.pop
    /// VC never runs a display-link timer.
    public var timerStep: Int { 1 }
    public var legacyGlitch: LegacyGlitch? { nil }

    public init() {}

    public func recognises(_ pan: PanAct, start: Point, in screen: Size) -> Bool {
        refusal(of: pan, start: start, in: screen) == nil
    }

    public func refusal(of pan: PanAct, start: Point, in screen: Size) -> String? {
        if pan.transition == .to {
            return "VCTransitionsLibrary's vertical swipe drives only pops and dismissals (wired to a tab bar it throws): use { \"animate\": \"to\" }"
        }
        let motion = VCInteraction.beganMotion(pan)
        guard backOperation == .pop, motion.y <= 0 else { return nil }
        return "VCTransitionsLibrary's vertical swipe pops only on a top-to-bottom pan (y translation at Began), but this one is "
            + VCInteraction.senseName(motion)
    }

    public func percent(_ pan: PanAct, translation: Point, in screen: Size) -> Double {
        VCInteraction.swipePercent(travel: translation.y)
    }

    public func release(percent p: Double, duration: Double) -> GestureRelease {
        VCInteraction.release(percent: p, threshold: threshold, duration: duration)
    }

    public var rules: [String] {
        let back =
            backOperation == .pop ? "a back pan pops only top-to-bottom (y translation at Began); another starts nothing" : "a back pan dismisses either way"
        return [VCInteraction.swipeRule(axis: "y") + "; " + back, VCInteraction.releaseRule(threshold: threshold)]
    }
}
