import XWTEngine
import XWTMotion

/// One transition effect: a pure function (direction, progress) → scene.
///
/// `progress` is the linear timeline fraction (0 = from screen, 1 = to screen); values outside
/// [0, 1] are clamped. The effect applies its own timing curves.
public protocol TransitionEffect: Sendable {
    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene
}
