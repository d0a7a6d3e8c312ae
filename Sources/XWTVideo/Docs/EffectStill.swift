import XWTEffects
import XWTEngine
import XWTMedia
import XWTMotion
import XWTPresets
import XWTScreens

/// One frame of any effect at any progress between two screens, outside any preset.
public enum EffectStill {
    /// Renders `effect` at `progress` of `direction` between `screens`, with their fixed bars in
    /// the ink of the screen shown (mixed while the transition runs). In a `container` (with the
    /// screens' bars `chrome`) the effect runs as a preset naming that container runs it: its
    /// still bars over bar-less pictures, a tab switch as VC's tab demo plays it; nil: the effect
    /// alone on the whole pictures.
    public static func render(
        effect: EffectID, parameters: EffectParameters, direction: TransitionDirection,
        progress: Double, screens: TransitionScreens, container: (Container, chrome: (a: ScreenChrome, b: ScreenChrome))? = nil
    ) -> Bitmap {
        var context = screens.context
        var still: ContainerChrome?
        var made: any TransitionEffect = effect.makeEffect(parameters)
        if let (container, chrome) = container {
            made = ContainedEffect.make(effect, parameters, container: container, options: .defaults)
            still = ContainerChrome(
                container: container, barsMoveWithScreens: effect.descriptor.barsMoveWithScreens, chrome: chrome,
                screens: (context.screenA, context.screenB), canvas: context.canvas, bars: screens.navigationBars)
            if let band = still?.navigationBand { context = NavigationBarFade.context(context, withoutBarIn: band) }
        }
        var bitmap = Renderer(canvas: screens.context.canvas).render(made.scene(direction: direction, progress: progress, in: context))
        still?.compose(onto: &bitmap, direction: direction, progress: progress)
        screens.composeBars(onto: &bitmap, weight: direction == .to ? progress : 1 - progress)
        return bitmap
    }
}
