import XWTEngine

/// The spring-modal tutorial's pan-to-dismiss (`PanInteractiveTransition`): a pan on the presented
/// view drives the dismissal.
///
/// Percent = clamp(ty / 300 pt, 0, 1) (downward translation; 300 pt drag = the whole dismissal),
/// `shouldComplete` = percent > 0.5 (a drag past 150 pt). Release on Ended or Cancelled: finish when
/// `shouldComplete` and not Cancelled, else cancel; UIKit completes the rest (ease-in-out).
/// Dismissals only (the present is a button tap). `glitch` reproduces an earlier version of the
/// tutorial's code.
public struct SpringModalGestureModel: GestureModel {
    /// A mistake of the tutorial's first versions, which its article then fixes.
    public enum Glitch: String, Sendable, Hashable, CaseIterable {
        /// The first `panGestureAction:` cancels only on the Cancelled state: every Ended release
        /// calls `finishInteractiveTransition`, so any pull, however short, dismisses.
        case finishOnRelease = "finish-on-release"
        /// `DismissAnimation`'s completion calls `completeTransition:YES` even after a cancelled
        /// pan: UIKit records the dismissal as done while the reversed animation has put the modal
        /// back, and nothing on the screen responds again (`freezesAfterCancel`).
        case completeAfterCancel = "complete-after-cancel"
    }

    public static let id = "spring-modal"
    public static let origin = "the spring-modal tutorial (PanInteractiveTransition)"

    /// Drag in points that makes the percent 1.
    public static let fullDrag = 300.0

    public var threshold: Double
    /// The earlier version reproduced (nil: the article's final code).
    public var glitch: Glitch?
    public var timerStep: Int { 1 }
    public var legacyGlitch: LegacyGlitch? { nil }
    public var freezesAfterCancel: Bool { glitch == .completeAfterCancel }

    public init() { self.init(threshold: 0.5) }

    public init(threshold: Double, glitch: Glitch? = nil) { self.threshold = threshold; self.glitch = glitch }

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
        .completion(from: p, finish: glitch == .finishOnRelease || p > threshold, duration: duration)
    }

    public var rules: [String] {
        let release =
            glitch == .finishOnRelease
            ? "release on Ended: UIKit completion (ease-in-out), always finishing (the first version: only a Cancelled state cancels)"
            : "release on Ended or Cancelled: UIKit completion (ease-in-out), finish when percent > \(String(format: "%g", threshold)) "
                + "(a drag past \(String(format: "%g", threshold * Self.fullDrag)) pt), else cancel"
        return ["percent: clamp(ty / 300 pt, 0, 1) (downward drag on the presented view), dismissals only", release]
            + (glitch == .completeAfterCancel
                ? ["completeTransition:YES after a cancel: the modal stays in place and nothing responds again (later acts play as holds)"] : [])
    }
}
