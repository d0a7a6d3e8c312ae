import Dispatch
import Foundation

/// Renders a `Scene` to a premultiplied RGBA8 frame, splitting rows into bands across cores.
///
/// Output is a pure function of the scene: identical for any number of bands, identical on the
/// reference path (`renderChecked`), and identical whether or not what opaque layers hide is
/// skipped (`skipsHiddenPixels`).
public struct Renderer: Sendable {
    public let canvas: Canvas
    /// Row bands rendered concurrently per frame (≥ 1).
    public let bands: Int
    /// Whether columns hidden behind an opaque quad (and the background or kernel behind them)
    /// are left undrawn. Off only in tests that compare both ways.
    let skipsHiddenPixels: Bool

    public init(canvas: Canvas, bands: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.init(canvas: canvas, bands: bands, skipsHiddenPixels: true)
    }

    init(canvas: Canvas, bands: Int, skipsHiddenPixels: Bool) {
        self.canvas = canvas
        self.bands = max(1, bands)
        self.skipsHiddenPixels = skipsHiddenPixels
    }

    /// A new frame showing `scene`.
    public func render(_ scene: Scene) -> Bitmap {
        var frame = Bitmap(width: canvas.pixelWidth, height: canvas.pixelHeight)
        render(scene, into: &frame)
        return frame
    }

    /// Renders `scene` over every pixel of `frame` (its previous contents are discarded).
    public func render(_ scene: Scene, into frame: inout Bitmap) {
        precondition(frame.width == canvas.pixelWidth && frame.height == canvas.pixelHeight, "frame size must match the canvas")
        let quads = SceneFlattener(canvas: canvas).quads(for: scene)
        let height = frame.height
        let bandCount = min(bands, height)
        let skips = skipsHiddenPixels
        frame.withUncheckedRows { rows in
            let work = { (band: Int) in
                var target = rows
                Self.renderBand(rows: (band * height / bandCount)..<((band + 1) * height / bandCount),
                                scene: scene, quads: quads, skipsHiddenPixels: skips, into: &target)
            }
            if bandCount == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: bandCount, execute: work) }
        }
    }

    /// The same frame drawn on the reference path: one band, `CheckedMemory` (array indexing, every
    /// coordinate checked). Slow; tests require it byte-equal to `render`.
    public func renderChecked(_ scene: Scene) -> Bitmap {
        let quads = SceneFlattener(canvas: canvas).quads(for: scene)
        var rows = CheckedFrameRows(Bitmap(width: canvas.pixelWidth, height: canvas.pixelHeight))
        Self.renderBand(rows: 0..<rows.height, scene: scene, quads: quads, skipsHiddenPixels: skipsHiddenPixels, into: &rows)
        return rows.bitmap
    }

    /// Rows `rows` of the frame, one row at a time: the quads that reach the row are visited front
    /// to back to find the columns each must draw (`OpaqueCover`), then the kernel (or the
    /// background) fills what no opaque quad covers and the quads draw back to front.
    private static func renderBand<Rows: FrameRows>(rows: Range<Int>, scene: Scene, quads: [DrawQuad],
                                                    skipsHiddenPixels: Bool, into target: inout Rows) {
        let background = scene.background.premultiplied.word
        let rasterizers = quads.map { QuadRasterizer<Rows.Memory>($0) }
        let width = target.width
        // Quads by first row; `active` holds the indices (in drawing order) of those reaching row y.
        let byTop = quads.indices.filter { quads[$0].maxY > rows.lowerBound && quads[$0].minY < rows.upperBound }
            .sorted { quads[$0].minY < quads[$1].minY }
        var nextTop = 0, active: [Int] = []
        var spans = [QuadRasterizer<Rows.Memory>.RowSpans](repeating: .init(outer: 0..<0, inner: 0..<0), count: quads.count)
        // Quad i draws visible[starts[i]..<ends[i]].
        var starts = [Int](repeating: 0, count: quads.count), ends = starts
        var visible: [Range<Int>] = [], gaps: [Range<Int>] = []
        var cover = OpaqueCover()
        for y in rows {
            active.removeAll { quads[$0].maxY <= y }
            while nextTop < byTop.count && quads[byTop[nextTop]].minY <= y {
                let i = byTop[nextTop]
                active.insert(i, at: active.firstIndex { $0 > i } ?? active.count)
                nextTop += 1
            }
            cover.removeAll(); visible.removeAll(keepingCapacity: true)
            for i in active.reversed() {
                starts[i] = visible.count
                if let s = rasterizers[i].spans(row: y) {
                    spans[i] = s
                    cover.appendGaps(of: s.outer, to: &visible)
                    if skipsHiddenPixels && rasterizers[i].occludes { cover.add(s.inner) }
                }
                ends[i] = visible.count
            }
            target.update(row: y) { row in
                if let kernel = scene.kernel {
                    if !cover.covers(0..<width) { Rows.Memory.render(kernel, &row) }
                } else {
                    gaps.removeAll(keepingCapacity: true)
                    cover.appendGaps(of: 0..<width, to: &gaps)
                    for gap in gaps { row.fill(background, columns: gap) }
                }
                for i in active where starts[i] < ends[i] {
                    rasterizers[i].draw(&row, spans: spans[i], visible: visible, from: starts[i], to: ends[i])
                }
            }
        }
    }
}
