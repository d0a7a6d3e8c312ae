import XCTest
import XWTEngine

@testable import XWTEffects

/// filter-mod's holes are the union over neighbouring cells, so no cell edge cuts a grown hole and
/// the centre line (a cell edge of every even row) shows no seam.
final class FilterModSeamTests: XCTestCase {
    /// Coverage of pixel (x, y) by brute force: the largest hole coverage over a 5 × 5 block of cells.
    private func bruteCoverage(_ k: ModKernel, x: Int, y: Int) -> Double {
        let u = k.u00 + Double(x) * k.ux + Double(y) * k.uy, v = k.v00 + Double(x) * k.vx + Double(y) * k.vy
        let cell = 2 * k.radius, kk = 1 + k.stretch * abs(v)
        let j0 = Int((v / cell).rounded(.down))
        var best = 0.0
        for j in (j0 - 2)...(j0 + 2) {
            let shifted = u / kk + (j & 1 == 0 ? 0 : k.radius)
            let i0 = Int((shifted / cell).rounded(.down))
            for i in (i0 - 2)...(i0 + 2) {
                let h = k.cellHole(i, j)
                let d = ((shifted - h.hx) * (shifted - h.hx) + (v - h.hy) * (v - h.hy)).squareRoot()
                best = max(best, min(max(h.rho - d + 0.5, 0), 1))
            }
        }
        return best
    }

    func testEveryPixelIsTheUnionOfTheHolesAround() {
        let canvas = Canvas(width: 200, height: 160, scale: 1)
        let white = Bitmap(width: 200, height: 160, fill: RGBA8(r: 255, g: 255, b: 255)), black = Bitmap(width: 200, height: 160, fill: RGBA8(r: 0, g: 0, b: 0))
        for ratio in [0.3, 0.55, 0.8] {
            for angle in [0.0, .pi / 2, 0.7] {
                let k = ModKernel(source: white, target: black, angle: angle, ratio: ratio, radius: 30, compression: 10)
                let frame = Renderer(canvas: canvas, bands: 1).render(Scene(kernel: k))
                var checked = 0
                for y in stride(from: 0, to: 160, by: 3) {
                    for x in stride(from: 0, to: 200, by: 3) {
                        let cover = bruteCoverage(k, x: x, y: y)
                        let shown = 1 - Double(frame[x, y].r) / 255
                        XCTAssertEqual(shown, cover, accuracy: 2.0 / 255, "ratio \(ratio) angle \(angle) at (\(x), \(y))")
                        checked += 1
                    }
                }
                XCTAssertGreaterThan(checked, 3000)
            }
        }
    }

    /// Across the centre line the picture continues: the columns either side of it differ in as
    /// few pixels as any two neighbouring columns elsewhere.
    func testNoSeamAtTheCentreLine() {
        let canvas = Canvas(width: 200, height: 300, scale: 1)
        let white = Bitmap(width: 200, height: 300, fill: RGBA8(r: 255, g: 255, b: 255)), black = Bitmap(width: 200, height: 300, fill: RGBA8(r: 0, g: 0, b: 0))
        let k = ModKernel(source: white, target: black, angle: .pi / 2, ratio: 0.6, radius: 30, compression: 10)
        let frame = Renderer(canvas: canvas, bands: 1).render(Scene(kernel: k))
        func jump(_ x: Int) -> Int { (0..<300).reduce(0) { $0 + abs(Int(frame[x, $1].r) - Int(frame[x + 1, $1].r)) } }
        let centre = jump(99)
        let typical = (10..<190).filter { abs($0 - 99) > 3 }.map(jump).sorted()[90]
        XCTAssertLessThanOrEqual(centre, 3 * max(typical, 255), "centre jump \(centre), median \(typical)")
    }
}
