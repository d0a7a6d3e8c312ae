import XWTEffects
import XWTMotion
import XWTScreens

/// The container keys of a preset: `container`, and the chrome bands of image screens
/// (`navigationBar`, `tabBar`; docs/containers.md).
extension PresetParser {
    static let containerKeys = ["container", "navigationBar", "tabBar", "hidesBottomBarWhenPushed"]

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

    /// UIKit's `hidesBottomBarWhenPushed` of the pushed screen (nil: absent, the screens decide: a
    /// tab bar both show stays, one only the from screen shows leaves with it). A push only: any
    /// other container refuses it, and RW, whose snapshots carry the bars, takes only `true`.
    static func hidesBottomBarWhenPushed(_ top: inout PresetReader, effect: EffectID, container: Container) throws -> Bool? {
        let key = "hidesBottomBarWhenPushed"
        guard let value = top.value(key) else { return nil }
        guard case let .bool(hides) = value else { throw top.error(key, expected: "true or false", found: value.kindDescription) }
        guard container == .navigation else {
            throw top.error(key, expected: "a navigation container (a pushed view controller's setting)", found: "the \(container.rawValue) container")
        }
        if !hides && effect.descriptor.barsMoveWithScreens {
            throw top.error(
                key, expected: "true (\(effect.rawValue) snapshots the screens with their bars, so its tab bar leaves with the page)", found: "false")
        }
        return hides
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
