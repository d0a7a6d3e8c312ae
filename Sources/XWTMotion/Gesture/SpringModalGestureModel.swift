import XWTEngine

/// The spring-modal tutorial's pan-to-dismiss (`PanInteractiveTransition`): a pan on the presented
/// view drives the dismissal.
///
/// Percent = clamp(ty / 300 pt, 0, 1) (downward translation; 300 pt drag = the whole dismissal),
/// `shouldComplete` = percent > 0.5 (a drag past 150 pt). Release on Ended or Cancelled: finish when
/// `shouldComplete` and not Cancelled, else cancel; UIKit completes the rest (ease-in-out).
/// Dismissals only (the present is a button tap).
public struct SpringModalGestureModel: GestureModel {
    public static let id = "spring-modal"
    public static let origin = "the spring-modal tutorial (PanInteractiveTransition)"

    /// Drag in points that makes the percent 1.
    public static let fullDrag = 300.0

    public var threshold: Double
    public var timerStep: Int { 1 }
    public var legacyGlitch: LegacyGlitch? { nil }

    public init() { self.init(threshold: 0.5) }

    public init(threshold: Double) { self.threshold = threshold }

    public func recognises(_ pan: PanAct, start: Point, in screen: Size) -> Bool {
        refusal(of: pan, start: start, in: screen) == nil
    }

    public func refusal(of pan: PanAct, start: Point, in screen: Size) -> String? {
        pan.transition == .to ? "the spring-modal tutorial presents on a button tap (its pan dismisses): use { \"animate\": \"to\" }" : nil
    }

    public func percent(_ pan: PanAct, translation t: Point, in screen: Size) -> Double {
        min(max(t.y / Self.fullDrag, 0), 1)
    }

    public func release(percent p: Double, duration: Double) -> GestureRelease {
        .completion(from: p, finish: p > threshold, duration: duration)
    }

    public var rules: [String] {
        [
            "percent: clamp(ty / 300 pt, 0, 1) (downward drag on the presented view), dismissals only",
            "release on Ended or Cancelled: UIKit completion (ease-in-out), finish when percent > \(String(format: "%g", threshold)) "
                + "(a drag past \(String(format: "%g", threshold * Self.fullDrag)) pt), else cancel",
        ]
    }
}
