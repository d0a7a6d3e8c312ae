import XWTEngine
import XWTMotion

/// TransitionManager SysCameraIrisHollowClose (`TransitionAnimator+SystemType.m`): the private
/// `cameraIrisHollowClose` CATransition, the first half of the camera-iris effect — a six-blade iris
/// closes from the screen's edge to its centre over the old screen, then the new one shows; the
/// back run is CameraIrisHollowOpen.
///
/// Our model (Apple's private type is closed): `CameraIrisKernel` closing linearly (p = 1 is the
/// new screen, the container after the transition). Pushed in the demo (`TableViewController.m`) so
/// the automatic pairing opens it on the way back, popped with a back pan Left|Right.
struct TMIrisClose: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "tm-iris-close", library: .transitionManager, family: "System",
        summary: "TM SysCameraIrisHollowClose: a six-blade camera iris closes over the old screen",
        source: "TransitionAnimator+SystemType.m",
        construction: "kernel: a hexagonal aperture shrinking linearly to the centre (turning 30°), A inside, six shaded pinwheel blades outside",
        durations: DurationRule(backUsesToDuration: true))

    init(_ p: EffectParameters) {}

    var gesture: GestureTraits { TMPresentation.push.gesture() }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        TMSystemTransition.irisClose.scene(direction, presentation: .push, progress: progress, in: context)
    }

    /// The iris `1 − p` open on the from screen.
    static func frame(progress p: Double, from: Bitmap, to: Bitmap, in context: EffectContext) -> Scene {
        Scene(background: context.background, kernel: CameraIrisKernel(screen: from, openness: 1 - p))
    }
}
