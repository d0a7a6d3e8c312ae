/// What drives the transition at a frame.
public enum GesturePhase: String, Sendable, Hashable, CaseIterable {
    /// At rest between transitions (a hold act).
    case idle
    /// A non-interactive transition: timeline fraction = t/D.
    case animating
    /// The finger is down: timeline fraction = percent (clamped).
    case dragging
    /// After release, XW's display-link timer steps the percent by 1/60 per 60 Hz tick.
    case timer
    /// After release, UIKit completes or cancels the rest of the timeline with ease-in-out.
    case completing
}
