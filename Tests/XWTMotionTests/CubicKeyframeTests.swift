import XCTest
import XWTEngine
import XWTMotion

/// `CubicKeyframeTrack`: UIView keyframes in cubic calculation mode as a Catmull–Rom spline.
final class CubicKeyframeTests: XCTestCase {
    func testKeysAreTheInitialValueEachKeyframeEndAndOne() {
        let track = CubicKeyframeTrack(initial: 5.0, keyframes: [Keyframe(start: 0.2, end: 0.6, value: 9.0)])
        XCTAssertEqual(track.times, [0, 0.2, 0.6, 1])
        XCTAssertEqual(track.values, [5, 5, 9, 9])
        // Overlapping keyframes are sequenced: the second starts when the first ends.
        let overlap = CubicKeyframeTrack(
            initial: 0.0,
            keyframes: [
                Keyframe(start: 0, end: 0.4, value: 1.0),
                Keyframe(start: 0.2, end: 0.6, value: 3.0),
            ])
        XCTAssertEqual(overlap.times, [0, 0.4, 0.6, 1])
        XCTAssertEqual(overlap.values, [0, 1, 3, 3])
    }

    func testExactAtEveryKeyAndHoldsOutside() {
        let track = CubicKeyframeTrack(
            initial: 2.0,
            keyframes: [
                Keyframe(start: 0, end: 0.3, value: 7.0),
                Keyframe(start: 0.5, end: 0.9, value: -1.0),
            ])
        for (t, v) in zip(track.times, track.values) { XCTAssertEqual(track.value(at: t), v, "key \(t)") }
        XCTAssertEqual(track.value(at: -0.2), 2)
        XCTAssertEqual(track.value(at: 1.4), -1)
    }

    /// One keyframe over [0, 1]: both tangents are the chord, so the spline is the straight line.
    func testASingleKeyframeIsLinear() {
        let track = CubicKeyframeTrack(initial: 10.0, keyframes: [Keyframe(start: 0, end: 1, value: 30.0)])
        for u in stride(from: 0.05, to: 1, by: 0.1) { XCTAssertEqual(track.value(at: u), 10 + 20 * u, accuracy: 1e-12) }
    }

    /// Keys (0, 0), (0.5, 1), (1, 1): tangent at 0.5 = (1 − 0)/(1 − 0) = 1 per unit time, at 0 the
    /// chord 2, at 1 zero. On [0.5, 1] with L = 0.5 the Hermite value at s = 0.5 is
    /// 1 + h10(0.5)·0.5·1 = 1 + 0.125·0.5: the spline overshoots past the held value.
    func testFiniteDifferenceTangentsAndOvershoot() {
        let track = CubicKeyframeTrack(initial: 0.0, keyframes: [Keyframe(start: 0, end: 0.5, value: 1.0)])
        XCTAssertEqual(track.value(at: 0.75), 1.0625, accuracy: 1e-12)
        // On [0, 0.5]: h10·0.5·2 + h01 + h11·0.5·1 at s = 0.5 → 0.125 + 0.5 − 0.0625.
        XCTAssertEqual(track.value(at: 0.25), 0.5625, accuracy: 1e-12)
    }

    /// Transforms blend their decomposed parts: a rotation spline through the same axis moves the
    /// angle like the scalar spline does.
    func testTransformsFollowTheScalarSplineOfTheirAngle() {
        let angles = CubicKeyframeTrack(
            initial: 0.0,
            keyframes: [
                Keyframe(start: 0, end: 0.4, value: 0.3),
                Keyframe(start: 0.4, end: 0.8, value: 0.9),
            ])
        let transforms = CubicKeyframeTrack(
            initial: Transform3D.identity,
            keyframes: [
                Keyframe(start: 0, end: 0.4, value: .rotation(0.3, 0, 0, 1)), Keyframe(start: 0.4, end: 0.8, value: .rotation(0.9, 0, 0, 1)),
            ])
        for u in [0.1, 0.3, 0.55, 0.7, 0.9] {
            let m = transforms.value(at: u)
            XCTAssertEqual(atan2(m.m12, m.m11), angles.value(at: u), accuracy: 1e-2, "u = \(u)")
        }
        XCTAssertEqual(transforms.value(at: 0.4), .rotation(0.3, 0, 0, 1), "exact at a key")
    }
}
