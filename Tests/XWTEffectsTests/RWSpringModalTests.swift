import Foundation
import XCTest
import XWTEngine
import XWTMotion

@testable import XWTEffects

/// RW's TouTiao pop (`RWTouTiaoAnimation.m`) and the tutorial's spring modal (PresentAnimation /
/// DismissAnimation): their closed forms.
final class RWSpringModalTests: XCTestCase {
    let context = TestScreens.context()
    let size = TestScreens.canvas.size

    func effect(_ id: String) -> any CatalogEffect { EffectID.named(id).makeEffect(.defaults(.named(id))) }

    /// RW's spring: ζ 1, v0 0, T 0.4 s, ω0 ≈ 23.08 (UIKit's envelope reaches 0.001 at T), samples at t/T = .1 … .5.
    func testTouTiaoSpringIsTheCriticallyDampedTableRow() throws {
        let rw = try XCTUnwrap(effect("rw-toutiao") as? RWTouTiao)
        XCTAssertEqual(rw.toSpring.omega0, 23.08, accuracy: 0.01)
        for (t, x) in [(0.1, 0.236), (0.2, 0.551), (0.3, 0.764), (0.4, 0.883), (0.5, 0.944)] {
            XCTAssertEqual(rw.toSpring.value(t), x, accuracy: 0.001, "t/T = \(t)")
        }
    }

    /// Push: A's snapshot 1 → 0.95 and 1 → 0.7, B from +W. Tapped pop: the snapshot from 0.95 at
    /// opacity 1, the spring. Panned pop: linear, opacity 0.7 → 1, B's shadow on its left.
    func testPushTappedPopAndPannedPop() throws {
        let rw = try XCTUnwrap(effect("rw-toutiao") as? RWTouTiao)
        let push = rw.scene(direction: .to, progress: 0.3, in: context).layers
        let s = rw.toSpring.value(0.3)
        XCTAssertEqual(push[0].transform.m11, 1 - 0.05 * s, accuracy: 1e-12)
        XCTAssertEqual(push[0].opacity, 1 - 0.3 * s, accuracy: 1e-12)
        XCTAssertEqual(push[1].position.x, size.width / 2 + size.width * (1 - s), accuracy: 1e-12)

        let tapped = rw.scene(direction: .back, progress: 0.4, drive: .animated, in: context).layers
        XCTAssertEqual(tapped.count, 2)
        XCTAssertEqual(tapped[0].opacity, 1)
        XCTAssertEqual(tapped[0].transform.m11, 0.95 + 0.05 * rw.backSpring.value(0.4), accuracy: 1e-12)

        let panned = rw.scene(direction: .back, progress: 0.4, drive: .interactive, in: context).layers
        XCTAssertEqual(panned.count, 3, "snapshot, shadow, page")
        XCTAssertEqual(panned[0].transform.m11, 0.97, accuracy: 1e-12)
        XCTAssertEqual(panned[0].opacity, 0.82, accuracy: 1e-12)
        XCTAssertEqual(panned[2].position.x, size.width / 2 + 0.4 * size.width, accuracy: 1e-12)
        let shadow = panned[1]
        XCTAssertEqual(shadow.position.x + shadow.bounds.width / 2, 0.4 * size.width, accuracy: 1e-12, "ends at B's left edge")
        guard case let .gradient(g) = shadow.content else { return XCTFail("the shadow is a gradient") }
        // At B's edge: colour alpha 0.8 × shadowOpacity 0.6 × Φ(3 pt offset / 3 pt σ) = 0.48 × 0.841.
        XCTAssertEqual(g.stops.last?.color.alpha ?? 0, 0.48 * 0.5 * (1 + erf(1 / 2.0.squareRoot())), accuracy: 1e-12)
        XCTAssertEqual(g.stops.first?.color.alpha ?? 1, 0, accuracy: 0.01, "fades out 12 pt to the left")
        XCTAssertNotEqual(TestScreens.render(rw, .back, 0.4), render(rw, .back, 0.4, .interactive))
    }

    /// The modal's spring: ζ 0.6, v0 0, T 0.8 s. UIKit's ω0 makes the envelope reach 0.001 at T; the
    /// overshoot peaks at 1 + e^(−ζπ/√(1−ζ²)) ≈ 1.0948 at t = π/ωd, where B stands 9.5 % of H too high.
    func testSpringModalPresentOvershootsAndDismissEasesOut() throws {
        let modal = try XCTUnwrap(effect("spring-modal") as? SpringModal)
        let spring = modal.spring
        let zeta = 0.6, w0 = spring.omega0, wd = w0 * (1 - zeta * zeta).squareRoot()
        XCTAssertEqual(spring.duration, 0.8)
        XCTAssertEqual(zeta * w0 / wd * exp(-zeta * w0 * 0.8), 0.001, accuracy: 1e-9)
        let peakTime = Double.pi / wd
        let peak = 1 + exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot())
        XCTAssertEqual(spring.value(atTime: peakTime), peak, accuracy: 1e-9)
        XCTAssertEqual(peak, 1.0948, accuracy: 1e-4)
        let atPeak = modal.scene(direction: .to, progress: peakTime / 0.8, in: context).layers
        XCTAssertEqual(atPeak[1].position.y, size.height / 2 - (peak - 1) * size.height, accuracy: 1e-9)
        XCTAssertEqual(modal.scene(direction: .to, progress: 0, in: context).layers[1].position.y, size.height * 1.5, "starts one H below")
        XCTAssertEqual(modal.scene(direction: .back, progress: 0.5, in: context).layers[1].position.y, size.height, "EIO(0.5) = 0.5 H down")
        XCTAssertEqual(EffectID.named("spring-modal").durations(.defaults(.named("spring-modal"))).back, 0.4)
    }

    private func render(_ effect: any TransitionEffect, _ direction: TransitionDirection, _ p: Double, _ drive: TransitionDrive) -> Bitmap {
        Renderer(canvas: context.canvas, bands: 1).render(effect.scene(direction: direction, progress: p, drive: drive, in: context))
    }
}
