import XWTEffects
import XWTEngine

extension EffectContext {
    /// This context with screens `a` and `b` (canvas-sized) in place of its own; the background,
    /// seed, element images and floating controls stay.
    func replacingScreens(_ a: Bitmap, _ b: Bitmap) -> EffectContext {
        EffectContext(
            canvas: canvas, screenA: a, screenB: b, background: background, seed: seed,
            elements: (elementsA, elementsB), controls: (controlsA, controlsB))
    }
}
