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
/// divided by `(2r+1)²`, rounded to nearest (integer arithmetic only). Vertical window sums slide
/// down the rows in a column buffer padded with r + 1 zero columns either side, so a running
/// horizontal sum never leaves it. Generic over the engine's `PixelMemory` (the scenes run
/// `UncheckedMemory`; tests compare it with `CheckedMemory`).
enum RunningBoxBlur {
    /// The largest radius: keeps window sums below 2²⁴, where the 40-bit reciprocal divides exactly.
    static let maxRadius = 127

    /// `bitmap` box-blurred with `radius` px (premultiplied channels blur independently, one SIMD4
    /// lane per pixel).
    static func blurred<Memory: PixelMemory>(_ bitmap: Bitmap, radius: Int, memory: Memory.Type = UncheckedMemory.self) -> Bitmap {
        precondition(radius >= 0 && radius <= maxRadius, "box blur radius must be in 0…\(maxRadius)")
        let width = bitmap.width, height = bitmap.height, r = radius
        let source = PixelImage<Memory>(bitmap)
        let divisor = UInt64((2 * r + 1) * (2 * r + 1))
        let reciprocal = SIMD4<UInt64>(repeating: ((1 << 40) + divisor - 1) / divisor)
        // Column x's vertical window sum at index x + r + 1.
        let columns = ScratchBuffer<SIMD4<UInt32>, Memory>(repeating: .zero, count: width + 2 * r + 2)
        func add(row y: Int) {
            let row = source.row(y)
            for x in 0..<width { columns[x &+ r &+ 1] &+= SIMD4(truncatingIfNeeded: row.channels(x)) }
        }
        func subtract(row y: Int) {
            let row = source.row(y)
            for x in 0..<width { columns[x &+ r &+ 1] &-= SIMD4(truncatingIfNeeded: row.channels(x)) }
        }
        var result = Bitmap(width: width, height: height)
        Memory.withRows(of: &result) { rows in
            for y in 0..<min(r + 1, height) { add(row: y) }
            for y in 0..<height {
                var sum = SIMD4<UInt32>(repeating: UInt32(divisor / 2))
                for k in 1...(2 * r + 1) { sum &+= columns[k] }
                rows.update(row: y) { out in
                    for x in 0..<width {
                        out.setChannels(x, SIMD4(truncatingIfNeeded: (SIMD4<UInt64>(truncatingIfNeeded: sum) &* reciprocal) &>> 40))
                        sum = sum &+ columns[x &+ 2 &* r &+ 2] &- columns[x &+ 1]
                    }
                }
                if y + r + 1 < height { add(row: y + r + 1) }
                if y - r >= 0 { subtract(row: y - r) }
            }
        }
        return result
    }

    /// A plane of `width × height` bytes, blurred: `blurred` with one channel (same running sums).
    static func blurred<Memory: PixelMemory>(
        plane: [UInt8], width: Int, height: Int, radius: Int,
        memory: Memory.Type = UncheckedMemory.self
    ) -> [UInt8] {
        precondition(radius >= 0 && radius <= maxRadius, "box blur radius must be in 0…\(maxRadius)")
        let source = BytePlane<Memory>(plane, width: width, height: height)
        let r = radius
        let divisor = UInt64((2 * r + 1) * (2 * r + 1))
        let reciprocal = ((1 << 40) + divisor - 1) / divisor
        let columns = ScratchBuffer<UInt32, Memory>(repeating: 0, count: width + 2 * r + 2)
        let result = ScratchBuffer<UInt8, Memory>(repeating: 0, count: width * height)
        func add(row y: Int) {
            let row = source.row(y)
            for x in 0..<width { columns[x &+ r &+ 1] &+= UInt32(row[x]) }
        }
        func subtract(row y: Int) {
            let row = source.row(y)
            for x in 0..<width { columns[x &+ r &+ 1] &-= UInt32(row[x]) }
        }
        for y in 0..<min(r + 1, height) { add(row: y) }
        for y in 0..<height {
            var sum = UInt32(divisor / 2)
            for k in 1...(2 * r + 1) { sum &+= columns[k] }
            let out = y &* width
            for x in 0..<width {
                result[out &+ x] = UInt8(truncatingIfNeeded: (UInt64(sum) &* reciprocal) &>> 40)
                sum = sum &+ columns[x &+ 2 &* r &+ 2] &- columns[x &+ 1]
            }
            if y + r + 1 < height { add(row: y + r + 1) }
            if y - r >= 0 { subtract(row: y - r) }
        }
        return result.array
    }
}

extension Bitmap {
    /// Composites this premultiplied image over an opaque-or-not premultiplied `background`
    /// in place: `out = c + (255 − a)·bg / 255`, rounded.
    mutating func composite<Memory: PixelMemory>(over background: RGBA8, memory: Memory.Type = UncheckedMemory.self) {
        let width = width, height = height
        let opaqueBlack = background.a == 255 && background.r == 0 && background.g == 0 && background.b == 0
        let bg = SIMD4<UInt32>(UInt32(background.r), UInt32(background.g), UInt32(background.b), UInt32(background.a))
        Memory.withRows(of: &self) { rows in
            for y in 0..<height {
                rows.update(row: y) { row in
                    if opaqueBlack {
                        for x in 0..<width { row[x] |= 0xFF00_0000 }
                        return
                    }
                    for x in 0..<width {
                        let p = row[x]
                        let t = (255 &- p >> 24) &* bg &+ 128
                        let add = (t &+ (t &>> 8)) &>> 8
                        let c = SIMD4(p & 0xFF, p >> 8 & 0xFF, p >> 16 & 0xFF, p >> 24) &+ add
                        row[x] = c[0] & 0xFF | (c[1] & 0xFF) << 8 | (c[2] & 0xFF) << 16 | (c[3] & 0xFF) << 24
                    }
                }
            }
        }
    }
}
