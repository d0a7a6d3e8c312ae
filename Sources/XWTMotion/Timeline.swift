/// A scripted session (acts played back to back) as a pure function of frame index
/// (docs/architecture.md, "How one frame is made").
///
/// Time mapping: frame f shows the instant f/fps s, computed from f directly (no accumulation);
/// `frameCount` = round(duration·fps), so the clip covers [0, duration) and the instant the last
/// act ends is not itself a frame — end a script with a hold to show its final state.
public struct Timeline: Sendable {
    public let acts: [Act]
    public let config: TimelineConfig
    /// Start of each act in seconds from the beginning.
    public let actStartTimes: [Double]
    /// Length of each act in seconds (a pan or pinch: drag plus settle after release).
    public let actDurations: [Double]
    /// Total seconds of all acts.
    public let duration: Double
    /// Number of frames: round(duration · fps).
    public let frameCount: Int
    /// The release of every pan and pinch act the transition took, in act order.
    public let releases: [PanRelease]
    /// Who took each pan act (nil for the other acts): the transition, or a control of the
    /// gesture model's `touchConflict`.
    public let winners: [PanWinner?]

    private let segments: [Segment]
    /// The controls shown during each segment that is not a control's pan.
    private let segmentControls: [ControlState]
    private let finalRest: Rest

    /// The screen at rest: transition last shown and its progress (0 or 1), whether the to
    /// screen is presented, and whether the screen froze (`GestureModel.freezesAfterCancel`).
    private struct Rest: Sendable {
        var direction: TransitionDirection = .to
        var progress: Double = 0
        var presented = false
        var controls = ControlState.initial
        var frozen = false

        /// Whether `transition` can start from this state.
        func allows(_ transition: TransitionDirection) -> Bool { presented == (transition == .back) }

        /// The rest state after `transition` ended with `outcome`.
        func after(_ transition: TransitionDirection, _ outcome: PanOutcome) -> Rest {
            outcome == .finished
                ? Rest(direction: transition, progress: 1, presented: transition == .to, controls: controls)
                : Rest(direction: transition, progress: 0, presented: presented, controls: controls)
        }
    }

    private enum Segment: Sendable {
        case hold(Rest)
        case animate(TransitionDirection, seconds: Double)
        case pan(PanGesture)
        case pinch(PinchGesture)
        case content(ContentPan, Rest)
    }

    /// Validates the config and every act in order and precomputes act times and pan releases.
    public init(acts: [Act], config: TimelineConfig) throws {
        try Timeline.validate(config)
        guard !acts.isEmpty else { throw TimelineError.noActs }
        var rest = Rest()
        var time = 0.0
        var segments: [Segment] = [], starts: [Double] = [], lengths: [Double] = [], releases: [PanRelease] = []
        var winners: [PanWinner?] = [], controls: [ControlState] = []
        for (index, act) in acts.enumerated() {
            let segment: Segment, length: Double
            var winner: PanWinner?
            controls.append(rest.controls)
            switch act {
            case .animate where rest.frozen, .pan where rest.frozen, .pinch where rest.frozen:
                // Nothing responds on a frozen screen: the act passes as a hold of its own length.
                segment = .hold(rest)
                length = Self.frozenLength(of: act, config: config)
            case let .hold(seconds):
                guard seconds.isFinite && seconds >= 0 else {
                    throw TimelineError.invalidAct(index: index, field: "hold seconds", value: seconds, requirement: "finite and ≥ 0")
                }
                segment = .hold(rest)
                length = seconds
            case let .animate(transition):
                guard rest.allows(transition) else { throw TimelineError.transitionUnavailable(index: index, transition: transition) }
                length = config.duration(of: transition)
                segment = .animate(transition, seconds: length)
                rest = rest.after(transition, .finished)
            case let .pan(pan):
                guard rest.allows(pan.transition) else { throw TimelineError.transitionUnavailable(index: index, transition: pan.transition) }
                let start = try PanGesture.checkedStart(pan, index: index, screen: config.canvas)
                let conflict = config.gesture.touchConflict
                let taker = conflict?.winner(of: pan, start: start, controls: rest.controls) ?? .transition
                winner = taker
                if let conflict, taker != .transition {
                    let content = try ContentPan(
                        pan, start: start, winner: taker, conflict: conflict, controls: rest.controls, index: index, screen: config.canvas)
                    segment = .content(content, rest)
                    length = content.length
                    rest.controls = content.after
                } else {
                    let gesture = try PanGesture(pan, index: index, startTime: time, config: config)
                    segment = .pan(gesture)
                    length = gesture.length
                    releases.append(gesture.release)
                    rest = rest.after(pan.transition, gesture.release.outcome)
                    rest.frozen = gesture.release.outcome == .cancelled && config.gesture.freezesAfterCancel
                }
            case let .pinch(pinch):
                guard rest.allows(pinch.transition) else { throw TimelineError.transitionUnavailable(index: index, transition: pinch.transition) }
                let gesture = try PinchGesture(pinch, index: index, startTime: time, config: config)
                segment = .pinch(gesture)
                length = gesture.length
                releases.append(gesture.release)
                rest = rest.after(pinch.transition, gesture.release.outcome)
            }
            segments.append(segment); starts.append(time); lengths.append(length); winners.append(winner)
            time += length
        }
        self.acts = acts
        self.config = config
        self.segments = segments
        segmentControls = controls
        self.winners = winners
        actStartTimes = starts
        actDurations = lengths
        self.releases = releases
        finalRest = rest
        duration = time
        frameCount = Int((time * Double(config.fps)).rounded())
    }

    /// Seconds an act lasts on a frozen screen: a hold its own, an animation its duration, a
    /// gesture its drag.
    private static func frozenLength(of act: Act, config: TimelineConfig) -> Double {
        switch act {
        case let .hold(seconds): return seconds
        case let .animate(transition): return config.duration(of: transition)
        case let .pan(pan): return pan.duration
        case let .pinch(pinch): return pinch.duration
        }
    }

    private static func validate(_ c: TimelineConfig) throws {
        func check(_ field: String, _ value: Double, _ ok: Bool, _ requirement: String) throws {
            if !ok { throw TimelineError.invalidConfig(field: field, value: value, requirement: requirement) }
        }
        try check("fps", Double(c.fps), c.fps > 0, "> 0")
        try check("canvas width", c.canvas.width, c.canvas.width.isFinite && c.canvas.width > 0, "> 0 pt")
        try check("canvas height", c.canvas.height, c.canvas.height.isFinite && c.canvas.height > 0, "> 0 pt")
        try check("toDuration", c.toDuration, c.toDuration.isFinite && c.toDuration > 0, "> 0 s")
        try check("backDuration", c.backDuration, c.backDuration.isFinite && c.backDuration > 0, "> 0 s")
        try check("gesture threshold", c.gesture.threshold, c.gesture.threshold.isFinite && (0...1).contains(c.gesture.threshold), "in 0…1")
    }

    /// Seconds at which frame `frame` is shown: frame/fps.
    public func time(ofFrame frame: Int) -> Double { Double(frame) / Double(config.fps) }

    /// The state shown by frame `frame`; pure in `frame`. Frames past the end show the final rest state.
    public func state(frame: Int) -> TimelineState { state(atTime: time(ofFrame: frame)) }

    /// The state at `time` seconds (negative times show the start, times past the end the final rest).
    public func state(atTime time: Double) -> TimelineState {
        let t = max(time, 0)
        for index in segments.indices where t < actStartTimes[index] + actDurations[index] - PanGesture.timeTolerance {
            let τ = max(t - actStartTimes[index], 0)
            var state: TimelineState
            switch segments[index] {
            case let .hold(rest):
                return Timeline.restState(rest, actIndex: index, time: time)
            case let .animate(transition, seconds):
                let p = min(τ / seconds, 1)
                state = TimelineState(
                    actIndex: index, time: time, direction: transition,
                    progress: p, percent: p, phase: .animating)
            case let .pan(gesture):
                state = gesture.state(at: τ, actIndex: index, time: time)
            case let .pinch(gesture):
                state = gesture.state(at: τ, actIndex: index, time: time)
            case let .content(content, rest):
                state = Timeline.restState(rest, actIndex: index, time: time)
                (state.controls, state.finger) = content.controls(at: τ)
                return state
            }
            state.controls = segmentControls[index]
            return state
        }
        return Timeline.restState(finalRest, actIndex: segments.count - 1, time: time)
    }

    private static func restState(_ rest: Rest, actIndex: Int, time: Double) -> TimelineState {
        var state = TimelineState(
            actIndex: actIndex, time: time, direction: rest.direction,
            progress: rest.progress, percent: rest.progress, phase: .idle)
        state.controls = rest.controls
        return state
    }
}
