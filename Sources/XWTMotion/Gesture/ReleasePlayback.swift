import XWTEngine

/// The part of a scripted gesture (pan or pinch) after the fingers lift: the model's decision and
/// how the rest of the timeline plays (display-link timer, UIKit completion, any legacy flash).
///
/// Invariant: every percent is computed from a tick index or the elapsed time, never accumulated.
/// Times are seconds measured from the lift.
struct ReleasePlayback: Sendable {
    let release: PanRelease
    /// Timeline fraction at release (the model's `progress(percent:)`, where UIKit's completion starts).
    let releaseFraction: Double
    let model: any GestureModel
    /// The finger's translation at the lift, in points (where a direct drag left the views).
    let translation: Point
    /// The progress shown for one 60 Hz frame after the settle when reproducing a legacy glitch.
    let flash: Double?

    /// Asks `model` how a lift at raw percent `percent` (act `index`, at `time` s on the timeline)
    /// settles a transition of `duration` seconds.
    init(model: any GestureModel, percent: Double, duration: Double, actIndex index: Int, time: Double, translation: Point = .zero) {
        let decision = model.release(percent: percent, duration: duration)
        release = PanRelease(actIndex: index, time: time, percent: percent, outcome: decision.outcome, settle: decision.settle)
        releaseFraction = model.progress(percent: percent)
        self.model = model
        self.translation = translation
        flash = model.legacyGlitch?.flash(percent: percent, outcome: decision.outcome)
    }

    /// Seconds from the lift to the end of the act: settle and any legacy flash frame.
    var seconds: Double { release.settle.seconds + (flash == nil ? 0 : 1 / PanGesture.touchRate) }

    /// `state` (the act's) at `elapsed` seconds after the lift.
    func apply(to state: inout TimelineState, elapsed: Double) {
        state.outcome = release.outcome
        if let flash, elapsed >= release.settle.seconds - PanGesture.timeTolerance {
            state.phase = .completing
            state.progress = flash
            state.percent = flash
            return
        }
        switch release.settle {
        case .immediate:
            // Only the lift instant itself lands here; the act ends there.
            state.phase = .idle
            state.percent = release.percent
            state.progress = release.outcome == .finished ? 1 : 0
        case let .timer(ticks):
            let j = min(PanGesture.ticks(before: elapsed), ticks)
            state.phase = .timer
            state.percent = timerPercent(afterTick: j)
            state.progress = model.progress(percent: state.percent)
        case let .completion(seconds):
            let eased = TimingCurve.easeInOut.value(elapsed / seconds)
            let p = releaseFraction
            state.phase = .completing
            state.progress = release.outcome == .finished ? p + (1 - p) * eased : p * (1 - eased)
            state.percent = state.progress
        case let .stagedCompletion(completion, nextStage):
            // The finger's stage ends where the model maps percent 1 (its share of the run).
            let share = model.progress(percent: 1), p = releaseFraction
            state.phase = .completing
            if elapsed < completion {
                let eased = TimingCurve.easeInOut.value(elapsed / completion)
                state.progress = release.outcome == .finished ? p + (share - p) * eased : p * (1 - eased)
            } else if release.outcome == .finished {
                state.progress = share + (1 - share) * min((elapsed - completion) / nextStage, 1)
            } else {
                state.progress = 0
                state.drive = .chainAfterCancel
            }
            state.percent = state.progress
        case let .animation(seconds):
            state.phase = .animating
            state.progress = min(elapsed / seconds, 1)
            state.percent = state.progress
            state.drive = .afterDrag(translation: translation, percent: release.percent)
        }
    }

    /// The timer's percent after `j` ticks: release percent ± j·step/60, toward the outcome.
    func timerPercent(afterTick j: Int) -> Double {
        TimerSettle.percent(from: release.percent, afterTick: j, forward: release.outcome == .finished, step: model.timerStep)
    }
}
