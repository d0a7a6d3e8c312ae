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
    /// Number of Changed events (`changedEvents(duration:)`); the last carries the full `distance`.
    /// Began (k = 0) gives no update.
    let changedEvents: Int
    let model: any GestureModel
    /// The lift and what follows it.
    let settle: ReleasePlayback

    /// Validates `pan` (act `index`, touch-down at `startTime` s on the timeline) and decides its release.
    init(_ pan: PanAct, index: Int, startTime: Double, config: TimelineConfig) throws {
        let size = config.canvas
        let start = try Self.checkedStart(pan, index: index, screen: size)
        let model = config.gesture
        if model is any PinchGestureModel { throw TimelineError.panWithPinchModel(index: index, model: type(of: model).id) }
        if let reason = model.refusal(of: pan, start: start, in: size) {
            throw TimelineError.panRefused(index: index, reason: reason)
        }
        guard model.recognises(pan, start: start, in: size) else {
            throw TimelineError.panNotRecognised(
                index: index, direction: pan.direction, start: start,
                edgeSpacing: pan.edgeSpacing, screen: size)
        }
        self.pan = pan
        self.start = start
        self.model = model
        screen = size
        changedEvents = Self.changedEvents(duration: pan.duration)
        try Self.checkFinger(pan, start, index: index, screen: size)

        let p = Self.percent(pan, model, size, afterEvent: changedEvents, of: changedEvents)
        settle = ReleasePlayback(
            model: model, percent: p, duration: config.duration(of: pan.transition),
            actIndex: index, time: startTime + pan.duration,
            translation: Self.translation(pan, afterEvent: changedEvents, of: changedEvents))
    }

    var release: PanRelease { settle.release }

    /// Seconds from touch-down to the end of the act: drag, settle and any legacy flash frame.
    var length: Double { pan.duration + settle.seconds }

    /// The gesture at `τ` seconds after touch-down, as a timeline state of act `actIndex` at `time`.
    func state(at τ: Double, actIndex: Int, time: Double) -> TimelineState {
        var state = TimelineState(
            actIndex: actIndex, time: time, direction: pan.transition,
            progress: 0, percent: 0, phase: .dragging, drive: .interactive)
        if τ < pan.duration - PanGesture.timeTolerance {
            let k = min(Self.ticks(before: τ), changedEvents - 1)
            state.percent = Self.percent(pan, model, screen, afterEvent: k, of: changedEvents)
            state.progress = model.progress(percent: state.percent)
            state.finger = Self.finger(pan, start, afterEvent: k, of: changedEvents)
            if model.movesViewsDirectly {
                state.drive = .dragging(translation: Self.translation(pan, afterEvent: k, of: changedEvents), percent: state.percent)
            }
            return state
        }
        settle.apply(to: &state, elapsed: max(τ - pan.duration, 0))
        return state
    }

    /// Checks `pan`'s numbers (act `index`) and returns its touch-down point, which must be on `screen`.
    static func checkedStart(_ pan: PanAct, index: Int, screen size: Size) throws -> Point {
        func check(_ field: String, _ value: Double, _ ok: Bool, _ requirement: String) throws {
            if !ok { throw TimelineError.invalidAct(index: index, field: field, value: value, requirement: requirement) }
        }
        try check("distance", pan.distance, pan.distance.isFinite, "finite")
        try check("duration", pan.duration, pan.duration.isFinite && pan.duration > 0, "> 0 s")
        try check("edgeSpacing", pan.edgeSpacing, pan.edgeSpacing.isFinite, "finite")
        if let ratioBase = pan.ratioBase {
            try check(
                "ratioBase", ratioBase, ratioBase.isFinite && ratioBase > 0,
                "> 0 pt (omit it for the screen width or height)")
        }
        let start = pan.start ?? pan.defaultStart(in: size)
        guard onScreen(start, size) else { throw TimelineError.fingerOffScreen(index: index, point: start, screen: size) }
        return start
    }

    /// Throws when the finger of `pan` (act `index`) leaves `screen` at any of its touch events.
    static func checkFinger(_ pan: PanAct, _ start: Point, index: Int, screen size: Size) throws {
        let n = changedEvents(duration: pan.duration)
        for k in 0...n {
            let finger = Self.finger(pan, start, afterEvent: k, of: n)
            guard onScreen(finger, size) else { throw TimelineError.fingerOffScreen(index: index, point: finger, screen: size) }
        }
    }

    private static func onScreen(_ p: Point, _ size: Size) -> Bool {
        let slack = 1e-9
        return p.x >= -slack && p.x <= size.width + slack && p.y >= -slack && p.y <= size.height + slack
    }

    /// Number of 60 Hz instants k/60, k ≥ 1, at or before `seconds`.
    static func ticks(before seconds: Double) -> Int {
        max(Int(((seconds + timeTolerance) * touchRate).rounded(.down)), 0)
    }

    /// Number of Changed events of a drag lasting `duration` seconds: event k = 1…n happens at
    /// min(k/60, duration) s, so the last one coincides with the lift.
    static func changedEvents(duration: Double) -> Int {
        max(1, Int((duration * touchRate - 1e-6).rounded(.up)))
    }

    /// Seconds after touch-down of Changed event `k` (k = 1…n; the last is the lift) of a drag lasting `duration`.
    static func eventTime(duration: Double, _ k: Int, of n: Int) -> Double {
        k >= n ? duration : Double(k) / touchRate
    }

    /// Signed finger travel along the direction after event `k`, in points.
    private static func travel(_ pan: PanAct, afterEvent k: Int, of n: Int) -> Double {
        k == 0 ? 0 : pan.distance * pan.fingerCurve.value(eventTime(duration: pan.duration, k, of: n) / pan.duration)
    }

    /// The finger's translation since touch-down after event `k`, in points.
    static func translation(_ pan: PanAct, afterEvent k: Int, of n: Int) -> Point {
        let d = travel(pan, afterEvent: k, of: n), u = pan.direction.unitVector
        return Point(u.x * d, u.y * d)
    }

    /// The finger after event `k`, in screen points.
    static func finger(_ pan: PanAct, _ start: Point, afterEvent k: Int, of n: Int) -> Point {
        let t = translation(pan, afterEvent: k, of: n)
        return Point(start.x + t.x, start.y + t.y)
    }

    /// The model's percent after event `k` (Began adds no update, so k = 0 is the percent of no travel).
    static func percent(_ pan: PanAct, _ model: any GestureModel, _ screen: Size, afterEvent k: Int, of n: Int) -> Double {
        model.percent(pan, translation: translation(pan, afterEvent: k, of: n), in: screen)
    }
}
