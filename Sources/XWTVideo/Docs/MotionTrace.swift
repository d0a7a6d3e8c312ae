import Foundation
import XWTEngine
import XWTMotion
import XWTPresets

/// A preset's timeline sampled at every output frame: what drives the transition and how far it is.
///
/// Pure function of the preset (no pixels are rendered). Units: seconds, points; `percent` is the
/// gesture model's raw percent, `progress` the clamped timeline fraction 0 (from screen) … 1 (to
/// screen) of `direction`.
public struct MotionTrace: Sendable {
    /// One output frame.
    public struct Row: Sendable, Hashable {
        public var frame: Int
        /// frame / fps, in seconds.
        public var time: Double
        public var actIndex: Int
        public var actKind: ActKind
        public var direction: TransitionDirection
        public var phase: GesturePhase
        /// The gesture model's percent, not clamped (equal to `progress` outside dragging and the timer).
        public var percent: Double
        public var progress: Double
        /// The finger in screen points while dragging, else nil.
        public var finger: Point?
        /// After a pan's release: the decision taken when the finger lifted.
        public var outcome: PanOutcome?
    }

    /// The kind of an act, as written in the preset.
    public enum ActKind: String, Sendable, Hashable {
        case hold, animate, pan, pinch
    }

    /// One act laid out on the timeline.
    public struct ActSpan: Sendable, Hashable {
        public var index: Int
        public var kind: ActKind
        /// The transition it plays (nil for a hold).
        public var transition: TransitionDirection?
        /// For a pan, the finger's direction and signed travel in points.
        public var swipe: SwipeDirection?
        public var distance: Double?
        /// For a pinch, the recogniser's scale when the fingers lift.
        public var scale: Double?
        /// For a pan, who took it: the transition, or a control on the presented screen.
        public var winner: PanWinner?
        /// Seconds from the start of the clip.
        public var start: Double
        public var duration: Double
        public var end: Double { start + duration }
    }

    public let presetID: String
    /// The preset's one-line description.
    public let summary: String
    public let effect: String
    public let fps: Int
    /// Seconds covered by the acts (the clip shows [0, duration)).
    public let duration: Double
    public let acts: [ActSpan]
    /// Every pan's release, in act order.
    public let releases: [PanRelease]
    /// The release threshold of the preset's gesture model (XW: 0.5, TM: 0.3).
    public let threshold: Double
    /// The gesture model's id (`xw`, `tm`) and origin ("TransitionManager (PercentInteractive.m)").
    public let gestureModel: String
    public let gestureOrigin: String
    /// How far its display-link timer moves the percent per 60 Hz tick, in sixtieths (XW 1, TM 2).
    public let timerStep: Int
    /// The model's rules, one line each (percent, release, settle).
    public let gestureRules: [String]
    /// One row per output frame, in order (count = the clip's frame count).
    public let rows: [Row]

    public init(preset: Preset) {
        let timeline = preset.timeline
        presetID = preset.id
        summary = preset.summary
        effect = preset.effect.rawValue
        fps = preset.fps
        duration = timeline.duration
        releases = timeline.releases
        let gesture = timeline.config.gesture
        threshold = gesture.threshold
        gestureModel = type(of: gesture).id
        gestureOrigin = type(of: gesture).origin
        timerStep = gesture.timerStep
        gestureRules = gesture.rules
        acts = timeline.acts.indices.map { index in
            var span = ActSpan(
                index: index, kind: .hold, start: timeline.actStartTimes[index],
                duration: timeline.actDurations[index])
            switch timeline.acts[index] {
            case .hold: break
            case let .animate(transition):
                span.kind = .animate; span.transition = transition
            case let .pan(pan):
                span.kind = .pan; span.transition = pan.transition
                span.swipe = pan.direction; span.distance = pan.distance
                span.winner = timeline.winners[index]
            case let .pinch(pinch):
                span.kind = .pinch; span.transition = pinch.transition
                span.scale = pinch.scale
            }
            return span
        }
        let kinds = acts.map(\.kind)
        rows = (0..<timeline.frameCount).map { frame in
            let s = timeline.state(frame: frame)
            return Row(
                frame: frame, time: s.time, actIndex: s.actIndex, actKind: kinds[s.actIndex], direction: s.direction,
                phase: s.phase, percent: s.percent, progress: s.progress, finger: s.finger, outcome: s.outcome)
        }
    }

    public var frameCount: Int { rows.count }

    // MARK: Text formats

    /// The CSV column names, in order.
    public static let csvColumns = [
        "frame", "time", "act", "act_kind", "direction", "phase", "percent", "progress",
        "finger_x", "finger_y", "outcome",
    ]

    /// A header line, then one line per frame; empty fields when there is no finger or outcome.
    public func csv() -> String {
        var text = Self.csvColumns.joined(separator: ",") + "\n"
        for r in rows {
            let fields = [
                "\(r.frame)", Self.number(r.time, 6), "\(r.actIndex)", r.actKind.rawValue, r.direction.rawValue,
                r.phase.rawValue, Self.number(r.percent, 6), Self.number(r.progress, 6),
                r.finger.map { Self.number($0.x, 3) } ?? "", r.finger.map { Self.number($0.y, 3) } ?? "",
                r.outcome?.rawValue ?? "",
            ]
            text += fields.joined(separator: ",") + "\n"
        }
        return text
    }

    /// One JSON object: the preset, its gesture model (id, threshold, rules), its acts and releases, and `frames` (one object per frame, with
    /// `finger` and `outcome` null when absent). Keys keep a fixed order; numbers are rounded to µs / 1e-6.
    public func json() -> String {
        let string = JSONText.quoted
        func optional(_ value: String?) -> String { value ?? "null" }
        var lines: [String] = []
        lines.append("{")
        lines.append("  \"preset\": \(string(presetID)),")
        lines.append("  \"effect\": \(string(effect)),")
        lines.append("  \"fps\": \(fps),")
        lines.append("  \"frameCount\": \(frameCount),")
        lines.append("  \"duration\": \(Self.number(duration, 6)),")
        lines.append("  \"threshold\": \(Self.number(threshold, 6)),")
        lines.append(
            "  \"gesture\": {\"model\": \(string(gestureModel)), \"origin\": \(string(gestureOrigin)), "
                + "\"threshold\": \(Self.number(threshold, 6)), \"timerStep\": \(timerStep), "
                + "\"rules\": [\(gestureRules.map(string).joined(separator: ", "))]},")
        lines.append("  \"acts\": [")
        lines.append(
            acts.enumerated().map { i, a in
                "    {\"index\": \(a.index), \"kind\": \(string(a.kind.rawValue)), "
                    + "\"transition\": \(optional(a.transition.map { string($0.rawValue) })), "
                    + "\"swipe\": \(optional(a.swipe.map { string($0.rawValue) })), "
                    + "\"distance\": \(optional(a.distance.map { Self.number($0, 3) })), "
                    + "\"scale\": \(optional(a.scale.map { Self.number($0, 6) })), "
                    + "\"winner\": \(optional(a.winner.map { string($0.rawValue) })), "
                    + "\"start\": \(Self.number(a.start, 6)), \"duration\": \(Self.number(a.duration, 6))}"
                    + (i == acts.count - 1 ? "" : ",")
            }.joined(separator: "\n"))
        lines.append("  ],")
        lines.append("  \"releases\": [")
        lines.append(
            releases.enumerated().map { i, r in
                "    {\"act\": \(r.actIndex), \"time\": \(Self.number(r.time, 6)), \"percent\": \(Self.number(r.percent, 6)), "
                    + "\"outcome\": \(string(r.outcome.rawValue)), \"settle\": \(string(Self.settleName(r.settle))), "
                    + "\"settleSeconds\": \(Self.number(r.settle.seconds, 6))}"
                    + (i == releases.count - 1 ? "" : ",")
            }.joined(separator: "\n"))
        lines.append("  ],")
        lines.append("  \"frames\": [")
        lines.append(
            rows.enumerated().map { i, r in
                "    {\"frame\": \(r.frame), \"time\": \(Self.number(r.time, 6)), \"act\": \(r.actIndex), "
                    + "\"actKind\": \(string(r.actKind.rawValue)), \"direction\": \(string(r.direction.rawValue)), "
                    + "\"phase\": \(string(r.phase.rawValue)), \"percent\": \(Self.number(r.percent, 6)), "
                    + "\"progress\": \(Self.number(r.progress, 6)), "
                    + "\"finger\": \(optional(r.finger.map { "[\(Self.number($0.x, 3)), \(Self.number($0.y, 3))]" })), "
                    + "\"outcome\": \(optional(r.outcome.map { string($0.rawValue) }))}"
                    + (i == rows.count - 1 ? "" : ",")
            }.joined(separator: "\n"))
        lines.append("  ]")
        lines.append("}")
        return lines.filter { !$0.isEmpty }.joined(separator: "\n") + "\n"
    }

    /// `timer`, `completion`, `staged-completion`, `animation` or `immediate`.
    public static func settleName(_ settle: PanSettle) -> String {
        switch settle {
        case .immediate: return "immediate"
        case .timer: return "timer"
        case .completion: return "completion"
        case .stagedCompletion: return "staged-completion"
        case .animation: return "animation"
        }
    }

    /// `value` with at most `digits` decimals, trailing zeros dropped, never `-0` (locale-independent).
    static func number(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "0" }
        var text = String(format: "%.\(digits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    // MARK: Runs

    /// A maximal run of consecutive frames in one act and phase.
    public struct PhaseRun: Sendable, Hashable {
        public var phase: GesturePhase
        public var actIndex: Int
        public var direction: TransitionDirection
        public var outcome: PanOutcome?
        /// First frame and one past the last frame.
        public var frames: Range<Int>
    }

    /// The rows grouped into runs of the same act, phase and direction.
    public var phaseRuns: [PhaseRun] {
        var runs: [PhaseRun] = []
        for r in rows {
            if let last = runs.last, last.actIndex == r.actIndex, last.phase == r.phase, last.direction == r.direction,
                last.frames.upperBound == r.frame
            {
                runs[runs.count - 1].frames = last.frames.lowerBound..<(r.frame + 1)
                if runs[runs.count - 1].outcome == nil { runs[runs.count - 1].outcome = r.outcome }
            } else {
                runs.append(
                    PhaseRun(
                        phase: r.phase, actIndex: r.actIndex, direction: r.direction, outcome: r.outcome,
                        frames: r.frame..<(r.frame + 1)))
            }
        }
        return runs
    }
}
