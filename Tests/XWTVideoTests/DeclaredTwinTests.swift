import Foundation
import XCTest
import XWTEffects
import XWTEngine
import XWTPresets
import XWTVideo

/// The declared twins of built-in effects (`custom-…` presets: same screens, script and gesture
/// as the built-in preset) render every frame within 45 dB PSNR of the built-in one, at full size:
/// the declaration format can say what these effects do.
final class DeclaredTwinTests: XCTestCase {
    static let twins = [
        ("custom-tm-fade", "tm-fade"), ("custom-tm-push-left", "tm-push-left"), ("custom-tm-move-in-left", "tm-move-in-left"),
        ("custom-tm-reveal-left", "tm-reveal-left"), ("custom-vc-crossfade", "vc-crossfade"), ("custom-spring-modal", "spring-modal"),
    ]
    static let floor = 45.0

    func testEveryTwinFrameIsWithin45dBOfTheBuiltInEffect() throws {
        for (twin, builtIn) in Self.twins {
            let declared = try TestSupport.job(twin, width: 750), reference = try TestSupport.job(builtIn, width: 750)
            XCTAssertEqual(declared.preset.effect.rawValue, "custom", twin)
            XCTAssertEqual(declared.frameCount, reference.frameCount, "\(twin): frame count")
            var worst = Double.infinity, worstFrame = 0, exact = 0
            for frame in 0..<min(declared.frameCount, reference.frameCount) {
                let a = declared.render(frame: frame), b = reference.render(frame: frame)
                let db = Self.psnr(a, b)
                if db.isInfinite { exact += 1 }
                if db < worst { (worst, worstFrame) = (db, frame) }
            }
            print("\(twin): worst frame \(worstFrame) at \(String(format: "%.2f", worst)) dB; \(exact) of \(declared.frameCount) frames identical")
            XCTAssertGreaterThanOrEqual(worst, Self.floor, "\(twin): frame \(worstFrame) of \(builtIn)")
        }
    }

    /// The test can fail: a twin one pixel off its built-in effect's geometry falls below the floor.
    func testAShiftedTwinFallsBelowTheFloor() throws {
        let reference = try TestSupport.job("tm-push-left", width: 750)
        let frame = (0..<reference.frameCount).first { reference.state(frame: $0).progress > 0.3 } ?? 0
        let a = reference.render(frame: frame)
        let pixels = a.pixels
        var shifted = [UInt8](repeating: 0, count: pixels.count)
        let row = a.width * 4
        for y in 0..<a.height { shifted.replaceSubrange((y * row + 4)..<(y * row + row), with: pixels[(y * row)..<(y * row + row - 4)]) }
        XCTAssertLessThan(Self.psnr(a, Bitmap(width: a.width, height: a.height, pixels: shifted)), Self.floor)
    }

    /// PSNR in dB over the RGB channels (∞ when identical).
    static func psnr(_ a: Bitmap, _ b: Bitmap) -> Double {
        let p = a.pixels, q = b.pixels
        var sum = 0.0
        for i in stride(from: 0, to: p.count, by: 4) {
            for c in 0..<3 { let d = Double(p[i + c]) - Double(q[i + c]); sum += d * d }
        }
        return sum == 0 ? .infinity : 10 * log10(255 * 255 * Double(a.width * a.height * 3) / sum)
    }
}
