import XWTEngine

/// UIKit's full-screen modal presentation has no pan: present and dismiss are taps (iOS 13's
/// swipe-down dismissal belongs to the page-sheet style, not modelled). Every pan is refused.
public struct UIKitModalModel: GestureModel {
    public static let id = "uikit-modal"
    public static let origin = "UIKit (a full-screen modal presentation: no interactive present or dismiss)"

    public var threshold = 0.5
    public var timerStep: Int { 1 }
    public var legacyGlitch: LegacyGlitch? { nil }

    public init() {}

    public func recognises(_ pan: PanAct, start: Point, in screen: Size) -> Bool { false }

    public func refusal(of pan: PanAct, start: Point, in screen: Size) -> String? {
        "UIKit's full-screen modal presentation has no pan (it presents and dismisses on taps): use { \"animate\": \"\(pan.transition == .to ? "to" : "back")\" }"
    }

    public func percent(_ pan: PanAct, translation t: Point, in screen: Size) -> Double { 0 }

    public func release(percent p: Double, duration: Double) -> GestureRelease {
        .completion(from: p, finish: p > threshold, duration: duration)
    }

    public var rules: [String] { ["no pan: present and dismiss run on taps (every pan is refused)"] }
}
