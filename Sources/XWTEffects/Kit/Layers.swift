import XWTEngine
import XWTMotion

extension EffectContext {
    /// The canvas rectangle in points.
    var bounds: Rect { Rect(x: 0, y: 0, width: canvas.size.width, height: canvas.size.height) }

    /// (from, to) screens: (A, B) for the forward transition, (B, A) for back.
    func screens(_ direction: TransitionDirection) -> (from: Bitmap, to: Bitmap) {
        direction == .to ? (screenA, screenB) : (screenB, screenA)
    }

    /// (from, to) controls floating over the screens' pictures, in `screens(_:)`'s order.
    func controls(_ direction: TransitionDirection) -> (from: Bitmap?, to: Bitmap?) {
        direction == .to ? (controlsA, controlsB) : (controlsB, controlsA)
    }

    /// A full-canvas layer showing `screen` (a snapshot view or the real view; the same pixels).
    func screenLayer(_ screen: Bitmap) -> Layer {
        Layer(frame: bounds, content: .image(screen))
    }

    /// A layer at `frame` (points) showing that part of `screen` (a `resizableSnapshotView` or a
    /// `contentsRect` slice); parts of `frame` past the canvas repeat the edge pixels.
    func sliceLayer(_ screen: Bitmap, frame: Rect) -> Layer {
        let w = canvas.size.width, h = canvas.size.height
        let unit = Rect(x: frame.minX / w, y: frame.minY / h, width: frame.width / w, height: frame.height / h)
        return Layer(frame: frame, content: .image(screen, contentsRect: unit))
    }
}

/// Linear progress clamped to [0, 1] (NaN → 0): a gesture's last update can overshoot 0…1 slightly, and is clamped.
func clampedProgress(_ p: Double) -> Double {
    p > 0 ? min(p, 1) : 0
}
