import XWTEngine

/// A pan a control on the presented screen takes instead of the transition (`TouchConflict`): the
/// transition stays at rest while the control follows the finger's 60 Hz events, then the banner
/// settles on its nearest page (the slider keeps its value).
///
/// Invariant: the controls at any instant are computed from the event index or the settle time,
/// never accumulated. Times are seconds from touch-down.
struct ContentPan: Sendable {
    let pan: PanAct
    let start: Point
    let winner: PanWinner
    let conflict: TouchConflict
    /// The controls at touch-down, at the lift, and once the banner has settled.
    let before: ControlState, lifted: ControlState, after: ControlState
    let changedEvents: Int

    init(_ pan: PanAct, start: Point, winner: PanWinner, conflict: TouchConflict, controls: ControlState, index: Int, screen: Size) throws {
        try PanGesture.checkFinger(pan, start, index: index, screen: screen)
        self.pan = pan; self.start = start; self.winner = winner; self.conflict = conflict
        before = controls
        changedEvents = PanGesture.changedEvents(duration: pan.duration)
        lifted = conflict.dragged(
            controls, by: PanGesture.translation(pan, afterEvent: changedEvents, of: changedEvents), winner: winner)
        var settled = lifted
        settled.bannerOffset = lifted.bannerOffset.rounded()
        after = settled
    }

    /// Seconds of the banner's paging settle after the lift (0 when it lifted on a page).
    var settleSeconds: Double { after == lifted ? 0 : TouchConflict.pageSettle }

    /// Seconds from touch-down to the end of the act.
    var length: Double { pan.duration + settleSeconds }

    /// The controls `τ` seconds after touch-down, and the finger while it is down.
    func controls(at τ: Double) -> (ControlState, finger: Point?) {
        if τ < pan.duration - PanGesture.timeTolerance {
            let k = min(PanGesture.ticks(before: τ), changedEvents - 1)
            let t = PanGesture.translation(pan, afterEvent: k, of: changedEvents)
            return (conflict.dragged(before, by: t, winner: winner), PanGesture.finger(pan, start, afterEvent: k, of: changedEvents))
        }
        guard settleSeconds > 0 else { return (after, nil) }
        let f = TimingCurve.easeOut.value(min(max((τ - pan.duration) / settleSeconds, 0), 1))
        var c = lifted
        c.bannerOffset = lifted.bannerOffset + (after.bannerOffset - lifted.bannerOffset) * f
        return (c, nil)
    }
}
