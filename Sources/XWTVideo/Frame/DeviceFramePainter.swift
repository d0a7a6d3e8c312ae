import Foundation
import XWTEngine

/// Anti-aliased rounded rectangles for the device frame, drawn once per clip (never per frame).
///
/// Coverage of a pixel is its centre's signed distance to the shape's edge, clamped to one pixel
/// of ramp: exact inside and outside, a one-pixel blend on the edge.
enum DeviceFramePainter {
    /// Signed distance in pixels from (x, y) to the edge of `shape` (negative inside).
    static func distance(_ x: Double, _ y: Double, to shape: DeviceFrameLayout.Shape, scale: Double) -> Double {
        let r = shape.radius * scale
        let halfW = shape.rect.width * scale / 2, halfH = shape.rect.height * scale / 2
        let cx = shape.rect.minX * scale + halfW, cy = shape.rect.minY * scale + halfH
        let qx = abs(x - cx) - (halfW - r), qy = abs(y - cy) - (halfH - r)
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        return outside + min(max(qx, qy), 0) - r
    }

    /// Pixel rows and columns that `shape` (grown by `margin` px) touches, clipped to `bitmap`.
    static func bounds(_ shape: DeviceFrameLayout.Shape, scale: Double, margin: Double, in bitmap: Bitmap) -> (x: Range<Int>, y: Range<Int>) {
        let x0 = max(0, Int((shape.rect.minX * scale - margin).rounded(.down)))
        let x1 = min(bitmap.width, Int((shape.rect.maxX * scale + margin).rounded(.up)) + 1)
        let y0 = max(0, Int((shape.rect.minY * scale - margin).rounded(.down)))
        let y1 = min(bitmap.height, Int((shape.rect.maxY * scale + margin).rounded(.up)) + 1)
        return (x0..<max(x0, x1), y0..<max(y0, y1))
    }

    /// Draws `shape` in premultiplied `color` over `bitmap`.
    static func fill(_ shape: DeviceFrameLayout.Shape, _ color: RGBA8, scale: Double, into bitmap: inout Bitmap) {
        paint(shape, color, scale: scale, margin: 1, into: &bitmap) { d in min(1, max(0, 0.5 - d)) }
    }

    /// A soft shadow of `shape`: `color` fading out over `blur` px on each side of the edge.
    static func shadow(_ shape: DeviceFrameLayout.Shape, _ color: RGBA8, blur: Double, scale: Double, into bitmap: inout Bitmap) {
        paint(shape, color, scale: scale, margin: blur, into: &bitmap) { d in
            let t = min(1, max(0, (d + blur) / (2 * blur)))
            return 1 - t * t * (3 - 2 * t)  // smoothstep: a bell-like falloff
        }
    }

    private static func paint(
        _ shape: DeviceFrameLayout.Shape, _ color: RGBA8, scale: Double, margin: Double, into bitmap: inout Bitmap,
        coverage: (Double) -> Double
    ) {
        let (xs, ys) = bounds(shape, scale: scale, margin: margin, in: bitmap)
        let width = bitmap.width
        let source = PackedPixel.spread(color.word)
        bitmap.pixels.withUnsafeMutableBytes { bytes in
            let words = bytes.bindMemory(to: UInt32.self)
            for y in ys {
                for x in xs {
                    let c = coverage(distance(Double(x) + 0.5, Double(y) + 0.5, to: shape, scale: scale))
                    guard c > 0 else { continue }
                    let word = PackedPixel.pack(PackedPixel.scale(source, UInt64((c * 255).rounded())))
                    words[y * width + x] = PackedPixel.over(words[y * width + x], word)
                }
            }
        }
    }
}
