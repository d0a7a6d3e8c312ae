import XWTEngine
import XWTMotion

/// TransitionManager SysCameraIrisHollowOpen (`TransitionAnimator+SystemType.m`): the private
/// `cameraIrisHollowOpen` CATransition, the second half of the camera-iris effect — the screen goes
/// dark behind a shut six-blade iris that opens from the centre onto the new screen; the back run is
/// CameraIrisHollowClose.
///
/// Our model (Apple's private type is closed): `CameraIrisKernel` opening linearly (p = 0 is still
/// the old screen, the container before the transition). Pushed in the demo
/// (`TableViewController.m`) so the automatic pairing closes it on the way back, popped with a back
/// pan Left|Right.
struct TMIrisOpen: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "tm-iris-open", library: .transitionManager, family: "System",
        summary: "TM SysCameraIrisHollowOpen: a six-blade camera iris opens from the centre onto the new screen",
        source: "TransitionAnimator+SystemType.m",
        construction: "kernel: a hexagonal aperture growing linearly from the centre (turning 30°), B inside, six shaded pinwheel blades outside",
        durations: DurationRule(backUsesToDuration: true))

    init(_ p: EffectParameters) {}

    var gesture: GestureTraits { TMPresentation.push.gesture() }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        TMSystemTransition.irisOpen.scene(direction, presentation: .push, progress: progress, in: context)
    }

    /// The iris `p` open on the to screen.
    static func frame(progress p: Double, from: Bitmap, to: Bitmap, in context: EffectContext) -> Scene {
        Scene(background: context.background, kernel: CameraIrisKernel(screen: to, openness: p))
    }
}
