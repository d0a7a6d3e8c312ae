import XCTest

@testable import XWTMotion

final class TimingCurveTests: XCTestCase {
    /// Reference values from a 120-step bisection at 30 significant digits (mpmath).
    func testBezierMatchesHighPrecisionReference() {
        let inputs = [0.1, 0.25, 0.5, 0.75, 0.9]
        let cases: [(CubicBezier, [Double])] = [
            (
                CubicBezier(0.42, 0, 1, 1),
                [
                    0.017026609651562943, 0.093464650718824863, 0.31535681257253931,
                    0.62186186917489021, 0.83942784576246653,
                ]
            ),
            (
                CubicBezier(0, 0, 0.58, 1),
                [
                    0.16057215423753348, 0.37813813082510981, 0.68464318742746071,
                    0.90653534928117515, 0.98297339034843706,
                ]
            ),
            (
                CubicBezier(0.42, 0, 0.58, 1),
                [
                    0.019722453548311197, 0.12916193104731982, 0.5,
                    0.87083806895268021, 0.98027754645168881,
                ]
            ),
            (
                CubicBezier(0.25, 0.1, 0.25, 1),
                [
                    0.094796305716043248, 0.40851059135539587, 0.80240338758485699,
                    0.96045897834897408, 0.99431647748455637,
                ]
            ),
        ]
        for (curve, expected) in cases {
            for (x, y) in zip(inputs, expected) {
                XCTAssertEqual(curve.value(x), y, accuracy: 1e-12, "\(curve) at \(x)")
            }
        }
    }

    func testBezierEndpointsAreExactAndInputIsClamped() {
        let curve = CubicBezier(0.42, 0, 0.58, 1)
        XCTAssertEqual(curve.value(0), 0)
        XCTAssertEqual(curve.value(1), 1)
        XCTAssertEqual(curve.value(-3), 0)
        XCTAssertEqual(curve.value(7), 1)
        XCTAssertEqual(curve.value(.nan), 0)
    }

    /// (1, 0, 0, 1) has x'(0.5) = 0: Newton stalls there and bisection must take over.
    func testSolverSurvivesAFlatDerivative() {
        let curve = CubicBezier(1, 0, 0, 1)
        for i in 1..<200 {
            let x = Double(i) / 200
            let t = curve.parameter(forX: x)
            let xt = 3 * (1 - t) * (1 - t) * t + t * t * t
            XCTAssertEqual(xt, x, accuracy: 1e-11, "x = \(x)")
        }
    }

    func testControlPointXIsClampedSoTheCurveStaysAFunction() {
        let curve = CubicBezier(-0.5, 0.2, 1.5, 0.8)
        XCTAssertEqual(curve.x1, 0)
        XCTAssertEqual(curve.x2, 1)
        var previous = 0.0
        for i in 1...100 {
            let y = curve.value(Double(i) / 100)
            XCTAssertGreaterThanOrEqual(y, previous)
            previous = y
        }
    }

    func testNamedCurvesUseTheCoreAnimationControlPoints() {
        for p in stride(from: 0.05, to: 1, by: 0.05) {
            XCTAssertEqual(TimingCurve.linear.value(p), p)
            XCTAssertEqual(TimingCurve.easeIn.value(p), CubicBezier(0.42, 0, 1, 1).value(p))
            XCTAssertEqual(TimingCurve.easeOut.value(p), CubicBezier(0, 0, 0.58, 1).value(p))
            XCTAssertEqual(TimingCurve.easeInOut.value(p), CubicBezier(0.42, 0, 0.58, 1).value(p))
            XCTAssertEqual(TimingCurve.bezier(0.1, 0.7, 0.3, 1).value(p), CubicBezier(0.1, 0.7, 0.3, 1).value(p))
        }
    }

    func testEveryCurveIsExactlyZeroAndOneAtItsEnds() {
        let spring = Spring(damping: 0.5, initialVelocity: 2, duration: 0.5)
        let curves: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .bezier(0.3, -0.5, 0.7, 1.5), .spring(spring)]
        for curve in curves {
            XCTAssertEqual(curve.value(0), 0, "\(curve)")
            XCTAssertEqual(curve.value(1), 1, "\(curve)")
            XCTAssertEqual(curve.value(-0.2), 0, "\(curve)")
            XCTAssertEqual(curve.value(1.2), 1, "\(curve)")
        }
        XCTAssertEqual(TimingCurve.spring(spring).value(0.3), spring.value(0.3))
    }
}
