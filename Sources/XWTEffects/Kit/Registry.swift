import XWTEngine
import XWTMotion

/// Everything an effect may read to build a frame.
///
/// Invariant: `screenA` and `screenB` are `canvas.pixelWidth × canvas.pixelHeight`. A is the
/// screen shown before the forward ("to") transition, B the one after; a back transition runs
/// from B to A. `seed` drives every random choice of an effect.
public struct EffectContext: Sendable {
    public let canvas: Canvas
    public let screenA: Bitmap
    public let screenB: Bitmap
    /// The window behind the transition container (effects.md §0.4: black unless told otherwise).
    public let background: Color
    public let seed: UInt64

    public init(canvas: Canvas, screenA: Bitmap, screenB: Bitmap, background: Color = .black, seed: UInt64 = 0) {
        precondition(screenA.width == canvas.pixelWidth && screenA.height == canvas.pixelHeight,
                     "screen A must be \(canvas.pixelWidth)×\(canvas.pixelHeight) px")
        precondition(screenB.width == canvas.pixelWidth && screenB.height == canvas.pixelHeight,
                     "screen B must be \(canvas.pixelWidth)×\(canvas.pixelHeight) px")
        self.canvas = canvas; self.screenA = screenA; self.screenB = screenB
        self.background = background; self.seed = seed
    }
}

/// One transition effect: a pure function (direction, progress) → scene.
///
/// `progress` is the linear timeline fraction (0 = from screen, 1 = to screen); values outside
/// [0, 1] are clamped. The effect applies its own timing curves.
public protocol TransitionEffect: Sendable {
    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene
}

/// How the library drives an effect from a gesture (effects.md §9, demo directions).
public struct GestureTraits: Sendable, Hashable {
    /// True when a released pan finishes on XW's 1/60-per-tick display-link timer.
    public let usesTimer: Bool
    /// The pan direction of the demo's forward gesture.
    public let toGesture: SwipeDirection
    /// The pan direction of the demo's back gesture.
    public let backGesture: SwipeDirection

    /// A glitch the library's author fixed, reproduced instead of the fix (nil: as fixed).
    public let legacyGlitch: LegacyGlitch?

    public init(usesTimer: Bool, toGesture: SwipeDirection, backGesture: SwipeDirection, legacyGlitch: LegacyGlitch? = nil) {
        self.usesTimer = usesTimer; self.toGesture = toGesture; self.backGesture = backGesture
        self.legacyGlitch = legacyGlitch
    }
}

/// The catalog: every effect, its parameters, gesture traits and factory.
///
/// Adding an effect = one file plus one case here; the compiler then points at every switch.
public enum EffectID: String, CaseIterable, Sendable {
    case circleSpread = "circle-spread"
    case drawer
    case pageMiddleFlip = "page-middle-flip"
    case explode
    case filterSwipe = "filter-swipe"
    case coolPageFlip = "cool-page-flip"
    case coolPortal = "cool-portal"
    case coolFold = "cool-fold"
    case coolHorizontalLines = "cool-horizontal-lines"
    case coolVerticalLines = "cool-vertical-lines"
    case coolScanning = "cool-scanning"
    case filterBoxBlur = "filter-box-blur"
    case filterBarSwipe = "filter-bar-swipe"
    case filterMask = "filter-mask"
    case filterFlash = "filter-flash"
    case filterMod = "filter-mod"
    case filterPageCurl = "filter-page-curl"
    case filterRipple = "filter-ripple"
    case filterCopyMachine = "filter-copy-machine"
    case magicMove = "magic-move"

    /// One line for listings.
    public var summary: String {
        switch self {
        case .circleSpread: return "XWCircleSpread: the new screen grows inside a circle from a point (shrinks back)"
        case .drawer: return "XWDrawer: a drawer slides in from one side (plain, QQ parallax or Taobao flip)"
        case .pageMiddleFlip: return "XWCool MiddlePageFlip: one half of the page turns over the centre line like a book"
        case .explode: return "XWCool Explode: the old screen bursts into spinning, shrinking, fading tiles"
        case .filterSwipe: return "XWFilter Swipe: CISwipeTransition, a feathered 80-px wipe along an angle"
        case .coolPageFlip: return "XWCool PageFlip: the old screen turns like a page about its left edge, darkening, over a new screen brightening from black"
        case .coolPortal: return "XWCool Portal: the old screen opens like two doors while the new one grows from 0.8 behind them"
        case .coolFold: return "XWCool Fold: the old screen folds up like an accordion into one edge while the new one unfolds from the other"
        case .coolHorizontalLines: return "XWCool HorizontalLines: both screens cut into 4-pt rows that fly sideways and settle with a springy wobble"
        case .coolVerticalLines: return "XWCool VerticalLines: both screens cut into 4-pt columns flying alternately up and down on a spring"
        case .coolScanning: return "XWCool Scanning: a glowing bar sweeps across wiping the old screen away, then sweeps back"
        case .filterBoxBlur: return "XWFilter BoxBlur: CIBoxBlur, the old screen blurs out (0 → 50 px), then the new one sharpens (100 → 0 px)"
        case .filterBarSwipe: return "XWFilter BarSwipe: CIBarsSwipeTransition, 30-px bars slide off along an angle in a staircase"
        case .filterMask: return "XWFilter Mask: CIDisintegrateWithMaskTransition, the old screen dissolves through a cloudy mask, casting a shadow"
        case .filterFlash: return "XWFilter Flash: CIFlashTransition, a striated peach flash fills the screen and fades into the new one"
        case .filterMod: return "XWFilter Mod: CIModTransition, the new screen shows through stretched holes that open and grow"
        case .filterPageCurl: return "XWFilter PageCurl: CIPageCurlWithShadowTransition, the old screen rolls up over a 100-px cylinder"
        case .filterRipple: return "XWFilter Ripple: CIRippleTransition, a refracting, highlighted wave ring expands from the centre"
        case .filterCopyMachine: return "XWFilter CopyMachine: CICopyMachineTransition, a 50-px scanner light sweeps the new screen in"
        case .magicMove: return "XWMagicMove: shared elements fly between their rectangles while the screens cross-fade through the background"
        }
    }

    /// The library family the effect belongs to in XWTransition (CircleSpread, Drawer, Cool, Filter,
    /// MagicMove), for grouping listings such as the gallery page.
    public var family: String {
        switch self {
        case .circleSpread: return "CircleSpread"
        case .drawer: return "Drawer"
        case .magicMove: return "MagicMove"
        case .pageMiddleFlip, .explode, .coolPageFlip, .coolPortal, .coolFold, .coolHorizontalLines, .coolVerticalLines, .coolScanning:
            return "Cool"
        case .filterSwipe, .filterBoxBlur, .filterBarSwipe, .filterMask, .filterFlash, .filterMod, .filterPageCurl, .filterRipple,
             .filterCopyMachine:
            return "Filter"
        }
    }

    /// The parameters, `toDuration` and `backDuration` first.
    public var parameters: [ParameterSpec] {
        switch self {
        case .circleSpread: return ParameterSpec.durations + CircleSpread.parameters
        case .drawer: return ParameterSpec.durations + Drawer.parameters
        case .pageMiddleFlip: return ParameterSpec.durations + PageMiddleFlip.parameters
        case .explode: return ParameterSpec.durations
        case .filterSwipe: return ParameterSpec.durations + FilterSwipe.parameters
        case .coolPageFlip, .coolPortal: return ParameterSpec.durations
        case .coolFold: return ParameterSpec.durations + CoolFold.parameters
        case .coolHorizontalLines, .coolVerticalLines: return ParameterSpec.durations + CoolLines.parameters
        case .coolScanning: return ParameterSpec.durations + CoolScanning.parameters
        case .filterBoxBlur: return ParameterSpec.durations + FilterBoxBlur.parameters
        case .filterBarSwipe: return ParameterSpec.durations + FilterBarSwipe.parameters
        case .filterMask: return ParameterSpec.durations + FilterMask.parameters
        case .filterFlash: return ParameterSpec.durations + FilterFlash.parameters
        case .filterMod: return ParameterSpec.durations + FilterMod.parameters
        case .filterPageCurl: return ParameterSpec.durations + FilterPageCurl.parameters
        case .filterRipple: return ParameterSpec.durations + FilterRipple.parameters
        case .filterCopyMachine: return ParameterSpec.durations + FilterCopyMachine.parameters
        case .magicMove: return ParameterSpec.durations + MagicMove.parameters
        }
    }

    /// The gesture model and demo pan directions for these parameters.
    public func gesture(_ p: EffectParameters) -> GestureTraits {
        precondition(p.effect == self, "parameters of \(p.effect.rawValue) passed to \(rawValue)")
        switch self {
        case .circleSpread: return CircleSpread(p).gesture
        case .drawer: return Drawer(p).gesture
        case .pageMiddleFlip: return PageMiddleFlip(p).gesture
        case .explode: return GestureTraits(usesTimer: false, toGesture: .down, backGesture: .up)
        case .filterSwipe: return FilterSwipe(p).gesture
        case .coolPageFlip: return CoolPageFlip.gesture
        case .coolPortal: return CoolPortal.gesture
        case .coolFold: return CoolFold(p).gesture
        case .coolHorizontalLines: return CoolLines(p, axis: .horizontal).gesture
        case .coolVerticalLines: return CoolLines(p, axis: .vertical).gesture
        case .coolScanning: return CoolScanning(p).gesture
        case .filterBoxBlur: return FilterBoxBlur(p).gesture
        case .filterBarSwipe: return FilterBarSwipe(p).gesture
        case .filterMask: return FilterMask(p).gesture
        case .filterFlash: return FilterFlash(p).gesture
        case .filterMod: return FilterMod(p).gesture
        case .filterPageCurl: return FilterPageCurl(p).gesture
        case .filterRipple: return FilterRipple(p).gesture
        case .filterCopyMachine: return FilterCopyMachine(p).gesture
        case .magicMove: return MagicMove.gesture
        }
    }

    /// Durations (s) of the to and back transitions for these parameters. XW's Lines and Scanning
    /// use `toDuration` both ways (effects.md §1.6.6, §1.6.7, §10), so their back runs do too.
    public func durations(_ p: EffectParameters) -> (to: Double, back: Double) {
        let to = p.number("toDuration")
        switch self {
        case .coolHorizontalLines, .coolVerticalLines, .coolScanning: return (to, to)
        case .circleSpread, .drawer, .pageMiddleFlip, .explode, .filterSwipe, .coolPageFlip, .coolPortal, .coolFold,
             .filterBoxBlur, .filterBarSwipe, .filterMask, .filterFlash, .filterMod, .filterPageCurl, .filterRipple, .filterCopyMachine,
             .magicMove:
            return (to, p.number("backDuration"))
        }
    }

    /// The effect configured with `p`.
    public func makeEffect(_ p: EffectParameters) -> any TransitionEffect {
        precondition(p.effect == self, "parameters of \(p.effect.rawValue) passed to \(rawValue)")
        switch self {
        case .circleSpread: return CircleSpread(p)
        case .drawer: return Drawer(p)
        case .pageMiddleFlip: return PageMiddleFlip(p)
        case .explode: return Explode()
        case .filterSwipe: return FilterSwipe(p)
        case .coolPageFlip: return CoolPageFlip()
        case .coolPortal: return CoolPortal()
        case .coolFold: return CoolFold(p)
        case .coolHorizontalLines: return CoolLines(p, axis: .horizontal)
        case .coolVerticalLines: return CoolLines(p, axis: .vertical)
        case .coolScanning: return CoolScanning(p)
        case .filterBoxBlur: return FilterBoxBlur(p)
        case .filterBarSwipe: return FilterBarSwipe(p)
        case .filterMask: return FilterMask(p)
        case .filterFlash: return FilterFlash(p)
        case .filterMod: return FilterMod(p)
        case .filterPageCurl: return FilterPageCurl(p)
        case .filterRipple: return FilterRipple(p)
        case .filterCopyMachine: return FilterCopyMachine(p)
        case .magicMove: return MagicMove(p)
        }
    }
}
