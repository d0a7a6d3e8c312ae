import Foundation
import XWTEngine
import XWTMotion

/// The paper fold of VC's `CEFoldAnimationController.m`, copied by XW's `XWCoolAnimator+XWFold.m`:
/// both screens cut into 2N vertical strips; the from screen folds up like an accordion into one
/// side edge while the to screen unfolds out of the other.
///
/// Strip width `W/(2N)` pt; 4N strips, added per pair i as from-left, from-right, to-left,
/// to-right. Left strips hinge on their left edge, right strips on their right edge, and each pair
/// folds as a valley (its inner crease recedes). Container perspective m34 = −0.005 (eye 200 pt);
/// the from strips' end transform carries its own m34 = −0.005 after the rotation. Ease-in-out;
/// positions slide linearly in eased time. Only strips are drawn (both libraries move the real
/// views off-screen), so gaps show the background.
struct AccordionFold {
    /// Eye distance of the container's and the folding strips' own perspective (m34 = −0.005), pt.
    static let eyeDistance = 200.0

    /// The libraries' flag (VC `!reverse`, XW F): the from screen gathers at the right edge and the
    /// to screen unfolds from the left; false mirrors both.
    let unfoldsFromLeft: Bool
    /// N ≥ 1.
    let foldCount: Int

    init(unfoldsFromLeft: Bool, foldCount: Int) {
        precondition(foldCount >= 1, "at least one fold")
        self.unfoldsFromLeft = unfoldsFromLeft; self.foldCount = foldCount
    }

    /// Width of one strip, pt: `W/(2N)`.
    static func stripWidth(canvasWidth: Double, foldCount: Int) -> Double {
        canvasWidth / Double(2 * foldCount)
    }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        let u = TimingCurve.easeInOut.value(clampedProgress(progress))
        let (from, to) = context.screens(direction)
        let w = context.canvas.size.width, h = context.canvas.size.height
        let fw = Self.stripWidth(canvasWidth: w, foldCount: foldCount)
        // Where the from strips gather and where the to strips start.
        let gather = unfoldsFromLeft ? w : 0, source = unfoldsFromLeft ? 0 : w
        let quarter = Double.pi / 2
        let perspective = Transform3D.perspective(eyeDistance: Self.eyeDistance)
        // CATransform3DRotate(m34 transform, ±90°, 0, 1, 0): rotate first, then the strip's own perspective.
        let foldedLeft = perspective.rotated(quarter, 0, 1, 0), foldedRight = perspective.rotated(-quarter, 0, 1, 0)
        let edgeOnLeft = Transform3D.rotation(quarter, 0, 1, 0), edgeOnRight = Transform3D.rotation(-quarter, 0, 1, 0)

        var layers: [Layer] = []
        layers.reserveCapacity(4 * foldCount)
        for i in 0..<foldCount {
            let off = 2 * Double(i) * fw
            let leftHome = off, rightHome = off + 2 * fw
            layers.append(
                strip(
                    from, x: off, width: fw, height: h, left: true, at: .interpolate(leftHome, gather, u),
                    transform: .interpolate(.identity, foldedLeft, u), shadow: u, context: context))
            layers.append(
                strip(
                    from, x: off + fw, width: fw, height: h, left: false, at: .interpolate(rightHome, gather, u),
                    transform: .interpolate(.identity, foldedRight, u), shadow: u, context: context))
            layers.append(
                strip(
                    to, x: off, width: fw, height: h, left: true, at: .interpolate(source, leftHome, u),
                    transform: .interpolate(edgeOnLeft, .identity, u), shadow: 1 - u, context: context))
            layers.append(
                strip(
                    to, x: off + fw, width: fw, height: h, left: false, at: .interpolate(source, rightHome, u),
                    transform: .interpolate(edgeOnRight, .identity, u), shadow: 1 - u, context: context))
        }
        return Scene(background: context.background, sublayerTransform: perspective, layers: layers)
    }

    /// The strip of `screen` between x and x + width, hinged on its left (or right) edge, with
    /// that hinge at `hingeX`, posed by `transform` and shaded by its gradient at `shadow` opacity.
    private func strip(
        _ screen: Bitmap, x: Double, width: Double, height: Double, left: Bool, at hingeX: Double,
        transform: Transform3D, shadow: Double, context: EffectContext
    ) -> Layer {
        var layer = context.sliceLayer(screen, frame: Rect(x: x, y: 0, width: width, height: height))
        layer.setAnchorKeepingFrame(Point(left ? 0 : 1, 0.5))
        layer.position.x = hingeX
        layer.transform = transform
        // The literal unit start/end points, evaluated in points on the tall strip (as CAGradientLayer does).
        let gradient =
            left
            ? AxialGradient(start: Point(0, 0.2), end: Point(1, 0), colors: [.clear, .black])
            : AxialGradient(start: Point(1, 0), end: Point(0, 1), colors: [.clear, .black])
        var overlay = Layer(frame: Rect(x: 0, y: 0, width: width, height: height), content: .gradient(gradient))
        overlay.opacity = shadow
        layer.sublayers = [overlay]
        return layer
    }
}
