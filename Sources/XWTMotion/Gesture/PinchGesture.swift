import XWTEngine

/// One scripted pinch played through a `PinchGestureModel`: scale events → percent → release →
/// UIKit completion (or whatever the model decides).
///
/// Events as for pans: Began at touch-down (scale 1, the model's startScale, no update), Changed
/// event k = 1…n at min(k/60, duration) s; every value is computed from the event index.
struct PinchGesture: Sendable {
    let pinch: PinchAct
    /// The midpoint between the fingers, in screen points.
    let center: Point
    let changedEvents: Int
    let model: any PinchGestureModel
    let settle: ReleasePlayback

    /// Validates `pinch` (act `index`, touch-down at `startTime` s on the timeline) and decides its release.
    init(_ pinch: PinchAct, index: Int, startTime: Double, config: TimelineConfig) throws {
        func check(_ field: String, _ value: Double, _ ok: Bool, _ requirement: String) throws {
            if !ok { throw TimelineError.invalidAct(index: index, field: field, value: value, requirement: requirement) }
        }
        try check("scale", pinch.scale, pinch.scale.isFinite && pinch.scale > 0, "> 0")
        try check("duration", pinch.duration, pinch.duration.isFinite && pinch.duration > 0, "> 0 s")
        try check("span", pinch.span, pinch.span.isFinite && pinch.span > 0, "> 0 pt")
        guard let model = config.gesture as? any PinchGestureModel else {
            throw TimelineError.pinchWithPanModel(index: index, model: type(of: config.gesture).id)
        }
        let size = config.canvas
        let center = pinch.center ?? Point(size.width / 2, size.height / 2)
        self.pinch = pinch
        self.center = center
        self.model = model
        let n = PanGesture.changedEvents(duration: pinch.duration)
        changedEvents = n
        for k in 0...n {
            let (left, right) = pinch.fingers(scale: Self.scale(pinch, afterEvent: k, of: n), center: center)
            for finger in [left, right] where !(finger.x >= 0 && finger.x <= size.width && finger.y >= 0 && finger.y <= size.height) {
                throw TimelineError.pinchFingerOffScreen(index: index, point: finger, screen: size)
            }
        }
        settle = ReleasePlayback(
            model: model, percent: Self.percent(pinch, model, afterEvent: n, of: n),
            duration: config.duration(of: pinch.transition), actIndex: index,
            time: startTime + pinch.duration)
    }

    var release: PanRelease { settle.release }

    /// Seconds from touch-down to the end of the act: pinch, then settle.
    var length: Double { pinch.duration + settle.seconds }

    /// The gesture at `τ` seconds after touch-down, as a timeline state of act `actIndex` at `time`.
    func state(at τ: Double, actIndex: Int, time: Double) -> TimelineState {
        var state = TimelineState(
            actIndex: actIndex, time: time, direction: pinch.transition,
            progress: 0, percent: 0, phase: .dragging, drive: .interactive)
        if τ < pinch.duration - PanGesture.timeTolerance {
            let k = min(PanGesture.ticks(before: τ), changedEvents - 1)
            state.percent = Self.percent(pinch, model, afterEvent: k, of: changedEvents)
            state.progress = model.progress(percent: state.percent)
            (state.finger, state.secondFinger) = pinch.fingers(scale: Self.scale(pinch, afterEvent: k, of: changedEvents), center: center)
            return state
        }
        settle.apply(to: &state, elapsed: max(τ - pinch.duration, 0))
        return state
    }

    /// The recogniser's scale after event `k` of `n` (1 at Began).
    private static func scale(_ pinch: PinchAct, afterEvent k: Int, of n: Int) -> Double {
        k == 0 ? 1 : pinch.scale(at: PanGesture.eventTime(duration: pinch.duration, k, of: n))
    }

    /// The model's percent after event `k` of `n` (Began gives no update: k = 0 is the percent at scale 1).
    private static func percent(_ pinch: PinchAct, _ model: any PinchGestureModel, afterEvent k: Int, of n: Int) -> Double {
        model.percent(scale: scale(pinch, afterEvent: k, of: n), startScale: 1)
    }
}
