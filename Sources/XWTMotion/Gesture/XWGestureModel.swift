import XWTEngine

/// XWTransition's pan rule (`XWInteractiveTransition.m`).
///
/// Percent is incremental (the sum of each callback's translation since the last, over the base:
/// Left −dx, Right +dx, Up −dy, Down +dy), so it equals the total signed travel over the base
/// (`panRatioBaseValue`, else the screen width or height) and is not clamped. `edgeSpacing` limits
/// where the touch may start. Release on Ended: with the display-link timer the percent moves
/// 1/60 per tick toward 1 while percent > 0.5 (toward 0 otherwise), finishing at once from ≥ 1 or
/// ≤ 0; without it percent ≥ 0.5 finishes and UIKit completes the rest (ease-in-out).
public struct XWGestureModel: GestureModel {
    public static let id = "xw"
    public static let origin = "XWTransition (XWInteractiveTransition.m)"

    /// `needInteractiveTimer`: a display-link timer settles the release instead of UIKit.
    public var usesTimer: Bool
    public var threshold: Double
    public var legacyGlitch: LegacyGlitch?
    public var timerStep: Int { 1 }

    public init() { self.init(usesTimer: false) }

    public init(usesTimer: Bool, threshold: Double = 0.5, legacyGlitch: LegacyGlitch? = nil) {
        self.usesTimer = usesTimer; self.threshold = threshold; self.legacyGlitch = legacyGlitch
    }

    public func recognises(_ pan: PanAct, start: Point, in screen: Size) -> Bool {
        pan.direction.accepts(start: start, edgeSpacing: pan.edgeSpacing, in: screen)
    }

    public func percent(_ pan: PanAct, translation: Point, in screen: Size) -> Double {
        let base = pan.ratioBase ?? (pan.direction.isHorizontal ? screen.width : screen.height)
        return pan.direction.percentIncrement(dx: translation.x, dy: translation.y, base: base)
    }

    public func release(percent p: Double, duration: Double) -> GestureRelease {
        if legacyGlitch == .snapAndFlashOnCancel {
            return GestureRelease(outcome: p >= threshold ? .finished : .cancelled, settle: .immediate)
        }
        guard usesTimer else { return .completion(from: p, finish: p >= threshold, duration: duration) }
        if p >= 1 || p <= 0 { return GestureRelease(outcome: p >= 1 ? .finished : .cancelled, settle: .immediate) }
        return .timer(from: p, forward: p > threshold, step: timerStep)
    }

    public var rules: [String] {
        let settle =
            usesTimer
            ? "display-link timer: ±1/60 per 60 Hz tick, forward while percent > \(threshold) (≥ 1 or ≤ 0 ends at once)"
            : "UIKit completion (ease-in-out): finish when percent ≥ \(threshold), else cancel"
        return [
            "percent: signed finger travel / (panRatioBaseValue or screen width/height), not clamped; edgeSpacing limits the start",
            "release on Ended; " + settle,
        ]
            + (legacyGlitch.map { ["legacy glitch reproduced: \($0.rawValue)"] } ?? [])
    }
}
