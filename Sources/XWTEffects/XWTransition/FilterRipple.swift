import Foundation
import XWTEngine
import XWTMotion

/// XWFilterAnimator Ripple (`XWFilterAnimator.m`): CIRippleTransition with XW's settings — a
/// circular wave expands from the image centre, refracting what lies under it and catching a
/// highlight from the shading image, the to screen revealed inside it.
///
/// `ratio` = linear progress with XW's end-state clamp. XW sets no angle for Ripple, so both
/// directions look alike (from → to).
struct FilterRipple: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "filter-ripple", library: .xwTransition, family: "Filter",
        summary: "XWFilter Ripple: CIRippleTransition, a refracting, highlighted wave ring expands from the centre",
        source: "XWFilterAnimator.m",
        construction: "kernel: an expanding refracting ring shaded by the generated shine image, cross-fading the screens",
        parameters: [XWFilter.legacy.spec])

    /// Apple's defaults, which XW keeps: inputWidth and inputScale, image pixels.
    static let width = 100.0
    static let scale = 50.0

    let legacy: Bool

    init(legacy: Bool) { self.legacy = legacy }

    init(_ p: EffectParameters) { self.init(legacy: p[XWFilter.legacy]) }

    /// Timer-driven; the demo pans Right to present and Left to dismiss.
    var gesture: GestureTraits { XWFilter.gesture((.right, .left), legacy: legacy) }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        XWFilter.scene(direction, progress: progress, in: context) { from, to, ratio in
            RippleKernel(
                source: from, target: to, ratio: ratio, width: Self.width, scale: Self.scale,
                shine: RippleShine.levels, shineSize: RippleShine.size)
        }
    }
}

/// Our model of CIRippleTransition (Apple's kernel is closed) with the whole image as extent
/// and the centre at the image centre.
///
/// Ring radius `ρ(t) = t·(Dmax + w)` (Dmax = centre-to-corner distance). At distance `r` from
/// the centre, `q = (r − ρ)/w`: `q ≤ −½` → target, `q ≥ ½` → source; inside the ring the surface
/// is a bump `cos(πq)` (for scale > 0) whose slope `n = sin(πq)` refracts the sample radially by
/// `scale·n` px, to radius `r + scale·n` (a squeezed, never folded band of the image:
/// dr′/dr = 1 + (π·scale/w)·cos πq ≥ 1; a step of `scale` px at the rims); target inside the
/// crest `r < ρ`, source outside (1-px blend); plus the shading image's level added where the
/// ring's normal `n·r̂` points into it (lit-sphere lookup at `centre + n·r̂·(size/2)`), saturating.
///
/// Invariant: source and target have the frame's size; `ratio` in (0, 1) (the ends are drawn by
/// `filterScene`). Pure in (x, y); per row the columns outside the ring's outer circle are
/// copies, the rest one flat loop.
struct RippleKernel: PixelKernel {
    let source: Bitmap
    let target: Bitmap
    /// The shading image's levels (`RippleShine`), `shineSize` square.
    let shine: [UInt8]
    let shineSize: Int
    let centerX: Double, centerY: Double
    let ring: Double
    let width: Double
    let scale: Double

    init(
        source: Bitmap, target: Bitmap, ratio: Double, width: Double, scale: Double,
        shine: [UInt8], shineSize: Int
    ) {
        precondition(shine.count == shineSize * shineSize, "shading levels must be shineSize² bytes")
        precondition(source.width == target.width && source.height == target.height, "screens differ in size")
        self.source = source
        self.target = target
        self.shine = shine
        self.shineSize = shineSize
        self.width = width
        self.scale = scale
        centerX = Double(source.width) / 2
        centerY = Double(source.height) / 2
        ring = Self.ringRadius(ratio: ratio, maxDistance: (centerX * centerX + centerY * centerY).squareRoot(), width: width)
    }

    /// Radius of the wave crest, pixels: `t·(Dmax + w)`.
    static func ringRadius(ratio: Double, maxDistance: Double, width: Double) -> Double {
        ratio * (maxDistance + width)
    }

    /// `sin(π·q)` for q in [−½, ½] by its Taylor series to z¹¹ (error < 1e-7), multiplications only.
    @inline(__always) static func sinPi(_ q: Double) -> Double {
        let z = Double.pi * q, z2 = z * z
        return z
            * (1 + z2
                * (-1.6666666666666666e-1 + z2
                    * (8.333333333333333e-3 + z2
                        * (-1.984126984126984e-4
                            + z2 * (2.7557319223985893e-6 + z2 * -2.505210838544172e-8)))))
    }

    func render<Memory>(_ row: inout FrameRow<Memory>) {
        let y = row.y, width = row.width
        let sourceImage = PixelImage<Memory>(source), targetImage = PixelImage<Memory>(target)
        let s = sourceImage.row(y), t = targetImage.row(y)
        let py = Double(y) + 0.5 - centerY
        let outer = ring + self.width / 2, inner = ring - self.width / 2
        let outer2 = outer * outer, inner2 = inner > 0 ? inner * inner : -1
        let rest = outer2 - py * py
        if rest <= 0 { row.copy(s); return }
        // Columns whose centres may lie inside the outer circle (the rest is source), and those
        // surely inside the inner one (target).
        let half = rest.squareRoot()
        let lo = Int(max(0, min(Double(width), (centerX - half - 0.5).rounded(.down))))
        let hi = Int(max(0, min(Double(width), (centerX + half + 0.5).rounded(.up))))
        row.copy(s, columns: 0..<lo)
        row.copy(s, columns: hi..<width)
        var innerLo = hi, innerHi = hi
        let innerRest = inner2 - py * py
        if innerRest > 0 {
            let innerHalf = innerRest.squareRoot()
            innerLo = Int(max(Double(lo), min(Double(hi), (centerX - innerHalf + 0.5).rounded(.up))))
            innerHi = Int(max(Double(innerLo), min(Double(hi), (centerX + innerHalf - 0.5).rounded(.down))))
            row.copy(t, columns: innerLo..<innerHi)
        }
        let inverseWidth = 1 / self.width
        let shine = BytePlane<Memory>(self.shine, width: shineSize, height: shineSize)
        let shineHalf = Double(shineSize) / 2, shineLast = shineSize &- 1
        let bulge = scale >= 0 ? shineHalf : -shineHalf
        var x = lo
        while x < hi {
            if x == innerLo { x = innerHi; if x >= hi { break } }
            let column = x
            x &+= 1
            let px = Double(column) + 0.5 - centerX
            let r2 = px * px + py * py
            if r2 >= outer2 { row[column] = s[column]; continue }
            if r2 <= inner2 { row[column] = t[column]; continue }
            let r = r2.squareRoot()
            let side = r - ring
            let slope = Self.sinPi(side * inverseWidth)
            let unit = r > 0 ? 1 / r : 0
            let pull = r > 0 ? (r + scale * slope) * unit : 0
            let sx = centerX + px * pull, sy = centerY + py * pull
            var colour: UInt64
            if side >= 0.5 {
                colour = FilterPixel.bilinear(sourceImage, x: sx, y: sy)
            } else if side <= -0.5 {
                colour = FilterPixel.bilinear(targetImage, x: sx, y: sy)
            } else {
                colour = PackedPixel.lerp(
                    FilterPixel.bilinear(targetImage, x: sx, y: sy),
                    FilterPixel.bilinear(sourceImage, x: sx, y: sy), FilterPixel.weight(side + 0.5))
            }
            let lookX = Int(shineHalf + slope * px * unit * bulge), lookY = Int(shineHalf + slope * py * unit * bulge)
            let level = shine[min(max(lookX, 0), shineLast), min(max(lookY, 0), shineLast)]
            colour = FilterPixel.addSaturating(colour, UInt64(level) &* 0x0001_0001_0001_0001)
            row[column] = PackedPixel.pack(colour)
        }
    }
}
