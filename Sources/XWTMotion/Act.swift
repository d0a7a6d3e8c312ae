/// One step of a scripted session, played one after another on the timeline.
public enum Act: Sendable, Hashable {
    /// Nothing moves for `seconds`; the screen shows the rest state left by the previous acts.
    case hold(seconds: Double)
    /// A non-interactive transition (a tap): timeline fraction t/D over D = the config duration.
    case animate(TransitionDirection)
    /// A finger drag, then release and the library's completion (timer or UIKit).
    case pan(PanAct)
    /// A two-finger pinch, then release and the library's completion (needs a `PinchGestureModel`).
    case pinch(PinchAct)
}
