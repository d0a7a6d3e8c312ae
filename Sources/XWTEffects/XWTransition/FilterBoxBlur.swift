import XWTEngine
import XWTMotion

/// XWFilterAnimator BoxBlur (`XWFilterAnimator.m`): not a transition filter but CIBoxBlur on one
/// screen at a time — the from screen blurred with radius `100·ratio` px while `ratio < 0.5`, then
/// the to screen with radius `200·(1 − ratio)` px, a hard switch (and a jump from 50 to 100 px)
/// at the midpoint.
///
/// Radii are image pixels, rounded to whole pixels. XW does not clamp the image edges, so the
/// transparent outside fades the borders; the result is drawn over the window background (black).
/// The blur is computed once per frame in `scene` (separable running sums, cost independent of
/// the radius) and drawn by an `ImageKernel`.
struct FilterBoxBlur: CatalogEffect {
    static let descriptor = EffectDescriptor(
        id: "filter-box-blur", library: .xwTransition, family: "Filter",
        summary: "XWFilter BoxBlur: CIBoxBlur, the old screen blurs out (0 → 50 px), then the new one sharpens (100 → 0 px)",
        source: "XWFilterAnimator.m",
        construction: "kernel: a running box blur of the shown screen composited over the background",
        parameters: [XWFilter.legacy.spec])

    /// The shown screen and its blur radius in whole pixels, for a running ratio in (0, 1).
    static func blurStep(ratio: Double) -> (showsTo: Bool, radius: Int) {
        ratio < 0.5 ? (false, Int((100 * ratio).rounded())) : (true, Int((200 * (1 - ratio)).rounded()))
    }

    let legacy: Bool

    init(legacy: Bool) { self.legacy = legacy }

    init(_ p: EffectParameters) { self.init(legacy: p[XWFilter.legacy]) }

    /// Timer-driven; demo pans Down / Up.
    var gesture: GestureTraits { XWFilter.gesture((.down, .up), legacy: legacy) }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        XWFilter.scene(direction, progress: progress, in: context) { from, to, ratio in
            let step = Self.blurStep(ratio: ratio)
            var blurred = RunningBoxBlur.blurred(step.showsTo ? to : from, radius: step.radius)
            blurred.composite(over: context.background.premultiplied)
            return ImageKernel(image: blurred)
        }
    }
}

/// Separable running-sum box blur: the mean over a `(2r+1) × (2r+1)` window, samples outside the
/// image counting as 0 (transparent) — CIBoxBlur without an edge clamp.
///
/// Cost O(width · height · channels) whatever the radius; each result is the exact window sum
/// divided by `(2r+1)²`, rounded to nearest (integer arithmetic only). Plain array code: the
/// window sums are kept in arrays padded so that no index leaves them.
enum RunningBoxBlur {
    /// The largest radius: keeps window sums below 2²⁴, where the 40-bit reciprocal divides exactly.
    static let maxRadius = 127

    /// `bitmap` box-blurred with `radius` px (premultiplied channels blur independently): `blur`
    /// specialised to RGBA8 with one SIMD4 lane per pixel and a running horizontal sum; same results.
    static func blurred(_ bitmap: Bitmap, radius: Int) -> Bitmap {
        precondition(radius >= 0 && radius <= maxRadius, "box blur radius must be in 0…\(maxRadius)")
        let width = bitmap.width, height = bitmap.height, r = radius
        let source = bitmap.pixels
        let divisor = UInt64((2 * r + 1) * (2 * r + 1))
        let reciprocal = SIMD4<UInt64>(repeating: ((1 << 40) + divisor - 1) / divisor)
        // Column x's vertical window sum at index x + r + 1: r + 1 zero columns either side, so the
        // horizontal window never leaves the array.
        var columns = [SIMD4<UInt32>](repeating: .zero, count: width + 2 * r + 2)
        var result = [UInt8](repeating: 0, count: source.count)
        @inline(__always) func pixel(_ i: Int) -> SIMD4<UInt32> {
            SIMD4(UInt32(source[i]), UInt32(source[i + 1]), UInt32(source[i + 2]), UInt32(source[i + 3]))
        }
        @inline(__always) func add(row y: Int) {
            for x in 0..<width { columns[x + r + 1] &+= pixel((y * width + x) * 4) }
        }
        @inline(__always) func subtract(row y: Int) {
            for x in 0..<width { columns[x + r + 1] &-= pixel((y * width + x) * 4) }
        }
        for y in 0..<min(r + 1, height) { add(row: y) }
        for y in 0..<height {
            var sum = SIMD4<UInt32>(repeating: UInt32(divisor / 2))
            for k in 1...(2 * r + 1) { sum &+= columns[k] }
            var out = y * width * 4
            for x in 0..<width {
                let mean = SIMD4<UInt8>(truncatingIfNeeded: (SIMD4<UInt64>(truncatingIfNeeded: sum) &* reciprocal) &>> 40)
                result[out] = mean[0]; result[out + 1] = mean[1]; result[out + 2] = mean[2]; result[out + 3] = mean[3]
                out += 4
                sum = sum &+ columns[x + 2 * r + 2] &- columns[x + 1]
            }
            if y + r + 1 < height { add(row: y + r + 1) }
            if y - r >= 0 { subtract(row: y - r) }
        }
        return Bitmap(width: width, height: height, pixels: result)
    }

    /// `height` rows of `width · channels` interleaved bytes, blurred. Vertical window sums slide
    /// down the rows in `columns`; each row's horizontal sums are differences of a per-channel
    /// prefix sum over the zero-padded row.
    static func blur(_ source: [UInt8], width: Int, height: Int, channels: Int, radius: Int) -> [UInt8] {
        precondition(radius >= 0 && radius <= maxRadius, "box blur radius must be in 0…\(maxRadius)")
        precondition(source.count == width * height * channels, "source must hold width·height·channels bytes")
        let r = radius, n = width * channels
        let span = (2 * r + 1) * channels, lead = (r + 1) * channels
        let divisor = UInt64((2 * r + 1) * (2 * r + 1))
        let reciprocal = ((1 << 40) + divisor - 1) / divisor, half = divisor / 2
        var columns = [UInt32](repeating: 0, count: n)
        var prefix = [UInt32](repeating: 0, count: n + 2 * r * channels + channels)
        var result = [UInt8](repeating: 0, count: source.count)
        @inline(__always) func add(row y: Int) {
            for i in 0..<n { columns[i] &+= UInt32(source[y * n + i]) }
        }
        @inline(__always) func subtract(row y: Int) {
            for i in 0..<n { columns[i] &-= UInt32(source[y * n + i]) }
        }
        for y in 0..<min(r + 1, height) { add(row: y) }
        for y in 0..<height {
            for k in lead..<(lead + n) { prefix[k] = prefix[k - channels] &+ columns[k - lead] }
            for k in (lead + n)..<(n + span) { prefix[k] = prefix[k - channels] }
            for i in 0..<n {
                let sum = UInt64(prefix[i + span] &- prefix[i])
                result[y * n + i] = UInt8(truncatingIfNeeded: ((sum &+ half) &* reciprocal) &>> 40)
            }
            if y + r + 1 < height { add(row: y + r + 1) }
            if y - r >= 0 { subtract(row: y - r) }
        }
        return result
    }
}

extension Bitmap {
    /// Composites this premultiplied image over an opaque-or-not premultiplied `background`
    /// in place: `out = c + (255 − a)·bg / 255`, rounded.
    mutating func composite(over background: RGBA8) {
        if background.a == 255 && background.r == 0 && background.g == 0 && background.b == 0 {
            for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 }
            return
        }
        let bg = [background.r, background.g, background.b, background.a].map { UInt32($0) }
        for base in stride(from: 0, to: pixels.count, by: 4) {
            let rest = 255 &- UInt32(pixels[base + 3])
            for c in 0..<4 {
                let t = rest &* bg[c] &+ 128
                pixels[base + c] &+= UInt8(truncatingIfNeeded: (t &+ (t &>> 8)) &>> 8)
            }
        }
    }
}
