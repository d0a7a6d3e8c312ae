/// One UIView keyframe: the property reaches `value` at relative time `end`, moving linearly
/// from relative time `start` (`addKeyframeWithRelativeStartTime:relativeDuration:`).
///
/// Unit: `start` and `end` are fractions 0…1 of the whole animation's (eased) time.
public struct Keyframe<Value> {
    public var start: Double
    public var end: Double
    public var value: Value

    public init(start: Double, end: Double, value: Value) {
        self.start = start; self.end = end; self.value = value
    }
}

extension Keyframe: Sendable where Value: Sendable {}
extension Keyframe: Equatable where Value: Equatable {}
extension Keyframe: Hashable where Value: Hashable {}

/// The keyframes of one property, evaluated with UIView keyframe semantics (overall ease-in-out, linear inside).
///
/// Invariant: the caller passes the eased overall time u = EIO(p); within a keyframe the value
/// moves linearly in u from the value at the end of the previous keyframe (or `initial`); before
/// the first keyframe it holds `initial`, between keyframes and after the last it holds the last
/// value reached. Keyframes are taken in order of `start` (stable); one that overlaps its
/// predecessor starts when the predecessor ends (our sequential model of overlapping UIView keyframes, as in `CECardsAnimationController.m`).
public struct KeyframeTrack<Value: Interpolatable> {
    public let initial: Value
    /// The keyframes sorted by start time, with overlapping starts moved to the predecessor's end.
    public let keyframes: [Keyframe<Value>]

    public init(initial: Value, keyframes: [Keyframe<Value>]) {
        self.initial = initial
        let sorted = keyframes.enumerated()
            .sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
            .map(\.element)
        var previousEnd = -Double.infinity
        self.keyframes = sorted.map { keyframe in
            var keyframe = keyframe
            keyframe.start = max(keyframe.start, previousEnd)
            keyframe.end = max(keyframe.end, keyframe.start)
            previousEnd = keyframe.end
            return keyframe
        }
    }

    /// The value at eased overall time `u` (not clamped: u outside 0…1 holds the ends).
    public func value(at u: Double) -> Value {
        var from = initial
        for keyframe in keyframes {
            if u < keyframe.start { return from }
            if u < keyframe.end {
                let fraction = (u - keyframe.start) / (keyframe.end - keyframe.start)
                return Value.interpolate(from, keyframe.value, fraction)
            }
            from = keyframe.value
        }
        return from
    }
}

extension KeyframeTrack: Sendable where Value: Sendable {}
