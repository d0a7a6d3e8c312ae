import Foundation
import XWTEngine
import XWTMotion

/// RWPopTransitionAnimation's TouTiao (今日头条) push and pop (`RWTouTiaoAnimation.m`): the pushed
/// page slides in from the right over a snapshot of the previous page, which shrinks to 0.95 and
/// dims to 0.7; popping slides it off again over the snapshot coming back.
///
/// Push: A's whole-screen snapshot (about its centre) scale 1 → 0.95, opacity 1 → 0.7; B translated
/// +W → 0; critically damped spring (ζ 1, v0 0) over D. Tapped pop: B 0 → +W, the snapshot 0.95 → 1
/// at opacity 1, the same spring. Interactive pop (`TransitionDrive.interactive`): linear, the
/// snapshot 0.95 → 1 and opacity 0.7 → 1, and B casts RW's shadow (colour 50 % grey at 0.8,
/// opacity 0.6, offset (−3, 0) pt, radius 3 pt) on the snapshot. Geometry in points; D = 0.4 s.
struct RWTouTiao: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "rw-toutiao", library: .rwPopTransitionAnimation, family: "TouTiao",
        summary: "RW TouTiao pop: the page slides off to the right over the previous page growing back from 0.95 and brightening from 0.7",
        source: "RWTouTiaoAnimation.m",
        construction:
            "B translated ±W over A's snapshot scaled 0.95 ↔ 1 and faded 0.7 ↔ 1; a critically damped spring when tapped, linear with B's blurred edge shadow when panned",
        durations: DurationRule(to: 0.4, back: 0.4))

    /// The previous page's snapshot scale and opacity while covered.
    static let coveredScale = 0.95
    static let coveredOpacity = 0.7
    /// B's shadow: colour alpha × shadowOpacity, offset along x and radius (pt).
    static let shadowAlpha = 0.8 * 0.6
    static let shadowOffset = -3.0
    static let shadowRadius = 3.0

    let toSpring: Spring
    let backSpring: Spring

    init(_ p: EffectParameters) {
        toSpring = Spring(damping: 1, initialVelocity: 0, duration: p.toDuration)
        backSpring = Spring(damping: 1, initialVelocity: 0, duration: p.backDuration)
    }

    /// RW's full-screen pop pan (rightward); pushes are taps.
    var gesture: GestureTraits { GestureTraits(model: RWGestureModel(), toGesture: .left, backGesture: .right) }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        scene(direction: direction, progress: progress, drive: .animated, in: context)
    }

    func scene(direction: TransitionDirection, progress: Double, drive: TransitionDrive, in context: EffectContext) -> Scene {
        let p = clampedProgress(progress)
        let (from, to) = context.screens(direction)
        // At the ends the completion has removed the snapshot and shows the real page.
        if p == 0 { return Scene(background: context.background, layers: [context.screenLayer(from)]) }
        if p == 1 { return Scene(background: context.background, layers: [context.screenLayer(to)]) }
        let w = context.canvas.size.width
        var snapshot = context.screenLayer(context.screenA)
        var page = context.screenLayer(context.screenB)
        if direction == .to {
            let s = toSpring.value(p)
            snapshot.transform = .scale(Double.interpolate(1, Self.coveredScale, s), Double.interpolate(1, Self.coveredScale, s))
            snapshot.opacity = Double.interpolate(1, Self.coveredOpacity, s)
            page.position.x += w * (1 - s)
            return Scene(background: context.background, layers: [snapshot, page])
        }
        let interactive = drive == .interactive
        let s = interactive ? p : backSpring.value(p)
        let scale = Double.interpolate(Self.coveredScale, 1, s)
        snapshot.transform = .scale(scale, scale)
        snapshot.opacity = interactive ? Double.interpolate(Self.coveredOpacity, 1, s) : 1
        page.position.x += w * s
        return Scene(
            background: context.background,
            layers: interactive ? [snapshot, Self.shadow(leftOf: w * s, height: context.canvas.size.height), page] : [snapshot, page])
    }

    /// The blurred shadow B casts left of its edge at `x` (pt): B's silhouette moved 3 pt left,
    /// blurred with a Gaussian of σ = the 3-pt radius [model: Core Animation's blur kernel is not
    /// documented], so its alpha falls as Φ((x' − (x − 3)) / σ) over 12 pt; sampled every point.
    static func shadow(leftOf x: Double, height: Double) -> Layer {
        let reach = -shadowOffset + 3 * shadowRadius
        let steps = Int(reach)
        let colors = (0...steps).map { i -> Color in
            let d = Double(i) - reach  // distance from B's edge, negative to the left
            let coverage = 0.5 * (1 + erf((d - shadowOffset) / (shadowRadius * 2.0.squareRoot())))
            return Color(red: 0.5, green: 0.5, blue: 0.5, alpha: shadowAlpha * coverage)
        }
        return Layer(
            frame: Rect(x: x - reach, y: 0, width: reach, height: height),
            content: .gradient(AxialGradient(start: Point(0, 0.5), end: Point(1, 0.5), colors: colors)))
    }
}
