import XWTEngine
import XWTMotion

/// XWFilterAnimator Mask (`XWFilterAnimator.m`): CIDisintegrateWithMaskTransition through the
/// cloudy `DisintegrationMask` with XW's shadow radius 10 px, density 0.7 and offset
/// (0, −0.05·H_pt) px — the to screen appears where the mask is darker than `ratio` (dark first),
/// with the remaining pieces of the from screen casting a soft shadow onto it.
///
/// The mask is used unscaled, pixel for pixel from the image's bottom-left (CI space); outside it
/// CI reads transparent, luminance 0, which goes at once. The offset is in CI pixels, y up: the
/// shadow falls 0.05·H_pt pixels down the screen. Per frame, `scene` computes the source coverage
/// and its blur once; the kernel only blends.
struct FilterMask: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "filter-mask", library: .xwTransition, family: "Filter",
        summary: "XWFilter Mask: CIDisintegrateWithMaskTransition, the old screen dissolves through a cloudy mask, casting a shadow",
        source: "XWFilterAnimator.m",
        construction: "kernel: a threshold of the generated cloud mask with a soft edge and a box-blurred drop shadow",
        parameters: [XWFilter.legacy.spec])

    /// XW's inputShadowRadius: the Gaussian's standard deviation, image pixels **[model]**.
    static let shadowRadius = 10.0
    /// XW's inputShadowDensity: the darkening under fully covering pieces.
    static let shadowDensity = 0.7
    /// XW's inputShadowOffset y as a fraction of the screen height in points, used as CI pixels.
    static let shadowOffsetFraction = -0.05
    /// Width of the soft threshold edge in mask levels: one level ≈ one pixel at the mask's median
    /// slope (1 level/px).
    static let edgeLevels = 1.0

    let legacy: Bool

    init(legacy: Bool) { self.legacy = legacy }

    init(_ p: EffectParameters) { self.init(legacy: p[XWFilter.legacy]) }

    /// Timer-driven; demo pans Down / Up.
    var gesture: GestureTraits { XWFilter.gesture((.down, .up), legacy: legacy) }

    /// The from screen's coverage 0…255 for each mask level at `ratio`: `clamp((m − 255·t)/edge + ½)`,
    /// so levels below `255·t` (dark first) show the to screen.
    static func coverageTable(ratio: Double) -> [UInt8] {
        (0..<256).map { level in
            let c = (Double(level) - 255 * ratio) / edgeLevels + 0.5
            return UInt8((min(max(c, 0), 1) * 255).rounded())
        }
    }

    /// Box radii of three passes whose combined variance approximates the Gaussian `sigma`
    /// (Kovesi's "Gaussian via box filters").
    static func gaussianBoxRadii(sigma: Double) -> [Int] {
        let passes = 3, n = Double(passes)
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let l = Double(lower)
        // How many passes use the narrower box (odd width `lower`), the rest `lower + 2`.
        let narrow = Int(((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded())
        return (0..<passes).map { $0 < narrow ? (lower - 1) / 2 : (lower + 1) / 2 }
    }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        XWFilter.scene(direction, progress: progress, in: context) { from, to, ratio in
            let width = from.width, height = from.height
            let coverage = Self.coverage(width: width, height: height, ratio: ratio)
            let shadow = Self.shadow(of: coverage, width: width, height: height)
            let drop = Int((-Self.shadowOffsetFraction * context.canvas.size.height).rounded())
            return DisintegrateKernel(source: from, target: to, coverage: coverage, shadow: shadow,
                                      shadowDrop: drop, density: Self.shadowDensity)
        }
    }

    /// `coverage` blurred by three box passes approximating the Gaussian of `shadowRadius`.
    static func shadow(of coverage: [UInt8], width: Int, height: Int) -> [UInt8] {
        var current = coverage, next = [UInt8](repeating: 0, count: coverage.count)
        for radius in gaussianBoxRadii(sigma: shadowRadius) {
            current.withUnsafeBufferPointer { a in
                next.withUnsafeMutableBufferPointer { b in
                    RunningBoxBlur.blur(a.baseAddress!, into: b.baseAddress!, width: width, height: height,
                                        channels: 1, radius: radius)
                }
            }
            swap(&current, &next)
        }
        return current
    }

    /// Source coverage per frame pixel: the mask level under it (CI bottom-left alignment, 0 outside
    /// the mask) through `coverageTable`.
    static func coverage(width: Int, height: Int, ratio: Double) -> [UInt8] {
        let table = coverageTable(ratio: ratio)
        let mask = DisintegrationMask.luminance, maskWidth = DisintegrationMask.width
        let firstMaskRow = DisintegrationMask.height - height
        let columns = min(width, maskWidth)
        var result = [UInt8](repeating: table[0], count: width * height)
        result.withUnsafeMutableBufferPointer { out in
            mask.withUnsafeBufferPointer { m in
                table.withUnsafeBufferPointer { lut in
                    for y in 0..<height where firstMaskRow &+ y >= 0 {
                        let source = m.baseAddress! + (firstMaskRow &+ y) &* maskWidth
                        let row = out.baseAddress! + y &* width
                        for x in 0..<columns { row[x] = lut[Int(source[x])] }
                    }
                }
            }
        }
        return result
    }
}

/// The CIDisintegrateWithMaskTransition blend of effects.md §7.2 with precomputed planes:
/// `out = c·S + (1 − c)·T·(1 − density·G(x, y − drop))` on colour, `c·S + (1 − c)·T` on alpha,
/// where `c` = source coverage and `G` = its blur (0 above the image).
///
/// Invariant: `coverage` and `shadow` hold one byte per frame pixel, the screens the frame's size.
struct DisintegrateKernel: PixelKernel {
    let source: Bitmap
    let target: Bitmap
    let coverage: [UInt8]
    let shadow: [UInt8]
    /// Rows the shadow is moved down the screen.
    let shadowDrop: Int
    /// `density` in 1/256.
    let darken: Int

    init(source: Bitmap, target: Bitmap, coverage: [UInt8], shadow: [UInt8], shadowDrop: Int, density: Double) {
        precondition(source.width == target.width && source.height == target.height, "screens differ in size")
        precondition(coverage.count == source.width * source.height && shadow.count == coverage.count, "planes differ in size")
        self.source = source; self.target = target; self.coverage = coverage; self.shadow = shadow
        self.shadowDrop = shadowDrop
        darken = Int((density * 256).rounded())
    }

    func render(row y: Int, into row: UnsafeMutablePointer<UInt8>, width: Int) {
        let shadowRow = y &- shadowDrop
        source.pixels.withUnsafeBufferPointer { sp in
            target.pixels.withUnsafeBufferPointer { tp in
                coverage.withUnsafeBufferPointer { cp in
                    shadow.withUnsafeBufferPointer { gp in
                        let s = sp.baseAddress! + y &* width &* 4, t = tp.baseAddress! + y &* width &* 4
                        let c = cp.baseAddress! + y &* width
                        let hasShadow = shadowRow >= 0 && shadowRow < source.height
                        let g = gp.baseAddress! + (hasShadow ? shadowRow : 0) &* width
                        for x in 0..<width {
                            let cover = Int(c[x]), i = x &* 4
                            if cover == 255 {
                                row[i] = s[i]; row[i &+ 1] = s[i &+ 1]; row[i &+ 2] = s[i &+ 2]; row[i &+ 3] = s[i &+ 3]
                                continue
                            }
                            let sh = hasShadow ? Int(g[x]) : 0
                            if cover == 0 && sh == 0 {
                                row[i] = t[i]; row[i &+ 1] = t[i &+ 1]; row[i &+ 2] = t[i &+ 2]; row[i &+ 3] = t[i &+ 3]
                                continue
                            }
                            let shade = 256 &- ((darken &* sh &* 257 &+ 32768) &>> 16)
                            let ws = cover &* 257, wt = (255 &- cover) &* 257
                            let wtShaded = (wt &* shade) &>> 8
                            for ch in 0..<3 {
                                let v = Int(s[i &+ ch]) &* ws &+ Int(t[i &+ ch]) &* wtShaded &+ 32768
                                row[i &+ ch] = UInt8(truncatingIfNeeded: v &>> 16)
                            }
                            let a = Int(s[i &+ 3]) &* ws &+ Int(t[i &+ 3]) &* wt &+ 32768
                            row[i &+ 3] = UInt8(truncatingIfNeeded: a &>> 16)
                        }
                    }
                }
            }
        }
    }
}
