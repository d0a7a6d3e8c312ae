import Foundation
import XWTEngine
import XWTMedia

/// Writes a looping GIF of a source in two passes over its frames, with bounded memory.
///
/// Timing: GIF delays are hundredths of a second and browsers slow down delays under 2 cs, so the
/// GIF runs at r = min(fps, 50) frames/s; `GIFTiming` maps GIF frame k to the source frame shown
/// at time k/r, and the clip's duration is kept to within half a GIF frame.
///
/// Pass 1 renders every GIF frame and, on the render workers, counts its colours into a histogram
/// (colours weighted by how long they show; sums of integers, so the same for any `jobs`); one
/// 255-colour palette is built from it (`GIFPalette(histogram:)`). Pass 2 renders the frames again
/// (they are a pure function of the index) and the workers quantise them with the chosen dither
/// (`GIFQuantizer`); the delivering thread only keeps the changed rectangle of each frame
/// (`GIFIndexedWriter`) and runs the gif encoder. Rendering twice at GIF size costs less than
/// buffering: memory is the pipeline's few frames and one histogram per worker, whatever the
/// length. Holds are rendered once per run of identical frames.
public enum GIFExporter {
    /// The default GIF width in pixels.
    public static let defaultWidth = 320

    public static func export(_ job: some FrameSource, to path: String, options: GIFOptions,
                              progress: (Int) -> Void = { _ in }) throws -> ExportSummary {
        let timing = GIFTiming(sourceFPS: job.fps, sourceFrames: job.frameCount)
        let width = job.canvas.pixelWidth, height = job.canvas.pixelHeight
        let renderer = Renderer(canvas: job.canvas, bands: 1)
        let pipeline = RenderPipeline(width: width, height: height, jobs: options.jobs)
        let total = 2 * timing.frameCount
        let repeats = { (k: Int) in timing.repeatsPrevious(k, job) }

        // Pass 1: colour statistics on the workers, then the palette (the histograms are freed here).
        let palette: GIFPalette = try {
            let histograms = GIFHistogramPool()
            try pipeline.run(frameCount: timing.frameCount, render: { k, frame -> Void in
                if repeats(k) { return }
                job.render(frame: timing.sourceFrame(k), into: &frame, renderer: renderer)
                var weight = 1   // this picture shows for itself and the holds after it
                while k + weight < timing.frameCount && repeats(k + weight) { weight += 1 }
                histograms.withHistogram { $0.add(frame, weight: weight) }
            }, deliver: { k, _, _ in progress(k + 1) })
            return GIFPalette(histogram: histograms.merged())
        }()

        // Pass 2: quantise on the workers, keep the changed rectangle and encode here.
        let quantiser = GIFQuantizer(palette: palette, dither: options.dither, width: width, height: height)
        let buffers = IndexBuffers(count: width * height)
        let writer = try GIFIndexedWriter(path: path, width: width, height: height, fps: timing.fps, palette: palette,
                                          options: options.encoderOptions)
        do {
            try pipeline.run(frameCount: timing.frameCount, render: { k, frame -> IndexBuffers.Buffer? in
                if repeats(k) { return nil }
                job.render(frame: timing.sourceFrame(k), into: &frame, renderer: renderer)
                let buffer = buffers.take()
                quantiser.quantise(frame, into: &buffer.indices)
                return buffer
            }, deliver: { k, frame, buffer in
                if let buffer {
                    defer { buffers.give(buffer) }
                    try writer.append(source: frame, indices: buffer.indices)
                } else {
                    try writer.appendRepeat()
                }
                progress(min(total, timing.frameCount + k + 1))
            })
            try writer.finish()
        } catch {
            writer.cancel()
            throw error
        }
        return ExportSummary(path: path, frames: timing.frameCount, seconds: timing.duration, bytes: fileSize(path))
    }

    /// Index buffers reused between frames (at most the pipeline's frames in flight exist).
    private struct IndexBuffers: Sendable {
        /// One frame's palette indices. `@unchecked Sendable`: a buffer taken is written and read by
        /// the frame that took it alone until it is given back.
        final class Buffer: @unchecked Sendable { var indices: [UInt8]; init(_ n: Int) { indices = [UInt8](repeating: 0, count: n) } }
        private let idle = Locked([Buffer]())
        private let count: Int
        init(count: Int) { self.count = count }
        func take() -> Buffer { idle.withLock { $0.popLast() } ?? Buffer(count) }
        func give(_ b: Buffer) { idle.withLock { $0.append(b) } }
    }

    /// The reference implementation: libavfilter `palettegen` (pass 1) and `paletteuse` with
    /// `diff_mode=rectangle` (pass 2), both on the delivering thread (`GIFPaletteBuilder`,
    /// `GIFEncoder`). Same timing and output shape as `export`; kept to measure quality against.
    public static func exportWithLibavfilter(_ job: some FrameSource, to path: String, options: GIFOptions,
                              progress: (Int) -> Void = { _ in }) throws -> ExportSummary {
        let timing = GIFTiming(sourceFPS: job.fps, sourceFrames: job.frameCount)
        let width = job.canvas.pixelWidth, height = job.canvas.pixelHeight
        let renderer = Renderer(canvas: job.canvas, bands: 1)
        let pipeline = RenderPipeline(width: width, height: height, jobs: options.jobs)
        let total = 2 * timing.frameCount
        let repeats = { (k: Int) in timing.repeatsPrevious(k, job) }

        // Pass 1: the palette.
        let builder = try GIFPaletteBuilder(width: width, height: height)
        var previous: ConvertedFrame?
        try pipeline.run(frameCount: timing.frameCount, render: { k, frame -> Result<ConvertedFrame, Error>? in
            if repeats(k) { return nil }
            job.render(frame: timing.sourceFrame(k), into: &frame, renderer: renderer)
            return Result { try builder.convert(frame) }
        }, deliver: { k, _, product in
            let converted = try product?.get() ?? previous!
            try builder.add(converted)
            previous = converted
            progress(k + 1)
        })
        previous = nil
        let palette = try builder.finish()

        // Pass 2: quantise and write.
        let encoder = try GIFEncoder(path: path, width: width, height: height, fps: timing.fps, palette: palette,
                                     dither: options.dither, options: options.encoderOptions)
        do {
            try pipeline.run(frameCount: timing.frameCount, render: { k, frame -> Result<ConvertedFrame, Error>? in
                if repeats(k) { return nil }
                job.render(frame: timing.sourceFrame(k), into: &frame, renderer: renderer)
                return Result { try encoder.convert(frame) }
            }, deliver: { k, _, product in
                let converted = try product?.get() ?? previous!
                try encoder.append(converted)
                previous = converted
                progress(min(total, timing.frameCount + k + 1))
            })
            previous = nil
            try encoder.finish()
        } catch {
            encoder.cancel()
            throw error
        }
        return ExportSummary(path: path, frames: timing.frameCount, seconds: timing.duration, bytes: fileSize(path))
    }
}
