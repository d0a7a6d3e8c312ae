import XWTEngine
import XWTMotion

/// A VCTransitionsLibrary animator switching tabs (a preset's `"container": "tab"`): the tab demo
/// (`TabBarViewController.m`) sets `reverse = fromIndex < toIndex`, so a switch to the next tab
/// (our run to B) plays the animator reversed — its pop — from A to B, and a switch back to the
/// previous tab plays it forward — its push — from B to A.
struct VCTabSwitch: TransitionEffect {
    let base: any CatalogEffect

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        scene(direction: direction, progress: progress, drive: .animated, in: context)
    }

    func scene(direction: TransitionDirection, progress: Double, drive: TransitionDrive, in context: EffectContext) -> Scene {
        base.scene(direction: direction == .to ? .back : .to, progress: progress, drive: drive, in: context.swapped)
    }
}

extension EffectContext {
    /// The same screens with A and B exchanged (their recorded opacity and column bands kept).
    var swapped: EffectContext { EffectContext(exchanging: self) }

    private init(exchanging c: EffectContext) {
        canvas = c.canvas; screenA = c.screenB; screenB = c.screenA
        background = c.background; seed = c.seed
        elementsA = c.elementsB; elementsB = c.elementsA
        controlsA = c.controlsB; controlsB = c.controlsA
    }
}
