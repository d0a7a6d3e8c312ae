import Foundation
import XWTEngine
import XWTMotion

/// TransitionManager SysRippleEffect (`TransitionAnimator+SystemType.m`): the private
/// `rippleEffect` CATransition, water rings spreading from the centre distort the old screen while
/// the new one fades in; the back run is RippleEffect again.
///
/// Presented in the demo (`TableViewController.m`) and dismissed with a back pan Down: the effect
/// has no side, so a push adds nothing a present does not show.
struct TMRipple: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "tm-ripple", library: .transitionManager, family: "System",
        summary: "TM SysRippleEffect: the private rippleEffect CATransition, water rings distort the old screen into the new",
        source: "TransitionAnimator+SystemType.m",
        construction: "kernel: A displaced radially by travelling sine rings from the centre, cross-faded to B (smoothstep 0.2…1)",
        durations: DurationRule(backUsesToDuration: true))

    init(_ p: EffectParameters) {}

    var gesture: GestureTraits { TMPresentation.present.gesture() }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        TMSystemTransition.ripple.scene(direction, presentation: .present, progress: progress, in: context)
    }

    /// The rings at 0 < p < 1.
    static func frame(progress p: Double, from: Bitmap, to: Bitmap, in context: EffectContext) -> Scene {
        Scene(background: context.background, kernel: WaterRippleKernel(source: from, target: to, progress: p))
    }
}

/// Our water-drop model (Apple's private type is closed; after the classic GLSL "ripple"
/// transition): a pixel at offset `d` from the centre (r = |d|, rn = r / screen width) samples A at
/// `d·(1 + s(r))`, with `s(r) = (sin(p·rn·frequency − p·speed) + ½)/30 · sin(πp)` (the envelope
/// makes p = 0 and 1 undistorted), and shows `mix(A sample, B, smoothstep(0.2, 1, p))`.
///
/// Invariant: both screens have the frame's size. `s` is tabulated per frame every quarter pixel of
/// r and read with linear interpolation, so the row loop has a square root and no sine, shared by
/// the four pixels mirrored about both mid-lines (a row is written with its mirror). Pure in (x, y).
struct WaterRippleKernel: PixelKernel {
    /// Ring frequency (radians per screen width, at p = 1) and phase speed (radians at p = 1).
    static let frequency = 100.0
    static let speed = 50.0
    /// Table entries per pixel of radius.
    static let steps = 4.0

    let source: Bitmap
    let target: Bitmap
    let centerX: Double, centerY: Double
    /// s at r = i / steps px.
    let stretch: [Double]
    /// Weight of B, 0…256.
    let weight: UInt64

    init(source: Bitmap, target: Bitmap, progress p: Double) {
        precondition(source.width == target.width && source.height == target.height, "screens differ in size")
        self.source = source; self.target = target
        let w = Double(source.width), h = Double(source.height)
        centerX = w / 2; centerY = h / 2
        let envelope = sin(Double.pi * p)
        let count = Int(((centerX * centerX + centerY * centerY).squareRoot() + 2) * Self.steps) + 1
        stretch = (0..<count).map { i in
            let rn = Double(i) / Self.steps / w
            return (sin(p * rn * Self.frequency - p * Self.speed) + 0.5) / 30 * envelope
        }
        let t = min(max((p - 0.2) / 0.8, 0), 1)
        weight = FilterPixel.weight(t * t * (3 - 2 * t))
    }

    /// Rows y and height − 1 − y lie at ±dy from the centre (multiples of ½, so exactly): they
    /// share every column's radius, stretch and sample column.
    var pairsMirroredRows: Bool { true }

    func render<Memory>(_ row: inout FrameRow<Memory>) {
        let image = PixelImage<Memory>(source), t = PixelImage<Memory>(target).row(row.y)
        let dy = Double(row.y) + 0.5 - centerY
        var x = 0
        var dx = SIMD4<Double>(0.5, 1.5, 2.5, 3.5) - centerX  // steps of 4 stay exact
        while x &+ 4 <= row.width / 2 {
            let step = columns(dx, dy: dy, width: row.width)
            write(&row, x, step, y: centerY + dy * step.scale, image: image, target: t)
            x &+= 4
            dx += 4
        }
        writeCentre(&row, from: x, image: image, target: t)
    }

    func render<Memory>(_ row: inout FrameRow<Memory>, mirror: inout FrameRow<Memory>) {
        let image = PixelImage<Memory>(source)
        let t = PixelImage<Memory>(target).row(row.y), mirrorTarget = PixelImage<Memory>(target).row(mirror.y)
        let dy = Double(row.y) + 0.5 - centerY, mirrorDy = Double(mirror.y) + 0.5 - centerY
        precondition(mirrorDy == -dy && mirror.width == row.width, "not the mirrored row")
        var x = 0
        var dx = SIMD4<Double>(0.5, 1.5, 2.5, 3.5) - centerX  // steps of 4 stay exact
        while x &+ 4 <= row.width / 2 {
            let step = columns(dx, dy: dy, width: row.width)
            write(&row, x, step, y: centerY + dy * step.scale, image: image, target: t)
            write(&mirror, x, step, y: centerY + mirrorDy * step.scale, image: image, target: mirrorTarget)
            x &+= 4
            dx += 4
        }
        writeCentre(&row, from: x, image: image, target: t)
        writeCentre(&mirror, from: x, image: image, target: mirrorTarget)
    }

    /// What four columns (at dx from the centre) and their mirrors share on the rows at ±dy.
    private struct ColumnStep {
        /// 1 + s(r).
        let scale: SIMD4<Double>
        /// The columns' samples' columns, and their mirrors' (in the columns' lane order).
        let columns: FilterPixel.SampleColumns, mirrors: FilterPixel.SampleColumns
    }

    // Columns x and width − 1 − x lie at ±dx from the centre (multiples of ½, so exactly), so they
    // share the radius and the stretch and sample at centreX ± dx·(1 + s) on one row. Four columns
    // and their mirrors at a time: the same operations lane by lane, so the eight samples'
    // independent chains (square root, table, bilinear) overlap.
    @inline(__always)
    private func columns(_ dx: SIMD4<Double>, dy: Double, width: Int) -> ColumnStep {
        let last = Double(stretch.count &- 2)
        let position = (dx * dx + dy * dy).squareRoot() * Self.steps
        let whole = FilterPixel.floor4(position.replacing(with: last, where: position .> last))
        let i = FilterPixel.integers(whole)
        let below = SIMD4(stretch[i[0]], stretch[i[1]], stretch[i[2]], stretch[i[3]])
        let above = SIMD4(stretch[i[0] &+ 1], stretch[i[1] &+ 1], stretch[i[2] &+ 1], stretch[i[3] &+ 1])
        let scale = 1 + (below + (above - below) * (position - whole))
        let sx = dx * scale
        return ColumnStep(
            scale: scale, columns: FilterPixel.columns4(x: centerX + sx, width: width),
            mirrors: FilterPixel.columns4(x: centerX - sx, width: width))
    }

    /// Columns x … x + 3 and their mirrors of `row`, sampled at heights `sy`: the mirrors share
    /// the columns' sample rows and are stored right to left (columns mirror − 3 … mirror).
    @inline(__always)
    private func write<Memory>(
        _ row: inout FrameRow<Memory>, _ x: Int, _ step: ColumnStep, y sy: SIMD4<Double>, image: PixelImage<Memory>,
        target t: PixelRow<Memory>
    ) {
        let blend = SIMD16<UInt16>(repeating: UInt16(truncatingIfNeeded: weight))
        let rows = FilterPixel.rows4(y: sy, width: image.width, height: image.height)
        let left = FilterPixel.bilinear4(image, step.columns, rows)
        let right = FilterPixel.reversedPixels(FilterPixel.bilinear4(image, step.mirrors, rows))
        let mirror = row.width &- 4 &- x
        row.setChannels4(x, FilterPixel.narrow(FilterPixel.lerp(FilterPixel.widen(left), FilterPixel.widen(t.channels4(x)), blend)))
        row.setChannels4(
            mirror, FilterPixel.narrow(FilterPixel.lerp(FilterPixel.widen(right), FilterPixel.widen(t.channels4(mirror)), blend)))
    }

    /// Columns x … width − 1 − x of `row`, one column and its mirror at a time.
    private func writeCentre<Memory>(_ row: inout FrameRow<Memory>, from start: Int, image: PixelImage<Memory>, target t: PixelRow<Memory>) {
        let width = row.width, table = stretch, last = table.count &- 2
        let dy = Double(row.y) + 0.5 - centerY
        var x = start
        while x <= width &- 1 &- x {
            let dx = Double(x) + 0.5 - centerX
            let position = (dx * dx + dy * dy).squareRoot() * Self.steps
            let i = min(Int(position), last)
            let f = position - Double(i)
            let s = table[i] + (table[i &+ 1] - table[i]) * f
            let sy = centerY + dy * (1 + s)
            let sample = FilterPixel.bilinear(image, x: centerX + dx * (1 + s), y: sy)
            row[x] = PackedPixel.pack(PackedPixel.lerp(sample, PackedPixel.spread(t[x]), weight))
            let mirror = width &- 1 &- x
            if mirror != x {
                let mirrored = FilterPixel.bilinear(image, x: centerX + -dx * (1 + s), y: sy)
                row[mirror] = PackedPixel.pack(PackedPixel.lerp(mirrored, PackedPixel.spread(t[mirror]), weight))
            }
            x &+= 1
        }
    }
}
