import XWTEngine
import XWTMotion

/// XWFilterAnimator Flash (`XWFilterAnimator.m`): CIFlashTransition with XW's settings — a
/// striated flash of colour (1, 0.8, 0.6) grows from the centre until it fills the frame at the
/// fade threshold 0.5, then fades linearly into the to screen.
///
/// XW's centre is (W_pt, H_pt) taken as CI pixels (origin bottom-left): the screen centre at 2×,
/// the top-right corner at 1×. Striation noise is a fixed table (Apple's kernel is deterministic,
/// so it does not follow the effect seed). The default 300 × 300 extent is ignored (whole image).
struct FilterFlash: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "filter-flash", library: .xwTransition, family: "Filter",
        summary: "XWFilter Flash: CIFlashTransition, a striated peach flash fills the screen and fades into the new one",
        source: "XWFilterAnimator.m",
        construction: "kernel: a radial striated flash from the corner, cross-fading the screens at its peak",
        parameters: [XWFilter.legacy.spec])

    /// XW's inputColor (Apple's default).
    static let color = Color(red: 1, green: 0.8, blue: 0.6)
    /// XW's inputMaxStriationRadius: rays reach this many flash radii out.
    static let maxStriationRadius = 2.5
    /// XW's inputStriationStrength.
    static let striationStrength = 0.5
    /// XW's inputStriationContrast.
    static let striationContrast = 1.37
    /// XW's inputFadeThreshold: the time at which the frame is all flash.
    static let fadeThreshold = 0.5

    let legacy: Bool

    init(legacy: Bool) { self.legacy = legacy }

    init(_ p: EffectParameters) { self.init(legacy: p[XWFilter.legacy]) }

    /// Timer-driven; demo pans Down / Up.
    var gesture: GestureTraits { XWFilter.gesture((.down, .up), legacy: legacy) }

    /// The flash centre in frame pixels, y down: CI (W_pt, H_pt) with CI's origin at the bottom-left.
    static func center(of canvas: Canvas) -> Point {
        Point(canvas.size.width, Double(canvas.pixelHeight) - canvas.size.height)
    }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        XWFilter.scene(direction, progress: progress, in: context) { from, to, ratio in
            FlashKernel(source: from, target: to, center: Self.center(of: context.canvas), ratio: ratio)
        }
    }
}

/// Our model of CIFlashTransition (Apple's kernel is closed), frame pixels, colour `C` opaque.
///
/// Growth (`t < f`): `u = t/f`, flash radius `R = u²·Rmax` (Rmax = centre to the farthest corner);
/// at angle θ with striation noise `n(θ)` ∈ [0, 1] the flash reaches `Λ = R·(1 + (maxStriation − 1)·n)`
/// with intensity `F = clamp((1 + strength·(n·contrast − 0.5))·(1 − smoothstep(0, Λ, r)), 0, 1)`;
/// `out = mix(clamp(S + F·C), C, u⁴)` — the last term **[model]** makes the frame all flash at `t = f`,
/// continuous with the fade. Fade (`t ≥ f`): `out = mix(C, T, (t − f)/(1 − f))`.
///
/// Invariant: source and target have the frame's size.
struct FlashKernel: PixelKernel {
    let source: Bitmap
    let target: Bitmap
    let centerX: Float
    let centerY: Float
    /// Flash radius R in pixels (growth), or −1 during the fade.
    let radius: Float
    /// Weight of the pure colour: u⁴ (growth) or 1 − fade fraction (fade), in 1/256.
    let colorWeight: Int

    /// Samples of `n(θ)` over one turn, θ = 2π·i/count.
    static let striationTable: [Float] = makeStriationTable(count: 1024)
    static let color = FilterFlash.color.premultiplied

    init(source: Bitmap, target: Bitmap, center: Point, ratio: Double) {
        precondition(source.width == target.width && source.height == target.height, "screens differ in size")
        self.source = source; self.target = target
        centerX = Float(center.x); centerY = Float(center.y)
        let f = FilterFlash.fadeThreshold
        if ratio < f {
            let u = ratio / f
            let w = Double(source.width), h = Double(source.height)
            let far =
                (max(center.x, w - center.x) * max(center.x, w - center.x)
                + max(center.y, h - center.y) * max(center.y, h - center.y)).squareRoot()
            radius = Float(u * u * far)
            colorWeight = Int((u * u * u * u * 256).rounded())
        } else {
            radius = -1
            colorWeight = Int(((1 - (ratio - f) / (1 - f)) * 256).rounded())
        }
    }

    func render<Memory>(_ row: inout FrameRow<Memory>) {
        let y = row.y, width = row.width
        let c = Self.color
        let colorR = Int(c.r) &* colorWeight, colorG = Int(c.g) &* colorWeight
        let colorB = Int(c.b) &* colorWeight, colorA = Int(c.a) &* colorWeight
        let keep = 256 &- colorWeight
        let p = PixelImage<Memory>(radius < 0 ? target : source).row(y)
        @inline(__always) func mixed(_ r: Int, _ g: Int, _ b: Int, _ a: Int) -> UInt32 {
            FilterPixel.word(
                (r &* keep &+ colorR &+ 128) &>> 8, (g &* keep &+ colorG &+ 128) &>> 8,
                (b &* keep &+ colorB &+ 128) &>> 8, (a &* keep &+ colorA &+ 128) &>> 8)
        }
        // `mixed` of four pixels: (v·keep + c·colorWeight + 128) >> 8 is `FilterPixel.lerp` toward
        // the colour, whose 16-bit lanes keep bits 8…15 of the same sum (all `word` keeps).
        let colorLanes = SIMD4(UInt16(c.r), UInt16(c.g), UInt16(c.b), UInt16(c.a))
        let colors = SIMD16(lowHalf: SIMD8(lowHalf: colorLanes, highHalf: colorLanes), highHalf: SIMD8(lowHalf: colorLanes, highHalf: colorLanes))
        let weights = SIMD16<UInt16>(repeating: UInt16(truncatingIfNeeded: colorWeight))
        @inline(__always) func mixed4(_ channels: SIMD16<UInt16>) -> SIMD16<UInt8> {
            FilterPixel.narrow(FilterPixel.lerp(channels, colors, weights))
        }
        var x = 0
        if radius <= 0 {
            while x &+ 4 <= width {
                row.setChannels4(x, mixed4(FilterPixel.widen(p.channels4(x))))
                x &+= 4
            }
            while x < width {
                let pixel = p[x]
                row[x] = mixed(Int(pixel & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel >> 16 & 0xFF), Int(pixel >> 24))
                x &+= 1
            }
            return
        }
        let table = Self.striationTable
        let dy = Float(y) + 0.5 - centerY
        let reach = radius * Float(FilterFlash.maxStriationRadius)
        let spread = Float(FilterFlash.maxStriationRadius - 1)
        let strength = Float(FilterFlash.striationStrength), contrast = Float(FilterFlash.striationContrast)
        let turns = Float(table.count) / (2 * Float.pi), last = table.count &- 1
        let flashR = Float(c.r), flashG = Float(c.g), flashB = Float(c.b), flashA = Float(c.a)
        // Four pixels at a time: the same operations lane by lane as the pixel loop below (which
        // finishes the row), every branch a selection.
        let flashLanes = SIMD4(flashR, flashG, flashB, flashA)
        let flash = SIMD16(lowHalf: SIMD8(lowHalf: flashLanes, highHalf: flashLanes), highHalf: SIMD8(lowHalf: flashLanes, highHalf: flashLanes))
        while x &+ 4 <= width {
            let dx = SIMD4(Float(x), Float(x &+ 1), Float(x &+ 2), Float(x &+ 3)) + 0.5 - centerX
            let r2 = dx * dx + dy * dy
            let reached = r2 .< reach * reach
            guard any(reached) else {
                // No flash: the lanes' `add` is 0 and `Int(v + 0.5)` gives each channel back.
                row.setChannels4(x, mixed4(FilterPixel.widen(p.channels4(x))))
                x &+= 4
                continue
            }
            let position = (Self.angle4(dx, SIMD4(repeating: dy)) + 2 * Float.pi) * turns
            let cell = Self.floor4(position)
            let i = Self.integers(cell)
            let a = SIMD4(table[i[0] & last], table[i[1] & last], table[i[2] & last], table[i[3] & last])
            let b = SIMD4(table[(i[0] &+ 1) & last], table[(i[1] &+ 1) & last], table[(i[2] &+ 1) & last], table[(i[3] &+ 1) & last])
            let n = a + (b - a) * (position - cell)
            let z = r2.squareRoot() / (radius * (1 + spread * n))
            let gain = 1 + strength * (n * contrast - 0.5)
            let intensity = gain * (1 - z * z * (3 - 2 * z))
            let floored = intensity.replacing(with: 0, where: intensity .<= 0)  // max(·, 0)
            let add = SIMD4<Float>.zero.replacing(
                with: floored.replacing(with: 1, where: floored .> 1), where: reached .& (z .< 1))
            let adds = SIMD16(
                lowHalf: SIMD8(lowHalf: SIMD4(repeating: add[0]), highHalf: SIMD4(repeating: add[1])),
                highHalf: SIMD8(lowHalf: SIMD4(repeating: add[2]), highHalf: SIMD4(repeating: add[3])))
            let lit = Self.float16(FilterPixel.widen(p.channels4(x))) + adds * flash
            let capped = lit.replacing(with: 255, where: lit .> 255)  // min(·, 255)
            row.setChannels4(x, mixed4(Self.wholes16(capped + 0.5)))
            x &+= 4
        }
        while x < width {
            let dx = Float(x) + 0.5 - centerX
            let r2 = dx * dx + dy * dy
            var add: Float = 0
            if r2 < reach * reach {
                let position = (Self.angle(dx, dy) + 2 * Float.pi) * turns
                let cell = Int(position)
                let frac = position - Float(cell)
                let a = table[cell & last], b = table[(cell &+ 1) & last]
                let n = a + (b - a) * frac
                let z = r2.squareRoot() / (radius * (1 + spread * n))
                if z < 1 {
                    let gain = 1 + strength * (n * contrast - 0.5)
                    add = min(max(gain * (1 - z * z * (3 - 2 * z)), 0), 1)
                }
            }
            let pixel = p[x]
            let r = min(Float(pixel & 0xFF) + add * flashR, 255), g = min(Float(pixel >> 8 & 0xFF) + add * flashG, 255)
            let b = min(Float(pixel >> 16 & 0xFF) + add * flashB, 255), al = min(Float(pixel >> 24) + add * flashA, 255)
            row[x] = mixed(Int(r + 0.5), Int(g + 0.5), Int(b + 0.5), Int(al + 0.5))
            x &+= 1
        }
    }

    /// `angle` of four lanes: the same operations lane by lane, its branches as selections.
    @inline(__always)
    static func angle4(_ dx: SIMD4<Float>, _ dy: SIMD4<Float>) -> SIMD4<Float> {
        let ax = SIMD4(dx[0].magnitude, dx[1].magnitude, dx[2].magnitude, dx[3].magnitude)
        let ay = SIMD4(dy[0].magnitude, dy[1].magnitude, dy[2].magnitude, dy[3].magnitude)
        let big = ax.replacing(with: ay, where: ay .>= ax)  // max(ax, ay)
        let a = ax.replacing(with: ay, where: ay .< ax) / big  // min(ax, ay) / big
        let s = a * a
        let c: (Float, Float, Float, Float, Float, Float) = (-0.011_721_20, 0.052_653_32, 0.116_432_87, 0.193_543_46, 0.332_623_47, 0.999_977_26)
        let p1: SIMD4<Float> = c.0 * s + c.1
        let p2: SIMD4<Float> = p1 * s - c.2
        let p3: SIMD4<Float> = p2 * s + c.3
        let p4: SIMD4<Float> = p3 * s - c.4
        var t: SIMD4<Float> = p4 * s * a + c.5 * a
        t = t.replacing(with: Float.pi / 2 - t, where: ay .> ax)
        t = t.replacing(with: Float.pi - t, where: dx .< 0)
        t = t.replacing(with: -t, where: dy .< 0)
        return t.replacing(with: 0, where: big .== 0)
    }

    /// `⌊v⌋` lane by lane for 0 ≤ v < 2²³: adding and subtracting 2²³ rounds to the nearest
    /// integer, one less where that rounded up.
    @inline(__always)
    static func floor4(_ v: SIMD4<Float>) -> SIMD4<Float> {
        let magic = SIMD4<Float>(repeating: 0x1p23)
        let nearest = (v + magic) - magic
        return nearest.replacing(with: nearest - 1, where: nearest .> v)
    }

    /// Integral floats 0 ≤ v < 2²³ as integers: `v + 2²³` holds v in its significand bits.
    @inline(__always)
    static func integers(_ v: SIMD4<Float>) -> SIMD4<Int> {
        let biased = v + 0x1p23
        let offset = Int((0x1p23 as Float).bitPattern)
        return SIMD4(Int(biased[0].bitPattern), Int(biased[1].bitPattern), Int(biased[2].bitPattern), Int(biased[3].bitPattern))
            &- offset
    }

    /// Sixteen channels as floats.
    @inline(__always)
    static func float16(_ v: SIMD16<UInt16>) -> SIMD16<Float> {
        var lanes = SIMD16<Float>()
        for i in 0..<16 { lanes[i] = Float(v[i]) }
        return lanes
    }

    /// `Int(v)` of sixteen lanes 0 ≤ v < 2¹⁶ (truncation is the floor), as 16-bit lanes.
    @inline(__always)
    static func wholes16(_ v: SIMD16<Float>) -> SIMD16<UInt16> {
        let magic = SIMD16<Float>(repeating: 0x1p23)
        let nearest = (v + magic) - magic
        let biased = nearest.replacing(with: nearest - 1, where: nearest .> v) + magic
        var lanes = SIMD16<UInt16>()
        for i in 0..<16 { lanes[i] = UInt16(truncatingIfNeeded: biased[i].bitPattern) }
        return lanes
    }

    /// atan2(dy, dx) in (−π, π] by an odd minimax polynomial on [0, 1] (error < 1e-5 rad);
    /// plain arithmetic, so identical on every platform.
    static func angle(_ dx: Float, _ dy: Float) -> Float {
        let ax = abs(dx), ay = abs(dy)
        let big = max(ax, ay)
        if big == 0 { return 0 }
        let a = min(ax, ay) / big, s = a * a
        var t =
            ((((-0.011_721_20 * s + 0.052_653_32) * s - 0.116_432_87) * s + 0.193_543_46) * s - 0.332_623_47) * s * a
            + 0.999_977_26 * a
        if ay > ax { t = Float.pi / 2 - t }
        if dx < 0 { t = Float.pi - t }
        return dy < 0 ? -t : t
    }

    /// Periodic value noise over one turn: three octaves (24, 48, 96 cells) with a fixed seed,
    /// smoothstep-interpolated, stretched to [0, 1].
    static func makeStriationTable(count: Int) -> [Float] {
        var random = SplitMix64(seed: 0x666C_6173_6821, mixer: .effects)
        var values = [Float](repeating: 0, count: count)
        var amplitude: Float = 1
        for cells in [24, 48, 96] {
            let lattice = (0..<cells).map { _ in Float(random.uniform(0, 1)) }
            for i in 0..<count {
                let position = Float(i * cells) / Float(count)
                let cell = Int(position), f = position - Float(cell)
                let fade = f * f * (3 - 2 * f)
                let a = lattice[cell % cells], b = lattice[(cell + 1) % cells]
                values[i] += (a + (b - a) * fade) * amplitude
            }
            amplitude *= 0.5
        }
        let low = values.min()!, high = values.max()!
        return values.map { ($0 - low) / (high - low) }
    }
}
