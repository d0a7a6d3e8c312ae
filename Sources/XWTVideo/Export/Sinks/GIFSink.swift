import Foundation
import XWTEngine
import XWTMedia

/// Pass two of a GIF: the workers quantise each picture to the palette with the chosen dither
/// (`GIFQuantizer`); the delivering thread keeps the changed rectangle and encodes (`GIFEncoder`).
final class GIFSink: FrameSink {
    let encoder: GIFEncoder
    private let quantiser: GIFQuantizer
    private let buffers: IndexBuffers

    init(
        path: String, width: Int, height: Int, fps: Int, palette: GIFPalette, dither: GIFDither,
        encoderOptions: [String: String]
    ) throws {
        quantiser = GIFQuantizer(palette: palette, dither: dither, width: width, height: height)
        buffers = IndexBuffers(count: width * height)
        encoder = try GIFEncoder(path: path, width: width, height: height, fps: fps, palette: palette, options: encoderOptions)
    }

    var prepare: @Sendable (Bitmap, Int) throws -> IndexBuffers.Buffer {
        { [quantiser, buffers] picture, _ in
            let buffer = buffers.take()
            quantiser.quantise(picture, into: &buffer.indices)
            return buffer
        }
    }

    static var appendsPictures: Bool { true }

    func append(_ buffer: IndexBuffers.Buffer, picture: Bitmap?, shows: Int) throws {
        defer { buffers.give(buffer) }
        guard let picture else { preconditionFailure("a GIF frame keeps the changed rectangle of the picture") }
        try encoder.append(source: picture, indices: buffer.indices)
    }

    func appendRepeat() throws { try encoder.appendRepeat() }

    func finish() throws { try encoder.finish() }

    func cancel() { encoder.cancel() }

    /// Index buffers reused between frames (at most the pipeline's frames in flight exist).
    ///
    /// Invariant: a buffer taken is used by one thread at a time until it is given back.
    struct IndexBuffers: Sendable {
        /// One frame's palette indices. `@unchecked Sendable`: written and read by the frame that
        /// took it alone until it is given back.
        final class Buffer: @unchecked Sendable {
            var indices: [UInt8]
            init(_ n: Int) { indices = [UInt8](repeating: 0, count: n) }
        }
        private let idle = Locked([Buffer]())
        private let count: Int
        init(count: Int) { self.count = count }
        func take() -> Buffer { idle.withLock { $0.popLast() } ?? Buffer(count) }
        func give(_ b: Buffer) { idle.withLock { $0.append(b) } }
    }
}
