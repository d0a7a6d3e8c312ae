import Foundation
import XWTEngine
import XWTMotion

/// XWFilterAnimator Swipe (effects.md §1.7, §7.2): CISwipeTransition with XW's settings — an
/// 80-px feathered band sweeps along the angle, the to screen appearing on the side it comes from.
///
/// `ratio` = linear progress; at ratio ≤ 0 or ≥ 1 the exact end image is drawn (XW's end-state
/// clamp, which for monotonic progress picks the nearer end). Angle in Core Image space (y up,
/// counter-clockwise): on screen the band moves along (cos a, −sin a). Back angle = start + π
/// when `revers`.
struct FilterSwipe: AngledFilterEffect {
    /// XW's CISwipeTransition inputWidth, image pixels.
    static let bandWidth = 80.0

    let angle: FilterAngle
    let legacy: Bool

    init(angle: FilterAngle, legacy: Bool) { self.angle = angle; self.legacy = legacy }

    func kernel(from: Bitmap, to: Bitmap, ratio: Double, direction: TransitionDirection, in context: EffectContext) -> any PixelKernel {
        SwipeKernel(source: from, target: to, angle: angle.angle(direction), ratio: ratio, bandWidth: Self.bandWidth)
    }
}

/// The CISwipeTransition model of effects.md §7.2 with colour opacity 0 and the extent = image:
/// `s` = distance of a pixel centre along the direction from the extent's first corner,
/// band edge `e = −w + t·(L + w)`; `s < e` → target, `s > e + w` → source, in between
/// `mix(target, source, (s − e)/w)`.
///
/// Invariant: source and target have the same size as the frame, so row reads stay in bounds.
/// Pure in (x, y); the row loop runs on copied segments plus one integer blend loop (measured
/// ≈ 2.4 ms per 750 × 1334 frame on one core, release).
struct SwipeKernel: PixelKernel {
    let source: Bitmap
    let target: Bitmap
    /// m(x, y) = m00 + x·mx + y·my is (s − e)/w at the centre of pixel (x, y); ±∞ at the clamped ends.
    let m00: Double
    let mx: Double
    let my: Double

    init(source: Bitmap, target: Bitmap, angle: Double, ratio: Double, bandWidth: Double) {
        precondition(source.width == target.width && source.height == target.height, "screens differ in size")
        self.source = source
        self.target = target
        let dx = cos(angle), dy = -sin(angle)
        let width = Double(source.width), height = Double(source.height)
        let s0 = min(0, dx * width) + min(0, dy * height)
        let length = abs(dx) * width + abs(dy) * height
        mx = dx / bandWidth
        my = dy / bandWidth
        if ratio <= 0 {
            m00 = .infinity
        } else if ratio >= 1 {
            m00 = -.infinity
        } else {
            let edge = -bandWidth + ratio * (length + bandWidth)
            m00 = (0.5 * dx + 0.5 * dy - s0 - edge) / bandWidth
        }
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
                    let weight = m <= 0 ? 0 : (m >= 1 ? 256 : Int(m * 256 + 0.5))
                    let i = x &* 4
                    for c in 0..<4 {
                        let mixed = Int(s[i &+ c]) &* weight &+ Int(t[i &+ c]) &* (256 &- weight) &+ 128
                        row[i &+ c] = UInt8(truncatingIfNeeded: mixed &>> 8)
                    }
                }
            }
        }
    }
}
