import XWTEngine

/// One scripted pan played through a library's `GestureModel`: touch events → percent → release →
/// display-link timer or UIKit completion.
///
/// Invariant: every percent is computed from an event or tick index (the sum of UIKit's
/// increments in exact arithmetic), never accumulated, so there is no float drift. Times are
/// seconds measured from touch-down.
struct PanGesture: Sendable {
    /// Touch events and display-link ticks per second (the display rate).
    static let touchRate = 60.0
    /// Slack in seconds when deciding whether an event or tick is at or before a frame time, so
    /// that coinciding times computed along different float paths compare as equal.
    static let timeTolerance = 1e-9

    let pan: PanAct
    /// Touch-down point in screen points.
    let start: Point
    /// The gesture view's size in points.
    let screen: Size
    /// Number of Changed events: event k = 1…n happens at min(k/60, duration) s, so the last one
    /// coincides with the lift and carries the full `distance`. Began (k = 0) gives no update.
    let changedEvents: Int
    /// Timeline fraction at release, clamped to [0, 1] (where UIKit's completion starts).
    let releaseFraction: Double
    let model: any GestureModel
    let release: PanRelease
    /// The progress shown for one 60 Hz frame after the settle when reproducing a legacy glitch.
    let flash: Double?

    /// Validates `pan` (act `index`, touch-down at `startTime` s on the timeline) and decides its release.
    init(_ pan: PanAct, index: Int, startTime: Double, config: TimelineConfig) throws {
        func check(_ field: String, _ value: Double, _ ok: Bool, _ requirement: String) throws {
            if !ok { throw TimelineError.invalidAct(index: index, field: field, value: value, requirement: requirement) }
        }
        try check("distance", pan.distance, pan.distance.isFinite, "finite")
        try check("duration", pan.duration, pan.duration.isFinite && pan.duration > 0, "> 0 s")
        try check("edgeSpacing", pan.edgeSpacing, pan.edgeSpacing.isFinite, "finite")
        if let ratioBase = pan.ratioBase {
            try check("ratioBase", ratioBase, ratioBase.isFinite && ratioBase > 0,
                      "> 0 pt (omit it for the screen width or height)")
        }
        let size = config.canvas
        let start = pan.start ?? pan.defaultStart(in: size)
        func onScreen(_ p: Point) -> Bool {
            let slack = 1e-9
            return p.x >= -slack && p.x <= size.width + slack && p.y >= -slack && p.y <= size.height + slack
        }
        guard onScreen(start) else { throw TimelineError.fingerOffScreen(index: index, point: start, screen: size) }
        let model = config.gesture
        guard model.recognises(pan, start: start, in: size) else {
            throw TimelineError.panNotRecognised(index: index, direction: pan.direction, start: start,
                                                 edgeSpacing: pan.edgeSpacing, screen: size)
        }
        self.pan = pan
        self.start = start
        self.model = model
        screen = size
        changedEvents = max(1, Int((pan.duration * PanGesture.touchRate - 1e-6).rounded(.up)))

        for k in 0...changedEvents {
            let finger = Self.finger(pan, start, afterEvent: k, of: changedEvents)
            guard onScreen(finger) else { throw TimelineError.fingerOffScreen(index: index, point: finger, screen: size) }
        }

        let p = Self.percent(pan, model, size, afterEvent: changedEvents, of: changedEvents)
        releaseFraction = min(max(p, 0), 1)
        let decision = model.release(percent: p, duration: config.duration(of: pan.transition))
        let outcome = decision.outcome, settle = decision.settle
        release = PanRelease(actIndex: index, time: startTime + pan.duration, percent: p,
                             outcome: outcome, settle: settle)
        flash = model.legacyGlitch?.flash(percent: p, outcome: outcome)
    }

    /// Seconds from touch-down to the end of the act: drag, settle and any legacy flash frame.
    var length: Double { pan.duration + release.settle.seconds + (flash == nil ? 0 : 1 / PanGesture.touchRate) }

    /// The gesture at `τ` seconds after touch-down, as a timeline state of act `actIndex` at `time`.
    func state(at τ: Double, actIndex: Int, time: Double) -> TimelineState {
        var state = TimelineState(actIndex: actIndex, time: time, direction: pan.transition,
                                  progress: 0, percent: 0, phase: .dragging)
        if τ < pan.duration - PanGesture.timeTolerance {
            let k = min(Self.ticks(before: τ), changedEvents - 1)
            state.percent = Self.percent(pan, model, screen, afterEvent: k, of: changedEvents)
            state.progress = min(max(state.percent, 0), 1)
            state.finger = Self.finger(pan, start, afterEvent: k, of: changedEvents)
            return state
        }
        let elapsed = max(τ - pan.duration, 0)
        state.outcome = release.outcome
        if let flash, elapsed >= release.settle.seconds - PanGesture.timeTolerance {
            state.phase = .completing
            state.progress = flash
            state.percent = flash
            return state
        }
        switch release.settle {
        case .immediate:
            // Only the lift instant itself lands here; the act ends there.
            state.phase = .idle
            state.percent = release.percent
            state.progress = release.outcome == .finished ? 1 : 0
        case let .timer(ticks):
            let j = min(Self.ticks(before: elapsed), ticks)
            state.phase = .timer
            state.percent = timerPercent(afterTick: j)
            state.progress = min(max(state.percent, 0), 1)
        case let .completion(seconds):
            let eased = TimingCurve.easeInOut.value(elapsed / seconds)
            let p = releaseFraction
            state.phase = .completing
            state.progress = release.outcome == .finished ? p + (1 - p) * eased : p * (1 - eased)
            state.percent = state.progress
        }
        return state
    }

    /// The timer's percent after `j` ticks: release percent ± j·step/60, toward the outcome.
    func timerPercent(afterTick j: Int) -> Double {
        TimerSettle.percent(from: release.percent, afterTick: j, forward: release.outcome == .finished, step: model.timerStep)
    }

    /// Number of 60 Hz instants k/60, k ≥ 1, at or before `seconds`.
    private static func ticks(before seconds: Double) -> Int {
        max(Int(((seconds + timeTolerance) * touchRate).rounded(.down)), 0)
    }

    /// Seconds after touch-down of Changed event `k` (k = 1…n; the last is the lift).
    private static func eventTime(_ pan: PanAct, _ k: Int, of n: Int) -> Double {
        k >= n ? pan.duration : Double(k) / touchRate
    }

    /// Signed finger travel along the direction after event `k`, in points.
    private static func travel(_ pan: PanAct, afterEvent k: Int, of n: Int) -> Double {
        k == 0 ? 0 : pan.distance * pan.fingerCurve.value(eventTime(pan, k, of: n) / pan.duration)
    }

    /// The finger after event `k`, in screen points.
    static func finger(_ pan: PanAct, _ start: Point, afterEvent k: Int, of n: Int) -> Point {
        let d = travel(pan, afterEvent: k, of: n), u = pan.direction.unitVector
        return Point(start.x + u.x * d, start.y + u.y * d)
    }

    /// The model's percent after event `k` (Began adds no update, so k = 0 is the percent of no travel).
    static func percent(_ pan: PanAct, _ model: any GestureModel, _ screen: Size, afterEvent k: Int, of n: Int) -> Double {
        let d = travel(pan, afterEvent: k, of: n), u = pan.direction.unitVector
        return model.percent(pan, translation: Point(u.x * d, u.y * d), in: screen)
    }
}
