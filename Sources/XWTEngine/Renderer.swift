import Dispatch
import Foundation

/// Renders a `Scene` to a premultiplied RGBA8 frame, splitting rows into bands across cores.
///
/// Output is a pure function of the scene: identical for any number of bands, identical on the
/// reference path (`renderChecked`), identical whether or not what opaque layers hide is skipped
/// (`skipsHiddenPixels`) and whether or not gradient overlays are drawn in their image's pass
/// (`fusesOverlays`) and whether or not rows whose quads keep their spans share one visit
/// (`runsSteadyRows`). A kernel that pairs mirrored rows (`PixelKernel.pairsMirroredRows`) gets
/// each band's rows of the upper half with their mirrors; the band then draws the mirrors' layers.
public struct Renderer: Sendable {
    public let canvas: Canvas
    /// Row bands rendered concurrently per frame (≥ 1).
    public let bands: Int
    /// Whether columns hidden behind an opaque quad (and the background or kernel behind them)
    /// are left undrawn. Off only in tests that compare both ways.
    let skipsHiddenPixels: Bool
    /// Whether a gradient quad over exactly the image quad before it is drawn in that quad's pass
    /// (`QuadRasterizer.fuse`). Off only in tests that compare both ways.
    let fusesOverlays: Bool
    /// Whether the rows in which every quad keeps its spans (`QuadRasterizer.steadyRows`) get
    /// their columns from the first of them, each quad one entry for all. Off only in tests that
    /// compare both ways.
    let runsSteadyRows: Bool

    public init(canvas: Canvas, bands: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.init(canvas: canvas, bands: bands, skipsHiddenPixels: true)
    }

    init(canvas: Canvas, bands: Int, skipsHiddenPixels: Bool, fusesOverlays: Bool = true, runsSteadyRows: Bool = true) {
        self.canvas = canvas
        self.bands = max(1, bands)
        self.skipsHiddenPixels = skipsHiddenPixels
        self.fusesOverlays = fusesOverlays
        self.runsSteadyRows = runsSteadyRows
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
        let skips = skipsHiddenPixels, fuses = fusesOverlays, runs = runsSteadyRows
        let pairs = scene.kernel?.pairsMirroredRows == true, half = (height + 1) / 2
        frame.withUncheckedRows { rows in
            let work: @Sendable (Int) -> Void = { band in
                var target = rows
                if pairs {
                    // The band's share of the upper half with their mirrors, then the mirrors' layers.
                    let upper = (band * half / bandCount)..<((band + 1) * half / bandCount)
                    let lowest = max(height - upper.upperBound, half)
                    Self.renderBand(
                        rows: upper, kernelRows: .withMirrors, scene: scene, quads: quads, skipsHiddenPixels: skips,
                        fusesOverlays: fuses, runsSteadyRows: runs, into: &target)
                    Self.renderBand(
                        rows: lowest..<max(lowest, height - upper.lowerBound), kernelRows: .written, scene: scene, quads: quads,
                        skipsHiddenPixels: skips, fusesOverlays: fuses, runsSteadyRows: runs, into: &target)
                } else {
                    Self.renderBand(
                        rows: (band * height / bandCount)..<((band + 1) * height / bandCount), kernelRows: .single,
                        scene: scene, quads: quads, skipsHiddenPixels: skips, fusesOverlays: fuses, runsSteadyRows: runs, into: &target)
                }
            }
            if bandCount == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: bandCount, execute: work) }
        }
    }

    /// Renders `scene` a band of rows at a time, top to bottom, into the first rows of `band` (as
    /// wide as the canvas), handing each band to `body` with the frame rows it holds (`band.height`
    /// rows, the last band fewer). Each band's rows equal those of `render(_:into:)`: a pixel
    /// depends only on its own row. Memory: one band instead of a whole frame.
    public func render(_ scene: Scene, inBandsOf band: inout Bitmap, _ body: (Range<Int>, inout Bitmap) -> Void) {
        precondition(band.width == canvas.pixelWidth && band.height >= 1, "a band must be as wide as the canvas")
        let quads = SceneFlattener(canvas: canvas).quads(for: scene)
        let height = canvas.pixelHeight
        let (rasterizers, drawnWithPrevious) = Self.rasterizers(quads, fusesOverlays: fusesOverlays, memory: UncheckedMemory.self)
        for top in stride(from: 0, to: height, by: band.height) {
            let rows = top..<min(top + band.height, height)
            band.withUncheckedRows { bandRows in
                var target = BandFrameRows(bandRows, top: top, frameHeight: height)
                Self.renderBand(
                    rows: rows, kernelRows: .single, scene: scene, quads: quads, rasterizers: rasterizers,
                    drawnWithPrevious: drawnWithPrevious, skipsHiddenPixels: skipsHiddenPixels, runsSteadyRows: runsSteadyRows, into: &target)
            }
            body(rows, &band)
        }
    }

    /// The same frame drawn on the reference path: one band, `CheckedMemory` (array indexing, every
    /// coordinate checked). Slow; tests require it byte-equal to `render`.
    public func renderChecked(_ scene: Scene) -> Bitmap {
        let quads = SceneFlattener(canvas: canvas).quads(for: scene)
        var rows = CheckedFrameRows(Bitmap(width: canvas.pixelWidth, height: canvas.pixelHeight))
        Self.renderBand(
            rows: 0..<rows.height, kernelRows: .single, scene: scene, quads: quads, skipsHiddenPixels: skipsHiddenPixels, fusesOverlays: fusesOverlays,
            runsSteadyRows: runsSteadyRows, into: &rows)
        return rows.bitmap
    }

    /// Per quad, true when it is a gradient drawn in the pass of the image quad before it (each
    /// such pair fused by `QuadRasterizer.fuse`); its own rows are then not visited.
    static func fuseOverlays<Memory>(_ rasterizers: [QuadRasterizer<Memory>]) -> [Bool] {
        rasterizers.indices.map { $0 > 0 && rasterizers[$0 - 1].fuse(rasterizers[$0]) }
    }

    /// How a band's rows get the scene's kernel.
    enum KernelRows {
        /// Row by row.
        case single
        /// Each row with its mirror (`PixelKernel.render(_:mirror:)`); an odd height's middle row alone.
        case withMirrors
        /// Already written: the mirrors of the band's `withMirrors` rows.
        case written
    }

    /// Rows handled together: first row by row, then quad by quad (each quad's texture is read
    /// along its own rows while they are in the cache).
    static let rowBlock = 32

    /// Rows `rows` of the frame, `rowBlock` rows at a time in two passes. Row by row (or a run of
    /// rows in which every quad keeps its spans at once, `runsSteadyRows`), the quads that reach
    /// the row are visited front to back to find the columns each must draw (`OpaqueCover`), and the
    /// kernel (or the background) fills what no opaque quad covers; then each quad, back to front,
    /// draws its rows in those columns.
    private static func renderBand<Rows: FrameRows>(
        rows: Range<Int>, kernelRows: KernelRows, scene: Scene, quads: [DrawQuad],
        skipsHiddenPixels: Bool, fusesOverlays: Bool, runsSteadyRows: Bool, into target: inout Rows
    ) {
        let (rasterizers, drawnWithPrevious) = Self.rasterizers(quads, fusesOverlays: fusesOverlays, memory: Rows.Memory.self)
        renderBand(
            rows: rows, kernelRows: kernelRows, scene: scene, quads: quads, rasterizers: rasterizers, drawnWithPrevious: drawnWithPrevious,
            skipsHiddenPixels: skipsHiddenPixels, runsSteadyRows: runsSteadyRows, into: &target)
    }

    /// One rasterizer per quad, and per quad whether it is drawn in the previous quad's pass
    /// (`fuseOverlays`). Rasterizers keep per-row scratch: one set per thread.
    private static func rasterizers<Memory: PixelMemory>(
        _ quads: [DrawQuad], fusesOverlays: Bool, memory _: Memory.Type
    ) -> ([QuadRasterizer<Memory>], [Bool]) {
        let rasterizers = quads.map { QuadRasterizer<Memory>($0) }
        return (rasterizers, fusesOverlays ? fuseOverlays(rasterizers) : [Bool](repeating: false, count: quads.count))
    }

    /// `renderBand` with the frame's rasterizers already made (the rows of several bands drawn one
    /// after another on one thread share them).
    private static func renderBand<Rows: FrameRows>(
        rows: Range<Int>, kernelRows: KernelRows, scene: Scene, quads: [DrawQuad], rasterizers: [QuadRasterizer<Rows.Memory>],
        drawnWithPrevious: [Bool], skipsHiddenPixels: Bool, runsSteadyRows: Bool, into target: inout Rows
    ) {
        typealias Rasterizer = QuadRasterizer<Rows.Memory>
        let background = scene.background.premultiplied.word
        let width = target.width
        // Quads by first row; `active` holds the indices (in drawing order) of those reaching row y.
        let byTop = quads.indices.filter { quads[$0].maxY > rows.lowerBound && quads[$0].minY < rows.upperBound }
            .sorted { quads[$0].minY < quads[$1].minY }
        var nextTop = 0, active: [Int] = []
        // Per quad, the block's rows it draws, each with its columns (ranges of `visible`).
        var entries = [[Rasterizer.RowEntry]](repeating: [], count: quads.count)
        var visible: [Range<Int>] = [], gaps: [Range<Int>] = []
        var cover = OpaqueCover(width: width)
        for blockStart in stride(from: rows.lowerBound, to: rows.upperBound, by: rowBlock) {
            visible.removeAll(keepingCapacity: true)
            let blockEnd = min(blockStart + rowBlock, rows.upperBound)
            var y = blockStart
            while y < blockEnd {
                active.removeAll { quads[$0].maxY <= y }
                while nextTop < byTop.count && quads[byTop[nextTop]].minY <= y {
                    let i = byTop[nextTop]
                    active.insert(i, at: active.firstIndex { $0 > i } ?? active.count)
                    nextTop += 1
                }
                // Rows y..<run see the same quads with the same spans (each quad's `steadyRows`),
                // so the columns found for row y hold for all of them: one entry per quad.
                var run = runsSteadyRows ? min(blockEnd, nextTop < byTop.count ? quads[byTop[nextTop]].minY : blockEnd) : y + 1
                for i in active where !drawnWithPrevious[i] {
                    let steady = rasterizers[i].steadyRows
                    guard steady.contains(y) else {
                        run = y + 1
                        break
                    }
                    run = min(run, steady.upperBound)
                }
                cover.removeAll()
                for i in active.reversed() where !drawnWithPrevious[i] {
                    guard let s = rasterizers[i].spans(row: y) else { continue }
                    let start = visible.count
                    cover.appendGaps(of: s.outer, to: &visible)
                    if visible.count > start { entries[i].append(.init(rows: y..<run, spans: s, visible: start..<visible.count)) }
                    if skipsHiddenPixels && rasterizers[i].occludes { cover.add(s.inner) }
                }
                if let kernel = scene.kernel {
                    let hidden = cover.covers(0..<width)
                    for y in y..<run {
                        // A mirror is written whether or not layers hide it (they are drawn over it later).
                        let mirror = target.height - 1 - y
                        switch kernelRows {
                        case .single where !hidden, .withMirrors where !hidden && mirror == y:
                            target.update(row: y) { Rows.Memory.render(kernel, &$0) }
                        case .withMirrors where mirror != y:
                            if hidden {
                                target.update(row: mirror) { Rows.Memory.render(kernel, &$0) }
                            } else {
                                target.update(rows: y, mirror) { Rows.Memory.render(kernel, &$0, mirror: &$1) }
                            }
                        default: break
                        }
                    }
                } else {
                    gaps.removeAll(keepingCapacity: true)
                    cover.appendGaps(of: 0..<width, to: &gaps)
                    for y in y..<run { target.update(row: y) { row in for gap in gaps { row.fill(background, columns: gap) } } }
                }
                y = run
            }
            for i in quads.indices where !entries[i].isEmpty {
                rasterizers[i].draw(entries[i], visible: visible, into: &target)
                entries[i].removeAll(keepingCapacity: true)
            }
        }
    }
}
