import XWTEngine

/// HUAnimator's demo has no interaction controller: `HUViewController.m` answers the navigation
/// delegate's animation-controller question only, so every push and pop runs on a tap (and a
/// custom animator switches off the system's edge-swipe pop). Presets script `animate` acts.
///
/// Every pan is refused with a one-line reason; a preset may still name another model
/// (`"gesture": {"model": "xw"}`) to scrub HU's animations with a finger.
public struct HUGestureModel: TapsOnlyGestureModel {
    public static let id = "hu"
    public static let origin = "HUAnimator (HUViewController.m: animation controllers only, no interaction controller)"

    /// Never compared (no pan is recognised); kept so a preset override reads uniformly.
    public var threshold = 0.5

    public init() {}

    public func refusal(of pan: PanAct, start: Point, in screen: Size) -> String? {
        "HUAnimator has no interaction controller, so its pushes and pops run on taps: use { \"animate\": \"\(pan.transition.rawValue)\" } "
            + "(or name another gesture model in \"gesture\")"
    }

    public var rules: [String] {
        ["no interaction controller: pans are refused; pushes and pops run non-interactively on taps (animate acts)"]
    }
}
