import XWTEngine
import XWTMotion

/// XWCoolAnimator Scanning FromLeft/Right/Top/Bottom (`XWCoolAnimator+XWScanning.m`): a glowing bar sweeps
/// across the screen, wiping the from screen off the to screen beneath, then sweeps back.
///
/// The to screen lies at the bottom; the from screen above it is masked by a full-screen rect
/// that slides away by `V` (one screen width or height) during keyframe `[0, 0.7]`, uncovering
/// the to screen from the start side; the bar (`ScanningBar`, 18 pt × 1.5 screens, centred 4 pt
/// outside the start edge) rides the mask's edge, then returns to its start during `[0.7, 1]`;
/// overall ease-in-out. The back run starts from the opposite side (XW's codes: back FromLeft =
/// 1, …). Both runs last `toDuration` in XW (backDuration ignored); the frames do not depend on
/// the duration. XW's completion removes mask and bar, so progress 0 and 1 show plain screens.
struct CoolScanning: CatalogEffect {
    static let direction = Parameter.side(
        "direction", "the side the bar starts from in the forward run (FromLeft …): left, right, top or bottom; the back run starts from the opposite side")

    static let descriptor = EffectDescriptor(
        id: "cool-scanning", library: .xwTransition, family: "Cool",
        summary: "XWCool Scanning: a glowing bar sweeps across wiping the old screen away, then sweeps back",
        source: "XWCoolAnimator+XWScanning.m",
        construction: "B below, A under a sliding rect mask, the generated glow bar riding the mask edge (keyframes 0–0.7–1)",
        parameters: [direction.spec], durations: DurationRule(backUsesToDuration: true), libraryEffects: 4)

    /// The bar's thickness across its motion, pt.
    static let barThickness = 18.0
    /// The bar's length as a multiple of the screen side it spans.
    static let barLengthFactor = 1.5
    /// How far outside the start edge the bar's centre sits, pt.
    static let barOutset = 4.0
    /// Eased time at which the sweep ends and the bar turns back.
    static let sweepEnd = 0.7

    /// The side the bar starts from in the forward run.
    let side: Side

    init(side: Side) {
        self.side = side
    }

    init(_ p: EffectParameters) {
        self.init(side: p[Self.direction])
    }

    /// Non-timer; the forward pan moves away from the start side (FromLeft: Right), back the reverse.
    var gesture: GestureTraits {
        .xw(timer: false, to: side.demoPans.to, back: side.demoPans.back)
    }

    /// Fractions of `V` travelled by the mask and the bar at eased time `u` (UIView keyframes).
    static func travel(at u: Double) -> (mask: Double, bar: Double) {
        let mask = KeyframeTrack(initial: 0.0, keyframes: [Keyframe(start: 0, end: sweepEnd, value: 1.0)])
        let bar = KeyframeTrack(
            initial: 0.0,
            keyframes: [
                Keyframe(start: 0, end: sweepEnd, value: 1.0), Keyframe(start: sweepEnd, end: 1, value: 0.0),
            ])
        return (mask.value(at: u), bar.value(at: u))
    }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        let p = clampedProgress(progress)
        let (from, to) = context.screens(direction)
        if p == 0 { return Scene(background: context.background, layers: [context.screenLayer(from)]) }
        if p == 1 { return Scene(background: context.background, layers: [context.screenLayer(to)]) }

        let start = direction == .to ? side : side.mirrored
        let (maskTravel, barTravel) = Self.travel(at: TimingCurve.easeInOut.value(p))
        let v = Self.sweep(from: start, canvas: context.canvas.size)

        let home = Self.barStart(start, canvas: context.canvas.size)
        let bar = Layer(
            frame: Rect(
                x: home.minX + v.x * barTravel, y: home.minY + v.y * barTravel,
                width: home.width, height: home.height),
            content: .image(ScanningBar.image))
        var layers = [context.screenLayer(to)]
        if let visible = Self.uncovered(maskTravel: maskTravel, sweep: v, canvas: context.canvas.size) {
            layers.append(context.sliceLayer(from, frame: visible))
        }
        layers.append(bar)
        return Scene(background: context.background, layers: layers)
    }

    /// The part of the from screen its mask still shows, pt: the full-screen mask rect moved by
    /// `maskTravel`·V, clipped to the screen; nil once it has left. XW's mask is a plain layer
    /// (edge antialiasing off: a hard edge), so the from screen is drawn as this `contentsRect`
    /// cut of itself rather than with a mask: the same hard-edged picture on the renderer's 1:1
    /// fast path (measured ≈ 3.5× faster than its per-pixel rect mask).
    static func uncovered(maskTravel: Double, sweep v: Point, canvas: Size) -> Rect? {
        let minX = max(0, v.x * maskTravel), maxX = min(canvas.width, canvas.width + v.x * maskTravel)
        let minY = max(0, v.y * maskTravel), maxY = min(canvas.height, canvas.height + v.y * maskTravel)
        guard maxX > minX && maxY > minY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The sweep vector `V`, pt: one screen across, away from `start`.
    static func sweep(from start: Side, canvas: Size) -> Point {
        switch start {
        case .left: return Point(canvas.width, 0)
        case .right: return Point(-canvas.width, 0)
        case .top: return Point(0, canvas.height)
        case .bottom: return Point(0, -canvas.height)
        }
    }

    /// The bar's frame at rest, pt: centred `barOutset` outside the `start` edge, spanning 1.5
    /// screens along it, centred on the screen's middle line.
    static func barStart(_ start: Side, canvas: Size) -> Rect {
        let w = canvas.width, h = canvas.height
        let size =
            start.isVertical
            ? Size(barLengthFactor * w, barThickness)
            : Size(barThickness, barLengthFactor * h)
        let centre: Point
        switch start {
        case .left: centre = Point(-barOutset, h / 2)
        case .right: centre = Point(w + barOutset, h / 2)
        case .top: centre = Point(w / 2, -barOutset)
        case .bottom: centre = Point(w / 2, h + barOutset)
        }
        return Rect(x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width, height: size.height)
    }
}
