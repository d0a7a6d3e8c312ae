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
    case push(Side, fade: Double)
    case reveal(Side, fade: Double)
    case moveIn(Side, fade: Double)
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

    /// How far the sliding screens of push, moveIn and reveal fade: a screen sliding out ends at
    /// opacity 1 − fade, one sliding in starts there, linearly; a screen that stays put keeps 1.
    ///
    /// Default 0, the reading we settle on: Apple documents the three types as pure slides
    /// (`kCATransitionPush`: "pushes any existing content as it slides into place"; moveIn "slides
    /// into place over"; reveal "is revealed gradually in the direction"), TM's code sets only type
    /// and subtype on the container layer, and no measurement or reverse engineering of a fade in
    /// them is published — one Stack Overflow answer rebuilds push from opacity and position
    /// animations (question 5604718), with no second, independent source. `fade` 1 is that answer's
    /// reading; values between scale it.
    static let slideFade = Parameter.number(
        "fade", default: 0, unit: .none, range: 0...1,
        "how far a sliding screen fades: out to 1 − fade, in from it (0: pure slides, as Apple documents them; 1: full opacity ramps)")

    /// The type TM plays for pop or dismiss when `backAnimationType` is left at 0
    /// (`TransitionAnimator+SystemType.m`, `backAnimationType`): Push, Cube and OglFlip mirror the
    /// subtype, Reveal and MoveIn swap (with the mirrored subtype), PageCurl and PageUnCurl swap
    /// (keeping left/right, mirroring top/bottom), the iris halves swap, Fade, Suck and Ripple
    /// stay. Every pair but Suck and Ripple rewinds: the back run at p shows the forward run at 1 − p.
    var automaticBack: TMSystemTransition {
        switch self {
        case .fade, .suck, .ripple: return self
        case let .push(side, fade): return .push(side.mirrored, fade: fade)
        case let .reveal(side, fade): return .moveIn(side.mirrored, fade: fade)
        case let .moveIn(side, fade): return .reveal(side.mirrored, fade: fade)
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
    /// sets `backAnimationType = animationType`), or `back` when a preset sets `backAnimationType`.
    /// Progress 0 shows the from screen and 1 the to screen exactly (the container before the
    /// transition, and the snapshot after it).
    func scene(
        _ direction: TransitionDirection, presentation: TMPresentation, progress: Double,
        back: TMSystemTransition? = nil, in context: EffectContext
    ) -> Scene {
        let (from, to) = context.screens(direction)
        let p = clampedProgress(progress)
        if p <= 0 { return Scene(background: context.background, layers: [context.screenLayer(from)]) }
        if p >= 1 { return Scene(background: context.background, layers: [context.screenLayer(to)]) }
        let type = direction == .to ? self : back ?? (presentation == .present ? self : automaticBack)
        return type.frame(progress: p, from: from, to: to, in: context)
    }

    /// The transition strictly between its ends (0 < p < 1), from the type's own effect file.
    private func frame(progress p: Double, from: Bitmap, to: Bitmap, in context: EffectContext) -> Scene {
        switch self {
        case .fade: return TMFade.frame(progress: p, from: from, to: to, in: context)
        case let .push(side, fade): return TMPush.frame(side, fade: fade, progress: p, from: from, to: to, in: context)
        case let .reveal(side, fade): return TMReveal.frame(side, fade: fade, progress: p, from: from, to: to, in: context)
        case let .moveIn(side, fade): return TMMoveIn.frame(side, fade: fade, progress: p, from: from, to: to, in: context)
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
