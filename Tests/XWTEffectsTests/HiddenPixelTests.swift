import XCTest
import XWTEffects
import XWTMotion

@testable import XWTEngine

/// Skipping what opaque layers hide (`OpaqueCover`: whole layers, row spans, the background and
/// kernel rows behind them) changes no pixel: every registered effect, every variant of its choice
/// parameters, both directions, at device size with opaque screens (where most is skipped) and on
/// an odd canvas with a translucent screen (where a translucent layer must not hide anything).
final class HiddenPixelTests: XCTestCase {
    static let progresses = [0, 0.07, 0.3, 0.5, 0.71, 0.93, 1]

    func testSkippingHiddenPixelsChangesNoPixel() {
        let contexts = TestScreens.deviceAndOddContexts()
        XCTAssertTrue(contexts[0].screenA.isKnownOpaque && contexts[0].screenB.isKnownOpaque)
        XCTAssertFalse(contexts[1].screenB.isKnownOpaque)
        var frames = 0
        for context in contexts {
            let skipping = Renderer(canvas: context.canvas, bands: 1)
            let drawingAll = Renderer(canvas: context.canvas, bands: 1, skipsHiddenPixels: false)
            frames += TestScreens.forEveryScene(in: context, progresses: Self.progresses) { _, label, scene in
                let fast = skipping.render(scene), all = drawingAll.render(scene)
                if fast != all { XCTFail("\(label): \(fast.differingPixels(all)) pixels differ when hidden pixels are skipped") }
            }
        }
        XCTAssertGreaterThan(frames, 4 * Self.progresses.count * EffectID.allCases.count)
    }

    /// A bitmap is known opaque only after a check and until its pixels change.
    func testOpacityIsKnownOnlyWhileThePixelsAreUnchanged() {
        var bitmap = Bitmap(width: 3, height: 2, fill: .white)
        XCTAssertTrue(bitmap.isKnownOpaque)
        bitmap[1, 1] = RGBA8(r: 0, g: 0, b: 0, a: 0)
        XCTAssertFalse(bitmap.isKnownOpaque)
        bitmap.recordOpacity()
        XCTAssertFalse(bitmap.isKnownOpaque)
        bitmap[1, 1] = .black
        bitmap.recordOpacity()
        XCTAssertTrue(bitmap.isKnownOpaque)
        bitmap.pixels.withUnsafeMutableBytes { $0[3] = 254 }
        XCTAssertFalse(bitmap.isKnownOpaque)
        XCTAssertFalse(Bitmap(width: 2, height: 2).isKnownOpaque)
        XCTAssertFalse(Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16)).isKnownOpaque)
        XCTAssertEqual(Bitmap(width: 2, height: 2, fill: .white), Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16)))
    }

    /// Elements that are the screens' own pixels take the screens' opacity record; equal pixels in
    /// another buffer, or changed ones, are their own bitmap.
    func testElementsSharingTheScreensPixelsTakeTheirRecord() {
        let canvas = Canvas(width: 4, height: 3, scale: 1)
        let a = Bitmap(width: 4, height: 3, pixels: [UInt8](repeating: 255, count: 48)), b = Bitmap(width: 4, height: 3, fill: .white)
        XCTAssertFalse(a.isKnownOpaque)
        let context = EffectContext(canvas: canvas, screenA: a, screenB: b, elements: (a, b))
        XCTAssertTrue(context.elementsA.isKnownOpaque)
        XCTAssertTrue(context.elementsA.sharesPixels(with: a) && context.elementsA.sharesPixels(with: context.screenA))
        XCTAssertTrue(context.elementsB.sharesPixels(with: b))
        let copy = Bitmap(width: 4, height: 3, pixels: a.pixels.map { $0 })
        XCTAssertEqual(copy, a)
        XCTAssertFalse(copy.sharesPixels(with: a))
        var changed = a
        XCTAssertTrue(changed.sharesPixels(with: a))
        changed[0, 0] = .black
        XCTAssertFalse(changed.sharesPixels(with: a))
        XCTAssertFalse(Bitmap(width: 3, height: 4, pixels: a.pixels).sharesPixels(with: a))
    }
}
