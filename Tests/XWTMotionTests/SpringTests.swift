import Foundation
import XCTest

@testable import XWTMotion

final class SpringTests: XCTestCase {
    /// One row of the UIKit spring table (Framer's conversion), with its printed values.
    struct Row {
        let use: String
        let damping, velocity, duration, omega0: Double
        let samples: [Double]
        let peak: Double
    }

    static let table: [Row] = [
        Row(
            use: "XW Lines", damping: 0.8, velocity: 0, duration: 0.49, omega0: 18.36,
            samples: [0, 0.249, 0.609, 0.852, 0.969, 1.009, 1.015, 1.010, 1.005, 1.002, 1], peak: 1.015),
        Row(
            use: "HU lines 4.7", damping: 0.8, velocity: 0, duration: 4.7, omega0: 1.914,
            samples: [0, 0.249, 0.609, 0.852, 0.969, 1.009, 1.015, 1.010, 1.005, 1.002, 1], peak: 1.015),
        Row(
            use: "HU lines 4.0", damping: 0.8, velocity: 0, duration: 4.0, omega0: 2.249,
            samples: [0, 0.249, 0.609, 0.852, 0.969, 1.009, 1.015, 1.010, 1.005, 1.002, 1], peak: 1.015),
        Row(
            use: "XW MagicMove", damping: 0.55, velocity: 1 / 0.55, duration: 0.5, omega0: 23.04,
            samples: [0, 0.451, 0.948, 1.123, 1.089, 1.020, 0.987, 0.986, 0.996, 1.001, 1.002], peak: 1.127),
        Row(
            use: "TM RotationPresent", damping: 0.7, velocity: 1 / 0.7, duration: 0.5, omega0: 19.36,
            samples: [0, 0.325, 0.730, 0.963, 1.040, 1.041, 1.022, 1.006, 0.999, 0.998, 0.998], peak: 1.046),
        Row(
            use: "WSL #2 push", damping: 0.5, velocity: 2.0, duration: 0.5, omega0: 24.73,
            samples: [0, 0.513, 1.039, 1.161, 1.072, 0.990, 0.974, 0.989, 1.002, 1.004, 1.002], peak: 1.164),
        Row(
            use: "RW TouTiao", damping: 1.0, velocity: 0, duration: 0.4, omega0: 23.08,
            samples: [0, 0.236, 0.551, 0.764, 0.883, 0.944, 0.974, 0.988, 0.995, 0.998, 0.999], peak: 0.999),
    ]

    /// Half a unit in the last printed digit, plus rounding slack.
    static func halfUnit(ofDecimals decimals: Int) -> Double { 0.5 * pow(10, -Double(decimals)) + 1e-9 }

    func testOmega0MatchesTheTable() {
        for row in Self.table {
            let spring = Spring(damping: row.damping, initialVelocity: row.velocity, duration: row.duration)
            let decimals = row.omega0 < 10 ? 3 : 2
            XCTAssertEqual(spring.omega0, row.omega0, accuracy: Self.halfUnit(ofDecimals: decimals), row.use)
        }
    }

    /// The table's last column is the unsnapped x(T); `value(1)` itself snaps to 1.
    func testSamplesMatchTheTable() {
        for row in Self.table {
            let spring = Spring(damping: row.damping, initialVelocity: row.velocity, duration: row.duration)
            for (i, expected) in row.samples.enumerated() {
                let x = spring.value(atTime: row.duration * Double(i) / 10)
                XCTAssertEqual(x, expected, accuracy: Self.halfUnit(ofDecimals: 3), "\(row.use) at t/T = \(Double(i) / 10)")
            }
            XCTAssertEqual(spring.value(0), 0)
            XCTAssertEqual(spring.value(1), 1)
            XCTAssertEqual(spring.value(1.5), 1)
        }
    }

    func testPeakMatchesTheTable() {
        for row in Self.table {
            let spring = Spring(damping: row.damping, initialVelocity: row.velocity, duration: row.duration)
            let peak = (0...10_000).map { spring.value(atTime: row.duration * Double($0) / 10_000) }.max()!
            XCTAssertEqual(peak, row.peak, accuracy: Self.halfUnit(ofDecimals: 3), row.use)
        }
    }

    func testOmega0ScalesInverselyWithDurationWhenVelocityIsZero() {
        let a = Spring(damping: 0.8, initialVelocity: 0, duration: 0.49)
        let b = Spring(damping: 0.8, initialVelocity: 0, duration: 4.9)
        XCTAssertEqual(a.omega0 * 0.49, b.omega0 * 4.9, accuracy: 1e-9)
    }

    /// ω0 is a root of the envelope equation and no larger ω is one, including unusual springs
    /// whose largest root lies below the kink of |ζω0 − v0|.
    func testOmega0IsTheLargestRootOfTheEnvelope() {
        let springs: [(Double, Double, Double)] = [
            (0.8, 0, 0.49), (0.55, 1 / 0.55, 0.5), (0.1, 0, 1), (0.05, 200, 0.3), (0.3, -4, 0.6),
            (0.999, 0, 0.5), (1, 0, 0.4), (1, 3, 0.5), (1, 50, 0.5), (1, -2, 0.7), (0.9, 40, 0.2),
        ]
        for (zeta, v0, T) in springs {
            let spring = Spring(damping: zeta, initialVelocity: v0, duration: T)
            func envelope(_ w: Double) -> Double {
                if zeta < 1 {
                    return abs(zeta * w - v0) / (w * (1 - zeta * zeta).squareRoot()) * exp(-zeta * w * T)
                }
                return exp(-w * T) * abs(1 + (w - v0) * T)
            }
            let w0 = spring.omega0
            XCTAssertEqual(envelope(w0), 0.001, accuracy: 1e-12, "ζ \(zeta) v0 \(v0) T \(T)")
            for i in 1...4000 {
                let w = w0 * (1 + Double(i) / 100)
                XCTAssertLessThan(envelope(w), 0.001, "ζ \(zeta) v0 \(v0) T \(T): larger root near \(w)")
            }
        }
    }

    func testDampingAboveOneIsCriticallyDamped() {
        let over = Spring(damping: 1.5, initialVelocity: 0, duration: 0.4)
        let critical = Spring(damping: 1, initialVelocity: 0, duration: 0.4)
        XCTAssertEqual(over, critical)
    }
}
