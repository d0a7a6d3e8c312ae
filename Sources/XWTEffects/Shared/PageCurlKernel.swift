import Foundation
import XWTEngine

/// Our model of a cylinder page curl (Apple's kernels are closed), orthographic: XW's PageCurl
/// filter, CIPageCurlWithShadowTransition (`XWFilterAnimator.m`), and TransitionManager's pageCurl
/// and pageUnCurl CATransitions (`TransitionAnimator+SystemType.m`).
///
/// `s` = distance of a pixel centre along the direction from the extent's first corner (`L` = the
/// extent's length along it). The page (source) is peeled from `s = 0`: the contact line of a
/// cylinder of radius `R` lies at `c(t) = t·(L + R + reach)`; page material `m < c` is wrapped
/// round the cylinder (arc `c − m`, angle θ = (c − m)/R, screen `s = c − R·sin θ`) and beyond half
/// a turn lies flat on top, face down: `s = 2c − πR − m`. Each screen `s` shows the highest page
/// material that exists (inside the image): the flat top (back side), the upper half of the
/// cylinder (back side), its lower half (front), the flat page (`m = s`, front); else the target.
/// Back side = source lightened halfway to white (mirrored by the geometry); cylinder shade
/// `1 − 0.3·sin θ`; target shadow `amount·(1 − dist/reach)²` within `reach = shadowSize·2R` of
/// the page's silhouette `c − R·sin(min(c/R, π/2))`.
///
/// Invariant: source and target have the frame's size; `ratio` in (0, 1) (each caller draws the
/// exact end images itself). Pure in (x, y); per row the spans on the flat page or the bare target are
/// copies, the rest one flat loop (the unscaled flat top sampled at the nearest pixel, the
/// cylinder bilinearly).
struct PageCurlKernel: PixelKernel {
    static let backLightening: UInt64 = 128
    static let cylinderShade = 0.3

    let source: Bitmap
    let target: Bitmap
    /// On-screen unit direction of the sweep.
    let dx: Double, dy: Double
    /// `s` at the centre of pixel (0, 0).
    let s00: Double
    let radius: Double
    /// Contact line `c`, `2c − πR` (flat top: material = flatTop − s), silhouette and shadow reach.
    let curl: Double
    let flatTop: Double
    let silhouette: Double
    let reach: Double
    let amount: Double

    init(source: Bitmap, target: Bitmap, angle: Double, ratio: Double, radius: Double, shadowSize: Double, shadowAmount: Double) {
        precondition(source.width == target.width && source.height == target.height, "screens differ in size")
        self.source = source
        self.target = target
        self.radius = radius
        dx = cos(angle); dy = -sin(angle)
        let width = Double(source.width), height = Double(source.height)
        let s0 = min(0, dx * width) + min(0, dy * height)
        let length = abs(dx) * width + abs(dy) * height
        s00 = 0.5 * dx + 0.5 * dy - s0
        reach = shadowSize * 2 * radius
        amount = shadowAmount
        curl = Self.contactLine(ratio: ratio, length: length, radius: radius, reach: reach)
        flatTop = 2 * curl - Double.pi * radius
        silhouette = curl - radius * sin(min(curl / radius, Double.pi / 2))
    }

    /// The cylinder's contact line along the direction, pixels: `t·(L + R + reach)`, so the page,
    /// the roll and its shadow have all left the image at t = 1.
    static func contactLine(ratio: Double, length: Double, radius: Double, reach: Double) -> Double {
        ratio * (length + radius + reach)
    }

    /// asin(x) for x in [0, 1] (Abramowitz & Stegun 4.4.46, |error| ≤ 2e-8 rad).
    @inline(__always) static func arcsine(_ x: Double) -> Double {
        let p =
            1.5707963050 + x
            * (-0.2145988016 + x
                * (0.0889789874 + x
                    * (-0.0501743046
                        + x * (0.0308918810 + x * (-0.0170881256 + x * (0.0066700901 + x * -0.0012624911))))))
        return Double.pi / 2 - (1 - x).squareRoot() * p
    }

    func render<Memory>(_ row: inout FrameRow<Memory>) {
        let y = row.y, width = row.width
        let image = PixelImage<Memory>(source)
        let s = image.row(y), t = PixelImage<Memory>(target).row(y)
        // Bare target below `low`, flat page from `high` on; per-pixel work only between.
        let low = silhouette - reach, high = max(curl, flatTop)
        let first = s00 + Double(y) * dy, last = first + Double(width &- 1) * dx
        if min(first, last) >= high { row.copy(s); return }
        if max(first, last) <= low { row.copy(t); return }
        var lo = 0, hi = width
        if dx != 0 {
            let a = (low - first) / dx, b = (high - first) / dx
            lo = Int(max(0, min(Double(width), min(a, b).rounded(.down))))
            hi = Int(max(0, min(Double(width), max(a, b).rounded(.up) + 1)))
        }
        row.copy(dx > 0 ? t : s, columns: 0..<lo)
        row.copy(dx > 0 ? s : t, columns: hi..<width)
        let w = Double(width), h = Double(image.height), height = image.height
        let py = Double(y) + 0.5
        let inverseRadius = 1 / radius, inverseReach = 1 / reach
        for x in lo..<hi {
            let px = Double(x) + 0.5
            let along = first + Double(x) * dx
            if along >= curl {
                // Flat top, face down: an unscaled mirror image, sampled at the nearest pixel.
                let shift = flatTop - 2 * along
                let sx = px + shift * dx, sy = py + shift * dy
                if flatTop - along >= 0 && sx >= 0 && sx <= w && sy >= 0 && sy <= h {
                    let back = PackedPixel.spread(image[min(Int(sx), width &- 1), min(Int(sy), height &- 1)])
                    row[x] = PackedPixel.pack(FilterPixel.lighten(back, Self.backLightening))
                } else {
                    row[x] = s[x]
                }
                continue
            }
            if along >= curl - radius {
                let sine = (curl - along) * inverseRadius
                let turn = Self.arcsine(sine)
                let shade = FilterPixel.weight(1 - Self.cylinderShade * sine)
                // Upper half (θ = π − turn, back side), then lower half (θ = turn, front).
                var shift = curl - radius * (Double.pi - turn) - along
                var sx = px + shift * dx, sy = py + shift * dy
                if sx >= 0 && sx <= w && sy >= 0 && sy <= h {
                    let back = FilterPixel.bilinear(image, x: sx, y: sy)
                    row[x] = PackedPixel.pack(FilterPixel.shade(FilterPixel.lighten(back, Self.backLightening), shade))
                    continue
                }
                shift = curl - radius * turn - along
                sx = px + shift * dx; sy = py + shift * dy
                if sx >= 0 && sx <= w && sy >= 0 && sy <= h {
                    row[x] = PackedPixel.pack(FilterPixel.shade(FilterPixel.bilinear(image, x: sx, y: sy), shade))
                    continue
                }
            }
            let dist = silhouette - along
            if dist >= reach {
                row[x] = t[x]
            } else {
                let open = 1 - max(dist, 0) * inverseReach
                let light = FilterPixel.weight(1 - amount * open * open)
                row[x] = PackedPixel.pack(FilterPixel.shade(PackedPixel.spread(t[x]), light))
            }
        }
    }
}
