/// The UIKit container a transition runs in: how the two screens are related, and so which chrome
/// stays while the content transitions.
///
/// - `navigation`: push and pop in a `UINavigationController`. A custom animator animates the view
///   controllers' views inside the transition container; the navigation bar belongs to the
///   navigation controller, above that container, so it stays flat and still and only its items
///   change. A tab bar shared by both screens stays too.
/// - `modal`: present and dismiss (full-screen style). The presented screen carries its own bars
///   and moves with them.
/// - `tab`: a `UITabBarController` switch. The tab bar stays and its selected item changes when the
///   transition completes; each tab's navigation bar moves with its screen.
public enum Container: String, CaseIterable, Sendable, Codable {
    case navigation
    case modal
    case tab

    /// What the effect's library demo does (the default when a preset names no container).
    ///
    /// Sources: XWTransition's demo controllers push or present by a `UISwitch` in the bar, off
    /// (present) when the screen opens (`XWBasicFromController.m`); TransitionManager's demo
    /// (`TableViewController.m`) offers both, and the bundled presets push every CATransition type,
    /// the page and portal types and ViewMove, and present Fade, Ripple, Suck and RotationPresent;
    /// VCTransitionsLibrary's demo runs its animators in a navigation controller
    /// (`NavigationController.m`), Cards being the modal card; HUAnimator and RWPopTransitionAnimation
    /// are navigation animators; WSL pushes the shared element and the doors and presents the photo
    /// viewer and the splash flip; the spring-modal tutorial presents. A declared effect (Hero's
    /// presets too) moves whole screens, bars and all, as a presented screen does; its preset names
    /// `navigation` to keep the bars still.
    public static func demoDefault(effect id: String, library: Library) -> Container {
        switch library {
        case .xwTransition, .springModalTutorial, .hero, .declared: return .modal
        case .huAnimator, .rwPopTransitionAnimation: return .navigation
        case .transitionManager: return ["tm-fade", "tm-ripple", "tm-suck", "tm-rotation-present"].contains(id) ? .modal : .navigation
        case .vcTransitionsLibrary: return id == "vc-cards" ? .modal : .navigation
        case .wslTransferAnimation: return ["wsl-shared-element", "wsl-doors"].contains(id) ? .navigation : .modal
        case .uiKit: return id == "uikit-modal" ? .modal : .navigation
        }
    }

    /// The containers a preset may name for an effect of `library`: tab switches are
    /// VCTransitionsLibrary's (its interaction controllers drive a `UITabBarController`).
    public static func choices(library: Library) -> [Container] {
        library == .vcTransitionsLibrary ? allCases : [.navigation, .modal]
    }

    /// True when the library animates snapshots of the whole navigation controller's view, bars
    /// included, so the bars move with the screens in any container: RWPopTransitionAnimation
    /// snapshots the navigation (or tab bar) controller's view and slides the navigation view with
    /// the bar (`RWTouTiaoAnimation.m`).
    public static func barsMoveWithScreens(library: Library) -> Bool { library == .rwPopTransitionAnimation }
}

extension EffectDescriptor {
    /// The container the effect's library demo runs it in.
    public var defaultContainer: Container { Container.demoDefault(effect: id, library: library) }

    /// True when the effect's library moves the bars with the screens (see `Container.barsMoveWithScreens`).
    public var barsMoveWithScreens: Bool { Container.barsMoveWithScreens(library: library) }
}
