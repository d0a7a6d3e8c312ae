/// TransitionManager's container options (`TransitionProperty.h`), as a preset sets them.
///
/// Defaults are TM's own (`TransitionProperty.m` from commit 9bea37a on, the current version; its
/// first version defaulted `autoShowAndHideNavBar` to YES, against the header's "默认为NO"):
/// the bar is not hidden, it would fade over 0.25 s, the back run is TM's, and `backAnimationType`
/// 0 lets TM pick the back type (`TMSystemTransition.automaticBack`). docs/containers.md.
public struct TMContainerOptions: Sendable, Hashable {
    /// Fade the navigation controller's bar out when a push or pop starts and back in when it
    /// completes (`TransitionAnimator.m`: `animateTransition:` and `animationEnded:`).
    public var autoShowAndHideNavBar = false
    /// Seconds of each of those fades.
    public var showAndHideNavBarTime = 0.25
    /// Pop or dismiss with UIKit's own animation instead of TM's (`animationEnded:` removes TM's
    /// delegates after the push or present, so UIKit runs the back transition: its pop with the
    /// edge swipe, or its full-screen dismissal on a tap; `backGestureType` is then ignored).
    public var isSystemBackAnimation = false
    /// The system type played back (one of `backAnimationTypes`); nil is TM's 0, the automatic pairing.
    public var backAnimationType: String?

    public init() {}

    /// TM's defaults.
    public static let defaults = TMContainerOptions()

    /// The names `backAnimationType` takes: TM's 33 system types as our effect ids without `tm-`,
    /// the directional ones with the subtype's side (`cube-left` = `SysCubeFromLeft`).
    public static let backAnimationTypes: [String] = TMSystemTransition.named.map(\.name)

    /// True when `effect` is one of TM's system (CATransition) types, the only ones whose back run
    /// `backAnimationType` sets ("只在system中才可使用", `TransitionProperty.h`).
    public static func takesBackAnimationType(_ effect: EffectID) -> Bool {
        effect.type is any TMSystemEffect.Type
    }
}

extension TMSystemTransition {
    /// Every system type by its `backAnimationType` name, in `TypeDefConfig.h`'s order. The
    /// settings a type has beyond its side (a slide's `fade`, OglFlip's `shading`, a curl's
    /// reading) come from the forward type when it has the same kind of setting, else the
    /// parameter's default.
    static let named: [(name: String, make: @Sendable (TMSystemTransition) -> TMSystemTransition)] = {
        var list: [(name: String, make: @Sendable (TMSystemTransition) -> TMSystemTransition)] = [("fade", { _ in .fade })]
        let sides: [Side] = [.right, .left, .top, .bottom]
        for side in sides { list.append(("push-\(side.rawValue)", { .push(side, fade: $0.slideFade) })) }
        for side in sides { list.append(("reveal-\(side.rawValue)", { .reveal(side, fade: $0.slideFade) })) }
        for side in sides { list.append(("move-in-\(side.rawValue)", { .moveIn(side, fade: $0.slideFade) })) }
        for side in sides { list.append(("cube-\(side.rawValue)", { _ in .cube(side) })) }
        list.append(("suck", { _ in .suck }))
        for side in sides { list.append(("ogl-flip-\(side.rawValue)", { .oglFlip(side, shading: $0.shading) })) }
        list.append(("ripple", { _ in .ripple }))
        for side in sides { list.append(("page-curl-\(side.rawValue)", { .pageCurl(side, $0.curlReading) })) }
        for side in sides { list.append(("page-uncurl-\(side.rawValue)", { .pageUnCurl(side, $0.curlReading) })) }
        list.append(("iris-open", { _ in .irisOpen }))
        list.append(("iris-close", { _ in .irisClose }))
        return list
    }()

    /// The type `name` names, carrying this type's settings where it has the same kind.
    func backType(named name: String) -> TMSystemTransition? {
        Self.named.first { $0.name == name }.map { $0.make(self) }
    }

    private var slideFade: Double {
        switch self {
        case let .push(_, fade), let .reveal(_, fade), let .moveIn(_, fade): return fade
        default: return TMSystemTransition.slideFade.defaultValue
        }
    }

    private var shading: Double {
        if case let .oglFlip(_, shading) = self { return shading }
        return TMOglFlip.shading.defaultValue
    }

    private var curlReading: UncurlReading {
        switch self {
        case let .pageCurl(_, reading), let .pageUnCurl(_, reading): return reading
        default: return TMPageUnCurl.reading.defaultValue
        }
    }
}

extension Parameter {
    /// The declared default, read back as `Value`.
    var defaultValue: Value {
        guard let value = read(spec.defaultValue) else { preconditionFailure("\(spec.name)'s default does not hold a \(Value.self)") }
        return value
    }
}
