import XWTEffects
import XWTSuggestions

/// TransitionManager's container options as top-level preset keys, named as `TransitionProperty.h`
/// names them (docs/containers.md): only with a TM effect, each checked against the container.
extension PresetParser {
    static let transitionManagerKeys = ["autoShowAndHideNavBar", "showAndHideNavBarTime", "isSystemBackAnimation", "backAnimationType"]

    /// The options the preset sets (TM's defaults for the others), for `effect` in `container`.
    static func transitionManagerOptions(_ top: inout PresetReader, effect: EffectID, container: Container) throws -> TMContainerOptions {
        var options = TMContainerOptions.defaults
        let given = transitionManagerKeys.filter { top.keys.contains($0) }
        guard let first = given.first else { return options }
        guard effect.library == .transitionManager else {
            throw top.error(
                first, expected: "no \(first) (a TransitionManager option; \(effect.rawValue) is a \(effect.library.rawValue) effect)",
                found: top.value(first)?.kindDescription ?? "")
        }
        options.autoShowAndHideNavBar = try top.bool("autoShowAndHideNavBar", default: options.autoShowAndHideNavBar)
        options.showAndHideNavBarTime = try top.number(
            "showAndHideNavBarTime", default: options.showAndHideNavBarTime, in: 0...10, unit: "s")
        options.isSystemBackAnimation = try top.bool("isSystemBackAnimation", default: options.isSystemBackAnimation)
        // A present's from controller is the navigation controller itself, whose
        // `navigationController` is nil: TM fades no bar (`TransitionAnimator.m`).
        if container == .modal && options.autoShowAndHideNavBar {
            throw top.error(
                "autoShowAndHideNavBar",
                expected: "false in a modal container (TM fades a navigation controller's bar on push and pop only)", found: "true")
        }
        if let value = top.value("backAnimationType") {
            let names = TMContainerOptions.backAnimationTypes
            let expected = "one of TM's system types " + names.joined(separator: ", ")
            guard case let .string(name) = value else { throw top.error("backAnimationType", expected: expected, found: value.kindDescription) }
            guard names.contains(name) else {
                throw top.error("backAnimationType", expected: expected, found: "\"\(name)\"" + NameSuggestions.hint(for: name, in: names))
            }
            guard TMContainerOptions.takesBackAnimationType(effect) else {
                throw top.error(
                    "backAnimationType",
                    expected: "no backAnimationType (TM sets it for its system types only; \(effect.rawValue) plays its own back run)",
                    found: "\"\(name)\"")
            }
            if options.isSystemBackAnimation {
                throw top.error(
                    "backAnimationType", expected: "no backAnimationType with isSystemBackAnimation true (UIKit then pops)",
                    found: "\"\(name)\"")
            }
            options.backAnimationType = name
        }
        return options
    }
}
