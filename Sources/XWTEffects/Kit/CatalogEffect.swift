import XWTMotion

/// An effect of the catalog: its descriptor, its construction from validated parameters and the
/// gesture model its library drives it with.
///
/// Adding an effect = a file with one conforming type + one line in `Registry.effects` (then a
/// preset and its recorded goldens).
public protocol CatalogEffect: TransitionEffect {
    static var descriptor: EffectDescriptor { get }
    /// The effect configured with `parameters` (validated against `descriptor`).
    init(_ parameters: EffectParameters)
    /// The library's gesture model and the demo's pan directions for this configuration.
    var gesture: GestureTraits { get }
}

/// How the library drives an effect from a gesture: its pan rule and the demo's pan directions.
public struct GestureTraits: Sendable, Equatable {
    public let model: any GestureModel
    /// The pan direction of the demo's forward gesture.
    public let toGesture: SwipeDirection
    /// The pan direction of the demo's back gesture.
    public let backGesture: SwipeDirection

    public init(model: any GestureModel, toGesture: SwipeDirection, backGesture: SwipeDirection) {
        self.model = model; self.toGesture = toGesture; self.backGesture = backGesture
    }

    /// XWTransition's pan rule (`XWInteractiveTransition.m`) with or without its display-link timer.
    public static func xw(timer: Bool, to: SwipeDirection, back: SwipeDirection, legacyGlitch: LegacyGlitch? = nil) -> GestureTraits {
        GestureTraits(model: XWGestureModel(usesTimer: timer, legacyGlitch: legacyGlitch), toGesture: to, backGesture: back)
    }

    /// VCTransitionsLibrary's horizontal swipe (`CEHorizontalSwipeInteractionController.m`): the demo
    /// pops with a right-to-left pan (back pan Left); in a tab bar a left-to-right pan goes to the
    /// previous tab, which VC plays forward (to pan Right).
    public static let vcHorizontalSwipe = GestureTraits(model: VCHorizontalSwipeModel(), toGesture: .right, backGesture: .left)

    public static func == (a: GestureTraits, b: GestureTraits) -> Bool {
        AnyHashable(a.model) == AnyHashable(b.model) && a.toGesture == b.toGesture && a.backGesture == b.backGesture
    }
}
