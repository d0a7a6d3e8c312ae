import Foundation
import XWTEngine

/// The camera iris of CATransition's private `cameraIrisHollowOpen`/`Close`, our model (Apple's
/// type is closed): six dark metal blades whose straight inner edges bound a hexagonal aperture,
/// centred on the screen, that shows `screen`; the aperture turns as it closes (30° from wide open
/// to shut), like a real iris.
///
/// Blade k covers the far side of edge line k (n_k·d ≥ r; n_k at φ + 30° + k·60°, r = the inradius,
/// `openness` × the one that clears the screen's corners) and lies over blade k + 1: where several
/// blades hold a point, the first of their cyclic run is on top, so every seam continues an aperture
/// edge past its corner (a pinwheel). Shading: each blade's plate is lit by its normal against a light
/// from the upper left, brightens along its inner rim, darkens outward and under the shadow of the
/// blade above it along their seam. Aperture edge and seams anti-aliased over one pixel.
/// Invariant: `screen` has the frame's size; pure in (x, y). Per row the aperture's inner span is one
/// copy, its edge one blade evaluation per pixel, the blades outside it `IrisBladeRow`'s runs (the
/// same bytes as `bladeGrey` per pixel).
struct CameraIrisKernel: PixelKernel {
    static let blades = 6
    static let fullTurn = Double.pi / 6
    /// Direction toward the light (screen axes, y down): the upper left.
    static let lightAngle = -3 * Double.pi / 4
    /// Plate grey (0…1) and how much the light's angle moves it.
    static let plateGrey = 0.17, plateLight = 0.07
    /// Added along a blade's inner rim, fading over `rimWidth`; lost toward the outside, up to
    /// `outerDarkening` at the clear inradius from the rim.
    static let rimGrey = 0.12, outerDarkening = 0.4
    /// Darkening right at a seam, fading across `shadowWidth` of the blade beneath.
    static let seamShadow = 0.55

    let screen: Bitmap
    let centerX: Double, centerY: Double
    /// Unit edge normals (lanes 0…5).
    let normalX: SIMD8<Double>, normalY: SIMD8<Double>
    /// Inradius in pixels.
    let inradius: Double
    /// Each blade's lit plate grey (lanes 0…5).
    let plate: SIMD8<Double>
    /// Widths in pixels: the rim highlight, the seam shadow; and the outward darkening's reach.
    let rimWidth: Double, shadowWidth: Double, reach: Double

    /// `openness` 0 = shut, 1 = clear of the screen.
    init(screen: Bitmap, openness: Double) {
        self.screen = screen
        let w = Double(screen.width), h = Double(screen.height)
        centerX = w / 2; centerY = h / 2
        let cos30 = 3.0.squareRoot() / 2
        let clear = (centerX * centerX + centerY * centerY).squareRoot() / cos30 + 1
        let open = min(max(openness, 0), 1)
        inradius = open * clear * cos30
        let turn = (1 - open) * Self.fullTurn
        var nx = SIMD8<Double>(repeating: 0), ny = SIMD8<Double>(repeating: 0), lit = SIMD8<Double>(repeating: 0)
        for k in 0..<Self.blades {
            let angle = turn + Double.pi / 6 + Double(k) * Double.pi / 3
            nx[k] = cos(angle); ny[k] = sin(angle)
            lit[k] = Self.plateGrey + Self.plateLight * cos(angle - Self.lightAngle)
        }
        normalX = nx; normalY = ny; plate = lit
        reach = clear * cos30
        rimWidth = max(2, reach * 0.012)
        shadowWidth = max(3, reach * 0.05)
    }

    /// The signed distances (pixels) of (dx, dy) from the centre past each edge line (lanes 0…5).
    @inline(__always) func distances(_ dx: Double, _ dy: Double) -> SIMD8<Double> {
        normalX * dx + normalY * dy - SIMD8(repeating: inradius)
    }

    /// The signed distance (pixels) of (dx, dy) from the centre outside the aperture's edge.
    @inline(__always) func outside(_ dx: Double, _ dy: Double) -> Double {
        let d = distances(dx, dy)
        var most = d[0]
        for k in 1..<Self.blades { most = max(most, d[k]) }
        return most
    }

    /// The blade on top at (dx, dy) from the centre (where at least one blade reaches): the first of
    /// the cyclic run of blades whose half-plane holds the point; blade 0 where all six do.
    func topBlade(_ dx: Double, _ dy: Double) -> Int {
        let d = distances(dx, dy)
        for k in 0..<Self.blades where d[k] >= 0 && d[(k + Self.blades - 1) % Self.blades] < 0 { return k }
        return 0
    }

    /// The grey (0…1) of blade `k`'s plate `d` pixels past its inner edge, with `above` the distance
    /// past the edge of the blade lying over it (negative: just beside that blade's seam).
    @inline(__always) func tone(_ k: Int, _ d: Double, above: Double) -> Double {
        let past = max(d, 0)
        var grey = plate[k] + Self.rimGrey * max(0, 1 - past / rimWidth)
        grey *= 1 - Self.outerDarkening * min(past / reach, 1)
        if above < 0 && above > -shadowWidth { grey *= 1 - Self.seamShadow * (1 + above / shadowWidth) }
        return grey
    }

    /// The blades' grey at (dx, dy): the cyclic run of blades reaching the pixel composited bottom
    /// to top, each over the one after it by its one-pixel coverage.
    @inline(__always) func bladeGrey(_ dx: Double, _ dy: Double) -> Double {
        let d = distances(dx, dy), n = Self.blades
        let (start, count) = Self.reachingRun { d[$0] > -0.5 }
        let last = (start + count - 1) % n
        var grey = tone(last, d[last], above: d[(last + n - 1) % n])
        for i in stride(from: count - 2, through: 0, by: -1) {
            let k = (start + i) % n
            let cover = min(max(d[k] + 0.5, 0), 1)
            grey += (tone(k, d[k], above: d[(k + n - 1) % n]) - grey) * cover
        }
        return grey
    }

    /// The cyclic run of blades that reach a pixel, as (first, count): the first is the blade that
    /// reaches while the one before it does not (blade 0 when all or none reach); the run goes on
    /// while blades reach. Shared by the per-pixel grey and the row runs (`IrisBladeRow`).
    @inline(__always) static func reachingRun(_ reaches: (Int) -> Bool) -> (first: Int, count: Int) {
        let n = blades
        var first = 0
        for k in 0..<n where reaches(k) && !reaches((k + n - 1) % n) {
            first = k
            break
        }
        var count = 1
        while count < n && reaches((first + count) % n) { count += 1 }
        return (first, count)
    }

    /// The opaque grey pixel word of `grey` (0…1).
    @inline(__always) static func word(grey: Double) -> UInt32 {
        let v = UInt32(min(max(grey * 255 + 0.5, 0), 255))
        return v | v << 8 | v << 16 | 0xFF00_0000
    }

    /// The columns (relative to the centre) where `n·(x, dy) ≤ limit` holds for every normal.
    private func span(_ dy: Double, limit: Double) -> (Double, Double) {
        var lo = -Double.infinity, hi = Double.infinity
        for k in 0..<Self.blades {
            let room = limit - normalY[k] * dy
            if abs(normalX[k]) < 1e-12 {
                if room < 0 { return (1, 0) }
            } else if normalX[k] > 0 {
                hi = min(hi, room / normalX[k])
            } else {
                lo = max(lo, room / normalX[k])
            }
        }
        return (lo, hi)
    }

    /// Row `y`'s columns whose pixel centres touch the aperture (`outer`) and lie inside it
    /// (`inner`, within `outer`); the columns outside `outer` are blade only.
    func apertureColumns(_ y: Int, width: Int) -> (outer: Range<Int>, inner: Range<Int>) {
        let dy = Double(y) + 0.5 - centerY
        func columns(_ bounds: (Double, Double)) -> Range<Int> {
            guard bounds.0 <= bounds.1 else { return 0..<0 }
            let first = Int(max(0, min(Double(width), (bounds.0 + centerX - 0.5).rounded(.up))))
            let end = Int(max(0, min(Double(width), (bounds.1 + centerX - 0.5).rounded(.down) + 1)))
            return first..<max(first, end)
        }
        let outer = columns(span(dy, limit: inradius + 0.5))
        var inner = columns(span(dy, limit: inradius - 0.5))
        if inner.isEmpty { inner = outer.lowerBound..<outer.lowerBound }
        return (outer, inner)
    }

    /// The pixel word at column `x` of a row where the aperture's edge passes: the blades over the
    /// screen pixel `screen` by the aperture's one-pixel coverage.
    @inline(__always) func edgeWord(_ x: Int, _ dy: Double, screen: UInt32) -> UInt32 {
        let dx = Double(x) + 0.5 - centerX
        let cover = min(max(0.5 - outside(dx, dy), 0), 1)
        let blade = PackedPixel.spread(Self.word(grey: bladeGrey(dx, dy)))
        return PackedPixel.pack(PackedPixel.lerp(blade, PackedPixel.spread(screen), FilterPixel.weight(cover)))
    }

    func render<Memory>(_ row: inout FrameRow<Memory>) {
        let y = row.y, width = row.width
        let dy = Double(y) + 0.5 - centerY
        let (outer, inner) = apertureColumns(y, width: width)
        let blades = IrisBladeRow(self, dy: dy, width: width)
        blades.fill(&row, columns: 0..<outer.lowerBound)
        blades.fill(&row, columns: outer.upperBound..<width)
        let s = PixelImage<Memory>(screen).row(y)
        row.copy(s, columns: inner)
        for x in outer.lowerBound..<inner.lowerBound { row[x] = edgeWord(x, dy, screen: s[x]) }
        for x in inner.upperBound..<outer.upperBound { row[x] = edgeWord(x, dy, screen: s[x]) }
    }
}
