import XWTEngine

/// How the transition shown at an instant is being driven, for effects whose library draws
/// differently under a finger or after it (RW's interactive pop, WSL's photo viewer and splash flip).
///
/// Units: points (translation of the finger since touch-down, screen axes, y down).
public enum TransitionDrive: Sendable, Hashable {
    /// A run started by a tap (an animate act), or the screen at rest.
    case animated
    /// A percent-driven interactive run: the finger scrubs the animation, then the timer or UIKit's
    /// completion settles it.
    case interactive
    /// No transition yet: the finger moves the presented views itself (`GestureModel.movesViewsDirectly`);
    /// `percent` is the library's measure of the drag, `progress` its clamp.
    case dragging(translation: Point, percent: Double)
    /// Such a drag was released past the threshold and started the library's own animation from
    /// where the finger left the views; `progress` runs t/T of that animation.
    case afterDrag(translation: Point, percent: Double)
    /// A percent-driven run was cancelled and its driven stage rewound to `progress` 0, but the
    /// library's completion block still runs its next animation (`PanSettle.stagedCompletion`):
    /// what the views show then is the effect's (WSL's splash flip hides both).
    case chainAfterCancel
}
