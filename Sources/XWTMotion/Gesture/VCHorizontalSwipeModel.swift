import XWTEngine

/// VCTransitionsLibrary's horizontal swipe (`CEHorizontalSwipeInteractionController.m`): percent =
/// |tx| / 200 pt, clamped and capped at 0.99; finish above 0.5 at completion speed 1 − p
/// (`VCInteraction`). Any start point.
///
/// Direction rule, decided once at Began from the sign of the x velocity: a pop fires only on a
/// right-to-left pan when `popOnRightToLeft` (YES once wired) and only on a left-to-right one
/// otherwise, and a pan of the other sense starts nothing (the model refuses it); a dismiss fires
/// either way. A forward pan is a tab switch, which each sense makes (to the next or previous tab).
public struct VCHorizontalSwipeModel: GestureModel {
    /// What the controller was wired for on the screen a back pan leaves.
    public enum BackOperation: Sendable, Hashable {
        case pop
        case dismiss
    }

    public static let id = "vc-horizontal-swipe"
    public static let origin = "VCTransitionsLibrary (CEHorizontalSwipeInteractionController.m)"

    public var threshold = VCInteraction.threshold
    /// `wireToViewController:forOperation:` of the back pan (the demo's navigation pops).
    public var backOperation = BackOperation.pop
    /// The property `wireToViewController:` sets to YES: pop on a right-to-left pan.
    public var popOnRightToLeft = true
    /// Wired for a tab bar (`CEInteractionOperationTab`, a preset's `"container": "tab"`): every
    /// pan is a tab switch, right-to-left to the next tab (here the run to B), left-to-right to
    /// the previous one (the run back to A); toward a tab that does not exist it starts nothing.
    public var switchesTabs = false
    /// VC never runs a display-link timer.
    public var timerStep: Int { 1 }
    public var legacyGlitch: LegacyGlitch? { nil }

    public init() {}

    public func recognises(_ pan: PanAct, start: Point, in screen: Size) -> Bool {
        refusal(of: pan, start: start, in: screen) == nil
    }

    public func refusal(of pan: PanAct, start: Point, in screen: Size) -> String? {
        if switchesTabs { return tabRefusal(of: pan) }
        guard pan.transition == .back, backOperation == .pop else { return nil }
        let motion = VCInteraction.beganMotion(pan)
        guard (motion.x < 0) != popOnRightToLeft else { return nil }
        return "VCTransitionsLibrary's horizontal swipe pops only on a \(popOnRightToLeft ? "right-to-left" : "left-to-right") pan "
            + "(popOnRightToLeft = \(popOnRightToLeft ? "YES" : "NO"), read from the x velocity at Began), but this one is "
            + VCInteraction.senseName(motion)
    }

    public func percent(_ pan: PanAct, translation: Point, in screen: Size) -> Double {
        VCInteraction.swipePercent(travel: translation.x)
    }

    public func release(percent p: Double, duration: Double) -> GestureRelease {
        VCInteraction.release(percent: p, threshold: threshold, duration: duration)
    }

    /// A tab switch the two screens cannot show: A is the first tab and B the last.
    private func tabRefusal(of pan: PanAct) -> String? {
        let motion = VCInteraction.beganMotion(pan)
        guard pan.transition == .to ? motion.x >= 0 : motion.x <= 0 else { return nil }
        let (screen, only) = pan.transition == .to ? ("A is the first tab", "right-to-left (to B)") : ("B is the last tab", "left-to-right (back to A)")
        return "VCTransitionsLibrary's tab swipe selects the next tab on a right-to-left pan and the previous one on a left-to-right pan; "
            + "\(screen), so only a \(only) pan switches, but this one is " + VCInteraction.senseName(motion)
    }

    public var rules: [String] {
        if switchesTabs {
            let tabs = "in a tab bar: a right-to-left pan selects the next tab (the run to B), a left-to-right one the previous tab (back to A)"
            return [VCInteraction.swipeRule(axis: "x") + "; " + tabs, VCInteraction.releaseRule(threshold: threshold)]
        }
        let sense = popOnRightToLeft ? "right-to-left" : "left-to-right"
        let back = backOperation == .pop ? "a back pan pops only \(sense) (x velocity at Began); another starts nothing" : "a back pan dismisses either way"
        return [VCInteraction.swipeRule(axis: "x") + "; " + back, VCInteraction.releaseRule(threshold: threshold)]
    }
}
