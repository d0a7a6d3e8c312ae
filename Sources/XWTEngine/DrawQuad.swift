/// One layer resolved for drawing: everything the row loops need, computed once per frame.
///
/// Invariant: `toLocal` maps pixel centres to the layer's bounds coordinates (points, origin
/// top-left); `edges` are unit-normal lines of the clipped on-screen polygon, positive inside,
/// so `a·x + b·y + c` is the signed distance in pixels.
struct DrawQuad {
    enum Paint {
        /// Bilinear sampling; texel = (lx·su + ou, ly·sv + ov).
        case image(Bitmap, su: Double, ou: Double, sv: Double, ov: Double)
        case color(RGBA8)
        /// Gradient parameter t = (lx·gx + ly·gy + g0) clamped to 0…1 indexes `lut` (one row of
        /// `GradientTable.size` pixels).
        case gradient(lut: Bitmap, gx: Double, gy: Double, g0: Double)
    }

    enum Mask {
        case circle(cx: Double, cy: Double, radius: Double)
        case rect(Rect)
        case roundedRect(Rect, radius: Double)
    }

    struct Edge { var a, b, c: Double }

    var paint: Paint
    var toLocal: Homography
    var edges: [Edge]
    /// Pixel rows and columns the polygon may touch (half-open), clamped to the canvas.
    var minX, maxX, minY, maxY: Int
    /// Layer opacity times the opacities of its ancestors, 0…1.
    var opacity: Double
    var mask: Mask?
    /// When false, edges are hard: full coverage iff the pixel centre is inside (or on) every edge.
    var antialiasedEdges: Bool
    /// Device pixels per layer point near the layer centre (for anti-aliasing mask edges).
    var pixelsPerPoint: Double
}
