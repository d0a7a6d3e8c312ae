import XWTEngine

/// RWPopTransitionAnimation's full-screen pop pan (`UIViewController+RWTransition.m`).
///
/// Percent = clamp(tx / W, 0, 1) (rightward translation over the view width), recomputed from the
/// total translation. Release on Ended or Cancelled: percent > 0.25 finishes, else cancels, and
/// UIKit completes the rest (ease-in-out); a Failed gesture cancels (never scripted). Pops only.
public struct RWGestureModel: GestureModel {
    public static let id = "rw"
    public static let origin = "RWPopTransitionAnimation (UIViewController+RWTransition.m)"

    public var threshold: Double
    public var timerStep: Int { 1 }
    public var legacyGlitch: LegacyGlitch? { nil }

    public init() { self.init(threshold: 0.25) }

    public init(threshold: Double) { self.threshold = threshold }

    public func recognises(_ pan: PanAct, start: Point, in screen: Size) -> Bool {
        refusal(of: pan, start: start, in: screen) == nil
    }

    public func refusal(of pan: PanAct, start: Point, in screen: Size) -> String? {
        pan.transition == .to ? "RWPopTransitionAnimation pushes on taps only (its pan pops): use { \"animate\": \"to\" }" : nil
    }

    public func percent(_ pan: PanAct, translation t: Point, in screen: Size) -> Double {
        min(max(t.x / screen.width, 0), 1)
    }

    public func release(percent p: Double, duration: Double) -> GestureRelease {
        .completion(from: p, finish: p > threshold, duration: duration)
    }

    public var rules: [String] {
        [
            "percent: clamp(tx / screen width, 0, 1), full-screen pan (rightward), back gestures only",
            "release on Ended or Cancelled: UIKit completion (ease-in-out), finish when percent > \(String(format: "%g", threshold)), else cancel; Failed cancels",
        ]
    }
}
