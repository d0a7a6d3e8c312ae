/// How a pan ended: the decision taken when the finger lifts.
public enum PanOutcome: String, Sendable, Hashable {
    case finished, cancelled
}

/// How the rest of the timeline is played after the finger lifts.
public enum PanSettle: Sendable, Hashable {
    /// The percent was already ≥ 1 or ≤ 0 with the timer on: finish or cancel at once.
    case immediate
    /// The display-link timer ran `ticks` 60 Hz ticks of ±1/60 each.
    case timer(ticks: Int)
    /// UIKit's completion ran for `seconds` with ease-in-out.
    case completion(seconds: Double)
    /// No transition was running (the finger moved the views itself): the release started the
    /// library's own animation of `seconds` from where the finger left the views.
    case animation(seconds: Double)
    /// UIKit's completion ran the finger's stage for `completion` seconds (ease-in-out); then the
    /// library's completion block ran its next animation for `nextStage` seconds, after a cancel
    /// as after a finish (WSL's splash flip).
    case stagedCompletion(completion: Double, nextStage: Double)

    /// Seconds from release to the end of the pan act.
    public var seconds: Double {
        switch self {
        case .immediate: 0
        case let .timer(ticks): Double(ticks) / PanGesture.touchRate
        case let .completion(seconds): seconds
        case let .animation(seconds): seconds
        case let .stagedCompletion(completion, nextStage): completion + nextStage
        }
    }
}

/// The release of one pan act, for traces and tests.
///
/// Units: `time` in seconds from the start of the timeline; `percent` is XW's raw percent.
public struct PanRelease: Sendable, Hashable {
    /// Index of the pan in the timeline's acts.
    public let actIndex: Int
    /// When the finger lifts.
    public let time: Double
    /// The percent at release (the last Changed event's), not clamped.
    public let percent: Double
    public let outcome: PanOutcome
    public let settle: PanSettle
}
