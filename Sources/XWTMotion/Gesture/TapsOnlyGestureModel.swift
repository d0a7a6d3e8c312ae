import XWTEngine

/// A gesture model of a library or container whose transitions run on taps only: no pan is
/// recognised, and each model's `refusal` says why in one line. A preset may still name another
/// model to scrub the animations with a finger.
public protocol TapsOnlyGestureModel: GestureModel {}

extension TapsOnlyGestureModel {
    public var timerStep: Int { 1 }
    public var legacyGlitch: LegacyGlitch? { nil }

    public func recognises(_ pan: PanAct, start: Point, in screen: Size) -> Bool { false }

    public func percent(_ pan: PanAct, translation: Point, in screen: Size) -> Double { 0 }

    /// Never reached (no pan is recognised); UIKit's completion, as for a tap.
    public func release(percent p: Double, duration: Double) -> GestureRelease {
        .completion(from: p, finish: p > threshold, duration: duration)
    }
}
