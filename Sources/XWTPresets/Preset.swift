import XWTEffects
import XWTEngine
import XWTMotion
import XWTScreens

/// A validated preset: device, screens, effect with parameters, and the scripted acts.
///
/// Invariant: `parameters` belong to `effect` and `timeline` was built from `acts` with this
/// preset's device, fps and the effect's durations and gesture model, so it is playable.
public struct Preset: Sendable {
    /// The file name without `.json`.
    public let id: String
    /// Where it was loaded from (for messages).
    public let file: String
    public let summary: String
    /// The phone the screens lay out for (a named one, or `Device.custom` of the given size).
    public var device: Device
    public private(set) var canvas: Canvas
    public let fps: Int
    public let background: Color
    public let seed: UInt64
    public var from: ScreenSource
    public var to: ScreenSource
    /// Where `from` and `to` were given (`screens.from` in `file`, or `--from`), for errors about them.
    public var screenOrigins: (from: ValueOrigin, to: ValueOrigin)
    public let effect: EffectID
    public let parameters: EffectParameters
    public let acts: [Act]
    public let timeline: Timeline
    /// Draw the touch indicator while a pan is in progress (top-level `touches`, default false).
    public var touches = false
    /// Where the status bar and home indicator are drawn (top-level `statusBar`, default fixed).
    public var statusBar = StatusBarMode.fixed
    /// Light or dark mock screens (top-level `appearance`, default light).
    public var appearance = Appearance.light
    /// How image screens of another size or aspect are placed (top-level `fit` or `--fit`, default fill).
    public var fit = ScreenFit.fill
    /// Whether the image screens already show a status bar (top-level `screensHaveStatusBar`, default
    /// false, or `--screens-have-status-bar`); nil: detected from their size (a named device's
    /// full-screen screenshot has one), as for `--from`/`--to` screenshots given without the flag.
    public var screensHaveStatusBar: Bool? = false
    /// The container the preset names (top-level `container`); nil: the effect's demo default.
    public var container: Container?
    /// The chrome bands of image screens (top-level `navigationBar`/`tabBar` heights, or `--nav-bar`,
    /// `--tab-bar`); mock screens know their own.
    public var screenChrome = ScreenChrome.none
    /// TransitionManager's container options (top-level `autoShowAndHideNavBar`, …; TM's defaults
    /// for every other effect, where they change nothing).
    public var transitionManager = TMContainerOptions.defaults

    /// UIKit's `hidesBottomBarWhenPushed` of the pushed screen (top-level key; nil: absent, the
    /// screens' tab bars decide).
    public var hidesBottomBarWhenPushed: Bool?
    /// The container the clip runs in: the preset's, else the effect's library demo's.
    public var resolvedContainer: Container { container ?? effect.descriptor.defaultContainer }

    /// The same preset drawn at another pixel size (same points, scale = pixelWidth / width).
    ///
    /// Used for reduced-size golden manifests; the height follows the aspect ratio.
    public func resized(pixelWidth: Int) -> Preset {
        var copy = self
        copy.canvas = Canvas(
            width: canvas.size.width, height: canvas.size.height,
            scale: Double(pixelWidth) / canvas.size.width)
        return copy
    }
}
