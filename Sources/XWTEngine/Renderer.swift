import Dispatch
import Foundation

/// Renders a `Scene` to a premultiplied RGBA8 frame, splitting rows into bands across cores.
///
/// Output is a pure function of the scene: identical for any number of bands, and identical on
/// the reference path (`renderChecked`).
public struct Renderer: Sendable {
    public let canvas: Canvas
    /// Row bands rendered concurrently per frame (≥ 1).
    public let bands: Int

    public init(canvas: Canvas, bands: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.canvas = canvas
        self.bands = max(1, bands)
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
        frame.withUncheckedRows { rows in
            let work = { (band: Int) in
                var target = rows
                Self.renderBand(rows: (band * height / bandCount)..<((band + 1) * height / bandCount),
                                scene: scene, quads: quads, into: &target)
            }
            if bandCount == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: bandCount, execute: work) }
        }
    }

    /// The same frame drawn on the reference path: one band, `CheckedMemory` (array indexing, every
    /// coordinate checked). Slow; tests require it byte-equal to `render`.
    public func renderChecked(_ scene: Scene) -> Bitmap {
        let quads = SceneFlattener(canvas: canvas).quads(for: scene)
        var rows = CheckedFrameRows(Bitmap(width: canvas.pixelWidth, height: canvas.pixelHeight))
        Self.renderBand(rows: 0..<rows.height, scene: scene, quads: quads, into: &rows)
        return rows.bitmap
    }

    /// Rows `rows` of the frame: the kernel (or the background), then every quad in order.
    private static func renderBand<Rows: FrameRows>(rows: Range<Int>, scene: Scene, quads: [DrawQuad], into target: inout Rows) {
        let background = scene.background.premultiplied.word
        for y in rows {
            target.update(row: y) { row in
                if let kernel = scene.kernel {
                    Rows.Memory.render(kernel, &row)
                } else {
                    row.fill(background, columns: 0..<row.width)
                }
            }
        }
        for quad in quads {
            QuadRasterizer(quad: quad).draw(rows: rows, into: &target)
        }
    }
}
