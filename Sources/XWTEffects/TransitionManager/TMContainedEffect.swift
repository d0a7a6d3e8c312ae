import XWTEngine
import XWTMotion

/// A TransitionManager effect run as a preset's container and TM options say (docs/containers.md):
/// pushed or presented, popped or dismissed with TM's own back run, another system type
/// (`backAnimationType`) or UIKit's own (`isSystemBackAnimation`: its pop, or its full-screen dismissal).
///
/// The forward run is always the effect's own. With TM's defaults every frame is the effect's.
public struct TMContainedEffect: TransitionEffect {
    let base: any CatalogEffect
    /// The system type a preset's `backAnimationType` plays back, with the forward type it replaces.
    let backTypes: (forward: TMSystemTransition, back: TMSystemTransition)?
    /// UIKit's stock pop or dismissal, when `isSystemBackAnimation` hands the back run to UIKit.
    let systemBack: (any CatalogEffect)?

    /// `effect` with `parameters` as TM runs it in `container` with `options`; an effect of
    /// another library as it is. `options.backAnimationType` must name a system type and apply to
    /// a system effect (the preset parser checks both).
    public static func make(
        _ effect: EffectID, _ parameters: EffectParameters, container: Container, options: TMContainerOptions
    ) -> any TransitionEffect {
        let base = effect.makeEffect(parameters)
        guard effect.library == .transitionManager else { return base }
        return TMContainedEffect(base: base, container: container, options: options)
    }

    init(base: any CatalogEffect, container: Container, options: TMContainerOptions) {
        self.base = base
        systemBack = options.isSystemBackAnimation ? Self.uiKitBack(container) : nil
        if let name = options.backAnimationType, let forward = (base as? any TMSystemEffect)?.system,
            let back = forward.backType(named: name)
        {
            backTypes = (forward, back)
        } else {
            backTypes = nil
        }
    }

    /// UIKit's own transition in `container`: the navigation push and pop, or the full-screen
    /// presentation (`tab` does not occur: the parser refuses it for TM).
    static func uiKitBack(_ container: Container) -> any CatalogEffect {
        container == .modal ? UIKitModal(.defaults(UIKitModal.id)) : UIKitPush(.defaults(UIKitPush.id))
    }

    /// The gesture a preset's pans follow: UIKit's when UIKit pops or dismisses
    /// (`isSystemBackAnimation`: TM then ignores `backGestureType`; UIKit's edge swipe pops, a
    /// full-screen presentation has no pan); in a container the preset
    /// names, TM's pan on the demo's flags for it (push: Left|Right, present: Down), keeping the
    /// effect's gesture-view scale and threshold; else the effect's own.
    public static func traits(
        _ effect: EffectID, _ parameters: EffectParameters, container: Container?, options: TMContainerOptions
    ) -> GestureTraits {
        let own = effect.gesture(parameters)
        guard effect.library == .transitionManager else { return own }
        if options.isSystemBackAnimation { return uiKitBack(container ?? effect.descriptor.defaultContainer).gesture }
        guard let container, let model = own.model as? TMGestureModel else { return own }
        let presented = container == .modal
        let flags: TMGestureModel.Directions = presented ? .down : [.left, .right]
        guard model.directions != flags else { return own }
        return GestureTraits(
            model: TMGestureModel(directions: flags, threshold: model.threshold, viewScale: model.viewScale),
            toGesture: presented ? .up : .left, backGesture: presented ? .down : .right)
    }

    /// Seconds of the to and back runs: the effect's, the back run UIKit's when UIKit pops or dismisses.
    public static func durations(
        _ effect: EffectID, _ parameters: EffectParameters, container: Container, options: TMContainerOptions
    ) -> (to: Double, back: Double) {
        let own = effect.durations(parameters)
        guard effect.library == .transitionManager, options.isSystemBackAnimation else { return own }
        let uiKit = EffectID(registered: type(of: uiKitBack(container)).descriptor.id)
        return (own.to, uiKit.durations(.defaults(uiKit)).back)
    }

    public func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        scene(direction: direction, progress: progress, drive: .animated, in: context)
    }

    public func scene(direction: TransitionDirection, progress: Double, drive: TransitionDrive, in context: EffectContext) -> Scene {
        guard direction == .back else { return base.scene(direction: direction, progress: progress, drive: drive, in: context) }
        if let systemBack { return systemBack.scene(direction: .back, progress: progress, drive: drive, in: context) }
        if let (forward, back) = backTypes {
            return forward.scene(.back, presentation: .push, progress: progress, back: back, in: context)
        }
        return base.scene(direction: direction, progress: progress, drive: drive, in: context)
    }
}

/// A TM effect that is one of TM's system (CATransition) types.
protocol TMSystemEffect: CatalogEffect {
    var system: TMSystemTransition { get }
}

extension TMFade: TMSystemEffect { var system: TMSystemTransition { .fade } }
extension TMPush: TMSystemEffect { var system: TMSystemTransition { .push(slide.side, fade: slide.fade) } }
extension TMReveal: TMSystemEffect { var system: TMSystemTransition { .reveal(slide.side, fade: slide.fade) } }
extension TMMoveIn: TMSystemEffect { var system: TMSystemTransition { .moveIn(slide.side, fade: slide.fade) } }
extension TMCube: TMSystemEffect { var system: TMSystemTransition { .cube(side) } }
extension TMSuck: TMSystemEffect { var system: TMSystemTransition { .suck } }
extension TMOglFlip: TMSystemEffect { var system: TMSystemTransition { .oglFlip(side, shading: shading) } }
extension TMRipple: TMSystemEffect { var system: TMSystemTransition { .ripple } }
extension TMPageCurl: TMSystemEffect { var system: TMSystemTransition { .pageCurl(side, reading) } }
extension TMPageUnCurl: TMSystemEffect { var system: TMSystemTransition { .pageUnCurl(side, reading) } }
extension TMIrisOpen: TMSystemEffect { var system: TMSystemTransition { .irisOpen } }
extension TMIrisClose: TMSystemEffect { var system: TMSystemTransition { .irisClose } }

extension UIKitPush {
    static let id = EffectID(registered: descriptor.id)
}

extension UIKitModal {
    static let id = EffectID(registered: descriptor.id)
}
