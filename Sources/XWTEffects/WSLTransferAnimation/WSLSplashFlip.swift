import XWTEngine
import XWTMotion

/// WSLTransferAnimation #3, the NetEase-Music-style splash flip (`WSLTransitionAnimationThree.m`):
/// the old screen turns edge-on and fades, then the new one turns back from edge-on.
///
/// Two ease-in-out stages without perspective (a rotation about Y squashes horizontally by
/// |cos θ|): the from screen's snapshot turns 0 → +90° (present) or 0 → −90° (dismiss) while its
/// opacity falls 1 → 0, both real views hidden; then the to screen, set to 270° about Y, animates
/// to 360° — the short way, −90° → 0 — and unsquashes. Stage 1 takes 0.4 of the run's 0.7 s, stage
/// 2 the other 0.3 (scaled with the duration). The interactive dismissal scrubs stage 1 only
/// (`WSLGestureModel.drivenShare`); on release UIKit completes or rewinds stage 1 alone, then its
/// completion block runs stage 2 as its own 0.3-s ease-in-out. After a cancel that block still
/// runs the 0.3-s animation on the to view, which stays hidden, with the from view hidden too:
/// the window shows blank (`TransitionDrive.chainAfterCancel`) until the cancel completes.
struct WSLSplashFlip: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "wsl-splash-flip", library: .wslTransferAnimation, family: "SplashFlip",
        summary: "WSL NetEase-Music splash flip: the old screen turns edge-on and fades, then the new one turns in from edge-on",
        source: "WSLTransitionAnimationThree.m",
        construction: "two ease-in-out stages of an orthographic Y rotation: the from snapshot 0 → ±90° fading out (0.4 s), the to screen −90° → 0 (0.3 s)",
        durations: DurationRule(to: 0.7, back: 0.7))

    /// The first stage's share of the run (0.4 of 0.4 + 0.3 s).
    static let firstStage = 0.4 / 0.7

    init(_ p: EffectParameters) {}

    /// WSLTransitionInteractiveThree.m: a dismiss pan, |tx| / W, driving the first stage only.
    var gesture: GestureTraits {
        GestureTraits(model: WSLGestureModel(style: .swipe, drivenShare: Self.firstStage), toGesture: .left, backGesture: .right)
    }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        scene(direction: direction, progress: progress, drive: .animated, in: context)
    }

    func scene(direction: TransitionDirection, progress: Double, drive: TransitionDrive, in context: EffectContext) -> Scene {
        if drive == .chainAfterCancel { return Scene(background: context.background) }
        let p = clampedProgress(progress)
        let (from, to) = context.screens(direction)
        if p < Self.firstStage {
            let u = TimingCurve.easeInOut.value(p / Self.firstStage)
            var snapshot = context.screenLayer(from)
            snapshot.transform = .rotation((direction == .to ? 1 : -1) * Double.pi / 2 * u, 0, 1, 0)
            snapshot.opacity = 1 - u
            return Scene(background: context.background, layers: [snapshot])
        }
        let u = TimingCurve.easeInOut.value((p - Self.firstStage) / (1 - Self.firstStage))
        var incoming = context.screenLayer(to)
        if u < 1 { incoming.transform = .rotation(-Double.pi / 2 * (1 - u), 0, 1, 0) }
        return Scene(background: context.background, layers: [incoming])
    }
}
