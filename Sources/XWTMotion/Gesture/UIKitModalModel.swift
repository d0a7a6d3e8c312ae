import XWTEngine

/// UIKit's full-screen modal presentation has no pan: present and dismiss are taps (iOS 13's
/// swipe-down dismissal belongs to the page-sheet style, not modelled). Every pan is refused.
public struct UIKitModalModel: TapsOnlyGestureModel {
    public static let id = "uikit-modal"
    public static let origin = "UIKit (a full-screen modal presentation: no interactive present or dismiss)"

    /// Never compared (no pan is recognised); kept so a preset override reads uniformly.
    public var threshold = 0.5

    public init() {}

    public func refusal(of pan: PanAct, start: Point, in screen: Size) -> String? {
        "UIKit's full-screen modal presentation has no pan (it presents and dismisses on taps): use { \"animate\": \"\(pan.transition.rawValue)\" }"
    }

    public var rules: [String] { ["no pan: present and dismiss run on taps (every pan is refused)"] }
}
