import Foundation
import XWTEngine

/// Why a script of acts cannot be played; each description is one line naming the act (0-based).
public enum TimelineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A `TimelineConfig` field is out of range.
    case invalidConfig(field: String, value: Double, requirement: String)
    /// The script has no acts.
    case noActs
    /// A numeric field of act `index` is out of range.
    case invalidAct(index: Int, field: String, value: Double, requirement: String)
    /// The transition cannot run in the state left by the previous acts: a `to` while the to
    /// screen is presented, or a `back` while it is not.
    case transitionUnavailable(index: Int, transition: TransitionDirection)
    /// The pan's touch-down fails XW's edge-spacing start condition, so the recognizer would not fire.
    case panNotRecognised(index: Int, direction: SwipeDirection, start: Point, edgeSpacing: Double, screen: Size)
    /// The library's gesture model never starts this pan; `reason` is one clause saying why.
    case panRefused(index: Int, reason: String)
    /// The finger would be outside the screen (at touch-down or during the drag).
    case fingerOffScreen(index: Int, point: Point, screen: Size)
    /// A finger of a pinch would be outside the screen (at touch-down or during the pinch).
    case pinchFingerOffScreen(index: Int, point: Point, screen: Size)
    /// A pinch act while the gesture model (id `model`) reads pans.
    case pinchWithPanModel(index: Int, model: String)
    /// A pan act while the gesture model (id `model`) reads pinches.
    case panWithPinchModel(index: Int, model: String)

    public var description: String {
        switch self {
        case let .invalidConfig(field, value, requirement):
            return "timeline config: \(field) must be \(requirement), found \(format(value))"
        case .noActs:
            return "the script has no acts; add at least one hold, animate, pan or pinch"
        case let .invalidAct(index, field, value, requirement):
            return "acts[\(index)]: \(field) must be \(requirement), found \(format(value))"
        case let .transitionUnavailable(index, .to):
            return "acts[\(index)]: a to transition needs the from screen, but the to screen is already presented"
        case let .transitionUnavailable(index, .back):
            return "acts[\(index)]: a back transition needs the to screen presented, but it is not (never presented, cancelled or already dismissed)"
        case let .panNotRecognised(index, direction, start, e, screen):
            let rule: String
            switch direction {
            case .left: rule = "x ≥ \(format(screen.width - e)) pt (within \(format(e)) pt of the right edge), but starts at x = \(format(start.x))"
            case .right: rule = "x ≤ \(format(e)) pt (within \(format(e)) pt of the left edge), but starts at x = \(format(start.x))"
            case .up: rule = "y ≥ \(format(screen.height - e)) pt (within \(format(e)) pt of the bottom edge), but starts at y = \(format(start.y))"
            case .down: rule = "y ≤ \(format(e)) pt (within \(format(e)) pt of the top edge), but starts at y = \(format(start.y))"
            }
            return
                "acts[\(index)]: \(direction == .up ? "an" : "a") \(direction.rawValue) pan with edgeSpacing \(format(e)) is only recognised when it starts at \(rule)"
        case let .panRefused(index, reason):
            return "acts[\(index)]: \(reason)"
        case let .fingerOffScreen(index, point, screen):
            return
                "acts[\(index)]: the finger would be at (\(format(point.x)), \(format(point.y))) pt, outside the \(format(screen.width))×\(format(screen.height)) pt screen; change start or distance"
        case let .pinchFingerOffScreen(index, point, screen):
            return
                "acts[\(index)]: a finger of the pinch would be at (\(format(point.x)), \(format(point.y))) pt, outside the \(format(screen.width))×\(format(screen.height)) pt screen; change center, span or scale"
        case let .pinchWithPanModel(index, model):
            return
                "acts[\(index)]: a pinch needs a gesture model that reads pinches (vc-pinch), but the model \(model) reads pans; set \"gesture\": {\"model\": \"vc-pinch\"}"
        case let .panWithPinchModel(index, model):
            return "acts[\(index)]: the gesture model \(model) reads pinches, not pans; write a pinch act or choose a pan model"
        }
    }
}

/// A number as a person writes it: up to 6 significant digits, no trailing zeros.
private func format(_ value: Double) -> String { String(format: "%g", value) }
