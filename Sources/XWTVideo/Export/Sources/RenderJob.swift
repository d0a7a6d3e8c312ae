import XWTEffects
import XWTEngine
import XWTMotion
import XWTPresets

/// A preset made ready to render: screens loaded, effect built, timeline laid out.
///
/// Frame `i` is a pure function of (preset, i): `scene(frame:)` depends on nothing else.
public struct RenderJob: Sendable {
    public let preset: Preset
    public let context: EffectContext
    public let effect: any TransitionEffect
    /// Whether the touch indicator (`FingerOverlay`) is drawn while a pan is in progress.
    public let touches: Bool

    /// `touches` overrides the preset's own `touches` field when given.
    public init(preset: Preset, touches: Bool? = nil) throws {
        self.preset = preset
        self.touches = touches ?? preset.touches
        let a = try ScreenLoader.load(preset.from, canvas: preset.canvas, preset: preset.file, key: "screens.from")
        let b = try ScreenLoader.load(preset.to, canvas: preset.canvas, preset: preset.file, key: "screens.to")
        context = EffectContext(canvas: preset.canvas, screenA: a, screenB: b, background: preset.background, seed: preset.seed)
        effect = preset.effect.makeEffect(preset.parameters)
    }

    public var canvas: Canvas { preset.canvas }
    public var fps: Int { preset.fps }
    public var frameCount: Int { preset.timeline.frameCount }

    public func state(frame: Int) -> TimelineState { preset.timeline.state(frame: frame) }

    public func scene(frame: Int) -> Scene {
        let s = state(frame: frame)
        var scene = effect.scene(direction: s.direction, progress: s.progress, drive: s.drive, in: context)
        if touches {
            for finger in [s.finger, s.secondFinger].compactMap({ $0 }) { FingerOverlay.add(to: &scene, at: finger, canvas: canvas) }
        }
        return scene
    }

    /// True when frame `i` shows exactly what frame `i − 1` shows (same transition and progress, the
    /// same drive unless both rest at 0 or 1 without a direct drag, and the same fingers when touches
    /// are drawn), so its pixels can be reused instead of rendered.
    public func repeatsPrevious(frame: Int) -> Bool {
        guard frame > 0 else { return false }
        let previous = state(frame: frame - 1), current = state(frame: frame)
        return previous.direction == current.direction && previous.progress == current.progress
            && (previous.drive == current.drive || Self.drawnAlike(previous, current))
            && (!touches || (previous.finger == current.finger && previous.secondFinger == current.secondFinger))
    }

    /// Whether a tap and a percent-driven pan show the same pixels at these states' shared progress:
    /// at 0 and 1 (the rest poses) they do; a direct drag moves views off any rest pose.
    private static func drawnAlike(_ a: TimelineState, _ b: TimelineState) -> Bool {
        func direct(_ drive: TransitionDrive) -> Bool {
            switch drive {
            case .animated, .interactive: return false
            case .dragging, .afterDrag: return true
            }
        }
        return (a.progress == 0 || a.progress == 1) && !direct(a.drive) && !direct(b.drive)
    }

    /// Renders frame `i` into `bitmap` (which must have the canvas's pixel size).
    public func render(frame: Int, into bitmap: inout Bitmap, renderer: Renderer) {
        renderer.render(scene(frame: frame), into: &bitmap)
    }

    /// Frame `i` as a new bitmap.
    public func render(frame: Int, bands: Int = 1) -> Bitmap {
        Renderer(canvas: canvas, bands: bands).render(scene(frame: frame))
    }
}
