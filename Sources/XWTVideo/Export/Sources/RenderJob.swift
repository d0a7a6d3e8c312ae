import XWTEffects
import XWTEngine
import XWTMotion
import XWTPresets
import XWTScreens

/// A preset made ready to render: screens loaded, effect built, timeline laid out.
///
/// Frame `i` is a pure function of (preset, i): `scene(frame:)` depends on nothing else.
public struct RenderJob: Sendable {
    public let preset: Preset
    /// The two screens and the fixed bars over every frame.
    public let screens: TransitionScreens
    public let effect: any TransitionEffect
    /// The bars the preset's container keeps still over the transition (nil: none).
    public let chrome: ContainerChrome?
    /// The navigation bar's fades (TM's `autoShowAndHideNavBar`; nil: the bar stays shown).
    public let navigationBarFade: NavigationBarFade?
    /// What the effect draws from: the screens, without their navigation bar's items where the
    /// navigation container keeps the bar still (a view controller's view has no bar on a device).
    public let context: EffectContext
    /// Whether the touch indicator (`FingerOverlay`) is drawn while a pan is in progress.
    public let touches: Bool
    /// The paged banner and slider drawn over the presented screen when the gesture model has a
    /// `touchConflict` (nil: none).
    public let banner: PagedBanner?
    /// `context` with the banner composed, for each control state that lasts more than one frame
    /// (a rest, a transition's run): composed once here rather than in every frame's scene.
    private let bannerContexts: [ControlState: EffectContext]

    /// `touches` overrides the preset's own `touches` field when given.
    public init(preset: Preset, touches: Bool? = nil) throws {
        self.preset = preset
        self.touches = touches ?? preset.touches
        screens = try TransitionScreens(preset: preset)
        effect = ContainedEffect.make(
            preset.effect, preset.parameters, container: preset.resolvedContainer, options: preset.transitionManager)
        let size = preset.canvas.size
        chrome = ContainerChrome(
            container: preset.resolvedContainer, barsMoveWithScreens: preset.effect.descriptor.barsMoveWithScreens,
            chrome: (
                preset.from.chrome(device: preset.device, size: size, images: preset.screenChrome),
                preset.to.chrome(device: preset.device, size: size, images: preset.screenChrome)
            ),
            screens: (screens.context.screenA, screens.context.screenB), canvas: preset.canvas,
            hidesBottomBarWhenPushed: preset.hidesBottomBarWhenPushed, bars: screens.navigationBars)
        let shown = preset.hidesBottomBarWhenPushed == true ? Self.withoutTabBar(screens.context, preset: preset) : screens.context
        if let band = chrome?.navigationBand {
            // The pushed view controllers' views have no bar: the still band draws it.
            context = NavigationBarFade.context(shown, withoutBarIn: band)
            navigationBarFade =
                preset.transitionManager.autoShowAndHideNavBar
                ? NavigationBarFade(timeline: preset.timeline, seconds: preset.transitionManager.showAndHideNavBarTime) : nil
        } else {
            navigationBarFade = nil
            context = shown
        }
        let banner = preset.timeline.config.gesture.touchConflict == nil ? nil : try PagedBanner(canvas: preset.canvas, appearance: preset.appearance)
        self.banner = banner
        let drawn = context
        bannerContexts = banner.map { Self.composedContexts(drawn, banner: $0, timeline: preset.timeline) } ?? [:]
    }

    /// `context` with `banner` composed at each control state shown in at least two frames of
    /// `timeline` (the frames of a control's own pan change it every frame and are composed then).
    private static func composedContexts(_ context: EffectContext, banner: PagedBanner, timeline: Timeline) -> [ControlState: EffectContext] {
        var frames: [ControlState: Int] = [:]
        for frame in 0..<timeline.frameCount { frames[timeline.state(frame: frame).controls, default: 0] += 1 }
        var contexts: [ControlState: EffectContext] = [:]
        for (controls, count) in frames where count > 1 { contexts[controls] = composed(context, banner: banner, controls: controls) }
        return contexts
    }

    /// `context` with `banner` at `controls` over the presented screen.
    private static func composed(_ context: EffectContext, banner: PagedBanner, controls: ControlState) -> EffectContext {
        let screenB = banner.compose(onto: context.screenB, offset: controls.bannerOffset, sliderValue: controls.sliderValue)
        return context.replacingScreens(context.screenA, screenB)
    }

    /// `context` with the pushed screen's tab bar gone (`hidesBottomBarWhenPushed`).
    private static func withoutTabBar(_ context: EffectContext, preset: Preset) -> EffectContext {
        let points = preset.to.chrome(device: preset.device, size: preset.canvas.size, images: preset.screenChrome).tabBar
        return context.replacingScreens(context.screenA, ContainerChrome.withoutTabBar(context.screenB, points: points, canvas: preset.canvas))
    }

    public var canvas: Canvas { preset.canvas }
    public var fps: Int { preset.fps }
    public var frameCount: Int { preset.timeline.frameCount }

    public func state(frame: Int) -> TimelineState { preset.timeline.state(frame: frame) }

    /// The navigation bar's alpha in frame `i` (1 unless TM's `autoShowAndHideNavBar` fades it).
    public func navigationBarAlpha(frame: Int) -> Double {
        navigationBarFade?.alpha(atTime: preset.timeline.time(ofFrame: frame)) ?? 1
    }

    /// What the effect draws from at state `s`: `context`, with the banner and slider at `s.controls`
    /// over the presented screen when there is a banner.
    func context(at s: TimelineState) -> EffectContext {
        guard let banner else { return context }
        return bannerContexts[s.controls] ?? Self.composed(context, banner: banner, controls: s.controls)
    }

    public func scene(frame: Int) -> Scene {
        let s = state(frame: frame)
        let context = context(at: s)
        var scene: Scene
        if Self.restsOnScreenA(s) {
            scene = Scene(background: context.background, layers: [restingLayer(context.screenA)])
        } else if restsOnScreenB(s) {
            scene = Scene(background: context.background, layers: [restingLayer(context.screenB)])
        } else {
            scene = effect.scene(direction: s.direction, progress: s.progress, drive: s.drive, in: context)
        }
        if touches {
            for finger in [s.finger, s.secondFinger].compactMap({ $0 }) { FingerOverlay.add(to: &scene, at: finger, canvas: canvas) }
        }
        return scene
    }

    /// `screen` as a full-canvas layer, as the effects draw a screen.
    private func restingLayer(_ screen: Bitmap) -> Layer {
        Layer(frame: Rect(x: 0, y: 0, width: canvas.size.width, height: canvas.size.height), content: .image(screen))
    }

    /// True when no transition runs and screen A is the one shown: before the first transition,
    /// after a cancelled present, after a finished dismiss (and no finger moves the views
    /// directly). UIKit then shows A's view alone (the container and the presented view are gone),
    /// so the frame is the bare screen, not the effect's start state (circle-spread's first disc,
    /// a parked drawer behind a transparent screen).
    public static func restsOnScreenA(_ s: TimelineState) -> Bool {
        guard s.phase == .idle, case .animated = s.drive else { return false }
        return s.direction == .to ? s.progress == 0 : s.progress == 1
    }

    /// True when no transition runs and screen B is the one shown: after a finished push or
    /// present, after a cancelled pop or dismiss (and no finger moves the views directly). UIKit
    /// has then removed the from screen (a navigation push, a full-screen presentation), so the
    /// frame is B alone even where B is translucent, not B over the from screen's end pose. An
    /// effect whose forward run ends in a pose over A (a drawer presented over its context) keeps it.
    public func restsOnScreenB(_ s: TimelineState) -> Bool {
        guard s.phase == .idle, case .animated = s.drive, preset.effect.descriptor.endpointLaw != .endsInPose else { return false }
        return s.direction == .to ? s.progress == 1 : s.progress == 0
    }

    /// True when frame `i` shows exactly what frame `i − 1` shows (same transition and progress, the
    /// same drive unless both rest at 0 or 1 without a direct drag, the same resting state, the
    /// same fingers when touches are drawn, the same navigation bar alpha and controls), so its pixels can
    /// be reused instead of rendered.
    public func repeatsPrevious(frame: Int) -> Bool {
        guard frame > 0 else { return false }
        let previous = state(frame: frame - 1), current = state(frame: frame)
        return previous.direction == current.direction && previous.progress == current.progress
            && (previous.drive == current.drive || Self.drawnAlike(previous, current))
            && Self.restsOnScreenA(previous) == Self.restsOnScreenA(current) && restsOnScreenB(previous) == restsOnScreenB(current)
            && (!touches || (previous.finger == current.finger && previous.secondFinger == current.secondFinger))
            && navigationBarAlpha(frame: frame - 1) == navigationBarAlpha(frame: frame) && previous.controls == current.controls
    }

    /// Whether a tap and a percent-driven pan show the same pixels at these states' shared progress:
    /// at 0 and 1 (the rest poses) they do; a direct drag moves views off any rest pose, and a
    /// chain after a cancel draws what its effect says.
    private static func drawnAlike(_ a: TimelineState, _ b: TimelineState) -> Bool {
        func offRestPose(_ drive: TransitionDrive) -> Bool {
            switch drive {
            case .animated, .interactive: return false
            case .dragging, .afterDrag, .chainAfterCancel: return true
            }
        }
        return (a.progress == 0 || a.progress == 1) && !offRestPose(a.drive) && !offRestPose(b.drive)
    }

    /// Renders frame `i` into `bitmap` (which must have the canvas's pixel size): the scene, the
    /// container's still bars, then the fixed system bars in the ink of the screen shown (mixed
    /// while the transition runs).
    public func render(frame: Int, into bitmap: inout Bitmap, renderer: Renderer) {
        renderer.render(scene(frame: frame), into: &bitmap)
        let s = state(frame: frame)
        chrome?.compose(onto: &bitmap, direction: s.direction, progress: s.progress, navigationBarAlpha: navigationBarAlpha(frame: frame))
        screens.composeBars(onto: &bitmap, weight: Self.systemBarWeight(s))
    }

    /// How far the system bars' ink has moved from the from screen's towards the to screen's (0…1).
    private static func systemBarWeight(_ s: TimelineState) -> Double { s.direction == .to ? s.progress : 1 - s.progress }

    /// Whether `render(frame:inBandsOf:renderer:_:)` can draw this job's frames: not with container
    /// chrome, whose bars are mixed over whole frames.
    var rendersInBands: Bool { chrome == nil }

    /// Renders frame `i` a band of rows at a time into the first rows of `band` (canvas-wide),
    /// handing each band to `body` with the frame rows it holds: the rows `render(frame:into:renderer:)`
    /// draws. Requires `rendersInBands`. A kernel that draws each row with its distant mirror
    /// (`PixelKernel.pairsMirroredRows`) is drawn whole into one of `wholeFrames` (nil: a new
    /// picture) and then handed on in bands, as fast as before.
    func render(
        frame: Int, inBandsOf band: inout Bitmap, renderer: Renderer, wholeFrames: ScratchFrames? = nil,
        _ body: (Range<Int>, inout Bitmap) -> Void
    ) {
        precondition(rendersInBands, "container chrome is mixed over whole frames")
        let scene = scene(frame: frame), s = state(frame: frame), height = canvas.pixelHeight
        let weight = Self.systemBarWeight(s)
        guard scene.kernel?.pairsMirroredRows != true else {
            var whole = wholeFrames?.take() ?? Bitmap(width: canvas.pixelWidth, height: height)
            renderer.render(scene, into: &whole)
            screens.composeBars(onto: &whole, weight: weight)
            whole.copyRows(inBandsOf: &band, body)
            wholeFrames?.give(consume whole)
            return
        }
        renderer.render(scene, inBandsOf: &band) { rows, band in
            screens.composeBars(onto: &band, rows: rows, frameHeight: height, weight: weight)
            body(rows, &band)
        }
    }

    /// Frame `i` as a new bitmap.
    public func render(frame: Int, bands: Int = 1) -> Bitmap {
        var bitmap = Bitmap(width: canvas.pixelWidth, height: canvas.pixelHeight)
        render(frame: frame, into: &bitmap, renderer: Renderer(canvas: canvas, bands: bands))
        return bitmap
    }
}
