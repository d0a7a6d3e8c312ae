import XCTest
import XWTEngine
import XWTMotion

@testable import XWTEffects

/// The renderer's unchecked memory path (`XWTEngine/PixelMemory.swift`: raw pointers, no per-pixel
/// checks) draws exactly what the reference path draws (`Renderer.renderChecked`: array indexing,
/// every coordinate checked, so a read or write outside its image or row traps here).
///
/// Every registered effect, every variant of its choice parameters, both directions, progresses
/// from the ends through the middle, on an odd-sized canvas with a translucent screen (both
/// blend paths). New effects are covered by registering them.
final class ReferencePathTests: XCTestCase {
    /// Odd sizes put halves between pixels; 2 px/pt exercises scaled layers.
    static let canvases = [Canvas(width: 37, height: 61, scale: 1), Canvas(width: 24, height: 41, scale: 2)]
    static let progresses = [0, 0.01, 0.2, 0.37, 0.5, 0.63, 0.81, 0.99, 1]

    func testEveryEffectRendersTheSameOnTheUncheckedAndTheReferencePath() {
        var kernelEffects = Set<EffectID>(), frames = 0
        for canvas in Self.canvases {
            let context = EffectContext(
                canvas: canvas, screenA: TestScreens.screen(seed: 0, canvas: canvas),
                screenB: Self.translucentScreen(canvas), seed: 7)
            let renderer = Renderer(canvas: canvas, bands: 1)
            frames += TestScreens.forEveryScene(in: context, progresses: Self.progresses) { id, label, scene in
                if scene.kernel != nil { kernelEffects.insert(id) }
                let fast = renderer.render(scene), reference = renderer.renderChecked(scene)
                if fast != reference { XCTFail("\(label): \(fast.differingPixels(reference)) pixels differ from the reference path") }
            }
        }
        let declaringKernels = EffectID.allCases.filter { $0.descriptor.construction.contains("kernel") }
        XCTAssertFalse(declaringKernels.isEmpty)
        for id in declaringKernels { XCTAssertTrue(kernelEffects.contains(id), "\(id.rawValue) never ran its pixel kernel") }
        XCTAssertGreaterThan(frames, 2 * Self.progresses.count * EffectID.allCases.count)
    }

    /// The per-frame passes effects run before their kernels (box blur of a bitmap and of a plane,
    /// the mask's coverage and shadow, the background composite) equal on both paths.
    func testPerFramePassesMatchTheReferencePath() {
        let canvas = Self.canvases[0], w = canvas.pixelWidth, h = canvas.pixelHeight
        let screen = Self.translucentScreen(canvas)
        for radius in [0, 1, 4, 17, 60] {
            XCTAssertEqual(
                RunningBoxBlur.blurred(screen, radius: radius),
                RunningBoxBlur.blurred(screen, radius: radius, memory: CheckedMemory.self), "blur radius \(radius)")
            let plane = screen.pixels.enumerated().filter { $0.offset % 4 == 1 }.map(\.element)
            XCTAssertEqual(
                RunningBoxBlur.blurred(plane: plane, width: w, height: h, radius: radius),
                RunningBoxBlur.blurred(plane: plane, width: w, height: h, radius: radius, memory: CheckedMemory.self),
                "plane blur radius \(radius)")
        }
        for ratio in [0.1, 0.5, 0.9] {
            let coverage = FilterMask.coverage(width: w, height: h, ratio: ratio)
            XCTAssertEqual(coverage, FilterMask.coverage(width: w, height: h, ratio: ratio, memory: CheckedMemory.self))
            XCTAssertEqual(
                FilterMask.shadow(of: coverage, width: w, height: h),
                FilterMask.shadow(of: coverage, width: w, height: h, memory: CheckedMemory.self))
        }
        for background in [RGBA8.black, RGBA8(r: 40, g: 90, b: 200), RGBA8(r: 20, g: 10, b: 0, a: 128)] {
            var fast = screen, reference = screen
            fast.composite(over: background)
            reference.composite(over: background, memory: CheckedMemory.self)
            XCTAssertEqual(fast, reference, "composite over \(background)")
            XCTAssertNotEqual(fast, screen)
        }
    }

    /// A premultiplied screen whose alpha varies across it (colour ≤ alpha everywhere).
    static func translucentScreen(_ canvas: Canvas) -> Bitmap {
        var screen = TestScreens.screen(seed: 1, canvas: canvas)
        for y in 0..<screen.height {
            for x in 0..<screen.width {
                let p = screen[x, y], alpha = (x * 37 + y * 11) % 256
                func premultiplied(_ c: UInt8) -> UInt8 { UInt8((Int(c) * alpha + 127) / 255) }
                screen[x, y] = RGBA8(r: premultiplied(p.r), g: premultiplied(p.g), b: premultiplied(p.b), a: UInt8(alpha))
            }
        }
        return screen
    }
}
