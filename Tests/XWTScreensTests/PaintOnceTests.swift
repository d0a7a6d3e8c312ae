import XCTest
import XWTEngine

@testable import XWTScreens

/// Pictures painted once and shared between outputs give the bytes separate paints give.
final class PaintOnceTests: XCTestCase {
    /// The detail's screen and its pictures painted together equal `render` with and without the
    /// floating controls, on a notched and an unnotched phone, both appearances, three scales.
    func testDetailPaintedOnceEqualsTwoRenders() throws {
        let cases: [(String?, Appearance, Double)] = [
            (nil, .light, 2), ("iphone-se", .dark, 1), ("iphone-x", .light, 3), ("iphone-15-pro-max", .dark, 2),
        ]
        for (id, appearance, scale) in cases {
            let device = try id.map { try XCTUnwrap(Device.named($0)) }
            let canvas = Canvas(width: device?.width ?? 375, height: device?.height ?? 667, scale: scale)
            let both = try MockScreen.detail.renderWithPictures(canvas: canvas, device: device, appearance: appearance)
            let screen = try MockScreen.detail.render(canvas: canvas, device: device, appearance: appearance)
            let pictures = try MockScreen.detail.render(canvas: canvas, device: device, appearance: appearance, floatingControls: false)
            let label = "\(id ?? "custom") \(appearance) @\(scale)"
            XCTAssertTrue(both.screen == screen, label)
            XCTAssertTrue(both.pictures == pictures, label)
            XCTAssertFalse(screen == pictures, "\(label): the controls show")
        }
        let list = try MockScreen.list.renderWithPictures(canvas: Canvas(width: 375, height: 667, scale: 1))
        XCTAssertNil(list.pictures, "the list has no floating controls")
        XCTAssertTrue(list.screen == (try MockScreen.list.render(canvas: Canvas(width: 375, height: 667, scale: 1))))
    }

    /// A matte read only where its painters drew equals the matte read over the whole canvas,
    /// for drawings at the canvas's edges and none at all.
    func testMatteReadsOnlyWhatWasDrawnAndLosesNothing() throws {
        let canvas = Canvas(width: 120, height: 90, scale: 2)
        let drawings: [(inout MockPainter) -> Void] = [
            { p in p.text("Back 返回", x: 4, baseline: 20, .headline, MockColor.blue) },
            { p in
                p.circle(Point(0, 0), 12, MockColor.hex(0x000000, 0.32))
                p.fill(Rect(x: 100, y: 70, width: 30, height: 30), radius: 6, MockColor.hex(0xFF2D55, 0.7))
            },
            { _ in },
        ]
        for (n, drawing) in drawings.enumerated() {
            var black = try MockPainter(canvas: canvas, background: .black)
            var white = try MockPainter(canvas: canvas, background: .white)
            drawing(&black)
            drawing(&white)
            let matte = MockMatte.extract(overBlack: black, overWhite: white)
            XCTAssertTrue(matte == Self.wholeMatte(black.bitmap, white.bitmap), "drawing \(n)")
            XCTAssertEqual(n == 2, matte.pixels.allSatisfy { $0 == 0 }, "drawing \(n)")
        }
    }

    /// Drawing confined to some pixel rows leaves the other rows alone and paints its rows as the
    /// whole drawing does; `tracking` reports the box drawn in.
    func testRowRestrictedDrawingMatchesTheWholeDrawingInItsRows() throws {
        let canvas = Canvas(width: 100, height: 80, scale: 2)
        func draw(_ p: inout MockPainter) {
            p.gradient(Rect(x: 0, y: 0, width: 100, height: 50), MockColor.orange, MockColor.indigo)
            p.fill(Rect(x: 10.3, y: 5.7, width: 60, height: 30), radius: 8, MockColor.hex(0x34C759, 0.6))
            p.glow(Point(50, 40), 30, MockColor.withAlpha(.white, 0.5))
            p.text("Mirror Lake", x: 8, baseline: 60, .title2, MockColor.label)
        }
        var whole = try MockPainter(canvas: canvas, background: .white)
        let box = try XCTUnwrap(whole.tracking { draw(&$0) })
        XCTAssertEqual(box.x0, 0)
        XCTAssertEqual(box.y0, 0)
        XCTAssertEqual(box.x1, 200)
        XCTAssertGreaterThan(box.y1, 120)
        let blank = try MockPainter(canvas: canvas, background: .white).pixels
        for rows in [0..<7, 40..<95, 110..<160] {
            var part = try MockPainter(canvas: canvas, background: .white)
            part.restricted(toRows: rows) { draw(&$0) }
            let bytes = rows.lowerBound * 800..<rows.upperBound * 800
            XCTAssertEqual(part.pixels[bytes], whole.pixels[bytes], "rows \(rows)")
            XCTAssertEqual(part.pixels[..<bytes.lowerBound], blank[..<bytes.lowerBound], "above \(rows)")
            XCTAssertEqual(part.pixels[bytes.upperBound...], blank[bytes.upperBound...], "below \(rows)")
        }
    }

    /// The matte formula over every pixel (the reference).
    private static func wholeMatte(_ black: Bitmap, _ white: Bitmap) -> Bitmap {
        var out = Bitmap(width: black.width, height: black.height)
        for y in 0..<black.height {
            for x in 0..<black.width {
                let k = black[x, y], w = white[x, y]
                let spread = max(Int(w.r) - Int(k.r), Int(w.g) - Int(k.g), Int(w.b) - Int(k.b))
                let alpha = UInt8(255 - min(max(spread, 0), 255))
                out[x, y] = RGBA8(r: min(k.r, alpha), g: min(k.g, alpha), b: min(k.b, alpha), a: alpha)
            }
        }
        return out
    }
}

/// A navigation bar's background taken from the screen, only the items' rows drawn again.
final class NavigationBarBackgroundTests: XCTestCase {
    /// Every screen with bar items, both appearances, with and without system bars, a notched phone
    /// at scale 3: the background from the screen equals the background drawn whole.
    func testBackgroundFromTheScreenEqualsTheWholeDrawing() throws {
        let notched = try XCTUnwrap(Device.named("iphone-x"))
        let cases: [(Device?, Canvas, Appearance, Bool)] = [
            (nil, Canvas(width: 375, height: 667, scale: 2), .light, false),
            (notched, Canvas(width: notched.width, height: notched.height, scale: 3), .dark, true),
        ]
        var checked = 0
        for screen in MockScreen.allCases {
            for (device, canvas, appearance, systemBars) in cases {
                let shown = try screen.render(canvas: canvas, device: device, appearance: appearance, systemBars: systemBars)
                guard
                    let whole = try screen.navigationBarParts(canvas: canvas, device: device, appearance: appearance, systemBars: systemBars),
                    let derived = try screen.navigationBarParts(
                        canvas: canvas, device: device, appearance: appearance, systemBars: systemBars, screen: shown)
                else { continue }
                let label = "\(screen.rawValue) \(appearance) systemBars \(systemBars)"
                XCTAssertTrue(derived.background == whole.background, label)
                XCTAssertTrue(derived.chevron == whole.chevron && derived.title == whole.title && derived.others == whole.others, label)
                checked += 1
            }
        }
        XCTAssertEqual(checked, 18, "nine screens with bar items, two cases each")
    }
}
