import XWTEngine

/// WSLTransferAnimation's pan rules: the percent-driven back swipe of effects #2–#4
/// (`WSLTransitionInteractiveTwo/Three/Four.m`) and the photo viewer's free drag (`WSLAnimationOne.m`).
///
/// Swipe: percent = |tx| / W (absolute horizontal translation over the view width), not clamped;
/// release on Ended: percent > 0.5 finishes, else cancels, and UIKit completes the rest
/// (ease-in-out). Where the finger drives only the first stage of a run (the splash flip),
/// `drivenShare` maps the percent into that stage: progress = clamp(percent, 0, 1) · share; UIKit
/// completes or rewinds that stage alone, then the stage's completion block runs the second
/// animation at its own time and curve, on a cancel too (`PanSettle.stagedCompletion`).
///
/// Photo drag: no transition runs while the finger is down; the image view (W × H/2, centred)
/// follows it and percent = |centreY − H/2| / (H/2) = |ty| / (H/2). Release with percent > 0.5
/// starts the dismissal animation from the dragged pose (`PanSettle.animation`, D seconds);
/// otherwise the image snaps back at once. Only back gestures exist (pushes and presents are taps).
public struct WSLGestureModel: GestureModel {
    /// Which of WSL's pans.
    public enum Style: String, Sendable, Hashable {
        /// Effects #2–#4: a percent-driven swipe anywhere on the view.
        case swipe
        /// Effect #1: the photo viewer's free drag of its image.
        case photoDrag
    }

    public static let id = "wsl"
    public static let origin = "WSLTransferAnimation (WSLTransitionInteractiveTwo/Three/Four.m, WSLAnimationOne.m)"

    public var style: Style
    public var threshold: Double
    /// The share of the run the percent scrubs (1, or the splash flip's first stage 0.4 / 0.7).
    public var drivenShare: Double
    public var timerStep: Int { 1 }
    public var legacyGlitch: LegacyGlitch? { nil }

    public init() { self.init(style: .swipe) }

    public init(style: Style, threshold: Double = 0.5, drivenShare: Double = 1) {
        self.style = style; self.threshold = threshold; self.drivenShare = drivenShare
    }

    public var movesViewsDirectly: Bool { style == .photoDrag }

    public func recognises(_ pan: PanAct, start: Point, in screen: Size) -> Bool {
        refusal(of: pan, start: start, in: screen) == nil
    }

    public func refusal(of pan: PanAct, start: Point, in screen: Size) -> String? {
        if pan.transition == .to {
            return "WSLTransferAnimation pushes and presents on taps only (no interactive push): use { \"animate\": \"to\" }"
        }
        guard style == .photoDrag else { return nil }
        let top = screen.height / 4, bottom = screen.height * 3 / 4
        guard start.y < top || start.y > bottom else { return nil }
        return "the photo viewer's pan lives on its image (W × H/2, centred), so it must start at \(Self.text(top)) ≤ y ≤ \(Self.text(bottom)) pt, "
            + "but starts at y = \(Self.text(start.y))"
    }

    public func percent(_ pan: PanAct, translation t: Point, in screen: Size) -> Double {
        switch style {
        case .swipe: return abs(t.x) / screen.width
        case .photoDrag: return abs(t.y) / (screen.height / 2)
        }
    }

    public func progress(percent: Double) -> Double {
        min(max(percent, 0), 1) * drivenShare
    }

    public func release(percent p: Double, duration: Double) -> GestureRelease {
        switch style {
        case .swipe where drivenShare < 1:
            return .stagedCompletion(from: p, finish: p > threshold, duration: duration, share: drivenShare)
        case .swipe:
            return .completion(from: p, finish: p > threshold, duration: duration)
        case .photoDrag:
            return p > threshold
                ? GestureRelease(outcome: .finished, settle: .animation(seconds: duration))
                : GestureRelease(outcome: .cancelled, settle: .immediate)
        }
    }

    public var rules: [String] {
        switch style {
        case .swipe:
            return [
                "percent: |tx| / screen width (absolute horizontal translation), not clamped"
                    + (drivenShare < 1 ? "; drives only the run's first stage (\(Self.text(drivenShare)) of it)" : ""),
                "release on Ended: UIKit completion (ease-in-out), finish when percent > \(Self.text(threshold)), else cancel; back gestures only"
                    + (drivenShare < 1 ? "; UIKit completes or rewinds the first stage alone, then the second stage plays its own animation either way" : ""),
            ]
        case .photoDrag:
            return [
                "free drag: the image (W × H/2, centred) follows the finger and the page fades to 1 − percent; percent = |ty| / (H/2)",
                "release on Ended: percent > \(Self.text(threshold)) starts the dismissal animation from the dragged pose, else the image snaps back at once",
            ]
        }
    }

    private static func text(_ x: Double) -> String { String(format: "%g", x) }
}
