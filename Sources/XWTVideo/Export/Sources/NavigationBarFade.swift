import XWTEffects
import XWTEngine
import XWTMotion

/// TransitionManager's `autoShowAndHideNavBar`: the navigation bar's alpha at each instant of a
/// clip (docs/containers.md).
///
/// `TransitionAnimator.m`: every run's `animateTransition:` animates the bar's alpha to 0 over
/// `showAndHideNavBarTime`, and `animationEnded:` animates it back to 1 over the same time only
/// when the run completed — after a cancelled pan the bar stays hidden until a later run
/// completes. Both are `UIView` animations, so ease-in-out; they run in real time, whatever
/// drives the transition (the bar is outside the transition's container view). A fade starts
/// from the alpha shown when it starts. Invariant: alpha is in 0…1 and exactly 1 before the
/// first run and once a fade-in has run its time.
public struct NavigationBarFade: Sendable {
    /// When each fade starts (seconds from the clip's start) and the alpha it goes to, in time order.
    let fades: [(time: Double, alpha: Double)]
    /// `showAndHideNavBarTime`.
    let seconds: Double

    /// The fades of `timeline`'s runs: out when each run starts, in when a run finishes.
    init(timeline: Timeline, seconds: Double) {
        var fades: [(time: Double, alpha: Double)] = []
        for (index, act) in timeline.acts.enumerated() {
            let start = timeline.actStartTimes[index], end = start + timeline.actDurations[index]
            let finished: Bool
            switch act {
            case .hold: continue
            case .animate: finished = true
            case .pan, .pinch:
                // A pan a control on the screen takes runs no transition.
                guard let release = timeline.releases.first(where: { $0.actIndex == index }) else { continue }
                finished = release.outcome == .finished
            }
            fades.append((start, 0))
            if finished { fades.append((end, 1)) }
        }
        self.fades = fades
        self.seconds = seconds
    }

    /// The bar's alpha `time` seconds into the clip.
    public func alpha(atTime time: Double) -> Double {
        var alpha = 1.0
        for (index, fade) in fades.enumerated() where fade.time <= time {
            let until = index + 1 < fades.count ? min(time, fades[index + 1].time) : time
            let done = seconds > 0 ? min(1, max(0, (until - fade.time) / seconds)) : 1
            alpha += (fade.alpha - alpha) * TimingCurve.easeInOut.value(done)
        }
        return alpha
    }

    /// The screens with the bar's items gone from the navigation bar's `rows`: each row filled
    /// with its leftmost pixel, the bar's background where its items leave a margin. What every
    /// navigation container's effect moves (`RenderJob.context`): on a device the pushed view
    /// controller's view has no bar, the still band draws it. A model: the pictures have nothing
    /// beneath their bars, and what a device shows under a bar is the view's top, most often its
    /// background.
    static func context(_ context: EffectContext, withoutBarIn rows: Range<Int>) -> EffectContext {
        func withoutBar(_ screen: Bitmap) -> Bitmap {
            var bytes = screen.pixels
            let stride = screen.width * 4
            for y in rows.clamped(to: 0..<screen.height) {
                let row = y * stride
                for x in 1..<screen.width { for c in 0..<4 { bytes[row + x * 4 + c] = bytes[row + c] } }
            }
            return Bitmap(width: screen.width, height: screen.height, pixels: bytes)
        }
        return context.replacingScreens(withoutBar(context.screenA), withoutBar(context.screenB))
    }
}
