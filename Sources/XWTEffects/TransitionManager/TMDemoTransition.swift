import XWTMotion

/// How TransitionManager's demo (`TableViewController.m`, `PartViewViewController.m`) shows an
/// effect: pushed and popped with a back pan on BackGestureType Left|Right, or presented and
/// dismissed with a back pan on Down.
///
/// TransitionManager has no interactive forward run (`PercentInteractive.m` only drives back
/// gestures); `toGesture` is the back pan's mirror, for a preset that scripts a forward pan anyway.
enum TMDemoTransition: Sendable, Hashable {
    /// A push; the scripted back pan moves the finger along `backPan` (left or right).
    case push(backPan: SwipeDirection)
    /// A present; the back pan moves down.
    case present

    /// TransitionManager's gesture model with the demo's flags and pan directions.
    var gesture: GestureTraits {
        switch self {
        case let .push(backPan):
            return GestureTraits(model: TMGestureModel(directions: [.left, .right]),
                                 toGesture: backPan == .left ? .right : .left, backGesture: backPan)
        case .present:
            return GestureTraits(model: TMGestureModel(directions: .down), toGesture: .up, backGesture: .down)
        }
    }
}
