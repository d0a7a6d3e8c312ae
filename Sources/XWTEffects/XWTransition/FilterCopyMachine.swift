import Foundation
import XWTEngine
import XWTMotion

/// XWFilterAnimator CopyMachine (`XWFilterAnimator.m`): CICopyMachineTransition with XW's
/// settings — a 50-px bar of light (0.6, 1, 0.8) sweeps along the angle like a scanner, the to
/// screen behind it, the from screen ahead.
///
/// `ratio` = linear progress with XW's end-state clamp; angle as `FilterAngle` (startAngle, + π back
/// when `revers`): at angle 0 the bar moves right and the to screen appears on the left.
struct FilterCopyMachine: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "filter-copy-machine", library: .xwTransition, family: "Filter",
        summary: "XWFilter CopyMachine: CICopyMachineTransition, a 50-px scanner light sweeps the new screen in",
        source: "XWFilterAnimator.m",
        construction: "kernel: a 50-px green-white light bar along the angle, the to screen behind it",
        parameters: FilterAngle.parameters + [XWFilter.legacy.spec])

    /// XW's inputWidth, image pixels.
    static let barWidth = 50.0
    /// XW's inputColor (straight RGBA) and inputOpacity.
    static let color = Color(red: 0.6, green: 1, blue: 0.8, alpha: 1)
    static let opacity = 1.0

    let angle: FilterAngle
    let legacy: Bool

    init(angle: FilterAngle, legacy: Bool) { self.angle = angle; self.legacy = legacy }

    init(_ p: EffectParameters) { self.init(angle: FilterAngle(p), legacy: p[XWFilter.legacy]) }

    /// Timer-driven; the demo's pans follow the angle on screen.
    var gesture: GestureTraits { XWFilter.gesture(angle.pans, legacy: legacy) }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        XWFilter.scene(direction, progress: progress, in: context) { from, to, ratio in
            CopyMachineKernel(
                source: from, target: to, angle: angle.angle(direction), ratio: ratio,
                barWidth: Self.barWidth, color: Self.color, opacity: Self.opacity)
        }
    }
}

/// Our model of CICopyMachineTransition with the extent = image.
///
/// `s` = distance of a pixel centre along the direction from the extent's first corner, `L` the
/// extent's length along it, bar edge `e = −w + t·(L + 2w)`, `m = (s − e)/w`: `m ≤ 0` → target,
/// `m ≥ 1` → source; inside the bar `mix(target, source, m)` plus `color·opacity·bump(m)`,
/// `bump(m) = (4m(1 − m))²` (1 at the bar centre, 0 with zero slope at its edges), saturating.
///
/// Invariant: source and target have the frame's size; `ratio` in (0, 1) (the ends are drawn by
/// `filterScene`). Pure in (x, y); rows outside the bar are copies, the bar is one integer loop.
struct CopyMachineKernel: PixelKernel {
    let source: Bitmap
    let target: Bitmap
    /// m = (s − e)/w across the bar.
    let band: FilterBand
    /// color·opacity, premultiplied, in FilterPixel lane form (each lane ≤ 255).
    let light: UInt64

    init(source: Bitmap, target: Bitmap, angle: Double, ratio: Double, barWidth: Double, color: Color, opacity: Double) {
        precondition(source.width == target.width && source.height == target.height, "screens differ in size")
        self.source = source
        self.target = target
        band = FilterBand(angle: angle, width: source.width, height: source.height, bandWidth: barWidth) { length in
            Self.edge(ratio: ratio, length: length, barWidth: barWidth)
        }
        let a = min(max(color.alpha, 0), 1)
        func lane(_ c: Double) -> UInt64 { UInt64(min(max(c * a * opacity, 0), 1) * 255 + 0.5) }
        light = PackedPixel.spread(
            UInt32(lane(color.red)) | UInt32(lane(color.green)) << 8
                | UInt32(lane(color.blue)) << 16 | UInt32(lane(1)) << 24)
    }

    /// Trailing edge of the bar along the direction, pixels: `−w + t·(L + 2w)`.
    static func edge(ratio: Double, length: Double, barWidth: Double) -> Double {
        -barWidth + ratio * (length + 2 * barWidth)
    }

    /// The light profile across the bar, `(4m(1 − m))²` for m in [0, 1].
    @inline(__always) static func bump(_ m: Double) -> Double {
        let b = 4 * m * (1 - m)
        return b * b
    }

    func render<Memory>(_ row: inout FrameRow<Memory>) {
        let mx = band.mx, light = self.light
        band.render(&row, source: source, target: target) { row, columns, first, s, t in
            for x in columns {
                let m = first + Double(x) * mx
                if m <= 0 { row[x] = t[x]; continue }
                if m >= 1 { row[x] = s[x]; continue }
                let base = PackedPixel.lerp(PackedPixel.spread(t[x]), PackedPixel.spread(s[x]), FilterPixel.weight(m))
                let glow = PackedPixel.lerp(0, light, FilterPixel.weight(Self.bump(m)))
                row[x] = PackedPixel.pack(FilterPixel.addSaturating(base, glow))
            }
        }
    }
}
