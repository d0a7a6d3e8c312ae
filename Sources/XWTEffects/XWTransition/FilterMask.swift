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
            return DisintegrateKernel(
                source: from, target: to, coverage: coverage, shadow: shadow,
                shadowDrop: drop, density: Self.shadowDensity)
        }
    }

    /// `coverage` blurred by three box passes approximating the Gaussian of `shadowRadius`.
    static func shadow<Memory: PixelMemory>(
        of coverage: [UInt8], width: Int, height: Int,
        memory: Memory.Type = UncheckedMemory.self
    ) -> [UInt8] {
        gaussianBoxRadii(sigma: shadowRadius).reduce(coverage) { plane, radius in
            RunningBoxBlur.blurred(plane: plane, width: width, height: height, radius: radius, memory: memory)
        }
    }

    /// Source coverage per frame pixel: the mask level under it (CI bottom-left alignment, 0 outside
    /// the mask) through `coverageTable`.
    static func coverage<Memory: PixelMemory>(
        width: Int, height: Int, ratio: Double,
        memory: Memory.Type = UncheckedMemory.self
    ) -> [UInt8] {
        let table = BytePlane<Memory>(coverageTable(ratio: ratio), width: 256, height: 1).row(0)
        let mask = BytePlane<Memory>(DisintegrationMask.luminance, width: DisintegrationMask.width, height: DisintegrationMask.height)
        let firstMaskRow = mask.height - height
        let columns = min(width, mask.width)
        let result = ScratchBuffer<UInt8, Memory>(repeating: table[0], count: width * height)
        for y in 0..<height where firstMaskRow + y >= 0 {
            let source = mask.row(firstMaskRow &+ y), row = y &* width
            for x in 0..<columns { result[row &+ x] = table[Int(source[x])] }
        }
        return result.array
    }
}

/// Our model of the CIDisintegrateWithMaskTransition blend with precomputed planes:
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

    func render<Memory>(_ row: inout FrameRow<Memory>) {
        let y = row.y, width = row.width
        let shadowRow = y &- shadowDrop
        let s = PixelImage<Memory>(source).row(y), t = PixelImage<Memory>(target).row(y)
        let c = BytePlane<Memory>(coverage, width: source.width, height: source.height).row(y)
        let hasShadow = shadowRow >= 0 && shadowRow < source.height
        let g = BytePlane<Memory>(shadow, width: source.width, height: source.height).row(hasShadow ? shadowRow : 0)
        for x in 0..<width {
            let cover = Int(c[x])
            if cover == 255 { row[x] = s[x]; continue }
            let sh = hasShadow ? Int(g[x]) : 0
            if cover == 0 && sh == 0 { row[x] = t[x]; continue }
            let shade = 256 &- ((darken &* sh &* 257 &+ 32768) &>> 16)
            let ws = cover &* 257, wt = (255 &- cover) &* 257
            let wtShaded = (wt &* shade) &>> 8
            let sp = s[x], tp = t[x]
            @inline(__always) func colour(_ shift: UInt32) -> Int {
                (Int(sp >> shift & 0xFF) &* ws &+ Int(tp >> shift & 0xFF) &* wtShaded &+ 32768) &>> 16
            }
            let alpha = (Int(sp >> 24) &* ws &+ Int(tp >> 24) &* wt &+ 32768) &>> 16
            row[x] = FilterPixel.word(colour(0), colour(8), colour(16), alpha)
        }
    }
}
