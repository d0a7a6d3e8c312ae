import XWTMotion

/// One property's keyframes over a run: before the first keyframe its value holds, between two
/// the second one's timing eases the way, after the last its value holds.
///
/// Invariant: at least one keyframe, times in 0…1 (fractions of the run) and non-decreasing.
public struct DeclaredTrack: Sendable, Hashable {
    public struct Keyframe: Sendable, Hashable {
        /// Fraction of the run, 0…1.
        public var time: Double
        public var value: Double
        /// How the segment arriving at this keyframe eases (unused for the first keyframe); a
        /// spring's duration is that segment's.
        public var timing: TimingCurve

        public init(time: Double, value: Double, timing: TimingCurve = .linear) {
            self.time = time; self.value = value; self.timing = timing
        }
    }

    public var keyframes: [Keyframe]
    /// Values jump at keyframes instead of easing (`hidden`).
    public var isStep: Bool

    public init(_ keyframes: [Keyframe], isStep: Bool = false) {
        precondition(!keyframes.isEmpty, "a track needs a keyframe")
        precondition(zip(keyframes, keyframes.dropFirst()).allSatisfy { $0.time <= $1.time }, "keyframe times must not decrease")
        self.keyframes = keyframes; self.isStep = isStep
    }

    /// A value that never changes.
    public static func constant(_ value: Double) -> DeclaredTrack { DeclaredTrack([Keyframe(time: 0, value: value)]) }

    /// From `a` at `start` to `b` at `end` with `timing`.
    public static func ramp(_ a: Double, _ b: Double, from start: Double = 0, to end: Double = 1, timing: TimingCurve = .linear) -> DeclaredTrack {
        DeclaredTrack([Keyframe(time: start, value: a), Keyframe(time: end, value: b, timing: timing)])
    }

    /// The value at run fraction `t`.
    public func value(at t: Double) -> Double {
        guard let next = keyframes.firstIndex(where: { $0.time > t }) else { return keyframes[keyframes.count - 1].value }
        guard next > 0 else { return keyframes[0].value }
        let a = keyframes[next - 1], b = keyframes[next]
        if isStep { return a.value }
        let u = (t - a.time) / (b.time - a.time)
        return a.value + (b.value - a.value) * b.timing.value(u)
    }
}
