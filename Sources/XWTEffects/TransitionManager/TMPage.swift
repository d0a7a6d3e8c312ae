import Foundation
import XWTEngine
import XWTMotion

/// TransitionManager Page (`TransitionAnimator+Page.m`): a snapshot of A turns about one edge like
/// a page, its free edge swinging toward the viewer, until it stands edge-on over B; the back run
/// turns it back onto the screen while B dims to 0.2.
///
/// Ease-in-out. Forward: the page's own transform runs from the identity with m34 = −1/700
/// assigned to the bare 90° rotation, tweened by decomposition, so the perspective about the hinge
/// fades out as the angle grows (`forwardTransform`). Back: the container's sublayerTransform has
/// m34 = −1/700 about the canvas centre, the page turns from 90° back to the identity and B's
/// opacity goes 1 → 0.2 over the window. A itself is hidden throughout (the page is its snapshot).
struct TMPage: CatalogEffect {
    static let direction = Parameter.side(
        "direction", "the edge the page turns toward and is hinged on: left (PageToLeft), right, top or bottom")

    static let descriptor = EffectDescriptor(
        id: "tm-page", library: .transitionManager, family: "Page",
        summary: "TransitionManager Page: the old screen turns about one edge like a page until edge-on, over the new one",
        source: "TransitionAnimator+Page.m",
        construction: "A's snapshot hinged on an edge turning 90° (own m34 −1/700 tweened away by decomposition) over B; "
            + "back: container m34 −1/700, B dims to 0.2",
        parameters: [direction.spec], libraryEffects: 4)

    /// Eye distance of both perspectives (m34 = −1/700), pt.
    static let eyeDistance = 700.0
    /// B's opacity at the end of the back run.
    static let backOpacity = 0.2

    let side: Side

    init(_ p: EffectParameters) { side = p[Self.direction] }

    /// Demo push: back pan Left|Right, scripted toward the side the page comes back from.
    var gesture: GestureTraits { TMPresentation.push.gesture(side == .right ? .left : .right) }

    /// The page's anchor (its hinge edge) and its rotation at the end of the forward run: the free
    /// edge comes toward the viewer (PageToLeft −90° about Y, ToRight +90° about Y, ToTop +90° about
    /// X, ToBottom −90° about X).
    var hinge: (anchor: Point, turned: Transform3D) {
        switch side {
        case .left: return (Point(0, 0.5), .rotation(-Double.pi / 2, 0, 1, 0))
        case .right: return (Point(1, 0.5), .rotation(Double.pi / 2, 0, 1, 0))
        case .top: return (Point(0.5, 0), .rotation(Double.pi / 2, 1, 0, 0))
        case .bottom: return (Point(0.5, 1), .rotation(-Double.pi / 2, 1, 0, 0))
        }
    }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        let u = TimingCurve.easeInOut.value(clampedProgress(progress))
        let (anchor, turned) = hinge
        var page = context.screenLayer(context.screenA)
        page.setAnchorKeepingFrame(anchor)
        var below = context.screenLayer(context.screenB)
        if direction == .to {
            page.transform = Self.forwardTransform(turned: turned, u: u)
            return Scene(background: context.background, layers: [below, page])
        }
        page.transform = .interpolate(turned, .identity, u)
        below.opacity = Double.interpolate(1, Self.backOpacity, u)
        return Scene(
            background: context.background, sublayerTransform: .perspective(eyeDistance: Self.eyeDistance),
            layers: [below, page])
    }

    /// The forward page transform at eased time `u`: Core Animation's decomposed tween from the
    /// identity carrying m34 = −1/700 to `turned`. Closed form: angle u·a and perspective
    /// (1 − u)·m34, so a point (x, y) from the hinge maps to (x_r, y_r)/w with
    /// w = 1 − (1 − u)·z_r/700, (x_r, y_r, z_r) the point rotated by u·a.
    static func forwardTransform(turned: Transform3D, u: Double) -> Transform3D {
        .interpolate(.perspective(eyeDistance: eyeDistance), turned, u)
    }
}
