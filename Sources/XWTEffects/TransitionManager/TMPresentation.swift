import XWTMotion

/// How TransitionManager's demo (`TableViewController.m`, `PartViewViewController.m`) shows an
/// effect: pushed and popped with a back pan on BackGestureType Left|Right, or presented and
/// dismissed with a back pan on Down.
enum TMPresentation: Sendable, Hashable {
    case push
    case present

    /// TM's gesture model with the demo's `backGestureType`; `side` picks the finger's default way
    /// for a push (`left` pans left, anything else right). TM has no interactive forward gesture
    /// (`PercentInteractive.m` only drives back gestures); the forward default mirrors the back one.
    func gesture(_ side: Side? = nil) -> GestureTraits {
        switch self {
        case .push:
            let back: SwipeDirection = side == .left ? .left : .right
            return GestureTraits(
                model: TMGestureModel(directions: [.left, .right]),
                toGesture: back == .left ? .right : .left, backGesture: back)
        case .present:
            return GestureTraits(model: TMGestureModel(directions: .down), toGesture: .up, backGesture: .down)
        }
    }
}
