import XWTEngine

/// The direction a pan recognizer listens for (XWInteractiveTransition: Left=0, Right=1, Up=2, Down=3).
///
/// Unit: screen points, UIKit frame space (y down), so `up` moves the finger towards y = 0.
public enum SwipeDirection: String, Sendable, Hashable, CaseIterable {
    case left, right, up, down

    /// The finger's unit motion vector.
    public var unitVector: Point {
        switch self {
        case .left: Point(-1, 0)
        case .right: Point(1, 0)
        case .up: Point(0, -1)
        case .down: Point(0, 1)
        }
    }

    /// Whether the motion is along x (left/right) rather than y.
    public var isHorizontal: Bool { self == .left || self == .right }

    /// XW's percent increment for a translation (dx, dy): Left −dx, Right +dx, Up −dy, Down +dy,
    /// over `base` points (`XWInteractiveTransition.m`).
    func percentIncrement(dx: Double, dy: Double, base: Double) -> Double {
        switch self {
        case .left: -dx / base
        case .right: dx / base
        case .up: -dy / base
        case .down: dy / base
        }
    }

    /// XW's start condition: with `edgeSpacing` > 0 the touch must begin within that many points
    /// of the edge opposite the motion (Left → x ≥ W − e, Right → x ≤ e, Up → y ≥ H − e,
    /// Down → y ≤ e); otherwise anywhere.
    func accepts(start: Point, edgeSpacing e: Double, in size: Size) -> Bool {
        guard e > 0 else { return true }
        switch self {
        case .left: return start.x >= size.width - e
        case .right: return start.x <= e
        case .up: return start.y >= size.height - e
        case .down: return start.y <= e
        }
    }
}
