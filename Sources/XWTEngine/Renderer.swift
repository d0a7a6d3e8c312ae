import Dispatch
import Foundation

/// Renders a `Scene` to a premultiplied RGBA8 frame, splitting rows into bands across cores.
///
/// Output is a pure function of the scene: identical for any number of bands.
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
        let width = frame.width, height = frame.height
        let bandCount = min(bands, height)
        frame.pixels.withUnsafeMutableBufferPointer { buffer in
            let target = BandTarget(base: buffer.baseAddress!)
            let work = { (band: Int) in
                let rows = (band * height / bandCount)..<((band + 1) * height / bandCount)
                Self.renderBand(rows: rows, scene: scene, quads: quads, target: target.base, width: width)
            }
            if bandCount == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: bandCount, execute: work) }
        }
    }

    private static func renderBand(rows: Range<Int>, scene: Scene, quads: [DrawQuad],
                                   target: UnsafeMutablePointer<UInt8>, width: Int) {
        let background = scene.background.premultiplied
        for y in rows {
            let row = target + y * width * 4
            if let kernel = scene.kernel {
                kernel.render(row: y, into: row, width: width)
            } else {
                fill(row, count: width, with: background)
            }
        }
        for quad in quads {
            QuadRasterizer(quad: quad, target: target, width: width).draw(rows: rows)
        }
    }

    private static func fill(_ row: UnsafeMutablePointer<UInt8>, count: Int, with c: RGBA8) {
        let word = UInt32(c.r) | UInt32(c.g) << 8 | UInt32(c.b) << 16 | UInt32(c.a) << 24
        let raw = UnsafeMutableRawPointer(row)
        for i in 0..<count { raw.storeBytes(of: word, toByteOffset: i &* 4, as: UInt32.self) }
    }
}

/// The frame's base address shared by the band workers.
///
/// Invariant: each band writes only its own rows, so concurrent writes never overlap, and the
/// buffer outlives `concurrentPerform`, which returns only after every band finished.
private struct BandTarget: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt8>
}
