import XWTEngine

/// What the screen shows at one instant of the timeline: which transition, how far, and why.
///
/// Invariant: `progress` is the linear timeline fraction in [0, 1] (0 = from screen, 1 = to
/// screen of `direction`); effects apply their own curves to it. A rest state (phase `idle`) is
/// (.to, 0) before anything was presented, (.to, 1) after a finished to, (.back, 0) after a
/// cancelled back (still presented), (.back, 1) after a finished back, (.to, 0) after a cancelled to.
public struct TimelineState: Sendable, Hashable {
    /// Index of the act playing at this instant (the last act once the timeline has ended).
    public var actIndex: Int
    /// Seconds from the start of the timeline.
    public var time: Double
    /// The transition shown: the act's own, or in a hold the last transition's.
    public var direction: TransitionDirection
    /// Linear timeline fraction of `direction`'s animation, clamped to [0, 1].
    public var progress: Double
    /// XW's raw percent while dragging or in the timer, not clamped (a finger dragged past the
    /// base or against the direction leaves [0, 1]); otherwise equal to `progress`.
    public var percent: Double
    public var phase: GesturePhase
    /// The finger while dragging (position of the last touch event at or before `time`), in
    /// screen points; nil when no finger is down.
    public var finger: Point?
    /// A pinch's other finger while it is down (`finger` is the left one), in screen points; nil otherwise.
    public var secondFinger: Point?
    /// After a pan's release (phase `timer` or `completing`): the decision taken at release.
    public var outcome: PanOutcome?
    /// Whether a tap, a percent-driven pan or a direct drag drives what is shown.
    public var drive: TransitionDrive
    /// What the presented screen's paged banner and slider show (`TouchConflict`; `.initial` when
    /// the gesture model has none). While a control takes a pan, the transition rests (phase
    /// `idle`) with `finger` set.
    public var controls = ControlState.initial

    public init(
        actIndex: Int, time: Double, direction: TransitionDirection, progress: Double,
        percent: Double, phase: GesturePhase, finger: Point? = nil, outcome: PanOutcome? = nil,
        drive: TransitionDrive = .animated
    ) {
        self.actIndex = actIndex; self.time = time; self.direction = direction
        self.progress = progress; self.percent = percent; self.phase = phase
        self.finger = finger; self.outcome = outcome; self.drive = drive
    }
}
