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
        Scene(
            background: context.background,
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

    /// Runs of equal pixel pairs (flat areas of both screens) reuse the previous result: tm-fade
    /// measured 2.5× faster than blending every pixel (a loop the compiler vectorised, evaluating
    /// every branch of `over` for every pixel).
    func render<Memory>(_ row: inout FrameRow<Memory>) {
        let a = PixelImage<Memory>(from).row(row.y), b = PixelImage<Memory>(to).row(row.y)
        var lastA = a[0], lastB = b[0], last = blend(lastA, lastB)
        for x in 0..<row.width {
            let pa = a[x], pb = b[x]
            if pa != lastA || pb != lastB {
                lastA = pa; lastB = pb
                last = blend(pa, pb)
            }
            row[x] = last
        }
    }

    @inline(__always) private func blend(_ a: UInt32, _ b: UInt32) -> UInt32 {
        PackedPixel.over(background, PackedPixel.pack(PackedPixel.lerp(PackedPixel.spread(a), PackedPixel.spread(b), weight)))
    }
}
