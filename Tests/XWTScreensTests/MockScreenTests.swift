import XCTest
import XWTEngine

@testable import XWTScreens

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built-in mock screens: size, opacity, determinism, distinctness and screen-specific content.
final class MockScreenTests: XCTestCase {
    static let canvases = [
        Canvas(width: 375, height: 667, scale: 2), Canvas(width: 390, height: 844, scale: 3),
        Canvas(width: 320, height: 568, scale: 1),
    ]

    /// Renders are cached: debug builds are slow and several tests inspect the same bitmaps.
    static let cache = Locked<[String: Bitmap]>([:])

    static func render(_ screen: MockScreen, _ canvas: Canvas) -> Bitmap {
        let key = "\(screen.rawValue)-\(canvas.size.width)x\(canvas.size.height)@\(canvas.scale)"
        return cache.withLock { cache in
            if let b = cache[key] { return b }
            let b = try! screen.render(canvas: canvas)  // fonts are installed by scripts/setup
            cache[key] = b
            return b
        }
    }

    /// Mean of (r + g + b) / 3 over the pixel rectangle [x0, x1) × [y0, y1).
    static func meanLuma(_ b: Bitmap, _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Double {
        var sum = 0, n = 0
        for y in y0..<y1 {
            for x in x0..<x1 {
                let p = b[x, y]; sum += Int(p.r) + Int(p.g) + Int(p.b); n += 3
            }
        }
        return Double(sum) / Double(max(1, n))
    }

    func testEveryScreenHasTheCanvasPixelSizeAndIsOpaqueAndPremultiplied() {
        for screen in MockScreen.allCases {
            for canvas in Self.canvases {
                let b = Self.render(screen, canvas)
                XCTAssertEqual(b.width, canvas.pixelWidth, "\(screen)")
                XCTAssertEqual(b.height, canvas.pixelHeight, "\(screen)")
                XCTAssertEqual(b.pixels.count, b.width * b.height * 4)
                XCTAssertTrue(b.isOpaque, "\(screen) at \(canvas)")
                var premultiplied = true
                for i in stride(from: 0, to: b.pixels.count, by: 4)
                where
                    b.pixels[i] > b.pixels[i + 3] || b.pixels[i + 1] > b.pixels[i + 3] || b.pixels[i + 2] > b.pixels[i + 3]
                {
                    premultiplied = false; break
                }
                XCTAssertTrue(premultiplied, "\(screen) at \(canvas)")
            }
        }
    }

    func testRenderingIsDeterministic() {
        let canvas = Canvas(width: 375, height: 667, scale: 2)
        for screen in MockScreen.allCases {
            XCTAssertTrue(try screen.render(canvas: canvas) == Self.render(screen, canvas), "\(screen)")
        }
    }

    /// Every pair of screens differs by a large mean channel difference, so transitions read clearly.
    func testScreensAreVisuallyDistinct() {
        for canvas in Self.canvases {
            let bitmaps = MockScreen.allCases.map { Self.render($0, canvas) }
            for i in 0..<bitmaps.count {
                for j in (i + 1)..<bitmaps.count {
                    // Every third pixel's colour channels, through raw buffers (debug builds are slow).
                    var diff = 0, n = 0
                    bitmaps[i].pixels.withUnsafeBufferPointer { a in
                        bitmaps[j].pixels.withUnsafeBufferPointer { b in
                            for k in stride(from: 0, to: a.count, by: 12) {
                                diff += abs(Int(a[k]) - Int(b[k])) + abs(Int(a[k + 1]) - Int(b[k + 1])) + abs(Int(a[k + 2]) - Int(b[k + 2]))
                                n += 3
                            }
                        }
                    }
                    let mean = Double(diff) / Double(n)
                    XCTAssertGreaterThan(mean, 12, "\(MockScreen.allCases[i]) vs \(MockScreen.allCases[j]) at \(canvas)")
                }
            }
        }
    }

    /// The list's navigation area is light (transparent bar over white) and the tab bar's top hairline
    /// is clearly darker than the bar below it.
    func testListHasLightNavigationBarAndTabBarHairline() {
        for canvas in Self.canvases {
            let b = Self.render(.list, canvas)
            let d = MockDevice(.custom(width: canvas.size.width, height: canvas.size.height)), s = canvas.scale
            let navLuma = Self.meanLuma(b, 0, Int(d.statusBarHeight * s), b.width, Int(d.navBarBottom * s))
            XCTAssertGreaterThan(navLuma, 235, "\(canvas)")
            let hairline = Int((d.tabBarTop * s).rounded(.down))
            let line = Self.meanLuma(b, 0, hairline, b.width, hairline + 1)
            let bar = Self.meanLuma(b, 0, hairline + 2, b.width, hairline + 3)
            XCTAssertLessThan(line, bar - 40, "\(canvas)")
            XCTAssertGreaterThan(bar, 230, "\(canvas)")
        }
    }

    /// The photo grid is colourful: many distinct quantised colours, unlike the list.
    func testPhotoGridHasManyDistinctColours() {
        func colours(_ b: Bitmap) -> Int {
            var set = Set<Int>()
            for y in stride(from: b.height / 4, to: b.height * 3 / 4, by: 2) {
                for x in stride(from: 0, to: b.width, by: 2) {
                    let p = b[x, y]; set.insert(Int(p.r >> 3) << 10 | Int(p.g >> 3) << 5 | Int(p.b >> 3))
                }
            }
            return set.count
        }
        for canvas in Self.canvases {
            XCTAssertGreaterThan(colours(Self.render(.photos, canvas)), 400, "\(canvas)")
            XCTAssertGreaterThan(colours(Self.render(.photos, canvas)), 2 * colours(Self.render(.list, canvas)), "\(canvas)")
        }
    }

    /// Settings sits on the grouped grey background, shows white groups, and has an "on" switch (green)
    /// and an "off" switch (light grey track).
    func testSettingsHasGroupedBackgroundAndSwitches() {
        for canvas in Self.canvases {
            let b = Self.render(.settings, canvas)
            let s = canvas.scale
            XCTAssertEqual(b[Int(4 * s), b.height / 2], RGBA8(r: 0xF2, g: 0xF2, b: 0xF7), "\(canvas)")
            var green = 0, offTrack = 0
            for p in stride(from: 0, to: b.pixels.count, by: 4) {
                let r = b.pixels[p], g = b.pixels[p + 1], bl = b.pixels[p + 2]
                if r == 0x34 && g == 0xC7 && bl == 0x59 { green += 1 }
                if r == 0xE9 && g == 0xE9 && bl == 0xEB { offTrack += 1 }
            }
            XCTAssertGreaterThan(green, Int(400 * s * s), "\(canvas)")  // on-switch track and green icons
            XCTAssertGreaterThan(offTrack, Int(300 * s * s), "\(canvas)")  // off-switch track
        }
    }

    /// Detail: the hero is warm (red dominates blue near the horizon) and the button is system blue.
    func testDetailHasWarmHeroAndBlueButton() {
        for canvas in Self.canvases {
            let b = Self.render(.detail, canvas)
            let d = MockDevice(.custom(width: canvas.size.width, height: canvas.size.height)), s = canvas.scale
            var red = 0, blue = 0
            for y in Int(d.height * 0.15 * s)..<Int(d.height * 0.25 * s) {
                for x in 0..<b.width {
                    red += Int(b[x, y].r); blue += Int(b[x, y].b)
                }
            }
            XCTAssertGreaterThan(red, blue, "\(canvas)")
            let buttonTop = d.height - d.bottomInset - (d.hasNotch ? 8 : 16) - 50
            XCTAssertEqual(b[Int((d.margin + 6) * s), Int((buttonTop + 25) * s)], RGBA8(r: 0, g: 122, b: 255), "\(canvas)")
        }
    }

    func testTaobaoSheetKeepsItsButtonInA450PointDrawerOnEveryPhone() throws {
        for device in Device.all {
            let canvas = Canvas(width: device.width, height: device.height, scale: 1)
            let sheet = try MockScreen.taobaoSheet.render(canvas: canvas, device: device)
            let px = sheet[Int(device.width * 0.25), 412]
            XCTAssertTrue(px.r > 240 && (100...170).contains(Int(px.g)) && px.b < 40, "\(device.id): \(px) is not the orange 确定 button")
            XCTAssertTrue((0..<sheet.width).allSatisfy { sheet[$0, 455] == sheet[0, 455] }, "\(device.id): nothing below the button at 455 pt")
        }
    }

    func testTaobaoProductAsksForADarkStatusBarOverItsPhotoInBothAppearances() {
        XCTAssertEqual(MockScreen.taobaoProduct.inks(.light), ScreenInks(statusBar: .dark, homeIndicator: .dark))
        XCTAssertEqual(MockScreen.taobaoProduct.inks(.dark), ScreenInks(statusBar: .dark, homeIndicator: .light))
    }

    func testNamedElementsSitWhereTheScreensDrawThem() throws {
        for id in ["iphone-se", "iphone-15-pro-max"] {
            let device = try XCTUnwrap(Device.named(id))
            let canvas = Canvas(width: device.width, height: device.height, scale: 1)
            let list = try MockScreen.list.render(canvas: canvas, device: device)
            let names = ScreenElements.names(on: .list, device: device)
            XCTAssertGreaterThanOrEqual(names.count, 6, id)
            for name in names {
                let r = try XCTUnwrap(ScreenElements.rect(name, on: .list, device: device))
                let centre = list[Int(r.minX + r.size.width / 2), Int(r.minY + 6)], outside = list[Int(r.minX) - 3, Int(r.minY + r.size.height / 2)]
                XCTAssertNotEqual(centre, outside, "\(id) \(name): an avatar inside (above its initials), the background beside it")
                XCTAssertEqual(outside, RGBA8(r: 255, g: 255, b: 255), "\(id) \(name)")
            }
            let detail = try MockScreen.detail.render(canvas: canvas, device: device, floatingControls: false)
            let hero = try XCTUnwrap(ScreenElements.rect("hero-visible", on: .detail, device: device))
            XCTAssertEqual(detail[Int(device.width / 2), Int(hero.maxY) + 2], RGBA8(r: 255, g: 255, b: 255), "\(id): the card begins below hero-visible")
            XCTAssertNotEqual(detail[Int(device.width / 2), Int(hero.maxY) - 2], RGBA8(r: 255, g: 255, b: 255), "\(id): the picture above it")
            XCTAssertNil(ScreenElements.rect("avatar-99", on: .list, device: device))
            XCTAssertNil(ScreenElements.rect("hero", on: .list, device: device))
        }
    }

    /// The detail's floating controls alone (matted over transparency) drawn over its pictures
    /// alone give back the whole screen (±1 of rounding per channel); they cover the buttons, not
    /// the card; the other screens have none.
    func testFloatingControlsOverThePicturesRebuildTheDetail() throws {
        for id in ["iphone-se", "iphone-15-pro-max"] {
            let device = try XCTUnwrap(Device.named(id))
            let canvas = Canvas(width: device.width, height: device.height, scale: 2)
            let controls = try XCTUnwrap(MockScreen.detail.floatingControls(canvas: canvas, device: device))
            let pictures = try MockScreen.detail.render(canvas: canvas, device: device, floatingControls: false)
            let screen = try MockScreen.detail.render(canvas: canvas, device: device)
            var worst = 0
            for y in 0..<screen.height {
                for x in 0..<screen.width {
                    let c = controls[x, y], p = pictures[x, y], s = screen[x, y]
                    XCTAssertTrue(c.r <= c.a && c.g <= c.a && c.b <= c.a, "\(id) (\(x), \(y)): not premultiplied")
                    for (ci, pi, si) in [(c.r, p.r, s.r), (c.g, p.g, s.g), (c.b, p.b, s.b)] {
                        let composed = Int(ci) + (Int(pi) * (255 - Int(c.a)) + 127) / 255
                        worst = max(worst, abs(composed - Int(si)))
                    }
                }
            }
            XCTAssertLessThanOrEqual(worst, 1, id)
            let margin = device.width >= 414 ? 20.0 : 16
            let heartCentre = (Int((device.width - margin - 3 * 17 - 10) * 2), Int((device.safeTop + 22) * 2))
            XCTAssertGreaterThan(controls[heartCentre.0, heartCentre.1].a, 80, "\(id): the heart button")
            XCTAssertEqual(controls[screen.width / 2, screen.height / 2], .clear, "\(id): nothing floats over the card")
        }
        for screen in MockScreen.allCases where screen != .detail {
            XCTAssertNil(try screen.floatingControls(canvas: Canvas(width: 60, height: 100, scale: 1)), screen.rawValue)
        }
    }

    func testSummariesAreSingleLinesAndNamesAreStable() {
        XCTAssertEqual(
            MockScreen.allCases.map(\.rawValue),
            [
                "list", "photos", "settings", "detail", "qq-chats", "qq-profile",
                "taobao-product", "taobao-sheet", "toutiao-feed", "toutiao-article",
                "netease-splash", "netease-player", "weibo-grid", "weibo-viewer",
            ])
        for screen in MockScreen.allCases {
            XCTAssertFalse(screen.summary.isEmpty)
            XCTAssertFalse(screen.summary.contains("\n"))
        }
    }

    // MARK: Toolkit

    /// Drawn text leaves ink inside its measured box and none outside it.
    func testTextInkStaysInItsBox() throws {
        var p = try MockPainter(canvas: Canvas(width: 200, height: 40, scale: 2), background: .white)
        p.text("Settings 9:41", x: 10, baseline: 25, .headline, .black)
        let w = p.width("Settings 9:41", .headline)
        var inside = 0, outside = 0
        for y in 0..<p.bitmap.height {
            for x in 0..<p.bitmap.width where p.bitmap[x, y].r < 128 {
                let px = (Double(x) + 0.5) / 2, py = (Double(y) + 0.5) / 2
                if px >= 9 && px <= 11 + w && py >= 25 - 14 && py <= 25 + 5 { inside += 1 } else { outside += 1 }
            }
        }
        XCTAssertGreaterThan(inside, 200)
        XCTAssertEqual(outside, 0)
    }

    func testPortableMathMatchesLibm() {
        var x = -10.0
        while x <= 10 {
            XCTAssertEqual(mockSin(x), sin(x), accuracy: 1e-7)
            XCTAssertEqual(mockCos(x), cos(x), accuracy: 1e-7)
            XCTAssertEqual(mockExp(x), exp(x), accuracy: 1e-9 * max(1, exp(x)))
            x += 0.173
        }
        for i in 0..<64 {
            let a = Double(i) * 0.1 - 3.1
            let (dx, dy) = (cos(a) * 2.5, sin(a) * 2.5)
            XCTAssertEqual(mockAtan2(dy, dx), atan2(dy, dx), accuracy: 1e-7)
        }
    }

    func testRoundedRectEdgesAreAntiAliasedAndInteriorExact() throws {
        var p = try MockPainter(canvas: Canvas(width: 40, height: 40, scale: 2), background: .white)
        p.fill(Rect(x: 5, y: 5, width: 30, height: 30), radius: 8, .black)
        let b = p.bitmap
        XCTAssertEqual(b[40, 40], .black)  // centre
        XCTAssertEqual(b[11, 40], .black)  // straight edge, inside
        XCTAssertEqual(b[9, 40], .white)  // outside
        XCTAssertEqual(b[11, 11], .white)  // cut corner
        let partial = (10...30).map { b[$0 + 0, $0 + 0].r }.filter { $0 > 0 && $0 < 255 }
        XCTAssertFalse(partial.isEmpty)  // the corner arc has intermediate coverage
    }
}
