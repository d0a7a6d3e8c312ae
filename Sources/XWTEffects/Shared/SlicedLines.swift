import XWTEngine
import XWTMotion

/// The "lines" transition HUAnimator introduced (`HUTransitionHorizontalLinesAnimator.m`,
/// `HUTransitionVerticalLinesAnimator.m`) and XWTransition adopted (`XWCoolAnimator+XWLines.m`):
/// both screens cut into 4-pt slices; the from screen's slices fly off by random multiples of the
/// screen size while the to screen's slices fly in from as far, on a UIKit spring.
///
/// Slices are `contentsRect` cuts of one snapshot per screen, the to screen's slices on top, both
/// real views hidden (the background shows between slices). Offsets are k · L with L the slice's
/// long side (W for horizontal slices, H for vertical ones) and k uniform in [1, 8) (horizontal)
/// or [1, 4) (vertical), drawn from `SplitMix64(seed: context.seed, mixer: .effects)`: first one start offset per
/// incoming slice, then one exit offset per outgoing slice, in slice order. Horizontal: incoming
/// start at +k·W (to) / −k·W (back), outgoing leave by −k'·W (to) / +k'·W (back). Vertical, both
/// ways: incoming start at +k·H, −k·H, … (first slice below), outgoing leave by −k'·H, +k'·H, …
/// (first slice upward). Spring ζ 0.8, v0 0, T = D − 0.01 s; progress p is the fraction of the
/// run's duration D. With `delayedSnapshot` (HUAnimator) the to screen is snapshotted only after
/// an empty 0.01-s animation: until then its slices do not exist and nothing moves, and the
/// spring runs from 0.01 s to D; without it (XW's fix) both screens are sliced up front.
struct SlicedLines: TransitionEffect {
    /// Which way the slices are cut and travel.
    enum Axis: Sendable {
        /// Full-width slices 4 pt high, moving along x.
        case horizontal
        /// Full-height slices 4 pt wide, moving along y.
        case vertical
    }

    /// Slice thickness, pt.
    static let sliceThickness = 4.0
    /// HUAnimator's wait before snapshotting the to screen, seconds; the spring lasts D minus this.
    static let snapshotDelay = 0.01
    /// Spring damping ratio ζ (initial velocity 0).
    static let damping = 0.8

    let axis: Axis
    /// The run's duration D, seconds.
    let duration: Double
    /// HUAnimator's delayed incoming snapshot instead of XW's single up-front snapshots.
    let delayedSnapshot: Bool
    /// The slices' spring, duration T = D − 0.01 s.
    let spring: Spring

    init(axis: Axis, duration: Double = 0.5, delayedSnapshot: Bool = false) {
        self.axis = axis
        self.duration = duration
        self.delayedSnapshot = delayedSnapshot
        spring = Spring(damping: Self.damping, initialVelocity: 0, duration: duration - Self.snapshotDelay)
    }

    /// Upper bound of the random multiple k (lower bound 1).
    var maxMultiple: Double { axis == .horizontal ? 8 : 4 }

    /// Seconds into the run at which the spring starts: 0, or HUAnimator's snapshot delay.
    var springStart: Double { delayedSnapshot ? Self.snapshotDelay : 0 }

    /// The fraction t/T of the spring elapsed at linear progress `p` of D (≤ 0 before it starts,
    /// ≥ 1 once it has settled).
    func springFraction(progress p: Double) -> Double {
        (clampedProgress(p) * duration - springStart) / spring.duration
    }

    /// The spring's displacement (0 → 1, overshooting ≈ 1.5 %) at linear progress `p` of D.
    func travel(progress p: Double) -> Double {
        spring.value(springFraction(progress: p))
    }

    /// Whether the to screen's slices exist at linear progress `p` (not before HU's snapshot).
    func incomingSlicesExist(progress p: Double) -> Bool {
        clampedProgress(p) * duration >= springStart
    }

    /// Number of slices along a side of `length` pt: y (or x) = 0, 4, 8, … < length.
    static func sliceCount(length: Double) -> Int {
        Int((length / sliceThickness).rounded(.up))
    }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        let (from, to) = context.screens(direction)
        // Progress 0 (or a cancel's completion) shows the from view; once the spring has settled
        // the incoming slices tile the to screen exactly, which the completion then shows.
        if clampedProgress(progress) == 0 { return Scene(background: context.background, layers: [context.screenLayer(from)]) }
        if springFraction(progress: progress) >= 1 { return Scene(background: context.background, layers: [context.screenLayer(to)]) }
        let s = travel(progress: progress)
        let incoming = incomingSlicesExist(progress: progress)

        let size = context.canvas.size
        let long = axis == .horizontal ? size.width : size.height
        let count = Self.sliceCount(length: axis == .horizontal ? size.height : size.width)
        var random = SplitMix64(seed: context.seed, mixer: .effects)
        let starts = (0..<count).map { i in incomingSign(i, direction) * random.uniform(1, maxMultiple) * long }
        let exits = (0..<count).map { i in -incomingSign(i, direction) * random.uniform(1, maxMultiple) * long }

        var layers: [Layer] = []
        layers.reserveCapacity(2 * count)
        for i in 0..<count { layers.append(slice(i, of: from, offset: exits[i] * s, size: size, in: context)) }
        if incoming {
            for i in 0..<count { layers.append(slice(i, of: to, offset: starts[i] * (1 - s), size: size, in: context)) }
        }
        return Scene(background: context.background, layers: layers)
    }

    /// The side an incoming slice starts on: +1 (right / below) or −1.
    private func incomingSign(_ index: Int, _ direction: TransitionDirection) -> Double {
        switch axis {
        case .horizontal: return direction == .to ? 1 : -1
        case .vertical: return index % 2 == 0 ? 1 : -1
        }
    }

    /// Slice `index` of `screen`, moved `offset` pt along the axis from its rest frame.
    private func slice(_ index: Int, of screen: Bitmap, offset: Double, size: Size, in context: EffectContext) -> Layer {
        let edge = Double(index) * Self.sliceThickness
        let rest =
            axis == .horizontal
            ? Rect(x: 0, y: edge, width: size.width, height: Self.sliceThickness)
            : Rect(x: edge, y: 0, width: Self.sliceThickness, height: size.height)
        var layer = context.sliceLayer(screen, frame: rest)
        if axis == .horizontal { layer.position.x += offset } else { layer.position.y += offset }
        return layer
    }
}
