import Foundation
import XWTEngine
import XWTMedia

/// Writes a job's frames as headerless RGBA (`-f rawvideo -pix_fmt rgba`), for piping into other
/// tools and for measuring render speed without an encoder.
///
/// A regular file is written atomically (`AtomicOutput`); `-` means standard output, and character
/// devices such as `/dev/null` are written in place.
public enum RawExporter {
    public static func export(_ job: some FrameSource, to path: String, jobs: Int, progress: (Int) -> Void = { _ in }) throws -> ExportSummary {
        let output = path == "-" || isCharacterDevice(path) ? nil : try AtomicOutput(target: path, operation: "create raw file")
        let destination = output?.temporary ?? path
        guard let handle = path == "-" ? FileHandle.standardOutput : FileHandle(forWritingAtPath: destination) else {
            throw InputError("cannot write \(path)")
        }
        let renderer = Renderer(canvas: job.canvas, bands: 1)
        // A copy of the last rendered frame, kept only while the next frames repeat it.
        var held = Data()
        do {
            try RenderPipeline(width: job.canvas.pixelWidth, height: job.canvas.pixelHeight, jobs: jobs)
                .run(frameCount: job.frameCount, render: { index, frame -> Bool in
                    if job.repeatsPrevious(frame: index) { return false }
                    job.render(frame: index, into: &frame, renderer: renderer)
                    return true
                }, deliver: { index, frame, rendered in
                    if rendered {
                        try frame.pixels.withUnsafeBytes { try handle.write(contentsOf: $0) }
                        let nextRepeats = index + 1 < job.frameCount && job.repeatsPrevious(frame: index + 1)
                        held = nextRepeats ? frame.pixels.withUnsafeBytes { Data($0) } : Data()
                    } else {
                        try handle.write(contentsOf: held)
                    }
                    progress(index + 1)
                })
            if path != "-" { try handle.close() }
            try output?.commit(operation: "finish raw file")
        } catch {
            if path != "-" { try? handle.close() }
            output?.discard()
            throw error
        }
        return ExportSummary(path: path, frames: job.frameCount, seconds: Double(job.frameCount) / Double(job.fps),
                             bytes: job.frameCount * job.canvas.pixelWidth * job.canvas.pixelHeight * 4)
    }

    private static func isCharacterDevice(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR
    }
}
