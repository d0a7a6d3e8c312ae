import XWTEffects
import XWTEngine
import XWTMedia
import XWTMotion
import XWTPresets

/// One frame of any effect at any progress between two screens, outside any preset.
public enum EffectStill {
    /// Renders `effect` at `progress` of `direction` between `screens`, with their fixed bars in
    /// the ink of the screen shown (mixed while the transition runs).
    public static func render(
        effect: EffectID, parameters: EffectParameters, direction: TransitionDirection,
        progress: Double, screens: TransitionScreens
    ) -> Bitmap {
        let scene = effect.makeEffect(parameters).scene(direction: direction, progress: progress, in: screens.context)
        var bitmap = Renderer(canvas: screens.context.canvas).render(scene)
        screens.composeBars(onto: &bitmap, weight: direction == .to ? progress : 1 - progress)
        return bitmap
    }
}
