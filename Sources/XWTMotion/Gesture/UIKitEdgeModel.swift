import XWTEngine

/// UIKit's system swipe-back: `interactivePopGestureRecognizer`, a screen-edge pan that must touch
/// down within `edgeRegion` points of the left edge, then `UIKitInteractivePop`'s rule.
///
/// The edge region's width is not documented: 20 pt is a model.
public struct UIKitEdgeModel: GestureModel {
    public static let id = "uikit-edge"
    public static let origin = "UIKit (UINavigationController.interactivePopGestureRecognizer, a UIScreenEdgePanGestureRecognizer)"

    /// How far from the left edge the touch may start, in points [model].
    public static let edgeRegion = 20.0

    public var threshold = UIKitInteractivePop.threshold
    public var timerStep: Int { 1 }
    public var legacyGlitch: LegacyGlitch? { nil }

    public init() {}

    public func recognises(_ pan: PanAct, start: Point, in screen: Size) -> Bool {
        pan.direction == .right && start.x <= Self.edgeRegion
    }

    public func refusal(of pan: PanAct, start: Point, in screen: Size) -> String? {
        if let refusal = UIKitInteractivePop.refusal(of: pan, model: "edge") { return refusal }
        guard pan.direction == .right, start.x > Self.edgeRegion else { return nil }
        return "UIKit's edge swipe starts within \(String(format: "%g", Self.edgeRegion)) pt of the left edge, but this pan starts at x = "
            + "\(String(format: "%g", start.x)) pt (the full-screen pop is \"gesture\": {\"model\": \"uikit-full-screen\"})"
    }

    public func percent(_ pan: PanAct, translation t: Point, in screen: Size) -> Double {
        UIKitInteractivePop.percent(translation: t, in: screen)
    }

    public func release(percent p: Double, duration: Double) -> GestureRelease {
        UIKitInteractivePop.release(percent: p, threshold: threshold, duration: duration)
    }

    public var rules: [String] {
        [
            "percent: clamp(tx / screen width, 0, 1); a rightward pan touching down within \(String(format: "%g", Self.edgeRegion)) pt of the left edge; back gestures only",
            UIKitInteractivePop.releaseRule(threshold),
        ]
    }
}
