import XWTEngine
import XWTMedia

/// The framemd5 manifest of a job: one MD5 line per frame, as `ffmpeg -f framemd5 -pix_fmt rgba` prints.
public enum FrameHasher {
    /// Renders every frame (in parallel, `jobs` frames at a time) and returns the manifest text.
    public static func manifest(of job: some FrameSource, jobs: Int, bands: Int = 1,
                                progress: (Int) -> Void = { _ in }) throws -> String {
        var text = FrameMD5.header(width: job.canvas.pixelWidth, height: job.canvas.pixelHeight, fps: job.fps)
        let renderer = Renderer(canvas: job.canvas, bands: bands)
        var previous = ""
        try RenderPipeline(width: job.canvas.pixelWidth, height: job.canvas.pixelHeight, jobs: jobs)
            .run(frameCount: job.frameCount, render: { index, frame -> String? in
                if job.repeatsPrevious(frame: index) { return nil }
                job.render(frame: index, into: &frame, renderer: renderer)
                return FrameMD5.md5(frame)
            }, deliver: { index, frame, digest in
                let md5 = digest ?? previous
                previous = md5
                text += FrameMD5.line(index: index, md5: md5, size: frame.pixels.count)
                progress(index + 1)
            })
        return text
    }
}
