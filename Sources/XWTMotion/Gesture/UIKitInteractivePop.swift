import XWTEngine

/// The rule UIKit's navigation controller applies to its interactive pop, shared by the edge-swipe
/// (`UIKitEdgeModel`) and full-screen (`UIKitFullScreenModel`) recognisers.
///
/// Percent = clamp(tx / W, 0, 1): rightward translation over the screen width (the pop view
/// follows the finger). Release on Ended: percent > 0.5 finishes, else cancels — 0.5 is the
/// system's completion percentage that FDFullscreenPopGesture's PR #179 ("自定义pop手势完成的滑动距离")
/// hooks `_UINavigationInteractiveTransition` to change. UIKit also finishes a fast rightward flick;
/// a scripted finger (ease-out) comes to rest at the lift, so the flick never fires here [model].
/// The rest plays as UIKit's completion of a percent-driven transition: ease-in-out over the
/// remaining (1 − p)·D or p·D at `completionSpeed` 1 (UIPercentDrivenInteractiveTransition's
/// documented default). Pushes run on taps only.
enum UIKitInteractivePop {
    static let threshold = 0.5

    static func refusal(of pan: PanAct, model: String) -> String? {
        guard pan.transition == .to else { return nil }
        return "UIKit's navigation controller pushes on taps only (its \(model) pan pops): use { \"animate\": \"to\" }"
    }

    static func percent(translation t: Point, in screen: Size) -> Double { min(max(t.x / screen.width, 0), 1) }

    static func release(percent p: Double, threshold: Double, duration: Double) -> GestureRelease {
        .completion(from: p, finish: p > threshold, duration: duration)
    }

    static func releaseRule(_ threshold: Double) -> String {
        "release on Ended: UIKit completion (ease-in-out, completionSpeed 1), finish when percent > \(String(format: "%g", threshold)), else cancel; "
            + "a fast rightward flick also finishes on a device (not scripted: the finger stops at the lift)"
    }
}
