@testable import XWTEngine

/// The renderer as it drew before it skipped hidden pixels and sampled on vectors: the background
/// (or kernel) over every pixel, then every quad in full, back to front, pixel by pixel with
/// `PackedPixel`'s scalar arithmetic and edge-clamped bilinear samples. The same arithmetic, in
/// the same order, as the rasterizer had; frames it draws are what `Renderer` must draw.
struct ScalarReferenceRenderer {
    let canvas: Canvas

    func render(_ scene: Scene) -> Bitmap {
        let w = canvas.pixelWidth, h = canvas.pixelHeight
        var rows = CheckedFrameRows(Bitmap(width: w, height: h))
        let background = scene.background.premultiplied.word
        for y in 0..<h {
            rows.update(row: y) { row in
                if let kernel = scene.kernel { kernel.render(&row) } else { row.fill(background, columns: 0..<w) }
            }
        }
        var frame = Frame(
            width: w,
            words: (0..<w * h).map { i in
                let p = rows.pixels
                return UInt32(p[4 * i]) | UInt32(p[4 * i + 1]) << 8 | UInt32(p[4 * i + 2]) << 16 | UInt32(p[4 * i + 3]) << 24
            })
        for quad in SceneFlattener(canvas: canvas).quads(for: scene) { Quad(quad: quad).draw(into: &frame) }
        return Bitmap(width: w, height: h, pixels: frame.words.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 >> 16 & 0xFF), UInt8($0 >> 24)] })
    }

    /// Pixel words, row after row.
    struct Frame {
        let width: Int
        var words: [UInt32]
    }

    /// An image as pixel words.
    struct Texture {
        let width: Int, height: Int
        let words: [UInt32]
        init(_ b: Bitmap) {
            width = b.width; height = b.height
            words = (0..<b.width * b.height).map { i in
                UInt32(b.pixels[4 * i]) | UInt32(b.pixels[4 * i + 1]) << 8 | UInt32(b.pixels[4 * i + 2]) << 16 | UInt32(b.pixels[4 * i + 3]) << 24
            }
        }
        subscript(x: Int, y: Int) -> UInt32 { words[y * width + x] }
    }

    struct Quad {
        let quad: DrawQuad
        /// The image or gradient table as words.
        let texture: Texture?

        init(quad: DrawQuad) {
            self.quad = quad
            switch quad.paint {
            case .color: texture = nil
            case let .gradient(lut, _, _, _): texture = Texture(lut)
            case let .image(bitmap, _, _, _, _): texture = Texture(bitmap)
            }
        }

        func draw(into frame: inout Frame) {
            let factor = quantize(quad.opacity)
            for y in quad.minY..<quad.maxY {
                let yc = Double(y) + 0.5
                guard let outer = span(yc, quad.antialiasedEdges ? -0.5 : 0) else { continue }
                let inner = quad.antialiasedEdges ? span(yc, 0.5).map { $0.clamped(to: outer) } ?? outer.lowerBound..<outer.lowerBound : outer
                let m = quad.toLocal
                let map = (a: m.a, d: m.d, g: m.g, bx: m.b * yc + m.c, by: m.e * yc + m.f, bw: m.h * yc + m.i)
                func local(_ x: Int) -> (Double, Double) {
                    let xc = Double(x) + 0.5
                    let w = 1 / (map.g * xc + map.bw)
                    return ((map.a * xc + map.bx) * w, (map.d * xc + map.by) * w)
                }
                let base = y * frame.width
                func put(_ word: UInt32, _ f: Int, _ x: Int) {
                    let src = f == 255 ? word : PackedPixel.pack(PackedPixel.scale(PackedPixel.spread(word), UInt64(f)))
                    frame.words[base + x] = PackedPixel.over(frame.words[base + x], src)
                }
                func edgeOrMasked(_ x: Int, edge: Bool) {
                    let (lx, ly) = local(x)
                    var coverage = quad.opacity
                    if edge {
                        let xc = Double(x) + 0.5
                        for e in quad.edges {
                            let d = e.a * xc + e.b * yc + e.c
                            if d < 0.5 { coverage *= d > -0.5 ? d + 0.5 : 0 }
                        }
                    }
                    coverage *= maskCoverage(lx, ly)
                    let f = quantize(coverage)
                    if f != 0 { put(sample(lx, ly), f, x) }
                }
                for x in outer.lowerBound..<max(outer.lowerBound, inner.lowerBound) { edgeOrMasked(x, edge: true) }
                for x in max(outer.lowerBound, inner.upperBound)..<outer.upperBound { edgeOrMasked(x, edge: true) }
                guard !inner.isEmpty else { continue }
                if quad.mask != nil {
                    for x in inner { edgeOrMasked(x, edge: false) }
                    continue
                }
                switch quad.paint {
                case let .color(c):
                    for x in inner { put(c.word, factor, x) }
                case let .gradient(_, gx, gy, g0):
                    let table = texture!, last = GradientTable.size - 1
                    func index(_ x: Int) -> Int {
                        let (lx, ly) = local(x)
                        return fixedPoint((lx * gx + ly * gy + g0) * Double(last) * 65536)
                    }
                    for x in inner {
                        let segment = x & ~7, a = index(segment), b = index(segment + 8)
                        let t = (a + (x - segment) * ((b - a) >> 3) + 32768) >> 16
                        put(table[min(max(t, 0), last), 0], factor, x)
                    }
                case let .image(_, su, ou, sv, ov):
                    let texture = texture!
                    if map.g == 0 {
                        let inv = 1 / map.bw, one = Double(1 << 24)
                        let x0 = fixedPoint(((map.a * 0.5 + map.bx) * inv * su + ou) * one)
                        let y0 = fixedPoint(((map.d * 0.5 + map.by) * inv * sv + ov) * one)
                        let dx = fixedPoint(map.a * inv * su * one), dy = fixedPoint(map.d * inv * sv * one)
                        for x in inner { put(bilinear(texture, (x0 + x * dx) >> 8, (y0 + x * dy) >> 8), factor, x) }
                    } else {
                        func texel(_ x: Int) -> (Int, Int) {
                            let (lx, ly) = local(x)
                            return (fixedPoint((lx * su + ou) * 65536), fixedPoint((ly * sv + ov) * 65536))
                        }
                        for x in inner {
                            let segment = x & ~7, k = x - segment
                            let (ax, ay) = texel(segment), (bx, by) = texel(segment + 8)
                            put(bilinear(texture, ax + k * ((bx - ax) >> 3), ay + k * ((by - ay) >> 3)), factor, x)
                        }
                    }
                }
            }
        }

        /// Columns of row centre `yc` whose every edge distance is at least `threshold`.
        func span(_ yc: Double, _ threshold: Double) -> Range<Int>? {
            var lo = Double(quad.minX), hi = Double(quad.maxX) - 1
            for e in quad.edges {
                let k = e.b * yc + e.c
                if e.a > 1e-12 {
                    lo = max(lo, ((threshold - k) / e.a - 0.5).rounded(.up))
                } else if e.a < -1e-12 {
                    hi = min(hi, ((threshold - k) / e.a - 0.5).rounded(.down))
                } else if k < threshold {
                    return nil
                }
            }
            return lo <= hi ? Int(lo)..<Int(hi) + 1 : nil
        }

        func fixedPoint(_ v: Double) -> Int { Int(v + 1_099_511_627_776.0 + 0.5) - (1 << 40) }

        /// The paint at bounds coordinates, as the samplers give it.
        func sample(_ lx: Double, _ ly: Double) -> UInt32 {
            switch quad.paint {
            case let .color(c):
                return c.word
            case let .gradient(_, gx, gy, g0):
                let t = lx * gx + ly * gy + g0, size = GradientTable.size
                return texture![t <= 0 ? 0 : (t >= 1 ? size - 1 : Int(t * Double(size - 1) + 0.5)), 0]
            case let .image(_, su, ou, sv, ov):
                let texture = texture!
                let tx = lx * su + ou, ty = ly * sv + ov
                var x0 = Int(tx.rounded(.down)), y0 = Int(ty.rounded(.down))
                var fx = Int((tx - Double(x0)) * 256 + 0.5), fy = Int((ty - Double(y0)) * 256 + 0.5)
                if fx == 256 { x0 += 1; fx = 0 }
                if fy == 256 { y0 += 1; fy = 0 }
                func clamp(_ v: Int, _ n: Int) -> Int { min(max(v, 0), n - 1) }
                let p00 = texture[clamp(x0, texture.width), clamp(y0, texture.height)]
                let p10 = texture[clamp(x0 + 1, texture.width), clamp(y0, texture.height)]
                let p01 = texture[clamp(x0, texture.width), clamp(y0 + 1, texture.height)]
                let p11 = texture[clamp(x0 + 1, texture.width), clamp(y0 + 1, texture.height)]
                var word: UInt32 = 0
                for shift: UInt32 in [0, 8, 16, 24] {
                    func c(_ p: UInt32) -> Int { Int(p >> shift & 0xFF) }
                    let v =
                        (c(p00) * (256 - fx) * (256 - fy) + c(p10) * fx * (256 - fy) + c(p01) * (256 - fx) * fy
                            + c(p11) * fx * fy + 32768) >> 16
                    word |= UInt32(v) << shift
                }
                return word
            }
        }

        func maskCoverage(_ lx: Double, _ ly: Double) -> Double {
            guard let mask = quad.mask else { return 1 }
            let d: Double
            switch mask {
            case let .circle(cx, cy, radius): d = radius - ((lx - cx) * (lx - cx) + (ly - cy) * (ly - cy)).squareRoot()
            case let .rect(r): d = min(min(lx - r.minX, r.maxX - lx), min(ly - r.minY, r.maxY - ly))
            case let .roundedRect(r, radius):
                let hw = r.width / 2, hh = r.height / 2, rho = min(max(radius, 0), hw, hh)
                let qx = abs(lx - r.minX - hw) - hw + rho, qy = abs(ly - r.minY - hh) - hh + rho
                let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
                d = rho - outside - min(max(qx, qy), 0)
            }
            let c = d * quad.pixelsPerPoint + 0.5
            return c <= 0 ? 0 : (c >= 1 ? 1 : c)
        }

        /// Edge-clamped bilinear sample at 16.16 texel coordinates with 8-bit weights.
        func bilinear(_ t: Texture, _ fxFull: Int, _ fyFull: Int) -> UInt32 {
            let x0 = fxFull >> 16, y0 = fyFull >> 16
            let fx = UInt64((fxFull >> 8) & 255), fy = UInt64((fyFull >> 8) & 255)
            func clamp(_ v: Int, _ n: Int) -> Int { min(max(v, 0), n - 1) }
            let xa = clamp(x0, t.width), xb = clamp(x0 + 1, t.width), ya = clamp(y0, t.height), yb = clamp(y0 + 1, t.height)
            let top = PackedPixel.lerp(PackedPixel.spread(t[xa, ya]), PackedPixel.spread(t[xb, ya]), fx)
            let bottom = PackedPixel.lerp(PackedPixel.spread(t[xa, yb]), PackedPixel.spread(t[xb, yb]), fx)
            return PackedPixel.pack(PackedPixel.lerp(top, bottom, fy))
        }
    }
}
