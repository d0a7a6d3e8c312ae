import Foundation
import XWTEngine
import XWTScreens

/// Another source's frames shown on the screen of a phone drawn around them (`--device-frame`).
///
/// Everything but the screen — background, shadow, body, buttons, bezel — is painted once into a
/// plate when the source is made; a frame copies the plate, copies the screen's rows into it
/// (blending only the pixels on its rounded corners) and draws the notch or Dynamic Island over
/// it. Frame *i* is the source's frame *i* inside the same plate, so the invariants of
/// `FrameSource` carry over.
public struct DeviceFrameSource: FrameSource {
    public let source: any FrameSource
    public let layout: DeviceFrameLayout
    public let canvas: Canvas
    private let plate: Bitmap
    private let screenX: Int, screenY: Int
    private let corners: ScreenCorners
    /// The cutout over the screen, with its top-left pixel.
    private let cutout: (bitmap: Bitmap, x: Int, y: Int)?
    private let scratch: ScratchFrames

    /// `source` shows `device`'s screen at its canvas scale (pixels per point).
    public init(_ source: any FrameSource, device: Device, style: DeviceFrameStyle) throws {
        self.source = source
        layout = DeviceFrameLayout(device: device, style: style)
        let s = source.canvas.scale
        let (canvas, width, height) = try Self.frame(layout, around: source.canvas)
        self.canvas = canvas
        screenX = Int((layout.screen.rect.minX * s).rounded())
        screenY = Int((layout.screen.rect.minY * s).rounded())
        corners = ScreenCorners(width: source.canvas.pixelWidth, height: source.canvas.pixelHeight, radius: layout.screen.radius * s)
        plate = Self.plate(layout, width: width, height: height, scale: s)
        cutout = layout.cutout.map { shape in
            var box = Bitmap(width: width, height: height)
            DeviceFramePainter.fill(shape, .black, scale: s, into: &box)
            let (xs, ys) = DeviceFramePainter.bounds(shape, scale: s, margin: 1, in: box)
            var bitmap = Bitmap(width: max(1, xs.count), height: max(1, ys.count))
            for y in ys { for x in xs { bitmap[x - xs.lowerBound, y - ys.lowerBound] = box[x, y] } }
            return (bitmap, xs.lowerBound, ys.lowerBound)
        }
        scratch = ScratchFrames(canvas: source.canvas)
    }

    public var fps: Int { source.fps }
    public var frameCount: Int { source.frameCount }
    public func repeatsPrevious(frame: Int) -> Bool { source.repeatsPrevious(frame: frame) }

    public func render(frame: Int, into bitmap: inout Bitmap, renderer: Renderer) {
        var screen = scratch.take()
        defer { scratch.give(screen) }
        source.render(frame: frame, into: &screen, renderer: scratch.renderer)
        compose(screen: screen, into: &bitmap)
    }

    /// The plate with `screen` (the source's canvas size) on the phone's screen.
    public func compose(screen: Bitmap, into bitmap: inout Bitmap) {
        let width = bitmap.width, screenWidth = screen.width
        bitmap.pixels.withUnsafeMutableBytes { out in
            plate.pixels.withUnsafeBytes { out.copyMemory(from: $0) }
            let outWords = out.bindMemory(to: UInt32.self)
            screen.pixels.withUnsafeBytes { inBytes in
                let inWords = inBytes.bindMemory(to: UInt32.self)
                for y in 0..<screen.height {
                    let row = corners.rows[y], outRow = (screenY + y) * width + screenX, inRow = y * screenWidth
                    if !row.full.isEmpty {
                        UnsafeMutableRawBufferPointer(rebasing: out[(outRow + row.full.lowerBound) * 4..<(outRow + row.full.upperBound) * 4])
                            .copyMemory(from: UnsafeRawBufferPointer(rebasing: inBytes[(inRow + row.full.lowerBound) * 4..<(inRow + row.full.upperBound) * 4]))
                    }
                    for (x, coverage) in row.edge {
                        let word = PackedPixel.pack(PackedPixel.scale(PackedPixel.spread(inWords[inRow + x]), UInt64(coverage)))
                        outWords[outRow + x] = PackedPixel.over(outWords[outRow + x], word)
                    }
                }
            }
            guard let cutout else { return }
            cutout.bitmap.pixels.withUnsafeBytes { inBytes in
                let inWords = inBytes.bindMemory(to: UInt32.self)
                for y in 0..<cutout.bitmap.height {
                    for x in 0..<cutout.bitmap.width {
                        let i = (cutout.y + y) * width + cutout.x + x
                        outWords[i] = PackedPixel.over(outWords[i], inWords[y * cutout.bitmap.width + x])
                    }
                }
            }
        }
    }

    /// The same frame drawn about `width` px wide (even): the screen's source laid out again at the
    /// matching scale, the plate painted again at it.
    func resized(width: Int) throws -> DeviceFrameSource {
        try DeviceFrameSource(
            source.scaled(toWidth: Self.screenWidth(layout, screen: source.canvas, frameWidth: width)), device: layout.device, style: layout.style)
    }

    /// The canvas of `layout` drawn around a screen of canvas `screen`, at its scale, and its pixel
    /// size (rounded up to even: even sizes suit every encoder); throws `SettingError` (`width`)
    /// past the pixel budget.
    static func frame(_ layout: DeviceFrameLayout, around screen: Canvas) throws -> (canvas: Canvas, width: Int, height: Int) {
        let s = screen.scale
        var width = Int((layout.size.width * s).rounded()), height = Int((layout.size.height * s).rounded())
        width += width % 2
        height += height % 2
        guard Canvas.fitsBudget(width: width, height: height) else { throw SettingError(.width, Canvas.budgetProblem(width: width, height: height)) }
        return (Canvas(width: Double(width) / s, height: Double(height) / s, scale: s), width, height)
    }

    /// The pixel width of a screen of canvas `screen` (any scale: its size in points counts) in
    /// `layout` drawn `frameWidth` pixels wide.
    static func screenWidth(_ layout: DeviceFrameLayout, screen: Canvas, frameWidth: Int) -> Int {
        let scale = Double(frameWidth) / layout.size.width
        return max(2, Int((screen.size.width * scale).rounded()))
    }

    /// Background, shadow, buttons, body, bezel and the Touch ID details, painted once.
    private static func plate(_ layout: DeviceFrameLayout, width: Int, height: Int, scale s: Double) -> Bitmap {
        var plate = Bitmap(width: width, height: height, fill: layout.style.background)
        let metal = RGBA8(r: 0x3A, g: 0x3A, b: 0x3C), edge = RGBA8(r: 0x1C, g: 0x1C, b: 0x1E)
        if layout.style.shadow {
            var below = layout.body
            below.rect.origin.y += 10
            DeviceFramePainter.shadow(below, RGBA8(r: 0, g: 0, b: 0, a: 90), blur: 18 * s, scale: s, into: &plate)
        }
        for button in layout.buttons { DeviceFramePainter.fill(button, metal, scale: s, into: &plate) }
        DeviceFramePainter.fill(layout.body, metal, scale: s, into: &plate)
        DeviceFramePainter.fill(layout.bezel, edge, scale: s, into: &plate)
        var glass = layout.bezel
        glass.rect = Rect(
            x: glass.rect.minX + 1.5, y: glass.rect.minY + 1.5, width: glass.rect.width - 3, height: glass.rect.height - 3)
        glass.radius = max(0, glass.radius - 1.5)
        DeviceFramePainter.fill(glass, .black, scale: s, into: &plate)
        if let earpiece = layout.earpiece { DeviceFramePainter.fill(earpiece, edge, scale: s, into: &plate) }
        if let home = layout.homeButton {
            DeviceFramePainter.fill(home, metal, scale: s, into: &plate)
            var inner = home
            inner.rect = Rect(x: home.rect.minX + 2, y: home.rect.minY + 2, width: home.rect.width - 4, height: home.rect.height - 4)
            inner.radius -= 2
            DeviceFramePainter.fill(inner, .black, scale: s, into: &plate)
        }
        return plate
    }
}

/// Which pixels of each screen row are wholly inside the screen's rounded corners (copied as they
/// are) and which are on a corner's edge (blended by their coverage 1…254).
struct ScreenCorners: Sendable {
    struct Row: Sendable {
        var full: Range<Int>
        var edge: [(x: Int, coverage: UInt8)]
    }
    let rows: [Row]

    init(width: Int, height: Int, radius: Double) {
        let shape = DeviceFrameLayout.Shape(rect: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), radius: radius)
        let band = Int(radius.rounded(.up)) + 1
        rows = (0..<height).map { y in
            guard y < band || y >= height - band else { return Row(full: 0..<width, edge: []) }
            var edge: [(x: Int, coverage: UInt8)] = []
            var first = width, last = -1
            for x in 0..<width {
                let coverage = min(1, max(0, 0.5 - DeviceFramePainter.distance(Double(x) + 0.5, Double(y) + 0.5, to: shape, scale: 1)))
                let level = UInt8((coverage * 255).rounded())
                if level == 255 {
                    first = min(first, x)
                    last = x
                } else if level > 0 {
                    edge.append((x, level))
                }
            }
            return Row(full: last >= first ? first..<(last + 1) : 0..<0, edge: edge)
        }
    }
}
