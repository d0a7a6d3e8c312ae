import Foundation
import XCTest
import XWTEngine
import XWTTestSupport

@testable import XWTMotion

final class InterpolationTests: XCTestCase {
    func testDoubleAndPointAreExactAtTheEnds() {
        XCTAssertEqual(Double.interpolate(0.1, 0.7, 0), 0.1)
        XCTAssertEqual(Double.interpolate(0.1, 0.7, 1), 0.7)
        XCTAssertEqual(Double.interpolate(2, 4, 0.25), 2.5)
        XCTAssertEqual(Double.interpolate(2, 4, 1.5), 5)
        XCTAssertEqual(Point.interpolate(Point(0.1, 3), Point(0.7, -1), 1), Point(0.7, -1))
        XCTAssertEqual(Point.interpolate(Point(0, 10), Point(20, 30), 0.5), Point(10, 20))
    }

    /// A rotation of +10 rad is ≡ 10 − 4π ≈ −2.566 rad and animates that (shorter) way.
    func testLargeRotationTakesTheShortWay() {
        let end = Transform3D.rotation(10, 0, 0, 1)
        for t in [0.25, 0.5, 0.75] {
            let m = Transform3D.interpolate(.identity, end, t)
            assertClose(m, .rotation(t * (10 - 4 * Double.pi), 0, 0, 1), accuracy: 1e-12, "t = \(t)")
        }
    }

    func testScaleTowardsOneHundredthLerpsLinearly() {
        let end = Transform3D.scale(0.01, 0.01)
        for t in [0.1, 0.5, 0.9] {
            let s = 1 + t * (0.01 - 1)
            assertClose(Transform3D.interpolate(.identity, end, t), .scale(s, s), accuracy: 1e-12, "t = \(t)")
        }
    }

    func testRotationAboutYLerpsTheAngle() {
        let a = Transform3D.rotation(0.3, 0, 1, 0), b = Transform3D.rotation(1.2, 0, 1, 0)
        for t in [0.2, 0.5, 0.8] {
            assertClose(Transform3D.interpolate(a, b, t), .rotation(0.3 + 0.9 * t, 0, 1, 0), accuracy: 1e-12)
        }
    }

    /// Matrices built "perspective first, then rotate/scale/translate" are canonical: the parts lerp.
    func testCanonicalPerspectiveRotateScaleTranslateLerpsEachPart() {
        func make(_ angle: Double, _ scale: Double, _ tx: Double, _ eye: Double) -> Transform3D {
            Transform3D.perspective(eyeDistance: eye).translated(tx, 0).rotated(angle, 0, 1, 0).scaled(scale, scale)
        }
        let a = make(0.2, 1, 0, 500), b = make(1.0, 0.5, 40, 250)
        for t in [0.3, 0.6] {
            let m34 = Double.interpolate(-1.0 / 500, -1.0 / 250, t)
            let expected = make(0.2 + 0.8 * t, 1 - 0.5 * t, 40 * t, -1 / m34)
            assertClose(Transform3D.interpolate(a, b, t), expected, accuracy: 1e-12, "t = \(t)")
        }
    }

    /// VC Cube: m34 assigned into a rotation matrix is invisible at the ends on
    /// a flat layer but gives the closed-form perspective mid-animation.
    func testPerspectiveAssignedIntoARotationAppearsMidAnimation() {
        let P = -1.0 / 200, angle = Double.pi / 2
        func cubeFace(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
            var m = Transform3D.rotation(angle, x, y, z)
            m.m34 = P
            return m
        }
        let (px, py) = (80.0, 30.0)
        for u in [0.25, 0.5, 0.75] {
            // From face about Y: θ = u·a, w = 1 + u·P·x·sin((1 − u)·a).
            var h = Transform3D.interpolate(.identity, cubeFace(angle, 0, 1, 0), u).apply(x: px, y: py)
            var w = 1 + u * P * px * sin((1 - u) * angle)
            XCTAssertEqual(h.w, w, accuracy: 1e-12)
            XCTAssertEqual(h.x / h.w, px * cos(u * angle) / w, accuracy: 1e-9)
            XCTAssertEqual(h.y / h.w, py / w, accuracy: 1e-9)
            // To face about Y: θ = (1 − u)·a, w = 1 + (1 − u)·P·x·sin(u·a).
            h = Transform3D.interpolate(cubeFace(-angle, 0, 1, 0), .identity, u).apply(x: px, y: py)
            w = 1 + (1 - u) * P * px * sin(u * -angle)
            XCTAssertEqual(h.w, w, accuracy: 1e-12)
            XCTAssertEqual(h.x / h.w, px * cos((1 - u) * -angle) / w, accuracy: 1e-9)
            // From face about X: w = 1 − u·P·y·sin((1 − u)·a), y offset y·cos θ / w.
            h = Transform3D.interpolate(.identity, cubeFace(angle, 1, 0, 0), u).apply(x: px, y: py)
            w = 1 - u * P * py * sin((1 - u) * angle)
            XCTAssertEqual(h.w, w, accuracy: 1e-12)
            XCTAssertEqual(h.y / h.w, py * cos(u * angle) / w, accuracy: 1e-9)
        }
        // At the ends the matrices are the inputs, and the flat layer shows no perspective (w = 1).
        let end = cubeFace(angle, 0, 1, 0)
        XCTAssertEqual(Transform3D.interpolate(.identity, end, 1), end)
        XCTAssertEqual(end.apply(x: px, y: py).w, 1)
    }

    func testEndpointsReproduceTheInputsExactly() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<50 {
            let a = Self.randomTransform(&random), b = Self.randomTransform(&random)
            XCTAssertEqual(Transform3D.interpolate(a, b, 0), a)
            XCTAssertEqual(Transform3D.interpolate(a, b, 1), b)
            XCTAssertEqual(Transform3D.interpolate(a, a, 0.4), a)
        }
    }

    /// Decomposing then recomposing returns the matrix (divided by m44), perspective and reflections included.
    func testDecompositionRoundTrips() throws {
        var random = SplitMix64(seed: 42)
        for _ in 0..<200 {
            let m = Self.randomTransform(&random)
            let decomposed = try XCTUnwrap(DecomposedTransform(m))
            let normalised = Transform3D(
                m11: m.m11 / m.m44, m12: m.m12 / m.m44, m13: m.m13 / m.m44, m14: m.m14 / m.m44,
                m21: m.m21 / m.m44, m22: m.m22 / m.m44, m23: m.m23 / m.m44, m24: m.m24 / m.m44,
                m31: m.m31 / m.m44, m32: m.m32 / m.m44, m33: m.m33 / m.m44, m34: m.m34 / m.m44,
                m41: m.m41 / m.m44, m42: m.m42 / m.m44, m43: m.m43 / m.m44, m44: 1)
            assertClose(decomposed.matrix, normalised, accuracy: 1e-9)
            XCTAssertEqual((decomposed.quaternion * decomposed.quaternion).sum(), 1, accuracy: 1e-12)
        }
    }

    func testQuaternionConventionMatchesTransform3DRotation() throws {
        let q = try XCTUnwrap(DecomposedTransform(.rotation(0.8, 0, 1, 0))).quaternion
        XCTAssertEqual(q.x, 0, accuracy: 1e-15)
        XCTAssertEqual(q.y, sin(0.4), accuracy: 1e-15)
        XCTAssertEqual(q.z, 0, accuracy: 1e-15)
        XCTAssertEqual(q.w, cos(0.4), accuracy: 1e-15)
    }

    /// A spring overshoot (t > 1) extrapolates the parts.
    func testOvershootExtrapolates() {
        let m = Transform3D.interpolate(.identity, .rotation(1, 0, 0, 1), 1.2)
        assertClose(m, .rotation(1.2, 0, 0, 1), accuracy: 1e-12)
        assertClose(Transform3D.interpolate(.identity, .translation(10, 0), 1.1), .translation(11, 0), accuracy: 1e-12)
    }

    /// A zero scale cannot be decomposed: the transform switches at the midpoint instead of tweening.
    func testSingularEndSwitchesAtTheMidpoint() {
        let zero = Transform3D.scale(0, 0)
        XCTAssertEqual(Transform3D.interpolate(.identity, zero, 0.49), .identity)
        XCTAssertEqual(Transform3D.interpolate(.identity, zero, 0.5), zero)
    }

    /// A random non-singular transform: scale (possibly mirrored), skew, rotation, translation,
    /// perspective and a non-unit m44.
    static func randomTransform(_ random: inout SplitMix64) -> Transform3D {
        var m = Transform3D.identity
        m.m21 = random.uniform(-0.5, 0.5)
        m.m31 = random.uniform(-0.5, 0.5)
        m.m32 = random.uniform(-0.5, 0.5)
        m = m.concatenating(.rotation(random.uniform(-7, 7), random.uniform(-1, 1), random.uniform(-1, 1), random.uniform(-1, 1)))
        let flip: Double = random.uniform(0, 1) < 0.3 ? -1 : 1
        m = Transform3D.scale(flip * random.uniform(0.1, 3), random.uniform(0.1, 3), random.uniform(0.1, 3)).concatenating(m)
        m = m.concatenating(.translation(random.uniform(-100, 100), random.uniform(-100, 100), random.uniform(-50, 50)))
        var perspective = Transform3D.identity
        perspective.m14 = random.uniform(-0.002, 0.002)
        perspective.m24 = random.uniform(-0.002, 0.002)
        perspective.m34 = random.uniform(-0.01, 0)
        perspective.m44 = random.uniform(0.5, 2)
        return m.concatenating(perspective)
    }
}
