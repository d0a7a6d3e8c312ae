import XWTEngine
import XWTMotion

/// The explode of VC's `CEExplodeAnimationController.m`, copied by XW's `XWCoolAnimator+XWExplode.m`:
/// the from screen, cut into square tiles, flies apart over the to screen — each tile drifts,
/// spins, shrinks to 1 % and fades, ease-in-out.
///
/// Same routine both ways (to: A's tiles over B; back: B's tiles over A). Per tile, in
/// column-major order, three draws from `SplitMix64(seed: context.seed, mixer: .effects)`: dx, dy ∈ [−100, 100) pt and
/// r ∈ [−10, 10) rad; so the same seed gives the same tiles in both directions and every frame.
struct ExplodingTiles {
    /// Columns of tiles; rows follow from the tile side W/10.
    static let columns = 10.0
    static let maxOffset = 100.0
    static let maxSpin = 10.0
    /// VC's fix (commit 60ebd9e): scale 0 cannot be tweened, 0.01 can.
    static let finalScale = 0.01

    /// VC sends the real from view to the back, under the to view, while the tiles fly; XW hides
    /// it. The same pixels unless the to screen is transparent.
    let fromViewBeneath: Bool

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        let u = TimingCurve.easeInOut.value(clampedProgress(progress))
        let (from, to) = context.screens(direction)
        let below = context.screenLayer(to)
        // At rest the tiles exactly tile the from screen (drawn whole, without seams between
        // anti-aliased tile edges); at the end they are fully transparent.
        if u == 0 { return Scene(background: context.background, layers: [below, context.screenLayer(from)]) }
        if u == 1 { return Scene(background: context.background, layers: [below]) }

        let w = context.canvas.size.width, h = context.canvas.size.height
        // Both libraries step both loops in floating point: columns by W/10, rows by H/(10·H/W).
        let tileWidth = w / Self.columns
        let tileHeight = h / (Self.columns * h / w)
        var random = SplitMix64(seed: context.seed, mixer: .effects)
        var layers = fromViewBeneath ? [context.screenLayer(from), below] : [below]
        var x = 0.0
        while x < w {
            var y = 0.0
            while y < h {
                let dx = random.uniform(-Self.maxOffset, Self.maxOffset)
                let dy = random.uniform(-Self.maxOffset, Self.maxOffset)
                let spin = random.uniform(-Self.maxSpin, Self.maxSpin)
                var tile = context.sliceLayer(from, frame: Rect(x: x, y: y, width: tileWidth, height: tileHeight))
                tile.position.x += dx * u
                tile.position.y += dy * u
                tile.opacity = 1 - u
                // Core Animation tweens the transform by decomposition: the spin wraps into (−π, π].
                let end = Transform3D.rotation(spin, 0, 0, 1).scaled(Self.finalScale, Self.finalScale)
                tile.transform = .interpolate(.identity, end, u)
                layers.append(tile)
                y += tileHeight
            }
            x += tileWidth
        }
        return Scene(background: context.background, layers: layers)
    }
}
