import XWTEngine
import XWTPresets
import XWTScreens

/// Two presets side by side in one clip, each under a small label with its id, on a neutral
/// background: the before/after comparison (`xwt-video export --compare A B`).
///
/// Each frame renders both presets' frames at full size and composes them with the engine: one
/// image layer per half, scaled by `panelScale` (bilinear), plus the label images at 1:1. The clip
/// runs at the higher of the two frame rates for as long as the longer preset; the shorter one holds
/// its last frame. Frames are a pure function of (the two presets, index). Units: pixels.
public struct CompareJob: FrameSource {
    public let left: RenderJob
    public let right: RenderJob
    /// The composite, at scale 1 (points = pixels).
    public let canvas: Canvas
    public let fps: Int
    public let frameCount: Int
    /// Where each half's picture goes, in pixels (left, right).
    public let panels: [Rect]
    /// Label images (text on transparent) and where they go, 1:1.
    let labels: [(image: Bitmap, frame: Rect)]

    public static let background = Color(red: 0.16, green: 0.16, blue: 0.17)
    public static let labelColor = Color(red: 0.92, green: 0.92, blue: 0.94)
    /// Margin around the clip and gap between the halves, in pixels.
    public static let margin = 24

    /// `panelScale` is the size of each half relative to its preset's own pixel size (0.05…1).
    public init(_ left: RenderJob, _ right: RenderJob, panelScale: Double = 0.5) throws {
        guard panelScale.isFinite, panelScale >= 0.05, panelScale <= 1 else {
            throw SettingError(.compareScale, "expected a number in 0.05…1; found \(panelScale)")
        }
        self.left = left; self.right = right
        let rate = max(left.fps, right.fps)
        let counts = [left, right].map { $0.fps == rate ? $0.frameCount : Int(($0.preset.timeline.duration * Double(rate)).rounded()) }
        fps = rate
        frameCount = max(counts[0], counts[1], 1)

        func even(_ v: Double) -> Int { max(2, 2 * Int((v / 2).rounded())) }
        let sizes = [left, right].map { (w: even(Double($0.canvas.pixelWidth) * panelScale), h: even(Double($0.canvas.pixelHeight) * panelScale)) }
        let m = Self.margin
        let fontSize = min(28, max(12, (Double(min(sizes[0].w, sizes[1].w)) / 24).rounded()))
        let labelHeight = Int((fontSize * 1.25).rounded(.up))
        let top = m + labelHeight + m / 2
        let panelHeight = max(sizes[0].h, sizes[1].h)
        let width = m + sizes[0].w + m + sizes[1].w + m
        let height = top + panelHeight + m
        canvas = Canvas(width: Double(width + width % 2), height: Double(height + height % 2), scale: 1)
        let xs = [m, m + sizes[0].w + m]
        panels = (0..<2).map { i in
            Rect(x: Double(xs[i]), y: Double(top + (panelHeight - sizes[i].h) / 2), width: Double(sizes[i].w), height: Double(sizes[i].h))
        }
        labels = (0..<2).map { i in
            let id = [left, right][i].preset.id
            let text = Caption.fitting(id, width: Double(sizes[i].w), height: fontSize, bold: true)
            let textWidth = Int(Caption.width(text, height: fontSize, bold: true).rounded(.up)) + 8
            var image = Bitmap(width: max(textWidth, 1), height: labelHeight)
            Caption.draw(text, into: &image, at: Point(4, 0), height: fontSize, color: Self.labelColor, bold: true)
            let x = xs[i] + (sizes[i].w - textWidth) / 2
            return (image, Rect(x: Double(x), y: Double(m), width: Double(image.width), height: Double(image.height)))
        }
    }

    /// The frame of side `side` (0 = left, 1 = right) shown in compare frame `frame`: the frame at the
    /// same instant, or the side's last frame once it has ended.
    public func sourceFrame(side: Int, frame: Int) -> Int {
        let job = side == 0 ? left : right
        let index = job.fps == fps ? frame : Int((Double(frame) * Double(job.fps) / Double(fps) + 1e-9).rounded(.down))
        return min(index, job.frameCount - 1)
    }

    public func repeatsPrevious(frame: Int) -> Bool {
        guard frame > 0 else { return false }
        return (0..<2).allSatisfy { side in
            let job = side == 0 ? left : right
            let now = sourceFrame(side: side, frame: frame), before = sourceFrame(side: side, frame: frame - 1)
            return now == before || (now == before + 1 && job.repeatsPrevious(frame: now))
        }
    }

    /// The composite scene around the two halves' full-size pictures.
    public func scene(left a: Bitmap, right b: Bitmap) -> Scene {
        var layers = labels.map { Layer(frame: $0.frame, content: .image($0.image)) }
        layers.append(Layer(frame: panels[0], content: .image(a)))
        layers.append(Layer(frame: panels[1], content: .image(b)))
        return Scene(background: Self.background, layers: layers)
    }

    public func render(frame: Int, into bitmap: inout Bitmap, renderer: Renderer) {
        let a = left.render(frame: sourceFrame(side: 0, frame: frame), bands: 1)
        let b = right.render(frame: sourceFrame(side: 1, frame: frame), bands: 1)
        renderer.render(scene(left: a, right: b), into: &bitmap)
    }

    /// Compare frame `frame` as a new bitmap.
    public func render(frame: Int, bands: Int = 1) -> Bitmap {
        var bitmap = Bitmap(width: canvas.pixelWidth, height: canvas.pixelHeight)
        render(frame: frame, into: &bitmap, renderer: Renderer(canvas: canvas, bands: bands))
        return bitmap
    }

    /// A default output name: `LEFT-vs-RIGHT`.
    public var name: String { "\(left.preset.id)-vs-\(right.preset.id)" }
}
