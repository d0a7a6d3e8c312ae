import XWTEngine

/// The checked twins of the GIF quantiser's raw-pointer code (`GIFQuantizer.swift`): the same
/// results computed plainly — arrays indexed with every access checked, the nearest colour by a
/// linear scan, the diffusion kernels as tables of sixteenths — so that `GIFQuantizerTwinTests`
/// can prove the fast tables (the histogram's open addressing, `NearestColour`'s cell lists and
/// cache, the pointer loops of `quantise`) byte-equal to them.
extension GIFQuantizer {
    /// `quantise(_:into:)`'s checked twin: the palette indices of `frame`, row-major.
    func quantiseChecked(_ frame: Bitmap) -> [UInt8] {
        precondition(frame.width == width && frame.height == height, "sizes must match the quantiser")
        let bgra = self.palette.bgra
        let palette = (0..<255).map { i in SIMD4<Int32>(Int32(bgra[4 * i + 2]), Int32(bgra[4 * i + 1]), Int32(bgra[4 * i]), 0) }
        func nearest(_ c: SIMD4<Int32>) -> Int {
            var best = 0, bestDistance = Int32.max
            for (j, p) in palette.enumerated() {
                let d = p &- c, distance = (d &* d).wrappedSum()
                if distance < bestDistance { bestDistance = distance; best = j }  // lowest index on ties
            }
            return best
        }
        func colour(_ x: Int, _ y: Int) -> SIMD4<Int32> {
            let i = 4 * (y * width + x)
            return SIMD4(Int32(frame.pixels[i]), Int32(frame.pixels[i + 1]), Int32(frame.pixels[i + 2]), 0)
        }
        var indices = [UInt8](repeating: 0, count: width * height)
        let lo = SIMD4<Int32>(repeating: 0), hi = SIMD4<Int32>(repeating: 255)
        guard let kernel = CheckedDiffusion(dither) else {
            for y in 0..<height {
                for x in 0..<width {
                    var c = colour(x, y)
                    if dither == .bayer {
                        let offset = (Self.bayerChecked(x & 7, y & 7) - 32) >> 2  // −8…7
                        c = (c &+ SIMD4(repeating: offset)).clamped(lowerBound: lo, upperBound: hi)
                    }
                    indices[y * width + x] = UInt8(nearest(c))
                }
            }
            return indices
        }
        // Errors reaching each column of this row and of the next, in pixel units.
        var here = [SIMD4<Int32>](repeating: .zero, count: width), below = here
        for y in 0..<height {
            for x in 0..<width {
                let c = (colour(x, y) &+ here[x]).clamped(lowerBound: lo, upperBound: hi)
                let n = nearest(c)
                indices[y * width + x] = UInt8(n)
                let e = c &- palette[n]
                for (dx, sixteenths) in kernel.right where x + dx < width { here[x + dx] &+= Self.share(e, sixteenths) }
                for (dx, sixteenths) in kernel.below where (0..<width).contains(x + dx) { below[x + dx] &+= Self.share(e, sixteenths) }
            }
            here = below
            below = [SIMD4<Int32>](repeating: .zero, count: width)
        }
        return indices
    }

    /// e·sixteenths/16, truncated toward zero.
    private static func share(_ e: SIMD4<Int32>, _ sixteenths: Int32) -> SIMD4<Int32> {
        let v = e &* SIMD4(repeating: sixteenths)
        return SIMD4(v.x / 16, v.y / 16, v.z / 16, v.w / 16)
    }

    /// The 8×8 Bayer matrix at (x, y), 0…63, by its recursive definition
    /// M(2n) = [[4M(n), 4M(n)+2], [4M(n)+3, 4M(n)+1]]: the lowest bits of x and y choose the most
    /// significant digit (base 4).
    static func bayerChecked(_ x: Int, _ y: Int) -> Int32 {
        var v: Int32 = 0
        for bit in 0..<3 { v = 4 * v + Int32([[0, 2], [3, 1]][(y >> bit) & 1][(x >> bit) & 1]) }
        return v
    }
}

/// An error-diffusion kernel as sixteenths of the error sent to each neighbour: `right` on this
/// row (dx > 0), `below` on the next (dx from −2 to 2).
private struct CheckedDiffusion {
    let right: [(dx: Int, sixteenths: Int32)]
    let below: [(dx: Int, sixteenths: Int32)]

    /// The kernel of `dither`, nil for the modes that do not diffuse.
    init?(_ dither: GIFDither) {
        switch dither {
        case .none, .bayer: return nil
        case .floydSteinberg: (right, below) = ([(1, 7)], [(-1, 3), (0, 5), (1, 1)])
        case .sierra2: (right, below) = ([(1, 4), (2, 3)], [(-2, 1), (-1, 2), (0, 3), (1, 2), (2, 1)])
        case .sierra2_4a: (right, below) = ([(1, 8)], [(-1, 4), (0, 4)])
        case .heckbert: (right, below) = ([(1, 6)], [(0, 6), (1, 4)])
        }
    }
}

extension GIFHistogram {
    /// `sortedColours()`'s checked twin: every pixel's RGB (runs not merged) counted `weight` times
    /// per frame in a dictionary, read out sorted.
    static func sortedColoursChecked(_ frames: [(Bitmap, weight: Int)]) -> (colours: [UInt32], counts: [Double]) {
        var counts: [UInt32: UInt64] = [:]
        for (frame, weight) in frames where weight > 0 {
            for i in stride(from: 0, to: frame.pixels.count, by: 4) {
                let p = frame.pixels
                let colour = UInt32(p[i]) | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2]) << 16
                counts[colour, default: 0] += UInt64(weight)
            }
        }
        let colours = counts.keys.sorted()
        return (colours, colours.map { Double(counts[$0]!) })
    }
}
