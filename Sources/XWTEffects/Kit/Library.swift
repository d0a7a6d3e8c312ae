/// The iOS library (or tutorial) an effect is read from.
public enum Library: String, CaseIterable, Sendable, Codable {
    case xwTransition = "XWTransition"
    case transitionManager = "TransitionManager"
    case vcTransitionsLibrary = "VCTransitionsLibrary"
    case huAnimator = "HUAnimator"
    case wslTransferAnimation = "WSLTransferAnimation"
    case rwPopTransitionAnimation = "RWPopTransitionAnimation"
    case springModalTutorial = "SpringModalTutorial"
    case uiKit = "UIKit"
    /// HeroTransitions/Hero: no effect of its own here; its default animations are bundled as
    /// declared presets listed under it.
    case hero = "Hero"
    /// Not a library: the transition a preset declares itself (`custom`).
    case declared = "Declared"

    /// The repository or article it comes from, for listings.
    public var origin: String {
        switch self {
        case .xwTransition: "wazrx/XWTransition"
        case .transitionManager: "BIGEDRAGON/TransitionManager"
        case .vcTransitionsLibrary: "ColinEberhardt/VCTransitionsLibrary"
        case .huAnimator: "cinkster/HUAnimator"
        case .wslTransferAnimation: "wslcmk/WSLTransferAnimation"
        case .rwPopTransitionAnimation: "CallLiven/RWPopTransitionAnimation"
        case .springModalTutorial: "the spring-modal tutorial (PresentAnimation / DismissAnimation / PanInteractiveTransition)"
        case .uiKit: "UIKit's stock navigation push and pop and full-screen modal presentation (numbers from published reimplementations, or models)"
        case .hero: "HeroTransitions/Hero (its default animations and matched views, declared in presets)"
        case .declared: "declared in the preset (docs/custom-transitions.md)"
        }
    }
}
