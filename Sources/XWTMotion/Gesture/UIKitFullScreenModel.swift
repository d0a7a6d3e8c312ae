import XWTEngine

/// The full-screen swipe-back of the WSL article (全屏侧滑返回): a plain pan on the navigation
/// controller's view whose target is the system's own `handleNavigationTransition:`, so a rightward
/// pan starting anywhere pops with UIKit's transition and `UIKitInteractivePop`'s rule (the
/// article's `gestureRecognizerShouldBegin` ignores it on the root screen, where nothing pops).
public struct UIKitFullScreenModel: GestureModel {
    public static let id = "uikit-full-screen"
    public static let origin = "UIKit (a UIPanGestureRecognizer targeting interactivePopGestureRecognizer's handleNavigationTransition:)"

    public var threshold = UIKitInteractivePop.threshold
    /// The WSL demo page's paged banner and slider, which may take a pan first (nil: none).
    public var touchConflict: TouchConflict?
    public var timerStep: Int { 1 }
    public var legacyGlitch: LegacyGlitch? { nil }

    public init() {}

    public func recognises(_ pan: PanAct, start: Point, in screen: Size) -> Bool { pan.direction == .right }

    public func refusal(of pan: PanAct, start: Point, in screen: Size) -> String? {
        UIKitInteractivePop.refusal(of: pan, model: "full-screen")
    }

    public func percent(_ pan: PanAct, translation t: Point, in screen: Size) -> Double {
        UIKitInteractivePop.percent(translation: t, in: screen)
    }

    public func release(percent p: Double, duration: Double) -> GestureRelease {
        UIKitInteractivePop.release(percent: p, threshold: threshold, duration: duration)
    }

    public var rules: [String] {
        [
            "percent: clamp(tx / screen width, 0, 1); a rightward pan touching down anywhere; back gestures only",
            UIKitInteractivePop.releaseRule(threshold),
        ] + (touchConflict?.rules ?? [])
    }
}
