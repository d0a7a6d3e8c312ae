import XWTEngine
import XWTMotion

/// TransitionManager SysFade (`TransitionAnimator+SystemType.m`): `kCATransitionFade`, a linear
/// cross-dissolve from the old screen to the new one; the back run is Fade again.
///
/// Presented in the demo (`TableViewController.m`) and dismissed with a back pan Down: a fade has
/// no side, so a navigation push adds nothing a present does not show.
struct TMFade: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "tm-fade", library: .transitionManager, family: "System",
        summary: "TM SysFade: kCATransitionFade, a linear cross-dissolve",
        source: "TransitionAnimator+SystemType.m",
        construction: "kernel: (1 − p)·A + p·B per channel, over the background",
        durations: DurationRule(backUsesToDuration: true))

    init(_ p: EffectParameters) {}

    var gesture: GestureTraits { TMPresentation.present.gesture() }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        TMSystemTransition.fade.scene(direction, presentation: .present, progress: progress, in: context)
    }

    /// The dissolve at 0 < p < 1.
    static func frame(progress p: Double, from: Bitmap, to: Bitmap, in context: EffectContext) -> Scene {
        Scene(background: context.background,
              kernel: CrossDissolveKernel(from: from, to: to, progress: p, background: context.background.premultiplied))
    }
}

/// `kCATransitionFade`: every channel `from + (to − from)·w/256`, rounded, with the weight
/// `w = round(256·p)`, then over the background (a no-op where the mix is opaque).
///
/// Exact mix: at p = k/4 each channel is `round((1 − p)·from + p·to)` (halves up). Invariant: both
/// screens have the frame's size. Pure in (x, y); one flat loop over pixel words per row.
struct CrossDissolveKernel: PixelKernel {
    let from: Bitmap
    let to: Bitmap
    /// 0…256.
    let weight: UInt64
    let background: UInt32

    init(from: Bitmap, to: Bitmap, progress: Double, background: RGBA8) {
        precondition(from.width == to.width && from.height == to.height, "screens differ in size")
        self.from = from; self.to = to
        weight = UInt64(min(max(progress, 0), 1) * 256 + 0.5)
        self.background = background.word
    }

    func render<Memory>(_ row: inout FrameRow<Memory>) {
        let a = PixelImage<Memory>(from).row(row.y), b = PixelImage<Memory>(to).row(row.y)
        for x in 0..<row.width {
            let mixed = PackedPixel.lerp(PackedPixel.spread(a[x]), PackedPixel.spread(b[x]), weight)
            row[x] = PackedPixel.over(background, PackedPixel.pack(mixed))
        }
    }
}
