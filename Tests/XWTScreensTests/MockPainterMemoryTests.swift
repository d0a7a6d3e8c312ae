import XCTest
import XWTEngine

@testable import XWTScreens

/// The painter's rows: the unchecked path the screens paint on equals the checked reference path,
/// and a rectangle's runs (whole rows of its interior filled at one alpha) equal the rectangle
/// blended pixel by pixel.
final class MockPainterMemoryTests: XCTestCase {
    /// Every kind of drawing, at random places (inside, across and outside the canvas), clipped and
    /// restricted to rows, painted on both paths: the same bytes, and the checked path never traps.
    func testUncheckedPaintingEqualsTheCheckedPath() throws {
        var rng = SplitMix64(seed: 0x5EED_24)
        for scale in [1.0, 2, 3] {
            let canvas = Canvas(width: 64, height: 48, scale: scale)
            var unchecked = try MockPainting<UncheckedMemory>(canvas: canvas, background: MockColor.hex(0x203040))
            var checked = try MockPainting<CheckedMemory>(canvas: canvas, background: MockColor.hex(0x203040))
            for n in 0..<60 {
                let drawing = Self.randomDrawing(&rng)
                drawing.paint(&unchecked)
                drawing.paint(&checked)
                XCTAssertEqual(unchecked.pixels, checked.pixels, "@\(scale), drawing \(n): \(drawing)")
            }
            XCTAssertTrue(unchecked.pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 }, "stays opaque")
        }
    }

    /// Rounded rectangles and gradients, opaque and translucent, at fractional edges and radii:
    /// the painter's runs give the bytes of the per-pixel blend (`referenceFill`).
    func testRectangleRunsEqualThePerPixelBlend() throws {
        var rng = SplitMix64(seed: 0xF111_24)
        let canvas = Canvas(width: 50, height: 40, scale: 2)
        for n in 0..<200 {
            let rect = Rect(
                x: rng.uniform(-10, 45), y: rng.uniform(-10, 35), width: rng.uniform(0.2, 40), height: rng.uniform(0.2, 30))
            let radius = n % 4 == 0 ? 0 : rng.uniform(0, 12)
            let top = MockColor.hex(UInt32(rng.uniform(0, 16_777_215)), n % 3 == 0 ? rng.uniform(0, 1) : 1)
            let bottom = MockColor.hex(UInt32(rng.uniform(0, 16_777_215)), n % 5 == 0 ? rng.uniform(0, 1) : 1)
            var p = try MockPainter(canvas: canvas, background: MockColor.hex(0x808080))
            var reference = p.pixels
            if n % 2 == 0 {
                p.fill(rect, radius: radius, top)
                Self.referenceFill(&reference, canvas, rect, radius) { _ in MockInk(top) }
            } else {
                p.gradient(rect, radius: radius, top, bottom)
                Self.referenceFill(&reference, canvas, rect, radius) { y in
                    MockInk(MockColor.mix(top, bottom, mockClamp01((y - rect.minY) / rect.height)))
                }
            }
            XCTAssertEqual(p.pixels, reference, "case \(n): \(rect) radius \(radius)")
        }
    }

    /// A drawing the test can replay on either path.
    private enum Drawing {
        case fill(Rect, Double, Color)
        case gradient(Rect, Double, Color, Color, Bool)
        case shade(Rect, Double)
        case glow(Point, Double, Color)
        case circle(Point, Double, Color)
        case ring(Point, Double, Color)
        case polygon([Point], Color)
        case below(Rect, Double, Color)
        case glyph(GlyphMask, Color)
        case clipped(Rect, Rect, Color)
        case rows(Range<Int>, Rect, Color)

        func paint<Memory: PixelMemory>(_ p: inout MockPainting<Memory>) {
            switch self {
            case .fill(let r, let radius, let c): p.fill(r, radius: radius, c)
            case .gradient(let r, let radius, let a, let b, let vertical): p.gradient(r, radius: radius, a, b, vertical: vertical)
            case .shade(let r, let radius): p.shade(r, radius: radius) { x, y in Color(red: x / 64, green: y / 48, blue: 0.5, alpha: 0.8) }
            case .glow(let c, let radius, let color): p.glow(c, radius, color)
            case .circle(let c, let radius, let color): p.circle(c, radius, color)
            case .ring(let c, let radius, let color): p.ring(c, radius, width: 2.5, color)
            case .polygon(let points, let color): p.polygon(points, color)
            case .below(let r, let phase, let color): p.fillBelow(r, color) { x in r.midY + sin(x / 5 + phase) * r.height / 3 }
            case .glyph(let mask, let color): p.blend(mask, color)
            case .clipped(let clip, let r, let color): p.clipped(to: clip) { $0.fill(r, radius: 3, color) }
            case .rows(let rows, let r, let color): p.restricted(toRows: rows) { $0.gradient(r, radius: 5, color, .white) }
            }
        }
    }

    private static func randomDrawing(_ rng: inout SplitMix64) -> Drawing {
        func rect() -> Rect { Rect(x: rng.uniform(-20, 60), y: rng.uniform(-20, 44), width: rng.uniform(0.3, 50), height: rng.uniform(0.3, 40)) }
        func point() -> Point { Point(rng.uniform(-10, 74), rng.uniform(-10, 58)) }
        func color() -> Color {
            Color(red: rng.uniform(0, 1), green: rng.uniform(0, 1), blue: rng.uniform(0, 1), alpha: rng.uniform(0, 1) < 0.5 ? 1 : rng.uniform(0, 1))
        }
        switch Int(rng.uniform(0, 11)) {
        case 0: return .fill(rect(), rng.uniform(0, 10), color())
        case 1: return .gradient(rect(), rng.uniform(0, 10), color(), color(), rng.uniform(0, 1) < 0.7)
        case 2: return .shade(rect(), rng.uniform(0, 8))
        case 3: return .glow(point(), rng.uniform(1, 30), color())
        case 4: return .circle(point(), rng.uniform(0.5, 20), color())
        case 5: return .ring(point(), rng.uniform(1, 20), color())
        case 6: return .polygon((0..<5).map { _ in point() }, color())
        case 7: return .below(rect(), rng.uniform(0, 6.28), color())
        case 8:
            let w = Int(rng.uniform(1, 30)), h = Int(rng.uniform(1, 30))
            let coverage = (0..<w * h).map { _ in UInt8(rng.uniform(0, 255.9)) }
            return .glyph(GlyphMask(left: Int(rng.uniform(-20, 180)), top: Int(rng.uniform(-20, 140)), width: w, height: h, coverage: coverage), color())
        case 9: return .clipped(rect(), rect(), color())
        default:
            let a = Int(rng.uniform(-10, 150)), b = Int(rng.uniform(-10, 150))
            return .rows(min(a, b)..<max(a, b), rect(), color())
        }
    }

    /// A rounded rectangle blended pixel by pixel: coverage = the pixel's overlap with the rectangle,
    /// or in a corner the distance to the corner's arc; the ink of the pixel row's centre (y in points).
    private static func referenceFill(
        _ pixels: inout [UInt8], _ canvas: Canvas, _ rect: Rect, _ radius: Double, _ ink: (Double) -> MockInk
    ) {
        let s = canvas.scale, w = canvas.pixelWidth, h = canvas.pixelHeight
        let x0 = rect.minX * s, x1 = rect.maxX * s, y0 = rect.minY * s, y1 = rect.maxY * s
        let r = max(0, min(radius * s, min(x1 - x0, y1 - y0) / 2))
        let rows = max(0, Int(y0.rounded(.down))), rowEnd = min(h, Int(y1.rounded(.up)))
        let cols = max(0, Int(x0.rounded(.down))), colEnd = min(w, Int(x1.rounded(.up)))
        for py in rows..<max(rows, rowEnd) {
            let cy = Double(py) + 0.5
            let color = ink(cy * (1 / s))
            for px in cols..<max(cols, colEnd) {
                let cx = Double(px) + 0.5
                var cov = mockOverlap(py, y0, y1) * mockOverlap(px, x0, x1)
                if r > 0.5 && (cy < y0 + r || cy > y1 - r) && (cx < x0 + r || cx > x1 - r) {
                    let dx = cx - (cx < x0 + r ? x0 + r : x1 - r), dy = cy - (cy < y0 + r ? y0 + r : y1 - r)
                    cov = mockClamp01(r - (dx * dx + dy * dy).squareRoot() + 0.5)
                }
                let a = Int32(Double(color.a) * cov + 0.5)
                if a <= 0 { continue }
                let i = (py * w + px) * 4
                for (k, c) in [color.r, color.g, color.b].enumerated() {
                    pixels[i + k] = UInt8((c * a + Int32(pixels[i + k]) * (255 - a) + 127) / 255)
                }
            }
        }
    }
}
