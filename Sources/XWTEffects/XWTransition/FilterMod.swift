import Foundation
import XWTEngine
import XWTMotion

/// XWFilterAnimator Mod (`XWFilterAnimator.m`): CIModTransition with XW's settings — the to
/// screen shows through holes of a cell pattern centred on the image, rotated by the angle and
/// stretched away from the centre line, that open one after another and grow until they cover it.
///
/// `ratio` = linear progress with XW's end-state clamp; angle as `FilterAngle` (Core Image,
/// counter-clockwise; + π back when `revers`), here the orientation of the hole pattern.
struct FilterMod: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "filter-mod", library: .xwTransition, family: "Filter",
        summary: "XWFilter Mod: CIModTransition, the new screen shows through stretched holes that open and grow",
        source: "XWFilterAnimator.m",
        construction: "kernel: a lattice of stretched holes along the angle that open onto the to screen",
        parameters: FilterAngle.parameters + [XWFilter.legacy.spec])

    /// XW's inputRadius (radius of the undistorted holes) and inputCompression, image pixels.
    static let radius = 30.0
    static let compression = 10.0

    let angle: FilterAngle
    let legacy: Bool

    init(angle: FilterAngle, legacy: Bool) { self.angle = angle; self.legacy = legacy }

    init(_ p: EffectParameters) { self.init(angle: FilterAngle(p), legacy: p[XWFilter.legacy]) }

    /// Timer-driven; the demo pans Down to present and Up to dismiss, whatever the angle.
    var gesture: GestureTraits { XWFilter.gesture((.down, .up), legacy: legacy) }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        XWFilter.scene(direction, progress: progress, in: context) { from, to, ratio in
            ModKernel(
                source: from, target: to, angle: angle.angle(direction), ratio: ratio,
                radius: Self.radius, compression: Self.compression)
        }
    }
}

/// Our model of CIModTransition (Apple's kernel is closed).
///
/// Pattern space: the pixel centre relative to the image centre, in Core Image axes, rotated by
/// −angle into (u, v); `U = u / k`, `k = 1 + compression·|v| / radius²` (holes stretch along u the
/// farther they are from the centre line, none on it). Cells are `2·radius` square in (U, v),
/// odd rows shifted by half a cell; each cell has a hole centred at the cell centre plus a jitter
/// of up to `jitter·radius`, opening at a delay `δ ∈ [0, maxDelay]` and growing linearly over
/// `growth` to the radius `ρmax` that covers the cell: `ρ(t) = g·(ρmax + 1) − ½`,
/// `g = clamp((t − δ)/growth)`: no cell is fully open before t = growth = 0.65, every cell
/// is by t = maxDelay + growth = 0.95.
/// Target coverage is the largest `clamp(ρ − d + ½)` over the holes of the pixel's cell and its
/// eight neighbours, `d` the pattern distance to a hole's centre. Delay and
/// jitter are a fixed integer hash of the cell, so the pattern is the same for every seed.
///
/// Invariant: source and target have the frame's size; `ratio` in (0, 1) (the ends are drawn by
/// `filterScene`). Pure in (x, y); one flat loop per row, the nine holes around it cached.
struct ModKernel: PixelKernel {
    static let maxDelay = 0.3
    static let growth = 0.65
    static let jitter = 0.3

    let source: Bitmap
    let target: Bitmap
    let ratio: Double
    let radius: Double
    /// compression / radius², per pixel of |v|.
    let stretch: Double
    /// Pattern coordinates of pixel (0, 0)'s centre and their steps per column / row.
    let u00: Double, v00: Double
    let ux: Double, vx: Double
    let uy: Double, vy: Double

    init(source: Bitmap, target: Bitmap, angle: Double, ratio: Double, radius: Double, compression: Double) {
        precondition(source.width == target.width && source.height == target.height, "screens differ in size")
        self.source = source
        self.target = target
        self.ratio = ratio
        self.radius = radius
        stretch = compression / (radius * radius)
        let ca = cos(angle), sa = sin(angle)
        // Screen offset (px, py) from the centre is (px, −py) in Core Image axes.
        let px0 = 0.5 - Double(source.width) / 2, py0 = 0.5 - Double(source.height) / 2
        ux = ca; vx = -sa
        uy = -sa; vy = -ca
        u00 = px0 * ux + py0 * uy
        v00 = px0 * vx + py0 * vy
    }

    /// `Int(w.rounded(.down))` for |w| < 2⁶³ without a libm call: truncation, one less below zero
    /// when that rounded up.
    @inline(__always) static func floor(_ w: Double) -> Int {
        let q = Int(w)
        return Double(q) > w ? q &- 1 : q
    }

    /// The hole of cell (i, j): centre offset in cell units of `radius` and opening delay.
    static func hole(_ i: Int, _ j: Int) -> (jx: Double, jy: Double, delay: Double) {
        var h = UInt64(bitPattern: Int64(i)) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: Int64(j)) &* 0xC2B2_AE3D_27D4_EB4F
        h ^= h >> 29; h = h &* 0xBF58_476D_1CE5_E9B9; h ^= h >> 32
        func unit(_ shift: UInt64) -> Double { Double((h >> shift) & 0xFFFF) / 65535 }
        return ((unit(0) * 2 - 1) * jitter, (unit(16) * 2 - 1) * jitter, unit(32) * maxDelay)
    }

    /// Hole radius in pattern pixels at `ratio` for a cell opening at `delay`: −½ (nothing) before it
    /// opens, ½ past the farthest point of the cell when fully open.
    static func holeRadius(ratio: Double, delay: Double, radius: Double) -> Double {
        let g = min(max((ratio - delay) / growth, 0), 1)
        let covering = (1 + jitter) * radius * 2.0.squareRoot()
        return g * (covering + 1) - 0.5
    }

    /// One cell's hole in pattern space: centre, radius and squared inner/outer edge radii.
    struct Hole {
        var i = Int.min, j = Int.min
        var hx = 0.0, hy = 0.0, rho = 0.0, inner2 = -1.0, outer2 = 0.0
    }

    /// The hole of cell (i, j) at this kernel's ratio.
    func cellHole(_ i: Int, _ j: Int) -> Hole {
        let cell = 2 * radius
        let h = Self.hole(i, j)
        let rho = Self.holeRadius(ratio: ratio, delay: h.delay, radius: radius)
        let lo = max(rho - 0.5, 0), hi = max(rho + 0.5, 0)
        return Hole(
            i: i, j: j, hx: (Double(i) + 0.5 + h.jx * 0.5) * cell, hy: (Double(j) + 0.5 + h.jy * 0.5) * cell,
            rho: rho, inner2: rho >= 0.5 ? lo * lo : -1, outer2: hi * hi)
    }

    /// The holes of three neighbouring cells of one cell row, columns i − 1, i, i + 1 in lanes 0…2
    /// (lane 3 never covers: outer radius 0, no inner disc).
    struct CellRow {
        var i = Int.min, j = Int.min
        var hx = SIMD4<Double>.zero, hy = SIMD4<Double>.zero, rho = SIMD4<Double>.zero
        var inner2 = SIMD4<Double>(repeating: -1), outer2 = SIMD4<Double>.zero

        init() {}

        init(_ i: Int, _ j: Int, of kernel: ModKernel) {
            self.i = i; self.j = j
            for c in 0..<3 {
                let h = kernel.cellHole(i + c - 1, j)
                hx[c] = h.hx; hy[c] = h.hy; rho[c] = h.rho; inner2[c] = h.inner2; outer2[c] = h.outer2
            }
        }

        /// Tests the pixel at pattern (u/k, v) against cell row `jr` (refilling the cache when the
        /// pixel's cell changed): true when a hole's inner disc holds it, else `cover` raised to
        /// the largest edge coverage.
        @inline(__always)
        mutating func covers(
            v: Double, uk: Double, jr: Int, radius: Double, inverseCell: Double, kernel: ModKernel, cover: inout Double
        ) -> Bool {
            let shiftedU = uk + (jr & 1 == 0 ? 0 : radius)
            let i = ModKernel.floor(shiftedU * inverseCell)
            if self.i != i || j != jr { self = CellRow(i, jr, of: kernel) }
            let du = shiftedU - hx, dv = v - hy
            let d2 = du * du + dv * dv
            if any(d2 .<= inner2) { return true }
            let near = d2 .< outer2
            if any(near) {
                var c = rho - d2.squareRoot() + 0.5
                c.replace(with: 0, where: c .< 0)
                c.replace(with: 1, where: c .> 1)
                c.replace(with: 0, where: .!near)
                cover = max(cover, c[0], c[1], c[2])
            }
            return false
        }
    }

    /// A pixel's coverage is the union of the holes of its cell and the eight around it (a grown
    /// hole reaches past its cell, so a cell edge never cuts one: no seam where the centre line,
    /// u = 0, is a cell edge of every even row): the target where a hole's inner disc holds the
    /// pixel, else the largest edge coverage. Neither depends on the order the holes are visited
    /// in. Holes are cached per row of cells as x advances; the three of a cell row are tested
    /// at once, lane by lane the same arithmetic.
    func render<Memory>(_ row: inout FrameRow<Memory>) {
        let y = row.y
        let s = PixelImage<Memory>(source).row(y), t = PixelImage<Memory>(target).row(y)
        let cell = 2 * radius, inverseCell = 1 / cell
        // A neighbour's hole centre is at least (½ − jitter/2) of a cell from this cell's edge.
        let reachesNeighbours = Self.holeRadius(ratio: ratio, delay: 0, radius: radius) + 0.5 > (0.5 - Self.jitter / 2) * cell
        var own = Hole()
        var below = CellRow(), middle = CellRow(), above = CellRow()
        var u = u00 + Double(y) * uy, v = v00 + Double(y) * vy
        for x in 0..<row.width {
            let k = 1 + stretch * abs(v)
            let j = Self.floor(v * inverseCell)
            let uk = u / k
            var inside = false
            var cover = 0.0
            if reachesNeighbours {
                inside =
                    middle.covers(v: v, uk: uk, jr: j, radius: radius, inverseCell: inverseCell, kernel: self, cover: &cover)
                    || above.covers(v: v, uk: uk, jr: j + 1, radius: radius, inverseCell: inverseCell, kernel: self, cover: &cover)
                    || below.covers(v: v, uk: uk, jr: j - 1, radius: radius, inverseCell: inverseCell, kernel: self, cover: &cover)
            } else {
                // Only the own cell's hole can reach the pixel.
                let shiftedU = uk + (j & 1 == 0 ? 0 : radius)
                let i = Self.floor(shiftedU * inverseCell)
                if own.i != i || own.j != j { own = cellHole(i, j) }
                let du = shiftedU - own.hx, dv = v - own.hy
                let d2 = du * du + dv * dv
                if d2 <= own.inner2 {
                    inside = true
                } else if d2 < own.outer2 {
                    cover = min(max(own.rho - d2.squareRoot() + 0.5, 0), 1)
                }
            }
            if inside {
                row[x] = t[x]
            } else if cover <= 0 {
                row[x] = s[x]
            } else {
                row[x] = PackedPixel.pack(PackedPixel.lerp(PackedPixel.spread(s[x]), PackedPixel.spread(t[x]), FilterPixel.weight(cover)))
            }
            u += ux; v += vx
        }
    }
}
