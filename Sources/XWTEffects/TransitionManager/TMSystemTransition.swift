import XWTEngine
import XWTMotion

/// TransitionManager's 33 system animations (`TypeDefConfig.h`, `TransitionAnimator+SystemType.m`):
/// a `CATransition` of one type and subtype on the container layer, linear (no timing function),
/// over `animationTime`, from the container showing the from screen to the container showing a
/// snapshot of the to screen (`TransitionAnimator+System.m`).
///
/// A subtype is a `Side`: `right` = `kCATransitionFromRight`, the new content comes in from the
/// right edge. Each case's frame comes from its effect file; this type only holds what they share:
/// the exact end frames, the automatic back pairing and how the demo drives them.
enum TMSystemTransition: Hashable, Sendable {
    case fade
    case push(Side)
    case reveal(Side)
    case moveIn(Side)
    case cube(Side)
    case suck
    case oglFlip(Side, shading: Double)
    case ripple
    case pageCurl(Side, UncurlReading)
    case pageUnCurl(Side, UncurlReading)
    case irisOpen
    case irisClose

    /// The CATransition subtype parameter of the directional types, default `right`.
    static let subtype = Parameter.choice(
        "direction", default: Side.right,
        "CATransition subtype: the edge the new content comes in from (right = kCATransitionFromRight, left, top, bottom)")

    /// The type TM plays for pop or dismiss when `backAnimationType` is left at 0
    /// (`TransitionAnimator+SystemType.m`, `backAnimationType`): Push, Cube and OglFlip mirror the
    /// subtype, Reveal and MoveIn swap (with the mirrored subtype), PageCurl and PageUnCurl swap
    /// (keeping left/right, mirroring top/bottom), the iris halves swap, Fade, Suck and Ripple
    /// stay. Every pair but Suck and Ripple rewinds: the back run at p shows the forward run at 1 − p.
    var automaticBack: TMSystemTransition {
        switch self {
        case .fade, .suck, .ripple: return self
        case let .push(side): return .push(side.mirrored)
        case let .reveal(side): return .moveIn(side.mirrored)
        case let .moveIn(side): return .reveal(side.mirrored)
        case let .cube(side): return .cube(side.mirrored)
        case let .oglFlip(side, shading): return .oglFlip(side.mirrored, shading: shading)
        case let .pageCurl(side, reading): return .pageUnCurl(side.isVertical ? side.mirrored : side, reading)
        case let .pageUnCurl(side, reading): return .pageCurl(side.isVertical ? side.mirrored : side, reading)
        case .irisOpen: return .irisClose
        case .irisClose: return .irisOpen
        }
    }

    /// The frame of run `direction` at linear progress `progress` (clamped): this type forward;
    /// back, the automatic pairing after a push, the same type after a present (the demo's present
    /// sets `backAnimationType = animationType`). Progress 0 shows the from screen and 1 the to
    /// screen exactly (the container before the transition, and the snapshot after it).
    func scene(
        _ direction: TransitionDirection, presentation: TMPresentation, progress: Double,
        in context: EffectContext
    ) -> Scene {
        let (from, to) = context.screens(direction)
        let p = clampedProgress(progress)
        if p <= 0 { return Scene(background: context.background, layers: [context.screenLayer(from)]) }
        if p >= 1 { return Scene(background: context.background, layers: [context.screenLayer(to)]) }
        let type = direction == .to || presentation == .present ? self : automaticBack
        return type.frame(progress: p, from: from, to: to, in: context)
    }

    /// The transition strictly between its ends (0 < p < 1), from the type's own effect file.
    private func frame(progress p: Double, from: Bitmap, to: Bitmap, in context: EffectContext) -> Scene {
        switch self {
        case .fade: return TMFade.frame(progress: p, from: from, to: to, in: context)
        case let .push(side): return TMPush.frame(side, progress: p, from: from, to: to, in: context)
        case let .reveal(side): return TMReveal.frame(side, progress: p, from: from, to: to, in: context)
        case let .moveIn(side): return TMMoveIn.frame(side, progress: p, from: from, to: to, in: context)
        case let .cube(side): return TMCube.frame(side, progress: p, from: from, to: to, in: context)
        case .suck: return TMSuck.frame(progress: p, from: from, to: to, in: context)
        case let .oglFlip(side, shading): return TMOglFlip.frame(side, shading: shading, progress: p, from: from, to: to, in: context)
        case .ripple: return TMRipple.frame(progress: p, from: from, to: to, in: context)
        case let .pageCurl(side, _): return TMPageCurl.frame(side, progress: p, from: from, to: to, in: context)
        case let .pageUnCurl(side, reading):
            return TMPageUnCurl.frame(side, reading: reading, progress: p, from: from, to: to, in: context)
        case .irisOpen: return TMIrisOpen.frame(progress: p, from: from, to: to, in: context)
        case .irisClose: return TMIrisClose.frame(progress: p, from: from, to: to, in: context)
        }
    }
}
