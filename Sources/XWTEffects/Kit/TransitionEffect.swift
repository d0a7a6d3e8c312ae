import XWTEngine
import XWTMotion

/// One transition effect: a pure function (direction, progress) → scene.
///
/// `progress` is the linear timeline fraction (0 = from screen, 1 = to screen); values outside
/// [0, 1] are clamped. The effect applies its own timing curves.
public protocol TransitionEffect: Sendable {
    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene
    /// The scene when `drive` says how the run is driven; effects whose library draws a finger-driven
    /// run differently (RW's interactive pop, WSL's photo drag) implement it. Default: `drive` is ignored.
    func scene(direction: TransitionDirection, progress: Double, drive: TransitionDrive, in context: EffectContext) -> Scene
}

extension TransitionEffect {
    public func scene(direction: TransitionDirection, progress: Double, drive: TransitionDrive, in context: EffectContext) -> Scene {
        scene(direction: direction, progress: progress, in: context)
    }
}
