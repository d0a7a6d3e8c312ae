import Foundation
import XWTEngine
import XWTMotion

/// XWFilterAnimator CopyMachine (effects.md §1.7, §7.2): CICopyMachineTransition with XW's
/// settings — a 50-px bar of light (0.6, 1, 0.8) sweeps along the angle like a scanner, the to
/// screen behind it, the from screen ahead.
///
/// `ratio` = linear progress with XW's end-state clamp; angle as `FilterAngle` (startAngle, + π back
/// when `revers`): at angle 0 the bar moves right and the to screen appears on the left.
struct FilterCopyMachine: AngledFilterEffect {
    /// XW's inputWidth, image pixels.
    static let barWidth = 50.0
    /// XW's inputColor (straight RGBA) and inputOpacity.
    static let color = Color(red: 0.6, green: 1, blue: 0.8, alpha: 1)
    static let opacity = 1.0

    let angle: FilterAngle
    let legacy: Bool

    init(angle: FilterAngle, legacy: Bool) { self.angle = angle; self.legacy = legacy }

    func kernel(from: Bitmap, to: Bitmap, ratio: Double, direction: TransitionDirection, in context: EffectContext) -> any PixelKernel {
        CopyMachineKernel(source: from, target: to, angle: angle.angle(direction), ratio: ratio,
                          barWidth: Self.barWidth, color: Self.color, opacity: Self.opacity)
    }
}

/// The CICopyMachineTransition model of effects.md §7.2 with the extent = image.
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
    /// m(x, y) = m00 + x·mx + y·my at the centre of pixel (x, y).
    let m00: Double
    let mx: Double
    let my: Double
    /// color·opacity, premultiplied, in FilterPixel lane form (each lane ≤ 255).
    let light: UInt64

    init(source: Bitmap, target: Bitmap, angle: Double, ratio: Double, barWidth: Double, color: Color, opacity: Double) {
        precondition(source.width == target.width && source.height == target.height, "screens differ in size")
        self.source = source
        self.target = target
        let dx = cos(angle), dy = -sin(angle)
        let width = Double(source.width), height = Double(source.height)
        let s0 = min(0, dx * width) + min(0, dy * height)
        let length = abs(dx) * width + abs(dy) * height
        mx = dx / barWidth
        my = dy / barWidth
        m00 = (0.5 * dx + 0.5 * dy - s0 - Self.edge(ratio: ratio, length: length, barWidth: barWidth)) / barWidth
        let a = min(max(color.alpha, 0), 1)
        func lane(_ c: Double) -> UInt64 { UInt64(min(max(c * a * opacity, 0), 1) * 255 + 0.5) }
        light = PackedPixel.spread(UInt32(lane(color.red)) | UInt32(lane(color.green)) << 8
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

    func render(row y: Int, into row: UnsafeMutablePointer<UInt8>, width: Int) {
        let first = m00 + Double(y) * my
        let last = first + Double(width - 1) * mx
        source.pixels.withUnsafeBufferPointer { sourcePixels in
            target.pixels.withUnsafeBufferPointer { targetPixels in
                let s = sourcePixels.baseAddress! + y &* width &* 4
                let t = targetPixels.baseAddress! + y &* width &* 4
                if min(first, last) >= 1 { row.update(from: s, count: width &* 4); return }
                if max(first, last) <= 0 { row.update(from: t, count: width &* 4); return }
                // Columns where 0 < m < 1, widened by one on each side; the ends are pure copies.
                var lo = 0, hi = width
                if mx != 0 {
                    let a = -first / mx, b = (1 - first) / mx
                    lo = Int(max(0, min(Double(width), min(a, b).rounded(.down))))
                    hi = Int(max(0, min(Double(width), max(a, b).rounded(.up) + 1)))
                }
                let left = first <= 0 ? t : s, right = last <= 0 ? t : s
                row.update(from: left, count: lo &* 4)
                row.advanced(by: hi &* 4).update(from: right.advanced(by: hi &* 4), count: (width &- hi) &* 4)
                for x in lo..<hi {
                    let m = first + Double(x) * mx
                    let i = x &* 4
                    if m <= 0 { FilterPixel.store(FilterPixel.load(t, i), row, i); continue }
                    if m >= 1 { FilterPixel.store(FilterPixel.load(s, i), row, i); continue }
                    let base = PackedPixel.lerp(PackedPixel.spread(FilterPixel.load(t, i)),
                                                PackedPixel.spread(FilterPixel.load(s, i)), FilterPixel.weight(m))
                    let glow = PackedPixel.lerp(0, light, FilterPixel.weight(Self.bump(m)))
                    FilterPixel.store(PackedPixel.pack(FilterPixel.addSaturating(base, glow)), row, i)
                }
            }
        }
    }
}
