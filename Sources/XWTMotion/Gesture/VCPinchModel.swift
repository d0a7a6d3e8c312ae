import XWTEngine

/// VCTransitionsLibrary's pinch (`CEPinchInteractionController.m`): percent = 1 − scale / startScale,
/// not clamped (spreading the fingers makes it negative); finish above 0.5 at completion speed
/// 1 − p (`VCInteraction`). Reads pinch acts only.
public struct VCPinchModel: PinchGestureModel {
    public static let id = "vc-pinch"
    public static let origin = "VCTransitionsLibrary (CEPinchInteractionController.m)"

    public var threshold = VCInteraction.threshold
    /// VC never runs a display-link timer.
    public var timerStep: Int { 1 }
    public var legacyGlitch: LegacyGlitch? { nil }

    public init() {}

    public func percent(scale: Double, startScale: Double) -> Double {
        1 - scale / startScale
    }

    /// A pinch recogniser ignores one-finger pans (the timeline refuses them before asking).
    public func recognises(_ pan: PanAct, start: Point, in screen: Size) -> Bool { false }

    /// No percent from a pan: the pinch recogniser never fires for one.
    public func percent(_ pan: PanAct, translation: Point, in screen: Size) -> Double { 0 }

    public func release(percent p: Double, duration: Double) -> GestureRelease {
        VCInteraction.release(percent: p, threshold: threshold, duration: duration)
    }

    public var rules: [String] {
        [
            "percent: 1 − scale / startScale of a two-finger pinch (pinch acts), not clamped; scale at Began is startScale",
            VCInteraction.releaseRule(threshold: threshold),
        ]
    }
}
