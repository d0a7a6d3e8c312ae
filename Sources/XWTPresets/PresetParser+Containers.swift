import XWTEffects
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

    /// `{"height": PT}`: how many points of an image screen's edge are the bar (0 = none).
    private static func barHeight(_ top: inout PresetReader, _ key: String) throws -> Double {
        guard let value = top.value(key) else { return 0 }
        var r = try PresetReader(file: top.file, path: key, value: value)
        let height = try r.number("height", in: 0...1000, unit: "pt")
        try r.finish(allowed: ["height"])
        return height
    }
}
