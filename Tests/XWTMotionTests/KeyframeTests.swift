import XCTest
import XWTEngine
import XWTMotion

final class KeyframeTests: XCTestCase {
    let track = KeyframeTrack(
        initial: 10.0,
        keyframes: [
            Keyframe(start: 0.2, end: 0.4, value: 20),
            Keyframe(start: 0.6, end: 0.8, value: 0),
        ])

    func testHoldsTheInitialValueBeforeTheFirstKeyframe() {
        XCTAssertEqual(track.value(at: 0), 10)
        XCTAssertEqual(track.value(at: 0.19), 10)
        XCTAssertEqual(track.value(at: 0.2), 10)
    }

    func testInterpolatesLinearlyInsideAKeyframeFromThePreviousValue() {
        XCTAssertEqual(track.value(at: 0.3), 15, accuracy: 1e-12)
        XCTAssertEqual(track.value(at: 0.7), 10, accuracy: 1e-12)
        XCTAssertEqual(track.value(at: 0.75), 5, accuracy: 1e-12)
    }

    func testHoldsAKeyframesValueAfterItEnds() {
        XCTAssertEqual(track.value(at: 0.4), 20)
        XCTAssertEqual(track.value(at: 0.5), 20)
        XCTAssertEqual(track.value(at: 0.8), 0)
        XCTAssertEqual(track.value(at: 1), 0)
    }

    /// The caller eases the overall time: at p, the track is evaluated at EIO(p).
    func testOverallTimeIsEasedByTheCaller() {
        let p = 0.35, u = TimingCurve.easeInOut.value(p)
        XCTAssertEqual(track.value(at: u), 10 + 10 * (u - 0.2) / 0.2, accuracy: 1e-12)
    }

    /// VC Cards' [0, 0.4] then [0.2, 0.6] on one property: the second starts when the first ends.
    func testOverlappingKeyframeStartsWhenThePreviousEnds() {
        let cards = KeyframeTrack(
            initial: 0.0,
            keyframes: [
                Keyframe(start: 0, end: 0.4, value: 1),
                Keyframe(start: 0.2, end: 0.6, value: 2),
            ])
        XCTAssertEqual(cards.keyframes[1].start, 0.4)
        XCTAssertEqual(cards.value(at: 0.3), 0.75, accuracy: 1e-12)
        XCTAssertEqual(cards.value(at: 0.5), 1.5, accuracy: 1e-12)
    }

    func testKeyframesAreOrderedByStart() {
        let shuffled = KeyframeTrack(initial: 10.0, keyframes: track.keyframes.reversed())
        for u in stride(from: 0.0, through: 1, by: 0.05) {
            XCTAssertEqual(shuffled.value(at: u), track.value(at: u))
        }
    }

    func testZeroLengthKeyframeJumps() {
        let jump = KeyframeTrack(initial: 1.0, keyframes: [Keyframe(start: 0.5, end: 0.5, value: 0)])
        XCTAssertEqual(jump.value(at: 0.49), 1)
        XCTAssertEqual(jump.value(at: 0.5), 0)
    }

    func testTransformKeyframesInterpolateByDecomposition() {
        let flip = KeyframeTrack(
            initial: Transform3D.identity,
            keyframes: [
                Keyframe(start: 0, end: 0.5, value: .rotation(Double.pi / 2, 0, 1, 0))
            ])
        assertClose(flip.value(at: 0.25), .rotation(Double.pi / 4, 0, 1, 0), accuracy: 1e-12)
        XCTAssertEqual(flip.value(at: 0.9), .rotation(Double.pi / 2, 0, 1, 0))
    }
}
