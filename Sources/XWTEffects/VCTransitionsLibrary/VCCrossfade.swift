import XWTEngine
import XWTMotion

/// VC Crossfade (`CECrossfadeAnimationController.m`): the from view fades out over the to view,
/// ease-in-out, the same both ways.
struct VCCrossfade: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "vc-crossfade", library: .vcTransitionsLibrary, family: "Crossfade",
        summary: "VC Crossfade: the old screen fades out over the new one",
        source: "CECrossfadeAnimationController.m",
        construction: "the to screen below, the from screen above with opacity 1 − u (ease-in-out)",
        durations: DurationRule(to: 1, back: 1))

    init() {}

    init(_ p: EffectParameters) { self.init() }

    var gesture: GestureTraits { .vcHorizontalSwipe }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        let u = TimingCurve.easeInOut.value(clampedProgress(progress))
        let (from, to) = context.screens(direction)
        var fading = context.screenLayer(from)
        fading.opacity = 1 - u
        return Scene(background: context.background, layers: [context.screenLayer(to), fading])
    }
}
