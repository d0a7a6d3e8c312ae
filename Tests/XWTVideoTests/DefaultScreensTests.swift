import Foundation
import XCTest
import XWTEffects
import XWTEngine
import XWTMedia
import XWTScreens
import XWTTestSupport
import XWTVideo

/// Each effect's default screens (`EffectDescriptor.defaultScreens`): built-in screens, the ones
/// its default rectangles point at, and what `still --effect` shows when no screen is given.
final class DefaultScreensTests: XCTestCase {
    private let phone = Device.custom(width: 375, height: 667)

    func testEveryEffectNamesBuiltInScreens() {
        for id in EffectID.allCases {
            let screens = id.descriptor.defaultScreens
            XCTAssertNotNil(MockScreen(rawValue: screens.from), "\(id): \(screens.from)")
            XCTAssertNotNil(MockScreen(rawValue: screens.to), "\(id): \(screens.to)")
        }
    }

    /// The element-flying effects' default rectangles are named photos of their default screens
    /// at 375 × 667 (WSL flies a photo tile, not the round list avatar; TM ViewMove a photos tile,
    /// its hero rounded to whole points).
    func testDefaultRectanglesAreNamedPhotosOfTheDefaultScreens() throws {
        func element(_ name: String, _ screen: String) throws -> Rect {
            try XCTUnwrap(ScreenElements.rect(name, on: XCTUnwrap(MockScreen(rawValue: screen)), device: phone), "\(screen) \(name)")
        }
        func defaultValue(_ effect: String, _ parameter: String) throws -> (ParameterValue, DefaultScreens) {
            let id = try XCTUnwrap(EffectID(rawValue: effect))
            let spec = try XCTUnwrap(id.parameters.first { $0.name == parameter })
            return (spec.defaultValue, id.descriptor.defaultScreens)
        }
        for (effect, parameter, names, accuracy) in [
            ("wsl-shared-element", "pairs", ("photo-5", "photo"), 1e-9), ("tm-view-move", "views", ("photo-5-3", "hero-visible"), 0.5),
        ] {
            let (value, screens) = try defaultValue(effect, parameter)
            guard case let .rectPairs(pairs) = value else { return XCTFail("\(effect).\(parameter): \(value)") }
            XCTAssertEqual(pairs.count, 1, effect)
            assertClose(pairs[0].first, try element(names.0, screens.from), "\(effect) on A", accuracy: accuracy)
            assertClose(pairs[0].second, try element(names.1, screens.to), "\(effect) on B", accuracy: accuracy)
        }
        let (value, screens) = try defaultValue("wsl-photo-viewer", "thumbnail")
        guard case let .rect(fraction) = value else { return XCTFail("wsl-photo-viewer.thumbnail: \(value)") }
        assertClose(
            Rect(x: fraction.minX * 375, y: fraction.minY * 667, width: fraction.width * 375, height: fraction.height * 667),
            try element("photo-5", screens.from), "wsl-photo-viewer", accuracy: 1e-9)
    }

    /// `still --effect wsl-shared-element` at progress 0 shows the Weibo grid (its default from
    /// screen), not the list; an effect without its own shows the list.
    func testStillEffectStartsOnTheEffectsDefaultScreen() throws {
        let canvas = Canvas(width: 100, height: 160, scale: 1)
        func screenA(_ name: MockScreen) throws -> Bitmap {
            try TransitionScreens(
                from: .mock(name), to: .mock(.detail), canvas: canvas, device: nil, appearance: .light,
                statusBar: .fixed, fit: .fill, screensHaveStatusBar: nil, seed: 1, origins: (.override("--from"), .override("--to"))
            ).context.screenA
        }
        let cli = try TestSupport.requireCLI(), folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (effect, expected) in [("wsl-shared-element", MockScreen.weiboGrid), ("drawer", .list)] {
            let out = folder.appendingPathComponent("\(effect).png").path
            let result = try TestSupport.run(
                cli, ["still", "--effect", effect, "--progress", "0", "--device", "100x160", "--scale", "1", "--status-bar", "none", "-o", out])
            XCTAssertEqual(result.status, 0, result.err)
            XCTAssertEqual(try ImageCodec.decode(path: out), try screenA(expected), effect)
        }
    }

    private func assertClose(_ a: Rect, _ b: Rect, _ message: String, accuracy: Double, file: StaticString = #filePath, line: UInt = #line) {
        for (u, v) in [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)] {
            XCTAssertEqual(u, v, accuracy: accuracy, "\(message): \(a) vs \(b)", file: file, line: line)
        }
    }
}
