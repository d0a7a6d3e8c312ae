import XWTEffects
import XWTMotion
import XWTScreens

/// The container keys of a preset: `container`, and the chrome bands of image screens
/// (`navigationBar`, `tabBar`; docs/containers.md).
extension PresetParser {
    static let containerKeys = ["container", "navigationBar", "tabBar"]

    /// The container the preset names (nil: the effect's demo default) and the chrome bands of its
    /// image screens (mock screens know their own).
    static func containerSettings(_ top: inout PresetReader, effect: EffectID) throws -> (Container?, ScreenChrome) {
        let container: Container? =
            top.keys.contains("container") ? try top.choice("container", Container.allCases.map { ($0.rawValue, $0) }) : nil
        if let container, !Container.choices(library: effect.library).contains(container) {
            throw top.error(
                "container",
                expected: "navigation or modal (\(effect.rawValue) is a \(effect.library.rawValue) effect; tab switches are VCTransitionsLibrary's)",
                found: "\"tab\"")
        }
        let navigationBar = try barHeight(&top, "navigationBar")
        let tabBar = try barHeight(&top, "tabBar")
        return (container, ScreenChrome(navigationBar: navigationBar, tabBar: tabBar))
    }

    /// VCTransitionsLibrary's horizontal swipe wired for a tab bar when the preset names `tab`
    /// (`CEHorizontalSwipeInteractionController.m`, `CEInteractionOperationTab`): a right-to-left
    /// pan switches to B, a left-to-right one back to A; other gestures keep their own rules.
    static func tabTraits(_ traits: GestureTraits, container: Container?) -> GestureTraits {
        guard container == .tab, var model = traits.model as? VCHorizontalSwipeModel else { return traits }
        model.switchesTabs = true
        return GestureTraits(model: model, toGesture: .left, backGesture: .right)
    }

    /// `{"height": PT}`: how many points of an image screen's edge are the bar (0 = none).
    private static func barHeight(_ top: inout PresetReader, _ key: String) throws -> Double {
        guard let value = top.value(key) else { return 0 }
        var r = try PresetReader(file: top.file, path: key, value: value)
        let height = try r.number("height", in: 0...1000, unit: "pt")
        try r.finish(allowed: ["height"])
        return height
    }
}
