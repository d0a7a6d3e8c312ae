import XWTEngine

/// One library's rule for turning a scripted pan into transition percent and ending it on release.
///
/// A model is a value: each effect names its library's model, a preset may override it, and the
/// timeline only ever talks to this interface. Percent is the library's raw percent (not clamped
/// unless the library clamps); the timeline clamps it to progress. Units: points, seconds.
public protocol GestureModel: Sendable, Hashable {
    /// The id presets use to choose the model (`"gesture": {"model": …}`).
    static var id: String { get }
    /// The library and source file the rule is read from, e.g. "XWTransition (XWInteractiveTransition.m)".
    static var origin: String { get }
    /// The model as the library configures it by default.
    init()

    /// The release threshold: what `release` compares the percent with (0…1).
    var threshold: Double { get set }
    /// How far the display-link timer moves the percent per 60 Hz tick, in sixtieths (XW 1, TM 2);
    /// only read when `release` returns `.timer`.
    var timerStep: Int { get }
    /// A glitch the library's author fixed, reproduced after the release (nil: as fixed).
    var legacyGlitch: LegacyGlitch? { get }
    /// True when the library's completion reports a cancelled transition as completed
    /// (`completeTransition(true)`): nothing on the screen responds afterwards, so every later act
    /// plays as a hold. Default false.
    var freezesAfterCancel: Bool { get }

    /// Whether the library's recogniser accepts a pan that touches down at `start` (points).
    func recognises(_ pan: PanAct, start: Point, in screen: Size) -> Bool
    /// Why the library never starts this pan (e.g. it has no interactive push), as one clause for
    /// an error message; nil when `recognises` decides. Default nil.
    func refusal(of pan: PanAct, start: Point, in screen: Size) -> String?
    /// The percent after the finger has moved `translation` points since touch-down.
    func percent(_ pan: PanAct, translation: Point, in screen: Size) -> Double
    /// The timeline fraction shown at `percent` (default: the percent clamped to [0, 1]; a library
    /// whose finger drives only the first stage of a run maps it into that stage).
    func progress(percent: Double) -> Double
    /// True when the finger moves the presented views itself instead of driving a transition
    /// (WSL's photo viewer): the timeline then reports `TransitionDrive.dragging`. Default false.
    var movesViewsDirectly: Bool { get }
    /// What happens when the finger lifts at raw percent `percent` during a transition of
    /// `duration` seconds: finish or cancel, and how the rest of the timeline plays.
    func release(percent: Double, duration: Double) -> GestureRelease
    /// One line per rule for traces and listings: percent rule, threshold, settle, caps.
    var rules: [String] { get }
    /// Controls on the presented screen that may take a pan instead of the transition. Default nil.
    var touchConflict: TouchConflict? { get }
}

extension GestureModel {
    public func refusal(of pan: PanAct, start: Point, in screen: Size) -> String? { nil }
    public var touchConflict: TouchConflict? { nil }
    public func progress(percent: Double) -> Double { min(max(percent, 0), 1) }
    public var movesViewsDirectly: Bool { false }
    public var freezesAfterCancel: Bool { false }
}

/// The decision a gesture model takes when the finger lifts.
public struct GestureRelease: Sendable, Hashable {
    public var outcome: PanOutcome
    public var settle: PanSettle

    public init(outcome: PanOutcome, settle: PanSettle) {
        self.outcome = outcome; self.settle = settle
    }

    /// A display-link timer from `percent` moving `step`/60 per tick toward 1 when
    /// `forward`, else toward 0, until it reaches the end.
    public static func timer(from percent: Double, forward: Bool, step: Int) -> GestureRelease {
        GestureRelease(
            outcome: forward ? .finished : .cancelled,
            settle: .timer(ticks: TimerSettle.ticks(from: percent, forward: forward, step: step)))
    }

    /// UIKit's completion of a percent-driven transition (ease-in-out) from `percent` clamped to
    /// [0, 1]: the remaining (1 − p)·D (finish) or p·D (cancel) seconds, divided by `speed`.
    public static func completion(from percent: Double, finish: Bool, duration: Double, speed: Double = 1) -> GestureRelease {
        let p = min(max(percent, 0), 1)
        let seconds = (finish ? 1 - p : p) * duration / speed
        return GestureRelease(outcome: finish ? .finished : .cancelled, settle: seconds > 0 ? .completion(seconds: seconds) : .immediate)
    }

    /// UIKit's completion of a run whose finger drives only its first stage, `share` of `duration`:
    /// the rest of that stage from `percent` clamped to [0, 1] — (1 − p) or p of share·D seconds —
    /// then the next stage's (1 − share)·D seconds, which the library's completion block runs on a
    /// cancel too.
    public static func stagedCompletion(from percent: Double, finish: Bool, duration: Double, share: Double) -> GestureRelease {
        let p = min(max(percent, 0), 1)
        return GestureRelease(
            outcome: finish ? .finished : .cancelled,
            settle: .stagedCompletion(completion: (finish ? 1 - p : p) * share * duration, nextStage: (1 - share) * duration))
    }
}

/// The display-link timer shared by the timer-driven models.
///
/// Invariant: the percent after tick j is release ± j·step/60, computed from j (never accumulated).
public enum TimerSettle {
    /// The percent after `tick` ticks of `step`/60 from `percent` (forward or back).
    public static func percent(from percent: Double, afterTick tick: Int, forward: Bool, step: Int) -> Double {
        let moved = Double(tick &* step) / PanGesture.touchRate
        return forward ? percent + moved : percent - moved
    }

    /// Ticks until the timer stops: the first j ≥ 1 with p + j·s ≥ 1 (forward) or p − j·s ≤ 0.
    public static func ticks(from p: Double, forward: Bool, step: Int) -> Int {
        func done(_ j: Int) -> Bool {
            let q = percent(from: p, afterTick: j, forward: forward, step: step)
            return forward ? q >= 1 : q <= 0
        }
        var j = max(1, Int(((forward ? 1 - p : p) * PanGesture.touchRate / Double(step)).rounded(.up)))
        while j > 1 && done(j - 1) { j -= 1 }
        while !done(j) { j += 1 }
        return j
    }
}

/// Every gesture model a preset can name, one line per library.
public enum GestureModels {
    public static let all: [any GestureModel.Type] = [
        XWGestureModel.self,
        TMGestureModel.self,
        // VCTransitionsLibrary
        VCHorizontalSwipeModel.self,
        VCVerticalSwipeModel.self,
        VCPinchModel.self,
        // HUAnimator
        HUGestureModel.self,
        // WSLTransferAnimation
        WSLGestureModel.self,
        // RWPopTransitionAnimation
        RWGestureModel.self,
        // SpringModalTutorial
        SpringModalGestureModel.self,
        // UIKit
        UIKitEdgeModel.self,
        UIKitFullScreenModel.self,
        UIKitModalModel.self,
    ]

    /// The model type with `id`, or nil.
    public static func named(_ id: String) -> (any GestureModel.Type)? {
        all.first { $0.id == id }
    }
}
